// Departments (部门管理): info, add, update, delete; the lists and trees stay in org.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PUSHED_RESOURCES } from '../../../src/shared/protocol/push.ts';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { deleteDept, deptInfo, saveDept, updateDept } from '../services/org/dept-admin.ts';
import { LIST_CACHE_PREFIX } from '../services/workorders/list-cache.ts';

const MODULE = '部门管理';

const sysDeptsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Pickers and the work-order engine read departments fresh; the engine's name lookup and its lists are the caches holding them.
  const deptsChanged = () => app.changes.publish({
    caches: ['workflow-dept-names', LIST_CACHE_PREFIX],
    push: { to: 'all', event: { type: 'changed', resources: [PUSHED_RESOURCES.depts] } },
  });

  app.route({ ...endpoint('/api/sys/dept/info'), config: { permission: 'sys:dept:info' }, handler: async (request) =>
    ok(await deptInfo(app.db, request.query.id), '') });

  app.route({ ...endpoint('/api/sys/dept/save'), config: { permission: 'sys:dept:save', log: { module: MODULE, action: '新增部门' } },
    handler: async (request) => {
      const dept = await saveDept(app.db, request.body);
      await deptsChanged();
      return ok(dept);
    } });

  app.route({ ...endpoint('/api/sys/dept/update'), config: { permission: 'sys:dept:update', log: { module: MODULE, action: '修改部门' } },
    handler: async (request) => {
      const dept = await updateDept(app.db, request.body);
      await deptsChanged();
      return ok(dept);
    } });

  app.route({ ...endpoint('/api/sys/dept/delete'), config: { permission: 'sys:dept:delete', log: { module: MODULE, action: '删除部门' } },
    handler: async (request) => {
      await deleteDept(app.db, request.query.id);
      await deptsChanged();
      return ok(null, '删除成功');
    } });
};

export default sysDeptsRoutes;
