// One order with everything the detail page shows: steps, notes, relations, attachments, requests, the lock, allowed
// actions; who may open it, its recordings, its update log and its progress.
import { assistsOf } from './assists.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import { isCentre, isOverdue, lockIsFresh, maskPhone, statusNames } from './model.ts';
import { allowedActions } from './transitions.ts';
import { contextFor, findOrder, type Actor, type Db, type WorkflowRow } from './run-transition.ts';
import { visibilityOf } from './queues.ts';
import { relationsOf } from './relations.ts';
import { sql } from 'kysely';
import { orderLabels } from './order-labels.ts';
import type { ReadCache } from '../cache.ts';
import { repeatsOf } from '../repeats/repeats.ts';

export async function canSee(db: Db, user: Actor, workflowId: string): Promise<boolean> {
  const r = await sql<{ n: number }>`select count(*)::int as n from workflow w where w.workflow_id = ${workflowId} and w.deleted = 0 and ${await visibilityOf(db, user)}`.execute(db);
  return r.rows[0]!.n > 0;
}

/** An order the user may not open is refused as if it did not exist. */
const NOT_VISIBLE = '工单不存在或无权查看';

/** Refuses an order the user may not open. */
export async function mustSee(db: Db, user: Actor, workflowId: string): Promise<void> {
  if (!(await canSee(db, user, workflowId))) throw new Refusal(NOT_VISIBLE);
}

/** The order, when it exists and the user may open it; refused otherwise. */
export async function visibleOrder(db: Db, user: Actor, workflowId: string): Promise<WorkflowRow> {
  // Read together: on PGlite each statement waits its turn behind every other request's.
  const [row, seen] = await Promise.all([findOrder(db, workflowId), canSee(db, user, workflowId)]);
  if (!row || !seen) throw new Refusal(NOT_VISIBLE);
  return row;
}

/** The citizen's number and voice: the centre always, a department only on an order not marked secret. */
export function mayHearCall(user: Actor, row: Pick<WorkflowRow, 'is_secret'>): boolean {
  return isCentre(user.roleIds) || row.is_secret === 0;
}

/** The recorded legs of the call an order was registered from. */
async function recordingsOf(db: Db, callId: string) {
  const rows = await db.selectFrom('call_record').select(['id', 'offered_at', 'talk_seconds', 'agent_name'])
    .where('call_id', '=', callId).where('recording_file_id', 'is not', null).orderBy('leg').execute();
  return rows.map((r) => ({ id: String(r.id), offeredTime: formatDateTime(r.offered_at)!, talkSeconds: r.talk_seconds, agentName: r.agent_name }));
}

/** The stored file of one recorded leg of the order's call, for a user who may hear it; refused otherwise. */
export async function recordingFileOf(db: Db, user: Actor, row: WorkflowRow, recordId: string): Promise<number> {
  const record = row.call_id && mayHearCall(user, row)
    ? await db.selectFrom('call_record').select('recording_file_id').where('id', '=', recordId).where('call_id', '=', row.call_id).executeTakeFirst()
    : undefined;
  if (!record?.recording_file_id) throw new Refusal('该工单没有这段录音');
  return record.recording_file_id;
}

export function lockInfo(row: Pick<WorkflowRow, 'lock_user_id' | 'lock_user_name' | 'locked_at'>, userId: number) {
  const fresh = lockIsFresh(row);
  return {
    lockUserId: fresh ? row.lock_user_id : null,
    lockUserName: fresh ? row.lock_user_name : null,
    lockTime: fresh ? formatDateTime(row.locked_at) : null,
    mine: fresh && row.lock_user_id === userId,
  };
}

export async function stepsOf(db: Db, workflowId: string) {
  const rows = await db.selectFrom('workflow_step as s').leftJoin('sys_dept as d', 'd.id', 's.dept_id')
    .select(['s.id', 's.processid', 's.action', 's.action_name', 's.from_status', 's.to_status', 's.dept_id', 'd.name as dept_name', 's.user_name', 's.opinion', 's.created_at'])
    .where('s.workflow_id', '=', workflowId).orderBy('s.id').execute();
  return rows.map((r) => ({
    id: r.id, processid: r.processid, action: r.action, actionName: r.action_name, fromStatus: r.from_status, toStatus: r.to_status,
    toStatusName: statusNames[r.to_status] ?? '', deptId: r.dept_id, deptName: r.dept_name, userName: r.user_name, opinion: r.opinion,
    createTime: formatDateTime(r.created_at)!,
  }));
}

/** Every change made to the order's fields, oldest first. */
export async function updateLogOf(db: Db, workflowId: string) {
  const rows = await db.selectFrom('workflow_update_log').selectAll().where('workflow_id', '=', workflowId).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, userName: r.user_name, action: r.action, content: r.content, createTime: formatDateTime(r.created_at)! }));
}

/** 进度: the steps so far and how much of the time limit has gone (stopped while hung, and once finished). */
export async function jobScheduleOf(db: Db, row: WorkflowRow, now = new Date()) {
  const start = row.created_at.getTime();
  const end = (row.hang_started_at ?? row.finished_at ?? now).getTime();
  const span = Math.max(1, row.deadline.getTime() - start);
  return {
    workflowId: row.workflow_id, status: row.status, statusName: statusNames[row.status] ?? '', deadline: formatDateTime(row.deadline)!,
    overdue: isOverdue(row), elapsedPercent: Math.max(0, Math.round(((end - start) / span) * 100)), steps: await stepsOf(db, row.workflow_id),
  };
}

/** The detail page's order; `cache` serves the dictionaries' labels without a read. */
export async function buildDetail(db: Db, user: Actor, row: WorkflowRow, cache?: ReadCache) {
  const id = row.workflow_id;
  const deptIds = [row.main_dept_id, row.sub_dept_id, ...row.co_dept_ids].filter((d): d is number => d !== null);
  const showPhone = mayHearCall(user, row);
  const [depts, steps, notes, rels, attachments, applies, supervises, followed, ctx, labels, recordings, repeats, assists] = await Promise.all([
    deptIds.length ? db.selectFrom('sys_dept').select(['id', 'name']).where('id', 'in', deptIds).execute() : Promise.resolve([]),
    stepsOf(db, id),
    db.selectFrom('workflow_comment').select(['id', 'kind', 'content', 'user_name', 'created_at']).where('workflow_id', '=', id).orderBy('id').execute(),
    relationsOf(db, id, user, cache),
    db.selectFrom('workflow_attachment').select(['id', 'file_id', 'file_name']).where('workflow_id', '=', id).orderBy('id').execute(),
    db.selectFrom('workflow_apply').selectAll().where('workflow_id', '=', id).orderBy('id').execute(),
    db.selectFrom('workflow_supervise').selectAll().where('workflow_id', '=', id).orderBy('id').execute(),
    db.selectFrom('workflow_follow').select('user_id').where('workflow_id', '=', id).where('user_id', '=', user.id).executeTakeFirst(),
    contextFor(db, row, user),
    orderLabels(db, cache),
    showPhone && row.call_id ? recordingsOf(db, row.call_id) : Promise.resolve([]),
    repeatsOf(db, id, showPhone),
    assistsOf(db, id, user),
  ]);
  const deptName = (d: number | null) => (d === null ? null : depts.find((x) => x.id === d)?.name ?? null);
  const lock = lockInfo(row, user.id);
  const note = (n: (typeof notes)[number]) => ({ id: n.id, content: n.content, userName: n.user_name, createTime: formatDateTime(n.created_at)! });
  return {
    workflowId: id, processid: row.processid, citizenName: row.citizen_name, phone: showPhone ? row.phone : maskPhone(row.phone),
    callerLocation: row.caller_location, channel: row.channel, channelName: labels.label('channel', row.channel),
    appealType: row.appeal_type, appealTypeName: labels.label('appealType', row.appeal_type), eventTypeId: row.event_type_id, eventTypeName: row.event_type_name,
    regionId: row.region_id, regionName: row.region_name, address: row.address, content: row.content, urgency: row.urgency, isSecret: row.is_secret,
    status: row.status, statusName: statusNames[row.status] ?? '', mainDeptId: row.main_dept_id, mainDeptName: deptName(row.main_dept_id),
    subDeptId: row.sub_dept_id, subDeptName: deptName(row.sub_dept_id), coDeptIds: row.co_dept_ids,
    coDeptNames: row.co_dept_ids.map((d) => deptName(d) ?? String(d)),
    timeLimit: row.time_limit, deadline: formatDateTime(row.deadline)!, overdue: isOverdue(row), hung: row.hang_started_at !== null,
    rework: row.rework, reworkCount: row.rework_count, isAccepted: row.is_accepted, menuType: row.menu_type, exceptionType: row.exception_type, version: row.version,
    createTime: formatDateTime(row.created_at)!, updateTime: formatDateTime(row.updated_at)!,
    lockUserName: lock.lockUserName, lockTime: lock.lockTime, followed: Boolean(followed),
    claimReasonable: row.claim_reasonable, callbackResult: row.callback_result, assessScore: row.assess_score,
    upSuperviseState: row.up_supervise_state, disposeInstruction: row.dispose_instruction, replyContent: row.reply_content,
    creatorName: row.creator_name, callId: row.call_id, recordings, lock,
    allowedActions: lock.lockUserId !== null && !lock.mine ? [] : allowedActions(ctx),
    steps, repeats,
    comments: notes.filter((n) => n.kind === 'comment').map(note),
    remarks: notes.filter((n) => n.kind === 'remark').map(note),
    relations: rels,
    attachments: attachments.map((a) => ({ id: a.id, fileId: a.file_id, fileName: a.file_name })),
    applies: applies.map((a) => ({
      id: a.id, kind: a.kind as 'delay' | 'hang' | 'return', state: a.state, days: a.days, reason: a.reason, applicantName: a.applicant_name,
      approverName: a.approver_name, approveOpinion: a.approve_opinion, createTime: formatDateTime(a.created_at)!, decideTime: formatDateTime(a.decided_at),
    })),
    supervises: supervises.map((v) => ({
      id: v.id, content: v.content, state: v.state, createdByName: v.created_by_name, replyContent: v.reply_content,
      repliedByName: v.replied_by_name, createTime: formatDateTime(v.created_at)!, replyTime: formatDateTime(v.replied_at),
    })),
    assists,
  };
}
