// Field configuration by menuType, and clearing the server's cache.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { Role } from '../services/workorders/model.ts';
import { configList, updateConfigs } from '../services/workorders/property-config.ts';
import { requireRole } from './workorders-common.ts';

const workorderConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/aop/tPropertyConfig/queryConfList'), handler: async (request) => ok(await configList(app.db, request.body.menuType)) });

  app.route({ ...endpoint('/aop/tPropertyConfig/bathUpdate'), handler: async (request) => {
    requireRole(request.user, [Role.manager], '只有管理员可以修改字段配置');
    return ok({ count: await updateConfigs(app.db, request.body.list) }, '保存成功');
  } });

  app.route({ ...endpoint('/aop/cache/delCache'), handler: async (request) => {
    requireRole(request.user, [], '只有管理员可以清除缓存');
    // On every server: the one this call reached is only one of them.
    await app.changes.publish({ caches: [request.body?.prefix ?? ''] });
    return ok(null, '缓存已清除');
  } });
};

export default workorderConfigRoutes;
