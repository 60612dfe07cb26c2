// Queue tabs with live counts, queue and search lists, the caller's phone history and the ringing caller's card, following.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SETTING } from '../../../src/shared/protocol/settings.ts';
import { endpoint } from '../lib/contract.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { callerCard } from '../services/workorders/caller-card.ts';
import { setFollowing } from '../services/workorders/follows.ts';
import { callerHistory, findTab, listOrders, tabEntries } from '../services/workorders/queues.ts';
import { actorOf } from './workorders-common.ts';

const workorderListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/aop/workflow/list/all'),
    handler: async (request) => ok(await tabEntries(app.db, actorOf(request), request.body?.belong, app.cache)) });

  app.route({ ...endpoint('/aop/workflow/list/:type'), handler: async (request) => {
    const user = actorOf(request);
    const f = request.body ?? {};
    // 'index' is the all-orders search of /gong-dan/list/index: every order the user may see.
    const tab = request.params.type === 'index' ? null : findTab(request.params.type, f.queryType, user);
    return ok(await listOrders(app.db, user, tab, f, pageOf(f), app.cache));
  } });

  app.route({ ...endpoint('/aop/workflow/list/historyCallList'), handler: async (request) => {
    const b = request.body;
    return ok(await callerHistory(app.db, actorOf(request), b.phone, b.excludeWorkflowId, pageOf(b), app.cache));
  } });

  // The softphone's card while a call rings: for users with an extension (the softphone shows only to them).
  app.route({ ...endpoint('/aop/workflow/callerCard'), handler: async (request) => {
    if (!request.user.landlineNumber) throw new ApiError(403, '暂无权限：来电信息仅供有分机的坐席查看');
    const rule = { appeals: app.settings.number(SETTING.frequentCallerAppeals), days: app.settings.number(SETTING.frequentCallerDays) };
    return ok(await callerCard(app.db, actorOf(request), request.body.phone, rule, app.cache));
  } });

  app.route({ ...endpoint('/aop/workflow/batchFollow'), handler: async (request) => {
    const { workflowIds, follow } = request.body;
    return ok({ count: await setFollowing(app.db, actorOf(request).id, workflowIds, follow) }, follow ? '关注成功' : '已取消关注');
  } });
};

export default workorderListRoutes;
