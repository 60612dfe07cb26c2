// Queue tabs with live counts, queue and search lists, the caller's phone history, following.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { Refusal } from '../lib/refusal.ts';
import { findTab, listOrders, tabEntries } from '../services/workorders/queues.ts';
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
    const page = await listOrders(app.db, actorOf(request), null, { phone: b.phone }, pageOf(b), app.cache);
    if (b.excludeWorkflowId) {
      const kept = page.records.filter((r) => r.workflowId !== b.excludeWorkflowId);
      return ok({ ...page, records: kept, total: page.total - (page.records.length - kept.length) });
    }
    return ok(page);
  } });

  app.route({ ...endpoint('/aop/workflow/batchFollow'), handler: async (request) => {
    const user = actorOf(request);
    const ids = [...new Set(request.body.workflowIds)];
    const found = await app.db.selectFrom('workflow').select('workflow_id').where('workflow_id', 'in', ids).where('deleted', '=', 0).execute();
    if (found.length !== ids.length) throw new Refusal('部分工单不存在，请刷新后重试');
    if (request.body.follow) {
      await app.db.insertInto('workflow_follow').values(ids.map((id) => ({ user_id: user.id, workflow_id: id })))
        .onConflict((oc) => oc.doNothing()).execute();
    } else {
      await app.db.deleteFrom('workflow_follow').where('user_id', '=', user.id).where('workflow_id', 'in', ids).execute();
    }
    return ok({ count: ids.length }, request.body.follow ? '关注成功' : '已取消关注');
  } });
};

export default workorderListRoutes;
