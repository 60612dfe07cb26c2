// Registration of a new order (commit, commitToAssign, seatfirstdone, neijiangworkflow/commit).
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AssistRequestItem, WorkflowFields } from '../../../../src/shared/api/workorder.types.ts';
import { isPhone, PHONE_REFUSAL } from '../../../../src/shared/protocol/phone.ts';
import type { WorkflowTable } from '../../db/schema.ts';
import { DEPT_DISABLED_REFUSAL } from '../org/dept-admin.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import { timeLimitOf } from './model.ts';
import { catalogueEntryFor, checkAssists, DEFAULT_ASSIST_LIMITS, startAssists, type AssistLimits } from './assists.ts';
import { orderLabels } from './order-labels.ts';
import { ownUploads } from '../storage/files.ts';
import { recordCitations } from '../knowledge/citations.ts';
import { loadWorkCalendar } from './workdays.ts';
import { planTransition, type Action } from './transitions.ts';
import { nextWorkflowId, remind, writeLog, type Actor, type Db, type WorkflowRow } from './run-transition.ts';

/** The registration form's fields (the shared request type). */
export type OrderFields = WorkflowFields;

/** Checks the dictionary values and looks up names; throws the first problem in Chinese. */
export async function resolveFields(db: Db, f: Partial<OrderFields>): Promise<Partial<Insertable<WorkflowTable>>> {
  const out: Partial<Insertable<WorkflowTable>> = {};
  const dicts = f.channel !== undefined || f.appealType !== undefined || f.urgency !== undefined ? await orderLabels(db) : null;
  if (f.citizenName !== undefined) out.citizen_name = f.citizenName.trim();
  if (f.phone !== undefined) {
    if (!isPhone(f.phone)) throw new Refusal(PHONE_REFUSAL);
    out.phone = f.phone;
  }
  if (f.callerLocation !== undefined) out.caller_location = f.callerLocation;
  if (f.channel !== undefined) {
    if (!dicts!.offers('channel', f.channel)) throw new Refusal('来源渠道无效');
    out.channel = f.channel;
  }
  if (f.appealType !== undefined) {
    if (!dicts!.offers('appealType', f.appealType)) throw new Refusal('诉求类型无效');
    out.appeal_type = f.appealType;
  }
  if (f.urgency !== undefined) {
    if (!dicts!.offers('urgency', f.urgency)) throw new Refusal('紧急程度无效');
    out.urgency = f.urgency;
  }
  if (f.eventTypeId !== undefined) {
    const t = await db.selectFrom('event_type').select('name').where('id', '=', f.eventTypeId).executeTakeFirst();
    if (!t) throw new Refusal('事件分类不存在');
    out.event_type_id = f.eventTypeId;
    out.event_type_name = t.name;
  }
  if (f.regionId !== undefined) {
    const a = await db.selectFrom('sys_area').select('name').where('id', '=', f.regionId).executeTakeFirst();
    if (!a) throw new Refusal('所属区域不存在');
    out.region_id = f.regionId;
    out.region_name = a.name;
  }
  if (f.address !== undefined) out.address = f.address;
  if (f.content !== undefined) {
    if (!f.content.trim()) throw new Refusal('诉求内容不能为空');
    out.content = f.content;
  }
  if (f.isSecret !== undefined) out.is_secret = f.isSecret;
  if (f.menuType !== undefined) out.menu_type = f.menuType;
  if (f.exceptionType !== undefined) out.exception_type = f.exceptionType;
  if (f.callId !== undefined) out.call_id = f.callId;
  if (f.coDeptIds !== undefined) {
    const ids = [...new Set(f.coDeptIds)];
    if (ids.length) {
      const found = await db.selectFrom('sys_dept').select(['id', 'name', 'status']).where('id', 'in', ids).where('kind', 'in', ['main', 'sub']).execute();
      if (found.length !== ids.length) throw new Refusal('协办单位不存在');
      const disabled = found.find((d) => d.status !== 1);
      if (disabled) throw new Refusal(DEPT_DISABLED_REFUSAL(disabled.name));
    }
    out.co_dept_ids = ids;
  }
  return out;
}

export async function checkMainDept(db: Db, deptId: number | undefined): Promise<void> {
  if (deptId === undefined) return;
  const d = await db.selectFrom('sys_dept').select(['kind', 'name', 'status']).where('id', '=', deptId).executeTakeFirst();
  if (!d || d.kind !== 'main') throw new Refusal('主办单位必须是一级承办单位');
  if (d.status !== 1) throw new Refusal(DEPT_DISABLED_REFUSAL(d.name));
}

/** Registers a new order through one of the registration actions. Call inside a transaction. */
export async function registerOrder(
  db: Db, actor: Actor, action: Action, fields: OrderFields,
  input: { mainDeptId?: number; opinion?: string; assists?: AssistRequestItem[]; limits?: AssistLimits; citedArticleIds?: number[] } = {},
): Promise<WorkflowRow> {
  const now = new Date();
  const calendar = await loadWorkCalendar(db);
  const plan = planTransition(action, { order: null, user: actor, pendingKinds: new Set(), openSupervise: false, input, now, calendar });
  await checkMainDept(db, input.mainDeptId);
  const resolved = await resolveFields(db, fields);
  const limits = input.limits ?? DEFAULT_ASSIST_LIMITS;
  const assists = input.mainDeptId ? await checkAssists(db, input.mainDeptId, input.assists ?? [], limits) : [];
  // 登记并派遣 to the lead of the applying 派单目录 entry takes its time limit, unless the agent set one.
  const entry = input.mainDeptId && fields.timeLimit === undefined
    ? await catalogueEntryFor(db, { eventTypeId: fields.eventTypeId, regionId: fields.regionId, content: fields.content }, input.mainDeptId, now) : null;
  const timeLimit = fields.timeLimit ?? entry?.timeLimit ?? timeLimitOf(fields.appealType);
  const workflowId = await nextWorkflowId(db, now);
  const row = await db.insertInto('workflow').values({
    ...(resolved as Insertable<WorkflowTable>),
    workflow_id: workflowId,
    processid: randomUUID(),
    time_limit: timeLimit,
    deadline: calendar.addWorkingDays(now, timeLimit),
    status: plan.toStatus,
    creator_id: actor.id,
    creator_name: actor.realName,
    created_at: now,
    updated_at: now,
    ...(plan.updates as Partial<Insertable<WorkflowTable>>),
  }).returningAll().executeTakeFirstOrThrow();
  if (fields.attachments?.length) {
    // Only the registering user's own uploads: a reference learned elsewhere must not become readable through this order.
    await ownUploads(db, actor.id, [...new Set(fields.attachments.map((a) => a.fileId))]);
    await db.insertInto('workflow_attachment').values(fields.attachments.map((a) => ({ workflow_id: workflowId, file_id: a.fileId, file_name: a.fileName }))).execute();
  }
  await db.insertInto('workflow_step').values({
    workflow_id: workflowId, processid: row.processid, action, action_name: plan.name, from_status: null, to_status: plan.toStatus,
    dept_id: actor.deptId, user_id: actor.id, user_name: actor.realName, opinion: input.opinion ?? null, to_dept_id: row.main_dept_id,
  }).execute();
  // 引用: what the agent answered from is kept with the order, in the same transaction.
  if (input.citedArticleIds?.length) await recordCitations(db, workflowId, input.citedArticleIds, actor);
  const basis = entry?.timeLimit ? '（按派单目录）' : '';
  await writeLog(db, workflowId, actor, plan.name, `${plan.name}；办理时限 ${timeLimit} 个工作日${basis}，截止 ${formatDateTime(row.deadline)}`);
  await startAssists(db, actor, row, assists, timeLimit, limits, calendar);
  await remind(db, row, plan, actor.id);
  return row;
}
