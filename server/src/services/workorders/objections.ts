// 派单异议: the lead department disputes an order's dispatch within the window after it (working time by the 工作日历),
// the centre rules within the ruling time. The order's deadline never moves: while pending it keeps running from the
// original dispatch, and an upheld objection redispatches through the state machine (a recorded step, as 派遣) with it.
import { sql, type RawBuilder } from 'kysely';
import type { Objection, ObjectionFileRequest, ObjectionPageRequest, ObjectionRuleRequest, OrderObjections } from '../../../../src/shared/api/contracts/objections.ts';
import { OBJECTION_STATE_NAMES } from '../../../../src/shared/api/contracts/objections.ts';
import { ReminderRoleType, ReminderType } from '../../../../src/shared/protocol/reminders.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import { catalogueSuggestions } from '../catalogue/catalogue-match.ts';
import { DeptKind } from '../org/dept-admin.ts';
import { createReminders } from '../reminders.ts';
import { isCentre, Role, Status, statusNames } from './model.ts';
import { visibleOrder } from './detail.ts';
import { visibilityOf } from './queues.ts';
import { findOrder, resultOf, runAction, type ActionResult, type Actor, type Db, type WorkflowRow } from './run-transition.ts';
import { roleRefusal } from './transitions.ts';
import { loadWorkCalendar, type WorkCalendar } from './workdays.ts';

export const ObjectionState = { pending: 1, upheld: 2, refused: 3 } as const;

/** The two time limits as 参数设置 holds them at this call, in working hours. */
export interface ObjectionLimits {
  windowHours: number;
  rulingHours: number;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const hoursText = (h: number) => `${Number.isInteger(h) ? h : h.toFixed(1)} 个工作小时`;

/** When the window after the order's dispatch closes: `windowHours` of working time later. */
export const windowClosesAt = (calendar: WorkCalendar, dispatchedAt: Date, windowHours: number): Date =>
  calendar.addWorkingMs(dispatchedAt, windowHours * HOUR_MS);

/** An enabled level-1 department by id, or the refusal. */
async function mainDept(db: Db, id: number, what: string): Promise<{ id: number; name: string }> {
  const d = await db.selectFrom('sys_dept').select(['id', 'name', 'kind', 'status']).where('id', '=', id).executeTakeFirst();
  if (!d || d.status !== 1) throw new Refusal(`${what}不存在或已停用`);
  if (d.kind !== DeptKind.main) throw new Refusal(`${what}须为一级承办单位，“${d.name}”不是`);
  return d;
}

const deptName = async (db: Db, id: number | null) =>
  id === null ? null : (await db.selectFrom('sys_dept').select('name').where('id', '=', id).executeTakeFirst())?.name ?? `单位${id}`;

/** Why this department may not object to this order now, or null (the state machine checks the rest). */
async function filingRefusal(db: Db, order: WorkflowRow, deptId: number | null, calendar: WorkCalendar, limits: ObjectionLimits, now: Date): Promise<string | null> {
  if (order.status !== Status.level1Todo || deptId === null || order.main_dept_id !== deptId) return '工单当前不在本单位办理，不能提出派单异议';
  const earlier = await db.selectFrom('workflow_objection').select('state').where('workflow_id', '=', order.workflow_id).where('dept_id', '=', deptId)
    .orderBy('id', 'desc').executeTakeFirst();
  if (earlier?.state === ObjectionState.pending) return '该工单已有待裁定的派单异议';
  if (earlier) return '本单位对该工单的派单异议已经裁定，不能再次提出';
  if (!order.dispatched_at) return '工单尚未派遣，不能提出派单异议';
  const closes = windowClosesAt(calendar, order.dispatched_at, limits.windowHours);
  if (now.getTime() > closes.getTime()) {
    return `已超过派单异议时限：派遣后 ${hoursText(limits.windowHours)}内可提出，已于 ${formatDateTime(closes)} 截止`;
  }
  return null;
}

/** The 派单目录 entry that applies to the order and names the objecting department, if any. */
async function applyingEntry(db: Db, order: WorkflowRow, deptId: number): Promise<number | null> {
  if (order.event_type_id === null) return null;
  const found = await catalogueSuggestions(db, { eventTypeId: order.event_type_id, regionId: order.region_id, content: order.content });
  return found.find((s) => s.deptId === deptId)?.entryId ?? null;
}

const clean = (text: string, what: string) => {
  const t = text.trim();
  if (!t) throw new Refusal(`请填写${what}`);
  return t;
};

/** Files a 派单异议 for the actor's department. Call inside a transaction. */
export async function fileObjection(tx: Db, actor: Actor, b: ObjectionFileRequest, limits: ObjectionLimits): Promise<ActionResult> {
  const refused = roleRefusal('objectDispatch', actor.roleIds);
  if (refused) throw new Refusal(refused);
  const reason = clean(b.reason, '异议理由');
  const basis = clean(b.basis, '异议依据');
  const order = await findOrder(tx, b.workflowId, true);
  if (!order) throw new Refusal('工单不存在或已删除');
  const calendar = await loadWorkCalendar(tx);
  const now = new Date();
  const why = await filingRefusal(tx, order, actor.deptId, calendar, limits, now);
  if (why) throw new Refusal(why);
  const proposed = await mainDept(tx, b.proposedDeptId, '认为应当承办的单位');
  if (proposed.id === actor.deptId) throw new Refusal('认为应当承办的单位不能是本单位');
  return resultOf(await recordObjection(tx, actor, order, { reason, basis, proposed, version: b.version }, calendar, now, limits.rulingHours));
}

/**
 * Writes a checked filing: the state machine's step (its role, scope and pending checks), the update log, the centre's
 * reminders and the objection row with its ruling time. The window is the caller's to check (the seed files old orders).
 */
export async function recordObjection(
  tx: Db, actor: Actor, order: WorkflowRow, f: { reason: string; basis: string; proposed: { id: number; name: string }; version: number },
  calendar: WorkCalendar, now: Date, rulingHours: number,
): Promise<WorkflowRow> {
  const entryId = await applyingEntry(tx, order, actor.deptId!);
  const { row } = await runAction(tx, actor, order.workflow_id, 'objectDispatch', {
    version: f.version, input: { mainDeptId: f.proposed.id }, opinion: f.reason,
    changeLog: `认为应由「${f.proposed.name}」承办；依据：${f.basis}；办理时限不变（${formatDateTime(order.deadline)}）`,
    after: async (db) => {
      await db.insertInto('workflow_objection').values({
        workflow_id: order.workflow_id, dept_id: actor.deptId!, proposed_dept_id: f.proposed.id, reason: f.reason, basis: f.basis, catalogue_entry_id: entryId,
        applicant_id: actor.id, applicant_name: actor.realName, ruling_due_at: calendar.addWorkingMs(now, rulingHours * HOUR_MS), created_at: now,
      }).execute();
    },
  });
  return row;
}

/** Rules on a pending objection: 成立 redispatches (deadline kept, catalogue entry flagged), 不成立 keeps it. Call inside a transaction. */
export async function ruleObjection(tx: Db, actor: Actor, b: ObjectionRuleRequest): Promise<ActionResult> {
  const refused = roleRefusal(b.upheld ? 'upholdObjection' : 'refuseObjection', actor.roleIds);
  if (refused) throw new Refusal(refused);
  const reason = clean(b.reason, '裁定理由');
  const o = await tx.selectFrom('workflow_objection').selectAll().where('id', '=', b.id).forUpdate().executeTakeFirst();
  if (!o) throw new Refusal('派单异议不存在');
  if (o.state !== ObjectionState.pending) throw new Refusal(`该派单异议已裁定（${OBJECTION_STATE_NAMES[o.state]}）`);
  const order = await findOrder(tx, o.workflow_id);
  if (!order) throw new Refusal('工单不存在或已删除');
  const target = b.upheld ? await mainDept(tx, b.newDeptId ?? o.proposed_dept_id, '改派的主办单位') : null;
  if (target && target.id === o.dept_id) throw new Refusal('异议成立时须改派给提出异议以外的单位');
  const objector = await deptName(tx, o.dept_id);
  const { row } = await runAction(tx, actor, o.workflow_id, b.upheld ? 'upholdObjection' : 'refuseObjection', {
    version: order.version, input: { mainDeptId: target?.id }, opinion: reason,
    changeLog: target
      ? `「${objector}」的派单异议成立，改派「${target.name}」；办理时限仍为原时限 ${formatDateTime(order.deadline)}`
      : `「${objector}」的派单异议不成立，工单仍由其办理`,
    after: async (db) => {
      await db.updateTable('workflow_objection').set({
        state: target ? ObjectionState.upheld : ObjectionState.refused, ruler_id: actor.id, ruler_name: actor.realName,
        ruling_reason: reason, new_dept_id: target?.id ?? null, decided_at: new Date(),
      }).where('id', '=', o.id).execute();
      // The entry sent the order to the wrong department: it waits for review until someone saves it.
      if (target && o.catalogue_entry_id !== null) {
        await db.updateTable('dispatch_catalogue').set({
          review_pending: true, review_note: `工单 ${o.workflow_id} 派单异议成立（${formatDateTime(new Date())}）：由「${objector}」改派「${target.name}」；理由：${reason}`,
        }).where('id', '=', o.catalogue_entry_id).execute();
      }
      // 成立 tells the new department (its 待办, from the transition), 不成立 the objecting one: each can open the order.
    },
  });
  return resultOf(row);
}

/** Pending objections past their ruling time not yet reminded of: the centre's rulers are told once each. */
export async function remindOverdueRulings(db: Db, now: Date): Promise<{ objections: number; reminders: number }> {
  return db.transaction().execute(async (tx) => {
    // Marking first and reading what was marked keeps it to once per objection across servers.
    const due = await tx.updateTable('workflow_objection').set({ overdue_reminded_at: now })
      .where('state', '=', ObjectionState.pending).where('ruling_due_at', '<', now).where('overdue_reminded_at', 'is', null)
      .returning(['workflow_id']).execute();
    if (!due.length) return { objections: 0, reminders: 0 };
    const rulers = await tx.selectFrom('sys_user as u').innerJoin('sys_user_role as r', 'r.user_id', 'u.id').select('u.id').distinct()
      .where('r.role_id', 'in', [Role.dispatcher, Role.supervisor]).where('u.status', '=', 1).execute();
    const out = due.flatMap((d) => rulers.map((u) => ({
      userId: u.id, type: ReminderType.objection, roleType: ReminderRoleType.centre, workflowId: d.workflow_id,
      content: `工单 ${d.workflow_id}：派单异议已超过裁定时限，请尽快裁定`,
    })));
    await createReminders(tx, out);
    return { objections: due.length, reminders: out.length };
  });
}

// ---- reading ----

const objectionQuery = (db: Db) => db.selectFrom('workflow_objection as o')
  .innerJoin('workflow as w', 'w.workflow_id', 'o.workflow_id')
  .innerJoin('sys_dept as d', 'd.id', 'o.dept_id')
  .innerJoin('sys_dept as p', 'p.id', 'o.proposed_dept_id')
  .leftJoin('sys_dept as n', 'n.id', 'o.new_dept_id')
  .leftJoin('dispatch_catalogue as c', 'c.id', 'o.catalogue_entry_id')
  .leftJoin('sys_dept as cd', 'cd.id', 'c.lead_dept_id')
  .where('w.deleted', '=', 0);

type ObjectionRow = Awaited<ReturnType<typeof readRows>>[number];

/** `canOpen`: whether the reader may open the order now (after 成立 the objecting department no longer may). */
function readRows(q: ReturnType<typeof objectionQuery>, canOpen: RawBuilder<unknown> = sql`true`) {
  return q.select(sql<boolean>`(${canOpen})`.as('can_open')).select([
    'o.id', 'o.workflow_id', 'o.state', 'o.dept_id', 'd.name as dept_name', 'o.proposed_dept_id', 'p.name as proposed_dept_name', 'o.reason', 'o.basis',
    'o.applicant_name', 'o.created_at', 'o.ruling_due_at', 'o.ruler_name', 'o.ruling_reason', 'o.decided_at', 'n.name as new_dept_name',
    'w.content', 'w.event_type_name', 'w.address', 'w.status', 'w.deadline', 'w.dispatched_at',
    'o.catalogue_entry_id', 'cd.name as catalogue_lead_dept_name', 'c.basis as catalogue_basis', 'c.review_pending as catalogue_review_pending',
  ]).execute();
}

function toObjection(r: ObjectionRow, calendar: WorkCalendar, now: Date): Objection {
  const pending = r.state === ObjectionState.pending;
  const late = now.getTime() > r.ruling_due_at.getTime();
  const left = !pending ? null : late
    ? -Math.round(calendar.workingMsBetween(r.ruling_due_at, now) / MINUTE_MS)
    : Math.round(calendar.workingMsBetween(now, r.ruling_due_at) / MINUTE_MS);
  return {
    id: r.id, workflowId: r.workflow_id, state: r.state, stateName: OBJECTION_STATE_NAMES[r.state] ?? '', deptId: r.dept_id, deptName: r.dept_name,
    proposedDeptId: r.proposed_dept_id, proposedDeptName: r.proposed_dept_name, reason: r.reason, basis: r.basis, applicantName: r.applicant_name,
    createTime: formatDateTime(r.created_at)!, rulingDueAt: formatDateTime(r.ruling_due_at)!, rulingMinutesLeft: left, overdue: pending && late,
    rulerName: r.ruler_name, rulingReason: r.ruling_reason, decidedTime: formatDateTime(r.decided_at), newDeptName: r.new_dept_name,
    content: r.content, eventTypeName: r.event_type_name, address: r.address, statusName: statusNames[r.status] ?? '',
    deadline: formatDateTime(r.deadline)!, dispatchTime: formatDateTime(r.dispatched_at),
    catalogueEntryId: r.catalogue_entry_id, catalogueLeadDeptName: r.catalogue_lead_dept_name, catalogueBasis: r.catalogue_basis,
    catalogueReviewPending: r.catalogue_review_pending, canOpen: Boolean(r.can_open),
  };
}

/** Who reads every objection: the centre's rulers and managers (agents do not take part). */
const READS_ALL: readonly number[] = [Role.admin, Role.dispatcher, Role.supervisor, Role.manager];

/** The centre reads every objection; a department only those it filed. */
function scoped(q: ReturnType<typeof objectionQuery>, actor: Actor) {
  if (actor.roleIds.some((r) => READS_ALL.includes(r))) return q;
  if (actor.roleIds.includes(Role.level1) && actor.deptId !== null) return q.where('o.dept_id', '=', actor.deptId);
  return q.where(sql<boolean>`false`);
}

export async function objectionPage(db: Db, actor: Actor, f: NonNullable<ObjectionPageRequest>, page: Paging) {
  let q = scoped(objectionQuery(db), actor);
  if (f.state !== undefined) q = q.where('o.state', '=', f.state);
  if (f.decided) q = q.where('o.state', '<>', ObjectionState.pending);
  if (f.workflowId) q = q.where('o.workflow_id', '=', f.workflowId.trim());
  // Pending: the most urgent ruling first; decided: the latest ruling first.
  const ordered = f.state === ObjectionState.pending ? q.orderBy('o.ruling_due_at').orderBy('o.id') : q.orderBy(sql`coalesce(o.decided_at, o.created_at)`, 'desc').orderBy('o.id', 'desc');
  const [rows, count, calendar] = await Promise.all([
    readRows(ordered.limit(page.size).offset(page.offset), await visibilityOf(db, actor)),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    loadWorkCalendar(db),
  ]);
  const now = new Date();
  return pageAnswer(rows.map((r) => toObjection(r, calendar, now)), count.n, page);
}

export async function objectionInfo(db: Db, actor: Actor, id: number): Promise<Objection> {
  const [rows, calendar] = await Promise.all([readRows(scoped(objectionQuery(db), actor).where('o.id', '=', id), await visibilityOf(db, actor)), loadWorkCalendar(db)]);
  if (!rows[0]) throw new Refusal('派单异议不存在或无权查看');
  return toObjection(rows[0], calendar, new Date());
}

/** The order's objections and whether the viewer's department may object now (the detail's section and button). */
export async function orderObjections(db: Db, actor: Actor, workflowId: string, limits: ObjectionLimits): Promise<OrderObjections> {
  // Whoever may open the order (the detail's own rule) may read its objections.
  const order = await visibleOrder(db, actor, workflowId);
  const centre = isCentre(actor.roleIds);
  const own = actor.deptId !== null && (order.main_dept_id === actor.deptId || order.sub_dept_id === actor.deptId);
  const [rows, calendar] = await Promise.all([
    readRows(objectionQuery(db).where('o.workflow_id', '=', workflowId).where((eb) => (centre || own ? eb.val(true) : eb('o.dept_id', '=', actor.deptId ?? -1))).orderBy('o.id')),
    loadWorkCalendar(db),
  ]);
  const now = new Date();
  const closes = order.dispatched_at ? windowClosesAt(calendar, order.dispatched_at, limits.windowHours) : null;
  const mayFile = actor.roleIds.includes(Role.level1) && roleRefusal('objectDispatch', actor.roleIds) === null
    && (await filingRefusal(db, order, actor.deptId, calendar, limits, now)) === null
    && !(await db.selectFrom('workflow_apply').select('id').where('workflow_id', '=', workflowId).where('kind', '=', 'return').where('state', '=', 1).executeTakeFirst());
  const depts = mayFile || centre
    ? await db.selectFrom('sys_dept').select(['id', 'name']).where('kind', '=', DeptKind.main).where('status', '=', 1).where('id', '<>', order.main_dept_id ?? -1)
      .orderBy('sort').orderBy('id').execute()
    : [];
  return {
    objections: rows.map((r) => toObjection(r, calendar, now)),
    canFile: mayFile,
    windowClosesAt: formatDateTime(closes),
    windowMinutesLeft: closes && closes > now ? Math.round(calendar.workingMsBetween(now, closes) / MINUTE_MS) : 0,
    windowHours: limits.windowHours,
    depts,
  };
}
