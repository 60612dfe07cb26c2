// Queue tabs with live counts, queue and search lists, the caller's phone history, following.
import type { FastifyPluginAsync } from 'fastify';
import type { WorkflowListRequest, WorkflowTabsRequest } from '../../../../src/shared/api/workorder.types.ts';
import { ok } from '../lib/envelope.ts';
import { body, int, pageOf, str } from '../lib/schema.ts';
import { findTab, groupNames, listOrders, tabEntries } from '../services/workorders/queues.ts';
import { TransitionRefused } from '../services/workorders/transitions.ts';
import { actorOf, idList, listFilterProps, refusable } from './workorders-common.ts';

const workorderListRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: WorkflowTabsRequest | null }>('/aop/workflow/list/all', {
    schema: { body: { ...body({ belong: { type: 'string', enum: groupNames } }), type: ['object', 'null'] } },
  }, refusable(async (request) => ok(await tabEntries(app.db, actorOf(request), request.body?.belong, app.cache))));

  app.post<{ Params: { type: string }; Body: WorkflowListRequest | null }>('/aop/workflow/list/:type', {
    schema: { params: { type: 'object', properties: { type: str(40, 1) }, required: ['type'] }, body: { ...body(listFilterProps), type: ['object', 'null'] } },
  }, refusable(async (request) => {
    const user = actorOf(request);
    const f = request.body ?? {};
    // 'index' is the all-orders search of /gong-dan/list/index: every order the user may see.
    const tab = request.params.type === 'index' ? null : findTab(request.params.type, f.queryType, user);
    return ok(await listOrders(app.db, user, tab, f, pageOf(f), app.cache));
  }));

  app.post<{ Body: { phone: string; page?: number; current?: number; size?: number; excludeWorkflowId?: string } }>('/aop/workflow/list/historyCallList', {
    schema: { body: body({ phone: str(20, 1), page: int(1, 100_000), current: int(1, 100_000), size: int(1, 100), excludeWorkflowId: str(40) }, ['phone']) },
  }, refusable(async (request) => {
    const b = request.body;
    const page = await listOrders(app.db, actorOf(request), null, { phone: b.phone }, pageOf(b), app.cache);
    if (b.excludeWorkflowId) {
      const kept = page.records.filter((r) => r.workflowId !== b.excludeWorkflowId);
      return ok({ ...page, records: kept, total: page.total - (page.records.length - kept.length) });
    }
    return ok(page);
  }));

  app.post<{ Body: { workflowIds: string[]; follow: boolean } }>('/aop/workflow/batchFollow', {
    schema: { body: body({ workflowIds: idList(), follow: { type: 'boolean' } }, ['workflowIds', 'follow']) },
  }, refusable(async (request) => {
    const user = actorOf(request);
    const ids = [...new Set(request.body.workflowIds)];
    const found = await app.db.selectFrom('workflow').select('workflow_id').where('workflow_id', 'in', ids).where('deleted', '=', 0).execute();
    if (found.length !== ids.length) throw new TransitionRefused('部分工单不存在，请刷新后重试');
    if (request.body.follow) {
      await app.db.insertInto('workflow_follow').values(ids.map((id) => ({ user_id: user.id, workflow_id: id })))
        .onConflict((oc) => oc.doNothing()).execute();
    } else {
      await app.db.deleteFrom('workflow_follow').where('user_id', '=', user.id).where('workflow_id', 'in', ids).execute();
    }
    return ok({ count: ids.length }, request.body.follow ? '关注成功' : '已取消关注');
  }));
};

export default workorderListRoutes;
