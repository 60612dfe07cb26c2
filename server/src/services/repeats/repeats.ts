// 重复诉求并单 at intake: the orders an appeal likely repeats (with why), registering it as a repeat of one (kept on
// that order, no new order, no department told twice), splitting it off again, and the repeats an order carries.
import { sql, type Kysely } from 'kysely';
import type { RepeatAppeal, RepeatCandidate, RepeatQuery, WorkflowRegisterRequest } from '../../../../src/shared/api/workorder.types.ts';
import { ReminderRoleType, ReminderType } from '../../../../src/shared/protocol/reminders.ts';
import type { Database } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import { createReminders } from '../reminders.ts';
import { maskPhone, Role, statusNames } from '../workorders/model.ts';
import { visibilityOf } from '../workorders/queues.ts';
import { registerOrder, resolveFields } from '../workorders/register.ts';
import { findOrder, writeLog, type Actor, type Db, type WorkflowRow } from '../workorders/run-transition.ts';
import { planTransition } from '../workorders/transitions.ts';
import { WorkCalendar } from '../workorders/workdays.ts';
import { DEFAULT_REPEAT_RULES, appealTerms, judgeRepeat, stillRecent, type RepeatOrder, type RepeatRules } from './repeat-rules.ts';
import type { TermIndex } from './term-index.ts';

const DAY_MS = 86_400_000;
/** Candidates read per question: the same caller's and the same area's recent orders, newest first. */
const CANDIDATES = 400;
const SHOWN = 5;
const CONTENT_SHOWN = 120;
/** The repeat that makes an open order a candidate for 督办. */
export const SUPERVISE_AT_REPEATS = 3;

/** An order as the repeat rules read it. */
const orderOf = (r: Pick<WorkflowRow, 'workflow_id' | 'phone' | 'region_id' | 'address' | 'event_type_id' | 'content' | 'created_at' | 'finished_at'>): RepeatOrder => ({
  workflowId: r.workflow_id, phone: r.phone, regionId: r.region_id, address: r.address, eventTypeId: r.event_type_id, content: r.content,
  createdAt: r.created_at, finishedAt: r.finished_at,
});

/** The orders the appeal likely repeats that the user may see, best first. */
export async function findRepeats(db: Kysely<Database>, index: TermIndex, user: Actor, q: RepeatQuery, rules: RepeatRules = DEFAULT_REPEAT_RULES,
  now = new Date()): Promise<RepeatCandidate[]> {
  const phone = q.phone?.trim() ?? '';
  const content = q.content?.trim() ?? '';
  if (!phone && !q.regionId) return [];
  await index.catchUp(db);
  const since = new Date(now.getTime() - Math.max(rules.callerDays, rules.placeDays) * DAY_MS);
  const rows = await db.selectFrom('workflow as w')
    .select(['workflow_id', 'phone', 'region_id', 'address', 'event_type_id', 'content', 'created_at', 'finished_at', 'status', 'main_dept_id'])
    .where('deleted', '=', 0).where('created_at', '>=', since)
    .where((eb) => eb.or([...(phone ? [eb('phone', '=', phone)] : []), ...(q.regionId ? [eb('region_id', '=', q.regionId)] : [])]))
    .where(sql<boolean>`${await visibilityOf(db, user)}`)
    .orderBy('created_at', 'desc').limit(CANDIDATES).execute();
  const appeal = { phone: phone || null, regionId: q.regionId ?? null, address: q.address ?? null, eventTypeId: q.eventTypeId ?? null, content, at: now };
  const terms = appealTerms(content);
  const verdicts = rows.flatMap((r) => {
    const verdict = judgeRepeat(appeal, terms, orderOf(r), index.termsOf(r.workflow_id, r.content), index.stats, rules);
    return verdict ? [{ verdict, row: r }] : [];
  }).sort((a, b) => b.verdict.score - a.verdict.score).slice(0, SHOWN);
  if (!verdicts.length) return [];
  const ids = verdicts.map((v) => v.row.workflow_id);
  const deptIds = [...new Set(verdicts.map((v) => v.row.main_dept_id).filter((d): d is number => d !== null))];
  const [counts, depts] = await Promise.all([
    db.selectFrom('workflow_repeat').select(['parent_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('parent_id', 'in', ids).where('split_at', 'is', null).groupBy('parent_id').execute(),
    deptIds.length ? db.selectFrom('sys_dept').select(['id', 'name']).where('id', 'in', deptIds).execute() : Promise.resolve([]),
  ]);
  return verdicts.map(({ verdict, row }) => ({
    workflowId: row.workflow_id, score: verdict.score, reasons: verdict.reasons, statusName: statusNames[row.status] ?? '',
    createTime: formatDateTime(row.created_at)!, content: row.content.slice(0, CONTENT_SHOWN), address: row.address,
    mainDeptName: depts.find((d) => d.id === row.main_dept_id)?.name ?? null,
    repeatCount: Number(counts.find((c) => c.parent_id === row.workflow_id)?.n ?? 0),
  }));
}

/** Whether the user's roles may register appeals (the repeat is one): the registration's own rule. */
function checkMayRegister(actor: Actor): void {
  planTransition('register', { order: null, user: actor, pendingKinds: new Set(), openSupervise: false, input: {}, now: new Date(), calendar: WorkCalendar.weekendsOnly });
}

/**
 * Registers the appeal as a repeat of `parentId`: recorded on the parent and in its log; no order is created and no
 * department is told again. The third repeat of an open order reminds the centre's supervisors. Call inside a transaction.
 */
export async function mergeRepeat(tx: Db, index: TermIndex, actor: Actor, parentId: string, appeal: WorkflowRegisterRequest,
  rules: RepeatRules = DEFAULT_REPEAT_RULES): Promise<WorkflowRow> {
  checkMayRegister(actor);
  await resolveFields(tx, appeal);
  const parent = await findOrder(tx, parentId, true);
  if (!parent) throw new Refusal('工单不存在或已删除');
  if (!stillRecent({ finishedAt: parent.finished_at }, new Date(), rules)) {
    throw new Refusal(`工单 ${parentId} 已办结超过 ${rules.finishedDays} 天，不能并单，请登记新工单`);
  }
  const { opinion, attachments: _attachments, ...fields } = appeal;
  // Why, judged against the chosen order alone (the agent may merge what the finder did not offer).
  await index.catchUp(tx);
  const verdict = judgeRepeat(
    { phone: appeal.phone.trim(), regionId: appeal.regionId ?? null, address: appeal.address ?? null, eventTypeId: appeal.eventTypeId ?? null, content: appeal.content.trim(), at: new Date() },
    appealTerms(appeal.content.trim()), orderOf(parent), index.termsOf(parent.workflow_id, parent.content), index.stats, rules);
  const reasons = verdict?.reasons.join('；') ?? '坐席判断为重复诉求';
  await tx.insertInto('workflow_repeat').values({
    parent_id: parentId, citizen_name: fields.citizenName.trim(), phone: fields.phone.trim(), content: fields.content.trim(), region_id: fields.regionId ?? null,
    address: fields.address?.trim() || null, fields: JSON.stringify(fields), reasons, call_id: fields.callId ?? null, created_by: actor.id, created_by_name: actor.realName,
  }).execute();
  const repeats = Number((await tx.selectFrom('workflow_repeat').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parent_id', '=', parentId).where('split_at', 'is', null).executeTakeFirstOrThrow()).n);
  await writeLog(tx, parentId, actor, '并单',
    `并单（第 ${repeats} 次重复诉求）：${fields.citizenName.trim()}（${maskPhone(fields.phone.trim())}）反映：${fields.content.trim().slice(0, CONTENT_SHOWN)}${opinion ? `；意见：${opinion}` : ''}`);
  if (repeats === SUPERVISE_AT_REPEATS && parent.finished_at === null) await remindSupervisors(tx, parentId, repeats);
  return (await findOrder(tx, parentId))!;
}

async function remindSupervisors(tx: Db, workflowId: string, repeats: number): Promise<void> {
  const supervisors = await tx.selectFrom('sys_user as u').innerJoin('sys_user_role as r', 'r.user_id', 'u.id')
    .select('u.id').distinct().where('u.status', '=', 1).where('r.role_id', '=', Role.supervisor).execute();
  await createReminders(tx, supervisors.map((s) => ({
    userId: s.id, type: ReminderType.repeatAppeals, roleType: ReminderRoleType.centre, workflowId,
    content: `工单 ${workflowId}：已有 ${repeats} 次重复诉求，仍在办理中，建议督办`,
  })));
}

/** Splits a repeat off into an order of its own (registered as it came, 待受理), with the reason. Call inside a transaction. */
export async function splitRepeat(tx: Db, actor: Actor, repeatId: string, reason: string): Promise<WorkflowRow> {
  const repeat = await tx.selectFrom('workflow_repeat').selectAll().where('id', '=', repeatId).forUpdate().executeTakeFirst();
  if (!repeat) throw new Refusal('重复诉求不存在');
  if (repeat.split_at) throw new Refusal(`该重复诉求已拆分为工单 ${repeat.split_workflow_id}`);
  const parent = await findOrder(tx, repeat.parent_id);
  if (!parent) throw new Refusal('工单不存在或已删除');
  const order = await registerOrder(tx, actor, 'register', JSON.parse(repeat.fields) as WorkflowRegisterRequest,
    { opinion: `由工单 ${repeat.parent_id} 的重复诉求拆分：${reason.trim()}` });
  await tx.updateTable('workflow_repeat').set({ split_at: new Date(), split_by_name: actor.realName, split_reason: reason.trim(), split_workflow_id: order.workflow_id })
    .where('id', '=', repeatId).execute();
  await writeLog(tx, repeat.parent_id, actor, '拆分重复诉求', `拆分 ${repeat.citizen_name}（${maskPhone(repeat.phone)}）的重复诉求为工单 ${order.workflow_id}：${reason.trim()}`);
  return order;
}

/** The repeats an order carries, oldest first; callers' numbers masked for a viewer who may not see the order's caller. */
export async function repeatsOf(db: Db, workflowId: string, showPhone: boolean): Promise<RepeatAppeal[]> {
  const rows = await db.selectFrom('workflow_repeat').selectAll().where('parent_id', '=', workflowId).orderBy('id').execute();
  return rows.map((r) => ({
    id: String(r.id), citizenName: r.citizen_name, phone: showPhone ? r.phone : maskPhone(r.phone), content: r.content, reasons: r.reasons,
    createTime: formatDateTime(r.created_at)!, createdByName: r.created_by_name, splitTime: formatDateTime(r.split_at), splitByName: r.split_by_name,
    splitReason: r.split_reason, splitWorkflowId: r.split_workflow_id,
  }));
}
