// Registration and every step of an order: commit…, modify, commitTask, commitCbTask, withdrawals, case file, delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import type { CommitTaskRequest, WorkflowRegisterRequest } from '../../../src/shared/api/workorder.types.ts';
import type { WorkflowTable } from '../db/schema.ts';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { Refusal } from '../lib/refusal.ts';
import { describeChanges } from '../services/workorders/changes.ts';
import { once, readKey } from '../services/workorders/idempotency.ts';
import { Role } from '../services/workorders/model.ts';
import { checkMainDept, registerOrder, resolveFields } from '../services/workorders/register.ts';
import { findOrder, resultOf, runAction, type Actor, type Db, type RunOptions } from '../services/workorders/run-transition.ts';
import type { Action } from '../services/workorders/transitions.ts';
import { addWorkingDays } from '../services/workorders/workdays.ts';
import { actorOf } from './workorders-common.ts';

const workorderActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Runs one action on an order in a transaction, once per idempotency key. */
  const act = (request: FastifyRequest, route: string, workflowId: string, action: Action, opts: RunOptions) => {
    const actor = actorOf(request);
    return once(app.db, actor.id, readKey(request.headers), route, async (tx) => resultOf((await runAction(tx, actor, workflowId, action, opts)).row));
  };

  // ---- registration ----
  const register = (route: string, action: Action) => async (request: FastifyRequest & { body: WorkflowRegisterRequest }) => {
    const actor = actorOf(request);
    const { opinion, ...fields } = request.body;
    const result = await once(app.db, actor.id, readKey(request.headers), route, async (tx) => resultOf(await registerOrder(tx, actor, action, fields, { opinion })));
    return ok(result, '工单提交成功');
  };
  app.route({ ...endpoint('/aop/workflow/commit'), handler: register('commit', 'register') });
  app.route({ ...endpoint('/aop/workflow/commitToAssign'), handler: register('commitToAssign', 'registerToAssign') });
  app.route({ ...endpoint('/aop/workflow/seatfirstdone'), handler: register('seatfirstdone', 'registerDone') });
  app.route({ ...endpoint('/aop/neijiangworkflow/commit'), handler: async (request) => {
    const actor = actorOf(request);
    const { opinion, mainDeptId, ...fields } = request.body;
    const result = await once(app.db, actor.id, readKey(request.headers), 'neijiangCommit',
      async (tx) => resultOf(await registerOrder(tx, actor, 'registerDispatch', fields, { opinion, mainDeptId })));
    return ok(result, '工单提交成功');
  } });

  app.route({ ...endpoint('/aop/workflow/hotLinetDone'), handler: async (request) => {
    const b = request.body;
    return ok(await act(request, 'hotLinetDone', b.workflowId, 'hotlineDone', { version: b.version, processid: b.processid, opinion: b.opinion,
      changes: b.opinion ? { reply_content: b.opinion } : {} }), '工单已办结，转入回访');
  } });

  // ---- edits ----
  app.route({ ...endpoint('PATCH /aop/workflow/modify'), handler: async (request) => {
    const { workflowId, version, processid, opinion, attachments: _ignored, timeLimit, ...fields } = request.body;
    const actor = actorOf(request);
    const result = await once(app.db, actor.id, readKey(request.headers), 'modify', async (tx) => {
      const before = await findOrder(tx, workflowId);
      if (!before) throw new Refusal('工单不存在或已删除');
      const changes = (await resolveFields(tx, fields)) as Updateable<WorkflowTable>;
      if (timeLimit !== undefined && timeLimit !== before.time_limit) {
        changes.time_limit = timeLimit;
        changes.deadline = addWorkingDays(before.created_at, timeLimit);
      }
      const changeLog = describeChanges(before as unknown as Record<string, unknown>, changes as Record<string, unknown>);
      if (!changeLog) throw new Refusal('没有需要保存的修改');
      return resultOf((await runAction(tx, actor, workflowId, 'modify', { version, processid, opinion, changes, changeLog })).row);
    });
    return ok(result, '修改成功');
  } });

  app.route({ ...endpoint('/aop/workflow/updateDisposeInstruction'), handler: async (request) => {
    const b = request.body;
    const actor = actorOf(request);
    return ok(await once(app.db, actor.id, readKey(request.headers), 'dispose', async (tx) => {
      const before = await findOrder(tx, b.workflowId);
      const changes = { dispose_instruction: b.disposeInstruction };
      const changeLog = before ? describeChanges(before as unknown as Record<string, unknown>, changes) : '';
      return resultOf((await runAction(tx, actor, b.workflowId, 'dispose', { version: b.version, processid: b.processid, changes, changeLog })).row);
    }));
  } });

  // ---- steps ----
  app.route({ ...endpoint('PATCH /aop/workflow/commitTask'), handler: async (request) => {
    const b = request.body;
    const actor = actorOf(request);
    const result = await once(app.db, actor.id, readKey(request.headers), `commitTask:${b.action}`, async (tx) => {
      const opts: RunOptions = {
        version: b.version, processid: b.processid, opinion: b.opinion,
        input: { mainDeptId: b.mainDeptId, subDeptId: b.subDeptId, claimReasonable: b.claimReasonable, assessScore: b.assessScore, days: b.days },
      };
      await prepareTask(tx, actor, b, opts);
      return resultOf((await runAction(tx, actor, b.workflowId, b.action, opts)).row);
    });
    return ok(result);
  } });

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
    const order = await findOrder(app.db, b.workflowId);
    // The centre withdraws a dispatch; a department withdraws its reply before verification.
    const action: Action = order?.status === 5 ? 'withdrawReply' : 'withdrawDispatch';
    return ok(await act(request, 'commitTaskWithDraw', b.workflowId, action, { version: b.version, processid: b.processid, opinion: b.opinion }), '已撤回');
  } });

  app.route({ ...endpoint('PATCH /aop/workflow/commitCaseFile'), handler: async (request) => {
    const b = request.body;
    return ok(await act(request, 'commitCaseFile', b.workflowId, 'caseFile', { version: b.version, processid: b.processid, opinion: b.opinion }), '归档成功');
  } });

  app.route({ ...endpoint('GET /aop/workflow/deleteWorkOrder'), config: { permission: 'gongdan:order:delete' }, handler: async (request) => {
    const actor = actorOf(request);
    const ids = [...new Set(request.query.workflowIds.split(',').map((s) => s.trim()).filter(Boolean))];
    if (!ids.length) throw new Refusal('请选择删除项');
    await app.db.transaction().execute(async (tx) => {
      for (const id of ids) {
        const row = await findOrder(tx, id);
        if (!row) throw new Refusal(`工单 ${id} 不存在或已删除`);
        await runAction(tx, actor, id, 'delete', { version: row.version, changes: { deleted: 1 } });
      }
    });
    return ok({ count: ids.length }, '删除成功');
  } });

  /** Checks and side rows that depend on the action's input (departments, requests, supervision). */
  async function prepareTask(tx: Db, actor: Actor, b: CommitTaskRequest, opts: RunOptions): Promise<void> {
    switch (b.action) {
      case 'dispatch':
        await checkMainDept(tx, b.mainDeptId);
        if (b.coDeptIds) opts.changes = { co_dept_ids: ((await resolveFields(tx, { coDeptIds: b.coDeptIds })).co_dept_ids ?? []) as number[] };
        if (b.opinion) opts.changes = { ...opts.changes, dispose_instruction: b.opinion };
        return;
      case 'assignDown':
        opts.after = async (db, row) => {
          const d = await db.selectFrom('sys_dept').select('pid').where('id', '=', b.subDeptId!).executeTakeFirst();
          if (!d || d.pid !== row.main_dept_id) throw new Refusal('二级承办单位必须是本单位的下级单位');
        };
        return;
      case 'reply':
        if (!b.opinion?.trim()) throw new Refusal('请填写办理结果');
        opts.changes = { reply_content: b.opinion };
        return;
      case 'applyDelay':
      case 'applyHang':
      case 'applyReturn': {
        if (!b.opinion?.trim()) throw new Refusal('请填写申请理由');
        const kind = b.action === 'applyDelay' ? 'delay' : b.action === 'applyHang' ? 'hang' : 'return';
        opts.after = async (db, row) => {
          const level = actor.roleIds.includes(Role.level2) && row.status === 4 ? 2 : actor.roleIds.includes(Role.level1) ? 1 : 0;
          await db.insertInto('workflow_apply').values({
            workflow_id: row.workflow_id, kind, days: kind === 'delay' ? b.days! : null, reason: b.opinion!, applicant_id: actor.id,
            applicant_name: actor.realName, applicant_dept_id: actor.deptId, applicant_level: level,
          }).execute();
        };
        return;
      }
      case 'supervise':
        if (!b.opinion?.trim()) throw new Refusal('请填写督办内容');
        opts.after = async (db, row) => {
          await db.insertInto('workflow_supervise').values({
            workflow_id: row.workflow_id, dept_id: row.main_dept_id, content: b.opinion!, created_by: actor.id, created_by_name: actor.realName,
          }).execute();
        };
        return;
      case 'superviseReply':
        if (!b.opinion?.trim()) throw new Refusal('请填写督办回复');
        opts.after = async (db, row) => {
          await db.updateTable('workflow_supervise').set({ state: 2, reply_content: b.opinion!, replied_by: actor.id, replied_by_name: actor.realName, replied_at: new Date() })
            .where('workflow_id', '=', row.workflow_id).where('state', '=', 1).execute();
        };
        return;
      default:
    }
  }
};

export default workorderActionRoutes;
