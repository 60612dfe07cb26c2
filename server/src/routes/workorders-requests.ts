// Side requests answered by the approver, batch verification and the up-level supervision flag.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { once, readKey } from '../services/workorders/idempotency.ts';
import { decideRequest, setUpSupervise, verifyOrders } from '../services/workorders/requests.ts';
import { actorOf } from './workorders-common.ts';

const workorderRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/aop/workflowApply/approve'), handler: async (request) => {
    const actor = actorOf(request);
    const result = await once(app.db, actor.id, readKey(request.headers), 'approve', (tx) => decideRequest(tx, actor, request.body));
    return ok(result, request.body.agree ? '已同意' : '已拒绝');
  } });

  app.route({ ...endpoint('/aop/workflowTask/batchVerification'), handler: async (request) => {
    const { succeeded, failed } = await verifyOrders(app.db, actorOf(request), request.body);
    return ok({ succeeded, failed }, failed.length ? `成功 ${succeeded.length} 条，失败 ${failed.length} 条` : '操作成功');
  } });

  app.route({ ...endpoint('/aop/workflowIntance/updateUpSuperviseState'), handler: async (request) => {
    const actor = actorOf(request);
    return ok(await once(app.db, actor.id, readKey(request.headers), 'upSupervise', (tx) => setUpSupervise(tx, actor, request.body)));
  } });
};

export default workorderRequestRoutes;
