// The steps of an order (PATCH /aop/workflow/commitTask and the withdrawals): what each needs besides its transition.
import type { CommitTaskRequest } from '../../../../src/shared/api/workorder.types.ts';
import { Refusal } from '../../lib/refusal.ts';
import { DEPT_DISABLED_REFUSAL } from '../org/dept-admin.ts';
import { Role, Status } from './model.ts';
import { checkMainDept, resolveFields } from './register.ts';
import { catalogueDeadline, catalogueEntryFor, checkAssists, DEFAULT_ASSIST_LIMITS, startAssists, type AssistLimits } from './assists.ts';
import { loadWorkCalendar } from './workdays.ts';
import { formatDateTime } from '../../lib/time.ts';
import { findOrder, resultOf, runAction, type ActionResult, type Actor, type Db, type RunOptions } from './run-transition.ts';
import type { Action } from './transitions.ts';

/** Runs one step of commitTask: its checks, its field changes and the side rows it writes (departments, requests, supervision). Call inside a transaction. */
export async function commitTask(tx: Db, actor: Actor, b: CommitTaskRequest, limits?: AssistLimits): Promise<ActionResult> {
  const opts: RunOptions = {
    version: b.version, processid: b.processid, opinion: b.opinion,
    input: { mainDeptId: b.mainDeptId, subDeptId: b.subDeptId, claimReasonable: b.claimReasonable, assessScore: b.assessScore, days: b.days },
  };
  await prepareTask(tx, actor, b, opts, limits);
  return resultOf((await runAction(tx, actor, b.workflowId, b.action, opts)).row);
}

async function prepareTask(tx: Db, actor: Actor, b: CommitTaskRequest, opts: RunOptions, limits?: AssistLimits): Promise<void> {
  switch (b.action) {
    case 'dispatch': {
      await checkMainDept(tx, b.mainDeptId);
      if (b.coDeptIds) opts.changes = { co_dept_ids: ((await resolveFields(tx, { coDeptIds: b.coDeptIds })).co_dept_ids ?? []) as number[] };
      if (b.opinion) opts.changes = { ...opts.changes, dispose_instruction: b.opinion };
      const order = await findOrder(tx, b.workflowId);
      if (!order || !b.mainDeptId) return;
      const assists = await checkAssists(tx, b.mainDeptId, b.assists ?? [], limits ?? DEFAULT_ASSIST_LIMITS);
      // The 派单目录 entry of this appeal and lead sets the order's time limit (and is the assists' default).
      const [entry, calendar] = await Promise.all([catalogueEntryFor(tx, { eventTypeId: order.event_type_id, regionId: order.region_id, content: order.content }, b.mainDeptId), loadWorkCalendar(tx)]);
      const limit = catalogueDeadline(entry, order.created_at, calendar);
      if (limit) {
        opts.changes = { ...opts.changes, ...limit };
        if (limit.time_limit !== order.time_limit) opts.changeLog = `办理时限按派单目录：${order.time_limit} → ${limit.time_limit} 个工作日，截止 ${formatDateTime(limit.deadline as Date)}`;
      }
      opts.after = (db, row) => startAssists(db, actor, row, assists, entry?.timeLimit ?? row.time_limit, limits ?? DEFAULT_ASSIST_LIMITS, calendar);
      return;
    }
    case 'assignDown':
      opts.after = async (db, row) => {
        const d = await db.selectFrom('sys_dept').select(['pid', 'name', 'status']).where('id', '=', b.subDeptId!).executeTakeFirst();
        if (!d || d.pid !== row.main_dept_id) throw new Refusal('二级承办单位必须是本单位的下级单位');
        if (d.status !== 1) throw new Refusal(DEPT_DISABLED_REFUSAL(d.name));
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
        const level = actor.roleIds.includes(Role.level2) && row.status === Status.level2Todo ? 2 : actor.roleIds.includes(Role.level1) ? 1 : 0;
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

/** Which withdrawal commitTaskWithDraw means: the centre withdraws a dispatch; a department withdraws its reply before verification. */
export async function withdrawalOf(db: Db, workflowId: string): Promise<Action> {
  const order = await findOrder(db, workflowId);
  return order?.status === Status.unchecked ? 'withdrawReply' : 'withdrawDispatch';
}
