// 主办/协办: a dispatch names assisting departments, each with its own deadline; each replies to the lead (协办回复) or
// is released by the centre (解除协办); the lead replies to the centre only when none is still awaited (transitions.ts).
// Also the 派单目录's time limit, which a dispatch to the entry's lead sets on the order.
import type { Insertable } from 'kysely';
import type { AssistCatalogueEntry, AssistCatalogueRequest, AssistRequestItem, WorkflowAssistInfo } from '../../../../src/shared/api/workorder.types.ts';
import { ReminderRoleType, ReminderType } from '../../../../src/shared/protocol/index.ts';
import { SETTING, SETTING_DEFAULTS } from '../../../../src/shared/protocol/settings.ts';
import type { WorkflowTable } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import { catalogueSuggestions, type CatalogueSuggestion } from '../catalogue/catalogue-match.ts';
import { DEPT_DISABLED_REFUSAL } from '../org/dept-admin.ts';
import { createReminders } from '../reminders.ts';
import { assistOverdue, AssistState, assistStateName } from './assist-model.ts';
import { AT_DEPARTMENT, isCentre, Role } from './model.ts';
import { findOrder, resultOf, writeLog, type ActionResult, type Actor, type Db, type WorkflowRow } from './run-transition.ts';
import type { WorkCalendar } from './workdays.ts';

/** The 参数设置 bounds of a dispatch's 协办 (assist.maxDepts, assist.maxDays). */
export interface AssistLimits {
  maxDepts: number;
  maxDays: number;
}

/** The limits as 参数设置 ships them (SETTING_DEFAULTS), for a caller without the settings at hand (seed, tests). */
export const DEFAULT_ASSIST_LIMITS: AssistLimits = { maxDepts: SETTING_DEFAULTS[SETTING.assistMaxDepts], maxDays: SETTING_DEFAULTS[SETTING.assistMaxDays] };

/** An assisting department as checked: its name, and its days (null: the default the dispatch works out). */
export interface CheckedAssist {
  deptId: number;
  deptName: string;
  days: number | null;
}

/** Roles of the centre that may release an assist (解除协办). */
const RELEASERS: readonly number[] = [Role.dispatcher, Role.supervisor, Role.admin];

/** Checks a dispatch's 协办单位 against its lead and the limits; throws the first problem in Chinese. */
export async function checkAssists(db: Db, leadDeptId: number, items: readonly AssistRequestItem[], limits: AssistLimits): Promise<CheckedAssist[]> {
  if (!items.length) return [];
  if (items.length > limits.maxDepts) throw new Refusal(`协办单位最多 ${limits.maxDepts} 个`);
  const ids = items.map((a) => a.deptId);
  if (new Set(ids).size !== ids.length) throw new Refusal('协办单位不能重复');
  if (ids.includes(leadDeptId)) throw new Refusal('主办单位不能同时作为协办单位');
  const bad = items.find((a) => a.days !== undefined && (a.days < 1 || a.days > limits.maxDays));
  if (bad) throw new Refusal(`协办时限应为 1 至 ${limits.maxDays} 个工作日`);
  const depts = await db.selectFrom('sys_dept').select(['id', 'name', 'kind', 'status']).where('id', 'in', ids).execute();
  const byId = new Map(depts.map((d) => [d.id, d]));
  return items.map((a) => {
    const d = byId.get(a.deptId);
    if (!d) throw new Refusal(`协办单位不存在（编号 ${a.deptId}）`);
    if (d.kind !== 'main') throw new Refusal(`协办单位必须是一级承办单位：${d.name}`);
    if (d.status !== 1) throw new Refusal(DEPT_DISABLED_REFUSAL(d.name));
    return { deptId: d.id, deptName: d.name, days: a.days ?? null };
  });
}

/** The 派单目录 entry that applies to the appeal and names this lead (the most specific such entry), or null. */
export async function catalogueEntryFor(
  db: Db, appeal: { eventTypeId: number | null | undefined; regionId?: number | null; content: string }, leadDeptId: number, now = new Date(),
): Promise<CatalogueSuggestion | null> {
  if (!appeal.eventTypeId) return null;
  const found = await catalogueSuggestions(db, { eventTypeId: appeal.eventTypeId, regionId: appeal.regionId, content: appeal.content }, now);
  return found.find((s) => s.deptId === leadDeptId) ?? null;
}

/** The entry's level-1 assisting departments (the ones 派遣 may name), for the dialog to pre-fill. */
export async function assistableOf(db: Db, entry: CatalogueSuggestion, leadDeptId: number) {
  const ids = entry.assistDepts.map((d) => d.deptId).filter((id) => id !== leadDeptId);
  if (!ids.length) return [];
  const main = new Set((await db.selectFrom('sys_dept').select('id').where('id', 'in', ids).where('kind', '=', 'main').execute()).map((d) => d.id));
  return entry.assistDepts.filter((d) => main.has(d.deptId));
}

/**
 * The order's time limit and deadline when the applying entry sets one: counted in working days from registration like
 * the appeal type's limit it replaces; null when no entry applies to this lead or it keeps the appeal type's limit.
 */
export function catalogueDeadline(entry: CatalogueSuggestion | null, createdAt: Date, calendar: WorkCalendar): Pick<Insertable<WorkflowTable>, 'time_limit' | 'deadline'> | null {
  if (!entry?.timeLimit) return null;
  return { time_limit: entry.timeLimit, deadline: calendar.addWorkingDays(createdAt, entry.timeLimit) };
}

/** Users of a department's level-1 role to tell (not the actor). */
async function deptUsers(db: Db, deptIds: number[], actorId: number): Promise<number[]> {
  if (!deptIds.length) return [];
  const rows = await db.selectFrom('sys_user as u').innerJoin('sys_user_role as r', 'r.user_id', 'u.id').select('u.id').distinct()
    .where('r.role_id', '=', Role.level1).where('u.status', '=', 1).where('u.dept_id', 'in', deptIds).where('u.id', '<>', actorId).execute();
  return rows.map((r) => r.id);
}

/**
 * Starts the dispatch's assists on the order (already at its lead): each gets its deadline (its own days, else the
 * default, at most maxDays), the order is readable by it (co_dept_ids), and its level-1 users get a reminder.
 */
export async function startAssists(db: Db, actor: Actor, row: WorkflowRow, assists: readonly CheckedAssist[], defaultDays: number, limits: AssistLimits, calendar: WorkCalendar): Promise<void> {
  if (!assists.length) return;
  const now = new Date();
  const rows = assists.map((a) => {
    const days = a.days ?? Math.min(defaultDays, limits.maxDays);
    return { workflow_id: row.workflow_id, dept_id: a.deptId, days, deadline: calendar.addWorkingDays(now, days), created_by: actor.id, created_by_name: actor.realName, created_at: now };
  });
  await db.insertInto('workflow_assist').values(rows).execute();
  const co = [...new Set([...row.co_dept_ids, ...assists.map((a) => a.deptId)])];
  await db.updateTable('workflow').set({ co_dept_ids: co }).where('workflow_id', '=', row.workflow_id).execute();
  const text = assists.map((a, i) => `${a.deptName}（${rows[i]!.days} 个工作日，截止 ${formatDateTime(rows[i]!.deadline)}）`).join('、');
  await writeLog(db, row.workflow_id, actor, '指定协办', `指定协办单位：${text}`);
  const users = await deptUsers(db, assists.map((a) => a.deptId), actor.id);
  await createReminders(db, users.map((userId) => ({
    userId, type: ReminderType.assistTodo, roleType: ReminderRoleType.main, workflowId: row.workflow_id,
    content: `工单 ${row.workflow_id}：请协助主办单位办理，并在协办时限内回复主办单位`,
  })));
}

/** 改派 (撤回派遣) and 退回 take the order from its lead: the assists still awaited end with it, each logged. */
export async function endOpenAssists(db: Db, actor: Actor, workflowId: string, why: string): Promise<void> {
  const ended = await db.updateTable('workflow_assist')
    .set({ state: AssistState.ended, release_reason: why, released_by: actor.id, released_by_name: actor.realName, released_at: new Date() })
    .where('workflow_id', '=', workflowId).where('state', '=', AssistState.awaiting).returning('dept_id').execute();
  if (!ended.length) return;
  const names = await db.selectFrom('sys_dept').select('name').where('id', 'in', ended.map((e) => e.dept_id)).execute();
  await writeLog(db, workflowId, actor, '解除协办', `${why}，协办随之解除：${names.map((n) => n.name).join('、')}`);
}

/** How many assists of the order still await their reply (the lead's 办理回复 waits for none). */
export async function openAssistCount(db: Db, workflowId: string): Promise<number> {
  const r = await db.selectFrom('workflow_assist').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('workflow_id', '=', workflowId).where('state', '=', AssistState.awaiting).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The assist and its order, locked; refuses one that is gone or no longer awaited. */
async function openAssist(db: Db, assistId: number, verb: string) {
  const a = await db.selectFrom('workflow_assist').selectAll().where('id', '=', assistId).forUpdate().executeTakeFirst();
  const order = a ? await findOrder(db, a.workflow_id, true) : undefined;
  if (!a || !order) throw new Refusal('协办记录不存在');
  if (a.state !== AssistState.awaiting) throw new Refusal(`该协办已${a.state === AssistState.replied ? '回复' : '解除'}，不能${verb}`);
  if (!(AT_DEPARTMENT as readonly number[]).includes(order.status)) throw new Refusal(`工单已不在承办单位办理中，不能${verb}`);
  return { a, order };
}

async function stepAndTellLead(db: Db, actor: Actor, order: WorkflowRow, action: string, name: string, opinion: string, text: string): Promise<void> {
  await db.insertInto('workflow_step').values({
    workflow_id: order.workflow_id, processid: order.processid, action, action_name: name, from_status: order.status, to_status: order.status,
    dept_id: actor.deptId, user_id: actor.id, user_name: actor.realName, opinion,
  }).execute();
  const users = order.main_dept_id === null ? [] : await deptUsers(db, [order.main_dept_id], actor.id);
  await createReminders(db, users.map((userId) => ({
    userId, type: ReminderType.assistAnswered, roleType: ReminderRoleType.main, workflowId: order.workflow_id, content: `工单 ${order.workflow_id}：${text}`,
  })));
}

/** 协办回复: the assisting department's level-1 user answers the lead. Call inside a transaction. */
export async function replyAssist(db: Db, actor: Actor, assistId: number, content: string): Promise<ActionResult> {
  if (!content.trim()) throw new Refusal('请填写协办意见');
  const { a, order } = await openAssist(db, assistId, '回复');
  const own = actor.roleIds.includes(Role.level1) && actor.deptId === a.dept_id;
  if (!own && !actor.roleIds.includes(Role.admin)) throw new Refusal('只有协办单位可以回复该协办');
  const now = new Date();
  await db.updateTable('workflow_assist').set({ state: AssistState.replied, reply_content: content.trim(), replied_by: actor.id, replied_by_name: actor.realName, replied_at: now })
    .where('id', '=', a.id).execute();
  const dept = (await db.selectFrom('sys_dept').select('name').where('id', '=', a.dept_id).executeTakeFirst())?.name ?? '';
  const late = now > a.deadline ? '（超过协办时限）' : '';
  await stepAndTellLead(db, actor, order, 'assistReply', '协办回复', content.trim(), `协办单位${dept}已回复${late}，请在协办情况中查看`);
  await writeLog(db, order.workflow_id, actor, '协办回复', `${dept}回复主办单位${late}：${content.trim()}`);
  return resultOf(order);
}

/** 解除协办: the centre releases an assist still awaited (the lead need not wait for it). Call inside a transaction. */
export async function releaseAssist(db: Db, actor: Actor, assistId: number, reason: string): Promise<ActionResult> {
  if (!actor.roleIds.some((r) => RELEASERS.includes(r))) throw new Refusal('您的角色无权解除协办');
  if (!reason.trim()) throw new Refusal('请填写解除原因');
  const { a, order } = await openAssist(db, assistId, '解除');
  await db.updateTable('workflow_assist').set({ state: AssistState.released, release_reason: reason.trim(), released_by: actor.id, released_by_name: actor.realName, released_at: new Date() })
    .where('id', '=', a.id).execute();
  const dept = (await db.selectFrom('sys_dept').select('name').where('id', '=', a.dept_id).executeTakeFirst())?.name ?? '';
  await stepAndTellLead(db, actor, order, 'releaseAssist', '解除协办', `${dept}：${reason.trim()}`, `热线中心解除了${dept}的协办`);
  await writeLog(db, order.workflow_id, actor, '解除协办', `解除${dept}的协办；原因：${reason.trim()}`);
  return resultOf(order);
}

/** 协办情况 of an order, oldest first. */
export async function assistsOf(db: Db, workflowId: string, viewer: Actor, now = Date.now()): Promise<WorkflowAssistInfo[]> {
  const open = (a: { state: number }) => a.state === AssistState.awaiting;
  const admin = viewer.roleIds.includes(Role.admin);
  const releaser = viewer.roleIds.some((r) => RELEASERS.includes(r));
  const rows = await db.selectFrom('workflow_assist as a').innerJoin('sys_dept as d', 'd.id', 'a.dept_id').selectAll('a').select('d.name as dept_name')
    .where('a.workflow_id', '=', workflowId).orderBy('a.id').execute();
  return rows.map((a) => ({
    id: a.id, deptId: a.dept_id, deptName: a.dept_name, days: a.days, deadline: formatDateTime(a.deadline)!, state: a.state,
    stateName: assistStateName(a, now), overdue: assistOverdue(a, now), createdByName: a.created_by_name, createTime: formatDateTime(a.created_at)!,
    replyContent: a.reply_content, repliedByName: a.replied_by_name, replyTime: formatDateTime(a.replied_at),
    releaseReason: a.release_reason, releasedByName: a.released_by_name, releaseTime: formatDateTime(a.released_at),
    canReply: open(a) && (admin || (viewer.roleIds.includes(Role.level1) && viewer.deptId === a.dept_id)),
    canRelease: open(a) && releaser,
  }));
}

/** What 派遣 / 登记并派遣 pre-fill for a lead: the applying entry (for the order, or for the appeal being registered). */
export async function assistCatalogue(db: Db, actor: Actor, q: AssistCatalogueRequest): Promise<AssistCatalogueEntry> {
  let appeal: { eventTypeId: number | null | undefined; regionId?: number | null; content: string };
  if (q.workflowId) {
    // Only the centre dispatches an order: a department never reads another order's appeal through this.
    if (!isCentre(actor.roleIds)) throw new Refusal('暂无权限');
    const order = await findOrder(db, q.workflowId);
    if (!order) throw new Refusal('工单不存在或已删除');
    appeal = { eventTypeId: order.event_type_id, regionId: order.region_id, content: order.content };
  } else {
    appeal = { eventTypeId: q.eventTypeId, regionId: q.regionId, content: q.content ?? '' };
  }
  const entry = await catalogueEntryFor(db, appeal, q.mainDeptId);
  if (!entry) return null;
  return { entryId: entry.entryId, timeLimit: entry.timeLimit, assists: await assistableOf(db, entry, q.mainDeptId), reason: entry.reason };
}
