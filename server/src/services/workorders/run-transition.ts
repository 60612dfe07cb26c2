// Runs a planned transition against the database: version and lock checks, the row update, step, update log, reminders.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { WorkflowActionResult } from '../../../../src/shared/api/workorder.types.ts';
import type { Database, WorkflowTable } from '../../db/schema.ts';
import { ApiError } from '../../lib/envelope.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import { createReminders, settleReminders } from '../reminders.ts';
import { lockIsFresh, Role, Status, statusNames, UNACCEPT_REMINDER_TYPE } from './model.ts';
import { loadWorkCalendar } from './workdays.ts';
import { endOpenAssists, openAssistCount } from './assists.ts';
import { LEAVES_LEAD, planTransition, queueOf, type Action, type Audience, type PlanContext, type TransitionPlan } from './transitions.ts';

export type Db = Kysely<Database>;
export type WorkflowRow = Selectable<WorkflowTable>;

/** The signed-in user as the engine needs it. */
export interface Actor {
  id: number;
  realName: string;
  deptId: number | null;
  roleIds: readonly number[];
}

export const VERSION_CONFLICT = '工单已被他人修改，请刷新后重试';

export type ActionResult = WorkflowActionResult;

export function resultOf(row: WorkflowRow): ActionResult {
  return {
    workflowId: row.workflow_id, processid: row.processid, status: row.status, statusName: statusNames[row.status] ?? '',
    version: row.version, deadline: formatDateTime(row.deadline)!, queue: queueOf(row.status),
  };
}

export async function findOrder(db: Db, workflowId: string, forUpdate = false): Promise<WorkflowRow | undefined> {
  let q = db.selectFrom('workflow').selectAll().where('workflow_id', '=', workflowId).where('deleted', '=', 0);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** True when someone else holds a lock that has not gone stale. */
export function lockedByOther(row: Pick<WorkflowRow, 'lock_user_id' | 'locked_at'>, userId: number, now = Date.now()): boolean {
  return row.lock_user_id !== userId && lockIsFresh(row, now);
}

async function pendingState(db: Db, workflowId: string): Promise<{ pendingKinds: Set<string>; openSupervise: boolean; openAssists: number }> {
  const [applies, supervise, objection, openAssists] = await Promise.all([
    db.selectFrom('workflow_apply').select('kind').where('workflow_id', '=', workflowId).where('state', '=', 1).execute(),
    db.selectFrom('workflow_supervise').select('id').where('workflow_id', '=', workflowId).where('state', '=', 1).executeTakeFirst(),
    db.selectFrom('workflow_objection').select('id').where('workflow_id', '=', workflowId).where('state', '=', 1).executeTakeFirst(),
    openAssistCount(db, workflowId),
  ]);
  // A pending 派单异议 (its own table, not an approver's request) blocks like a pending return.
  return { pendingKinds: new Set([...applies.map((a) => a.kind), ...(objection ? ['objection'] : [])]), openSupervise: Boolean(supervise), openAssists };
}

export async function contextFor(db: Db, row: WorkflowRow, actor: Actor, input: PlanContext['input'] = {}): Promise<Omit<PlanContext, 'calendar'>> {
  return {
    order: row,
    user: { id: actor.id, deptId: actor.deptId, roleIds: actor.roleIds },
    ...(await pendingState(db, row.workflow_id)),
    input,
    now: new Date(),
  };
}

const audienceRoles: Record<Audience, number[]> = {
  mainDept: [Role.level1],
  subDept: [Role.level2],
  dispatchers: [Role.dispatcher],
  checkers: [Role.dispatcher, Role.supervisor],
  callbackers: [Role.supervisor, Role.dispatcher],
  assessors: [Role.manager, Role.supervisor],
  approvers: [Role.approver],
  objectionRulers: [Role.dispatcher, Role.supervisor],
};

/** Writes the plan's reminders for the users who must act (never for the one who acted). */
export async function remind(db: Db, row: WorkflowRow, plan: Pick<TransitionPlan, 'reminders'>, actorId: number): Promise<void> {
  const out: Parameters<typeof createReminders>[1][number][] = [];
  for (const spec of plan.reminders) {
    const deptId = spec.to === 'mainDept' ? row.main_dept_id : spec.to === 'subDept' ? row.sub_dept_id : undefined;
    if (deptId === null) continue;
    let q = db.selectFrom('sys_user as u').innerJoin('sys_user_role as r', 'r.user_id', 'u.id')
      .select('u.id').distinct()
      .where('r.role_id', 'in', audienceRoles[spec.to]).where('u.status', '=', 1).where('u.id', '<>', actorId);
    if (deptId !== undefined) q = q.where('u.dept_id', '=', deptId);
    for (const u of await q.execute()) {
      out.push({ userId: u.id, type: spec.type, roleType: spec.roleType, workflowId: row.workflow_id, content: `工单 ${row.workflow_id}：${spec.text}` });
    }
  }
  await createReminders(db, out);
}

export async function writeLog(db: Db, workflowId: string, actor: Actor, action: string, content: string): Promise<void> {
  await db.insertInto('workflow_update_log').values({ workflow_id: workflowId, user_id: actor.id, user_name: actor.realName, action, content }).execute();
}

export interface RunOptions {
  version: number;
  processid?: string;
  opinion?: string;
  input?: PlanContext['input'];
  /** Field edits that go with the action (modify, dispose, reply text). */
  changes?: Updateable<WorkflowTable>;
  /** Log text for the changes, e.g. '诉求内容：旧 → 新'. */
  changeLog?: string;
  /** Runs inside the same transaction after the order row is updated (side-request rows etc.). */
  after?: (db: Db, row: WorkflowRow, plan: TransitionPlan) => Promise<void>;
}

/** Checks and performs one action on an existing order. Call inside a transaction. */
export async function runAction(db: Db, actor: Actor, workflowId: string, action: Action, opts: RunOptions): Promise<{ row: WorkflowRow; plan: TransitionPlan }> {
  const order = await findOrder(db, workflowId, true);
  if (!order) throw new Refusal('工单不存在或已删除');
  if (order.version !== opts.version) throw new ApiError(409, VERSION_CONFLICT, { version: order.version });
  if (opts.processid && opts.processid !== order.processid) throw new ApiError(409, '工单已流转到下一环节，请刷新后重试', { processid: order.processid });
  if (lockedByOther(order, actor.id)) {
    throw new Refusal(`工单正在由${order.lock_user_name}处理（${formatDateTime(order.locked_at)}起），请稍后再试`);
  }
  const [context, calendar] = await Promise.all([contextFor(db, order, actor, opts.input), loadWorkCalendar(db)]);
  const ctx = { ...context, calendar };
  const plan = planTransition(action, ctx);
  // A new lead department is a new step too (an upheld 派单异议 redispatches at the same status).
  const moved = plan.toStatus !== order.status || (plan.updates.main_dept_id !== undefined && plan.updates.main_dept_id !== order.main_dept_id);
  const now = ctx.now;
  const updated = await db.updateTable('workflow')
    .set({
      ...opts.changes,
      ...plan.updates,
      status: plan.toStatus,
      version: order.version + 1,
      updated_at: now,
      // A new step gets a new processid and drops the old step's lock.
      ...(moved ? { processid: randomUUID(), lock_user_id: null, lock_user_name: null, locked_at: null } : {}),
    })
    .where('workflow_id', '=', workflowId).where('version', '=', order.version)
    .returningAll().executeTakeFirst();
  if (!updated) throw new ApiError(409, VERSION_CONFLICT);
  await db.insertInto('workflow_step').values({
    workflow_id: workflowId, processid: updated.processid, action, action_name: plan.name, from_status: order.status, to_status: plan.toStatus,
    dept_id: actor.deptId, user_id: actor.id, user_name: actor.realName, opinion: opts.opinion ?? null,
    from_dept_id: order.main_dept_id, to_dept_id: updated.main_dept_id,
  }).execute();
  const statusText = plan.toStatus !== order.status ? `；状态：${statusNames[order.status]} → ${statusNames[plan.toStatus]}` : '';
  const opinionText = opts.opinion ? `；意见：${opts.opinion}` : '';
  await writeLog(db, workflowId, actor, plan.name, `${plan.name}${statusText}${opts.changeLog ? `；${opts.changeLog}` : ''}${opinionText}`);
  await opts.after?.(db, updated, plan);
  if ((LEAVES_LEAD as readonly Action[]).includes(action)) await endOpenAssists(db, actor, workflowId, `${plan.name}`);
  // One dispatcher took the new order: the others' 待受理 reminders for it are settled, so no bell sends them to an empty queue.
  if (moved && order.status === Status.unaccepted) await settleReminders(db, workflowId, UNACCEPT_REMINDER_TYPE);
  await remind(db, updated, plan, actor.id);
  return { row: updated, plan };
}

/** The next order number: YL + CST date + six digits. */
export async function nextWorkflowId(db: Db, now = new Date()): Promise<string> {
  const r = await sql<{ n: string }>`select nextval('workflow_no_seq')::text as n`.execute(db);
  const day = formatDateTime(now)!.slice(0, 10).replaceAll('-', '');
  return `YL${day}${r.rows[0]!.n.padStart(6, '0')}`;
}
