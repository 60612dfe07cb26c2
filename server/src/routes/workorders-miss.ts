// Missed calls (漏单): the page of them and handling one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { handleMissOrder, MISS_ORDER_ROLES, missOrderPage } from '../services/workorders/miss-orders.ts';
import { actorOf, requireRole } from './workorders-common.ts';

const workorderMissRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/aip/missOrderWork/page'), handler: async (request) => {
    requireRole(request.user, MISS_ORDER_ROLES);
    return ok(await missOrderPage(app.db, request.body ?? {}));
  } });

  app.route({ ...endpoint('/aop/workflow/doMissOrder'), handler: async (request) => {
    const user = actorOf(request);
    requireRole(user, MISS_ORDER_ROLES);
    await handleMissOrder(app.db, user, request.body);
    return ok(null, '处理成功');
  } });
};

export default workorderMissRoutes;
