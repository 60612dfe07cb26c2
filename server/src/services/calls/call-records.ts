// 话单记录 and 来电受理 queries: filters on indexes in the list's order (newest first), a capped count, the detail,
// one number's history, one call's legs, and the streamed .xlsx exports.
import type { Writable } from 'node:stream';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import {
  CALL_DIRECTION_LABELS, CALL_EXPORT_MAX, CALL_QUEUE_LABELS, CALL_RESULT_LABELS, CALL_TOTAL_CAP, ORDER_STATUS_LABELS,
  type CallAcceptFilters, type CallAcceptRow, type CallRecord, type CallRecordDetail, type CallRecordFilters,
} from '../../../../src/shared/api/contracts/callRecords.ts';
import type { Database } from '../../db/schema.ts';
import type { CallRecordTable } from '../../db/schema-calls.ts';
import { loadExcel } from '../../lib/office.ts';
import { formatDateTime, parseClientDate, parseClientDayEnd } from '../../lib/time.ts';
import { cappedTotal, growingCount, pageAnswer, refusePastCap, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { ReadCache } from '../cache.ts';

type Db = Kysely<Database>;
type Row = Selectable<CallRecordTable>;
type Cursor = { offeredAt: string; id: string } | null;

export const TOO_MANY_CALLS = `超过 ${CALL_TOTAL_CAP.toLocaleString('en-US')} 条，请缩小查询范围`;

function conditions(eb: ExpressionBuilder<Database, 'call_record'>, f: CallRecordFilters, side: 'caller' | 'called' | null, cursor: Cursor): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  const start = f.startTime ? parseClientDate(f.startTime) : null;
  const end = f.endTime ? parseClientDayEnd(f.endTime) : null;
  if (start) where.push(eb('offered_at', '>=', start));
  if (end) where.push(eb('offered_at', '<=', end));
  if (side) where.push(eb(side, '=', f.number!.trim()));
  const agent = f.agent?.trim();
  if (agent) where.push(/^\d+$/.test(agent) ? eb('extension', '=', agent) : eb('agent_name', '=', agent));
  if (f.direction) where.push(eb('direction', '=', f.direction));
  if (f.result) where.push(eb('result', '=', f.result));
  if (cursor) where.push(sql<SqlBool>`(offered_at, id) < (${cursor.offeredAt}::timestamptz, ${cursor.id}::bigint)`);
  return where;
}

/**
 * The first `limit` matching (id, offered_at), newest first. A number is either party: each side is read on its own
 * index and the two merged, so a rare number never scans the whole table.
 */
function matching(db: Db, f: CallRecordFilters, limit: number, cursor: Cursor = null) {
  const side = (s: 'caller' | 'called' | null) => db.selectFrom('call_record').select(['id', 'offered_at'])
    .where((eb) => eb.and(conditions(eb, f, s, cursor))).orderBy('offered_at', 'desc').orderBy('id', 'desc').limit(limit);
  if (!f.number?.trim()) return db.selectFrom(side(null).as('m')).select(['m.id', 'm.offered_at']);
  return db.selectFrom(
    db.selectFrom(side('caller').as('a')).select(['a.id', 'a.offered_at'])
      .union(db.selectFrom(side('called').as('b')).select(['b.id', 'b.offered_at'])).as('m'),
  ).select(['m.id', 'm.offered_at']);
}

export function toCallRecord(r: Row): CallRecord {
  return {
    id: String(r.id), callId: r.call_id, leg: r.leg, caller: r.caller, called: r.called, extension: r.extension, agentId: r.agent_id,
    agentName: r.agent_name, skillName: r.skill_name, queue: r.queue, direction: r.direction,
    offeredTime: formatDateTime(r.offered_at)!, queuedTime: formatDateTime(r.queued_at), rangTime: formatDateTime(r.rang_at),
    answeredTime: formatDateTime(r.answered_at), endedTime: formatDateTime(r.ended_at)!, waitSeconds: r.wait_seconds,
    talkSeconds: r.talk_seconds, result: r.result, transferredTo: r.transferred_to, thirdNumber: r.third_number,
    hasRecording: r.recording_file_id !== null, simulated: r.simulated === 1,
  };
}

async function rowsByIds(db: Db, ids: string[]): Promise<Row[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('call_record').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

/** A page of records with the total counted up to the cap (at most CALL_TOTAL_CAP + 1 index entries per search). */
export async function callRecordPage(db: Db, cache: ReadCache, f: CallRecordFilters, page: Paging) {
  refusePastCap(page, CALL_TOTAL_CAP, TOO_MANY_CALLS);
  const ids = await db.selectFrom(matching(db, f, page.offset + page.size).as('p')).select('p.id')
    .orderBy('p.offered_at', 'desc').orderBy('p.id', 'desc').limit(page.size).offset(page.offset).execute();
  const rows = await rowsByIds(db, ids.map((r) => String(r.id)));
  // Records only grow: a search counted past the cap is not counted again.
  const key = `calls:more:${JSON.stringify([f.number, f.agent, f.direction, f.result, f.startTime, f.endTime])}`;
  const counted = await cappedTotal(page, rows.length, CALL_TOTAL_CAP, () => growingCount(cache, key, CALL_TOTAL_CAP, async () =>
    Number((await db.selectFrom(matching(db, f, CALL_TOTAL_CAP + 1).as('c')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)));
  return { ...pageAnswer(rows.map(toCallRecord), counted.total, page), more: counted.more };
}

export async function callRecordDetail(db: Db, id: string): Promise<CallRecordDetail> {
  const row = await db.selectFrom('call_record').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal('话单不存在');
  const file = row.recording_file_id === null ? null
    : await db.selectFrom('upload_file').select(['name', 'size']).where('id', '=', row.recording_file_id).executeTakeFirst();
  const orders = await db.selectFrom('workflow').select(['workflow_id', 'appeal_type', 'event_type_name', 'content', 'status', 'creator_name', 'accepted_at'])
    .where('call_id', '=', row.call_id).orderBy('workflow_id').execute();
  return {
    record: toCallRecord(row),
    recording: file ? { name: file.name, size: file.size } : null,
    orders: orders.map((o) => ({
      workflowId: o.workflow_id, appealType: o.appeal_type, eventTypeName: o.event_type_name, content: o.content, status: o.status,
      creatorName: o.creator_name, createTime: formatDateTime(o.accepted_at),
    })),
  };
}

/** The recording's file id; refused when the record has none. */
export async function recordingFileOf(db: Db, id: string): Promise<number> {
  const row = await db.selectFrom('call_record').select('recording_file_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal('话单不存在');
  if (row.recording_file_id === null) throw new Refusal('该通话没有录音');
  return row.recording_file_id;
}

export async function callLegs(db: Db, callId: string): Promise<CallRecord[]> {
  const rows = await db.selectFrom('call_record').selectAll().where('call_id', '=', callId).orderBy('leg').execute();
  return rows.map(toCallRecord);
}

const seconds = (n: number) => `${n} 秒`;

/** Writes the query's records (newest first, at most CALL_EXPORT_MAX) to `out` as .xlsx, a thousand rows at a time. */
export async function exportCallRecords(db: Db, f: CallRecordFilters, out: Writable): Promise<number> {
  const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet('话单记录');
  ws.columns = [
    { header: '呼叫编号', key: 'callId', width: 34 }, { header: '主叫号码', key: 'caller', width: 16 }, { header: '被叫号码', key: 'called', width: 16 },
    { header: '呼叫方向', key: 'direction', width: 10 }, { header: '分机', key: 'extension', width: 10 }, { header: '坐席', key: 'agent', width: 12 },
    { header: '技能组', key: 'skill', width: 12 }, { header: '队列', key: 'queue', width: 10 }, { header: '呼入时间', key: 'offered', width: 20 },
    { header: '振铃时间', key: 'rang', width: 20 }, { header: '接听时间', key: 'answered', width: 20 }, { header: '结束时间', key: 'ended', width: 20 },
    { header: '等待时长', key: 'wait', width: 10 }, { header: '通话时长', key: 'talk', width: 10 }, { header: '结果', key: 'result', width: 10 },
    { header: '转接至', key: 'transferredTo', width: 12 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let count = 0;
  let cursor: Cursor = null;
  while (count < CALL_EXPORT_MAX) {
    const batch = Math.min(1000, CALL_EXPORT_MAX - count);
    // The cursor keeps offered_at as PostgreSQL's text: a JS Date would drop microseconds and skip rows.
    const page: Array<{ id: string; offered_key: string }> = await db.selectFrom(matching(db, f, batch, cursor).as('p'))
      .select(['p.id', sql<string>`p.offered_at::text`.as('offered_key')]).orderBy('p.offered_at', 'desc').orderBy('p.id', 'desc').limit(batch).execute();
    const rows = await rowsByIds(db, page.map((p) => String(p.id)));
    for (const r of rows) {
      ws.addRow({
        callId: r.call_id, caller: r.caller, called: r.called, direction: CALL_DIRECTION_LABELS[r.direction], extension: r.extension ?? '',
        agent: r.agent_name ?? '', skill: r.skill_name ?? '', queue: r.queue ? CALL_QUEUE_LABELS[r.queue] ?? r.queue : '',
        offered: formatDateTime(r.offered_at), rang: formatDateTime(r.rang_at) ?? '', answered: formatDateTime(r.answered_at) ?? '',
        ended: formatDateTime(r.ended_at), wait: seconds(r.wait_seconds), talk: seconds(r.talk_seconds), result: CALL_RESULT_LABELS[r.result],
        transferredTo: r.transferred_to ?? '',
      }).commit();
    }
    count += rows.length;
    if (page.length < batch) break;
    const last = page[page.length - 1]!;
    cursor = { offeredAt: last.offered_key, id: String(last.id) };
  }
  ws.commit();
  await wb.commit();
  return count;
}

// ---- 来电受理: incoming calls (first leg) with the orders registered from them ----

function acceptQuery(db: Db, f: CallAcceptFilters) {
  const start = f.startTime ? parseClientDate(f.startTime) : null;
  const end = f.endTime ? parseClientDayEnd(f.endTime) : null;
  return db.selectFrom('call_record as c').leftJoin('workflow as w', 'w.call_id', 'c.call_id')
    .where('c.direction', '=', 'in').where('c.leg', '=', 1)
    .$if(!!start, (q) => q.where('c.offered_at', '>=', start!))
    .$if(!!end, (q) => q.where('c.offered_at', '<=', end!))
    .$if(!!f.number?.trim(), (q) => q.where('c.caller', '=', f.number!.trim()));
}

const acceptColumns = ['c.id', 'c.call_id', 'c.caller', 'c.offered_at', 'c.agent_name', 'c.extension', 'c.result', 'c.talk_seconds',
  'w.workflow_id', 'w.appeal_type', 'w.event_type_name', 'w.content', 'w.status'] as const;

type AcceptRow = { id: string; call_id: string; caller: string; offered_at: Date; agent_name: string | null; extension: string | null;
  result: CallRecord['result']; talk_seconds: number; workflow_id: string | null; appeal_type: string | null; event_type_name: string | null;
  content: string | null; status: number | null };

const toAcceptRow = (r: AcceptRow): CallAcceptRow => ({
  recordId: String(r.id), callId: r.call_id, caller: r.caller, offeredTime: formatDateTime(r.offered_at)!, agentName: r.agent_name,
  extension: r.extension, result: r.result, talkSeconds: r.talk_seconds, workflowId: r.workflow_id, appealType: r.appeal_type,
  eventTypeName: r.event_type_name, content: r.content, status: r.status,
});

export async function callAcceptPage(db: Db, f: CallAcceptFilters, page: Paging) {
  refusePastCap(page, CALL_TOTAL_CAP, TOO_MANY_CALLS);
  const rows = await acceptQuery(db, f).select(acceptColumns).orderBy('c.offered_at', 'desc').orderBy('c.id', 'desc').orderBy('w.workflow_id')
    .limit(page.size).offset(page.offset).execute() as AcceptRow[];
  const counted = await cappedTotal(page, rows.length, CALL_TOTAL_CAP, async () => Number((await db.selectFrom(acceptQuery(db, f).select('c.id')
    .limit(CALL_TOTAL_CAP + 1).as('x')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n));
  return { ...pageAnswer(rows.map(toAcceptRow), counted.total, page), more: counted.more };
}

export async function exportCallAccept(db: Db, f: CallAcceptFilters, out: Writable): Promise<number> {
  const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet('来电受理');
  ws.columns = [
    { header: '来电时间', key: 'offered', width: 20 }, { header: '来电号码', key: 'caller', width: 16 }, { header: '坐席', key: 'agent', width: 12 },
    { header: '分机', key: 'extension', width: 10 }, { header: '结果', key: 'result', width: 10 }, { header: '通话时长', key: 'talk', width: 10 },
    { header: '工单编号', key: 'workflowId', width: 22 }, { header: '事件分类', key: 'eventType', width: 16 }, { header: '诉求内容', key: 'content', width: 50 },
    { header: '工单状态', key: 'status', width: 10 }, { header: '呼叫编号', key: 'callId', width: 34 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let count = 0;
  for (let offset = 0; offset < CALL_EXPORT_MAX; offset += 1000) {
    const rows = await acceptQuery(db, f).select(acceptColumns).orderBy('c.offered_at', 'desc').orderBy('c.id', 'desc').orderBy('w.workflow_id')
      .limit(1000).offset(offset).execute() as AcceptRow[];
    for (const r of rows) {
      ws.addRow({
        offered: formatDateTime(r.offered_at), caller: r.caller, agent: r.agent_name ?? '', extension: r.extension ?? '', result: CALL_RESULT_LABELS[r.result],
        talk: seconds(r.talk_seconds), workflowId: r.workflow_id ?? '', eventType: r.event_type_name ?? '', content: r.content ?? '',
        status: r.status === null ? '' : ORDER_STATUS_LABELS[r.status] ?? String(r.status), callId: r.call_id,
      }).commit();
    }
    count += rows.length;
    if (rows.length < 1000) break;
  }
  ws.commit();
  await wb.commit();
  return count;
}
