// 工作台: the signed-in user's figures (the parts of their roles) and the orders or calls behind a figure.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { agentCalls, dashboardOf, mayList, ordersBehind, partsOf } from '../services/dashboard/figures.ts';
import { actorOf } from './workorders-common.ts';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/api/dashboard'), handler: async (request) => ok(await dashboardOf(app.db, app.cache, actorOf(request))) });

  app.route({ ...endpoint('/api/dashboard/orders'), handler: async (request) => {
    const user = actorOf(request);
    if (!mayList(user, request.body.figure)) throw new ApiError(403, '暂无权限');
    return ok(await ordersBehind(app.db, app.cache, user, request.body, pageOf(request.body)));
  } });

  app.route({ ...endpoint('/api/dashboard/calls'), handler: async (request) => {
    const user = actorOf(request);
    if (!partsOf(user).agent) throw new ApiError(403, '暂无权限');
    return ok(await agentCalls(app.db, user, pageOf(request.body ?? {})));
  } });
};

export default dashboardRoutes;
