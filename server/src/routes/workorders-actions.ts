// Registration and every step of an order: commit…, modify, commitTask, commitCbTask, withdrawals, case file, delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { WorkflowRegisterRequest } from '../../../src/shared/api/workorder.types.ts';
import { SETTING } from '../../../src/shared/protocol/settings.ts';
import { endpoint } from '../lib/contract.ts';
import { assistCatalogue, releaseAssist, replyAssist, type AssistLimits } from '../services/workorders/assists.ts';
import { ok } from '../lib/envelope.ts';
import { deleteOrders, modifyOrder, setDisposeInstruction } from '../services/workorders/edits.ts';
import { once, readKey } from '../services/workorders/idempotency.ts';
import { registerOrder } from '../services/workorders/register.ts';
import { resultOf, runAction, type ActionResult, type Db, type RunOptions } from '../services/workorders/run-transition.ts';
import { commitTask, withdrawalOf } from '../services/workorders/steps.ts';
import type { Action } from '../services/workorders/transitions.ts';
import { actorOf } from './workorders-common.ts';

const workorderActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const assistLimits = (): AssistLimits => ({ maxDepts: app.settings.number(SETTING.assistMaxDepts), maxDays: app.settings.number(SETTING.assistMaxDays) });
  /** Runs `work` in a transaction, once per idempotency key: a retry answers the first result. */
  const onceFor = (request: FastifyRequest, route: string, work: (tx: Db) => Promise<ActionResult>) =>
    once(app.db, actorOf(request).id, readKey(request.headers), route, work);
  /** Runs one action on an order in a transaction, once per idempotency key. */
  const act = (request: FastifyRequest, route: string, workflowId: string, action: Action, opts: RunOptions) =>
    onceFor(request, route, async (tx) => resultOf((await runAction(tx, actorOf(request), workflowId, action, opts)).row));

  // ---- registration ----
  const register = (route: string, action: Action) => async (request: FastifyRequest & { body: WorkflowRegisterRequest }) => {
    const { opinion, citedArticleIds, ...fields } = request.body;
    return ok(await onceFor(request, route, async (tx) => resultOf(await registerOrder(tx, actorOf(request), action, fields, { opinion, citedArticleIds }))), '工单提交成功');
  };
  app.route({ ...endpoint('/aop/workflow/commit'), handler: register('commit', 'register') });
  app.route({ ...endpoint('/aop/workflow/commitToAssign'), handler: register('commitToAssign', 'registerToAssign') });
  app.route({ ...endpoint('/aop/workflow/seatfirstdone'), handler: register('seatfirstdone', 'registerDone') });
  app.route({ ...endpoint('/aop/neijiangworkflow/commit'), handler: async (request) => {
    const { opinion, mainDeptId, assists, citedArticleIds, ...fields } = request.body;
    return ok(await onceFor(request, 'neijiangCommit', async (tx) =>
      resultOf(await registerOrder(tx, actorOf(request), 'registerDispatch', fields, { opinion, mainDeptId, assists, limits: assistLimits(), citedArticleIds }))), '工单提交成功');
  } });

  app.route({ ...endpoint('/aop/workflow/hotLinetDone'), handler: async (request) => {
    const b = request.body;
    return ok(await act(request, 'hotLinetDone', b.workflowId, 'hotlineDone', { version: b.version, processid: b.processid, opinion: b.opinion,
      changes: b.opinion ? { reply_content: b.opinion } : {} }), '工单已办结，转入回访');
  } });

  // ---- edits ----
  app.route({ ...endpoint('PATCH /aop/workflow/modify'), handler: async (request) =>
    ok(await onceFor(request, 'modify', (tx) => modifyOrder(tx, actorOf(request), request.body)), '修改成功') });

  app.route({ ...endpoint('/aop/workflow/updateDisposeInstruction'), handler: async (request) =>
    ok(await onceFor(request, 'dispose', (tx) => setDisposeInstruction(tx, actorOf(request), request.body))) });

  // ---- steps ----
  app.route({ ...endpoint('PATCH /aop/workflow/commitTask'), handler: async (request) =>
    ok(await onceFor(request, `commitTask:${request.body.action}`, (tx) => commitTask(tx, actorOf(request), request.body, assistLimits()))) });

  // ---- 协办 ----
  app.route({ ...endpoint('/aop/workflow/assist/reply'), handler: async (request) =>
    ok(await onceFor(request, 'assistReply', (tx) => replyAssist(tx, actorOf(request), request.body.assistId, request.body.content)), '已回复主办单位') });
  app.route({ ...endpoint('/aop/workflow/assist/release'), handler: async (request) =>
    ok(await onceFor(request, 'assistRelease', (tx) => releaseAssist(tx, actorOf(request), request.body.assistId, request.body.reason)), '已解除协办') });
  app.route({ ...endpoint('/aop/workflow/assist/catalogue'), handler: async (request) =>
    ok(await assistCatalogue(app.db, actorOf(request), request.body)) });

  app.route({ ...endpoint('PATCH /aop/workflow/commitCbTask'), handler: async (request) => {
    const b = request.body;
    const action = b.callbackResult === 3 ? 'callbackUnsatisfied' : 'callbackSatisfied';
    return ok(await act(request, 'commitCbTask', b.workflowId, action, { version: b.version, processid: b.processid, opinion: b.opinion, input: { callbackResult: b.callbackResult } }));
  } });

  app.route({ ...endpoint('PATCH /aop/workflow/mainDeptWithDraw'), handler: async (request) => {
    const b = request.body;
    return ok(await act(request, 'mainDeptWithDraw', b.workflowId, 'mainDeptWithdraw', { version: b.version, processid: b.processid, opinion: b.opinion }), '已撤回');
  } });

  app.route({ ...endpoint('PATCH /aop/workflow/commitTaskWithDraw'), handler: async (request) => {
    const b = request.body;
    const action = await withdrawalOf(app.db, b.workflowId);
    return ok(await act(request, 'commitTaskWithDraw', b.workflowId, action, { version: b.version, processid: b.processid, opinion: b.opinion }), '已撤回');
  } });

  app.route({ ...endpoint('PATCH /aop/workflow/commitCaseFile'), handler: async (request) => {
    const b = request.body;
    return ok(await act(request, 'commitCaseFile', b.workflowId, 'caseFile', { version: b.version, processid: b.processid, opinion: b.opinion }), '归档成功');
  } });

  app.route({ ...endpoint('GET /aop/workflow/deleteWorkOrder'), config: { permission: 'gongdan:order:delete' }, handler: async (request) =>
    ok({ count: await deleteOrders(app.db, actorOf(request), request.query.workflowIds) }, '删除成功') });
};

export default workorderActionRoutes;
