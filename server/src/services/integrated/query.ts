// 综合查询: the conditions as SQL over `workflow w` (within the engine's visibility), a page newest first with a capped
// count, and the call each order was registered from (call_record via workflow.call_id).
import { sql, type RawBuilder } from 'kysely';
import {
  INTEGRATED_TOTAL_CAP, INTEGRATED_WORDS_MAX_DAYS, type IntegratedFilters, type IntegratedRow,
} from '../../../../src/shared/api/contracts/integrated.ts';
import { DAY_MS, formatDateTime, parseClientDate } from '../../lib/time.ts';
import { cappedTotal, pageAnswer, refusePastCap, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { ReadCache } from '../cache.ts';
import { cachedList, overdueSql, visibilityOf } from '../workorders/queues.ts';
import { callbackResultNames, isCentre, isOverdue, maskPhone, statusNames } from '../workorders/model.ts';
import { orderLabels, type OrderLabels } from '../workorders/order-labels.ts';
import type { Actor, Db } from '../workorders/run-transition.ts';

export type Cond = RawBuilder<unknown>;
const s = sql;

export const TOO_MANY_ORDERS = `超过 ${INTEGRATED_TOTAL_CAP.toLocaleString('en-US')} 条，请增加查询条件缩小范围`;
export const WORDS_NEED_RANGE = `按内容查询时，请选择不超过 ${INTEGRATED_WORDS_MAX_DAYS} 天的登记时间范围`;

/** Past its deadline while its clock runs (as model.ts isOverdue: a hung order counts up to the moment it was hung). */

/** 'YYYY-MM-DD' is the start of that day; a time is taken as given (CST). */
function startOf(text: string, label: string): Date {
  const at = parseClientDate(text);
  if (!at) throw new Refusal(`${label}格式错误`);
  return at;
}

/** 'YYYY-MM-DD' ends with that day; a time is taken as given. */
function endOf(text: string, label: string): Date {
  const at = startOf(text, label);
  return text.trim().length <= 10 ? new Date(at.getTime() + DAY_MS - 1) : at;
}

interface Range { from: Date | null; to: Date | null }

function rangeOf(from: string | undefined, to: string | undefined, label: string): Range {
  const r = { from: from ? startOf(from, `${label}（起）`) : null, to: to ? endOf(to, `${label}（止）`) : null };
  if (r.from && r.to && r.from > r.to) throw new Refusal(`${label}的开始时间不能晚于结束时间`);
  return r;
}

function between(column: Cond, r: Range): Cond[] {
  return [...(r.from ? [s`${column} >= ${r.from}`] : []), ...(r.to ? [s`${column} <= ${r.to}`] : [])];
}

/** `%` and `_` typed by the user match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a content search: split on spaces (half- or full-width), at most five. */
export function wordsOf(text: string | undefined): string[] {
  return (text ?? '').split(/[\s\u3000]+/).filter(Boolean).slice(0, 5);
}

/** Every condition of the search, the visibility of the user first. Refuses contradictory or unsearchable input. */
export async function conditionsOf(db: Db, user: Actor, f: IntegratedFilters): Promise<Cond[]> {
  const c: Cond[] = [s`w.deleted = 0`, await visibilityOf(db, user)];
  const created = rangeOf(f.createdFrom, f.createdTo, '登记时间');
  c.push(...between(s`w.created_at`, created));
  c.push(...between(s`w.finished_at`, rangeOf(f.finishedFrom, f.finishedTo, '办结时间')));
  c.push(...between(s`w.deadline`, rangeOf(f.deadlineFrom, f.deadlineTo, '截止时间')));

  const id = f.workflowId?.trim();
  if (id) c.push(s`w.workflow_id like ${`${escapeLike(id)}%`}`);
  const phone = f.phone?.trim();
  if (phone) c.push(s`w.phone = ${phone}`);

  const words = wordsOf(f.words);
  if (words.length) {
    // No index serves words inside Chinese text (pg_trgm makes no trigrams of CJK under the C locale): bound the scan.
    const from = created.from;
    const to = created.to ?? new Date();
    if (!from || to.getTime() - from.getTime() > INTEGRATED_WORDS_MAX_DAYS * DAY_MS) throw new Refusal(WORDS_NEED_RANGE);
    for (const word of words) {
      const k = `%${escapeLike(word)}%`;
      c.push(s`(w.content ilike ${k} or w.address ilike ${k})`);
    }
  }

  if (f.appealType?.trim()) c.push(s`w.appeal_type = ${f.appealType.trim()}`);
  if (f.eventTypeId !== undefined) c.push(s`w.event_type_id in (select id from event_type where id = ${f.eventTypeId} or pid = ${f.eventTypeId})`);
  if (f.regionId !== undefined) {
    c.push(s`w.region_id in (with recursive r(id) as (select id from sys_area where id = ${f.regionId}
      union all select a.id from sys_area a join r on a.pid = r.id) select id from r)`);
  }
  if (f.deptId !== undefined) {
    const dept = await db.selectFrom('sys_dept').select(['id', 'kind']).where('id', '=', f.deptId).executeTakeFirst();
    if (!dept) throw new Refusal('所选部门不存在，请重新选择');
    if (dept.kind === 'main') c.push(s`w.main_dept_id = ${dept.id}`);
    else if (dept.kind === 'sub') c.push(s`w.sub_dept_id = ${dept.id}`);
    else c.push(s`(w.main_dept_id = ${dept.id} or w.sub_dept_id = ${dept.id})`);
  }
  if (f.status !== undefined) c.push(s`w.status = ${f.status}`);
  if (f.overdue === 1) c.push(overdueSql);
  if (f.overdue === 0) c.push(s`not ${overdueSql}`);
  if (f.callbackResult === 0) c.push(s`w.callback_result is null`);
  else if (f.callbackResult !== undefined) c.push(s`w.callback_result = ${f.callbackResult}`);
  if (f.fromCall === 1) c.push(s`w.call_id is not null`);
  if (f.fromCall === 0) c.push(s`w.call_id is null`);

  const agent = f.callAgent?.trim();
  const call = rangeOf(f.callFrom, f.callTo, '来电时间');
  if (agent || call.from || call.to) {
    // Read from the call records' own indexes (agent or time), then matched to the orders by call id.
    const cc: Cond[] = [...between(s`c.offered_at`, call)];
    if (agent) cc.push(/^\d+$/.test(agent) ? s`c.extension = ${agent}` : s`c.agent_name = ${agent}`);
    c.push(s`w.call_id in (select c.call_id from call_record c where ${s.join(cc, s` and `)})`);
  }
  return c;
}

interface RawRow {
  workflow_id: string; citizen_name: string; phone: string; appeal_type: string; event_type_name: string | null; region_name: string | null;
  content: string; status: number; main_dept_name: string | null; sub_dept_name: string | null; creator_name: string; created_at: Date;
  deadline: Date; finished_at: Date | null; hang_started_at: Date | null; callback_result: number | null; call_id: string | null;
  rework_count: number;
}

/** The columns of a result row, selected over a page `p` of workflow rows. */
const rowColumns = s`p.workflow_id, p.citizen_name, p.phone, p.appeal_type, p.event_type_name, p.region_name, p.content, p.status,
  md.name as main_dept_name, sd.name as sub_dept_name, p.creator_name, p.created_at, p.deadline, p.finished_at, p.hang_started_at,
  p.callback_result, p.call_id, p.rework_count`;
const rowJoins = s`left join sys_dept md on md.id = p.main_dept_id left join sys_dept sd on sd.id = p.sub_dept_id`;
const pageColumns = s`w.workflow_id, w.citizen_name, w.phone, w.appeal_type, w.event_type_name, w.region_name, w.content, w.status,
  w.main_dept_id, w.sub_dept_id, w.creator_name, w.created_at, w.deadline, w.finished_at, w.hang_started_at, w.callback_result, w.call_id, w.rework_count`;

interface CallInfo { time: Date; agent: string | null }

/** Each call's first offer time and the agent of its last answered leg (the one who registered the order). */
async function callsOf(db: Db, callIds: string[]): Promise<Map<string, CallInfo>> {
  const out = new Map<string, CallInfo>();
  if (!callIds.length) return out;
  const legs = await db.selectFrom('call_record').select(['call_id', 'leg', 'offered_at', 'answered_at', 'agent_name', 'extension'])
    .where('call_id', 'in', callIds).orderBy('call_id').orderBy('leg').execute();
  for (const l of legs) {
    const seen = out.get(l.call_id);
    const agent = l.answered_at && l.agent_name ? (l.extension ? `${l.agent_name}（${l.extension}）` : l.agent_name) : null;
    if (!seen) out.set(l.call_id, { time: l.offered_at, agent });
    else if (agent) seen.agent = agent;
  }
  return out;
}


function toRow(r: RawRow, user: Actor, labels: OrderLabels, calls: Map<string, CallInfo>, now: number): IntegratedRow {
  const call = r.call_id ? calls.get(r.call_id) : undefined;
  return {
    workflowId: r.workflow_id, citizenName: r.citizen_name, phone: isCentre(user.roleIds) ? r.phone : maskPhone(r.phone),
    appealTypeName: labels.label('appealType', r.appeal_type), eventTypeName: r.event_type_name, regionName: r.region_name,
    content: r.content, status: r.status, statusName: statusNames[r.status] ?? String(r.status),
    mainDeptName: r.main_dept_name, subDeptName: r.sub_dept_name, creatorName: r.creator_name,
    createTime: formatDateTime(r.created_at)!, deadline: formatDateTime(r.deadline)!, finishTime: formatDateTime(r.finished_at),
    overdue: isOverdue(r, now), reworkCount: r.rework_count, callbackResult: r.callback_result,
    callbackResultName: r.callback_result === null ? null : callbackResultNames[r.callback_result] ?? String(r.callback_result),
    callId: r.call_id, callTime: formatDateTime(call?.time), callAgent: call?.agent ?? null,
  };
}

/** Result rows in the list's order, their calls and labels resolved. */
export async function rowsOf(db: Db, user: Actor, raw: RawRow[], cache?: ReadCache): Promise<IntegratedRow[]> {
  const [labels, calls] = await Promise.all([
    orderLabels(db, cache),
    callsOf(db, [...new Set(raw.flatMap((r) => (r.call_id ? [r.call_id] : [])))]),
  ]);
  const now = Date.now();
  return raw.map((r) => toRow(r, user, labels, calls, now));
}


/** A page newest first; the total counted up to INTEGRATED_TOTAL_CAP (`more` beyond it). */
export async function integratedPage(db: Db, user: Actor, f: IntegratedFilters, page: Paging, cache?: ReadCache) {
  refusePastCap(page, INTEGRATED_TOTAL_CAP, TOO_MANY_ORDERS);
  const where = s.join(await conditionsOf(db, user, f), s` and `);
  const raw = await cachedList(db, s<RawRow>`select ${rowColumns}
    from (select ${pageColumns} from workflow w where ${where}
          order by w.created_at desc, w.workflow_id desc limit ${page.size} offset ${page.offset}) p ${rowJoins}
    order by p.created_at desc, p.workflow_id desc`, cache);
  const counted = await cappedTotal(page, raw.length, INTEGRATED_TOTAL_CAP, async () => (await cachedList(db, s<{ n: number }>`select count(*)::int as n
    from (select 1 from workflow w where ${where} limit ${INTEGRATED_TOTAL_CAP + 1}) x`, cache))[0]!.n);
  return { ...pageAnswer(await rowsOf(db, user, raw, cache), counted.total, page), more: counted.more };
}

/** Batches of the rows matching `conds` (conditionsOf) newest first, by a cursor on (created_at, workflow_id): each batch reads only its rows. */
export async function* integratedBatches(db: Db, user: Actor, conds: Cond[], max: number, cache?: ReadCache, batch = 1000): AsyncGenerator<IntegratedRow[]> {
  let cursor: { created: string; id: string } | null = null;
  let sent = 0;
  while (sent < max) {
    const limit = Math.min(batch, max - sent);
    const after: Cond[] = cursor ? [s`(w.created_at, w.workflow_id) < (${cursor.created}::timestamptz, ${cursor.id})`] : [];
    // created_at is kept as PostgreSQL's text for the cursor: a JS Date would drop microseconds and skip rows.
    const raw: Array<RawRow & { created_key: string }> = (await s<RawRow & { created_key: string }>`select ${rowColumns}, p.created_at::text as created_key
      from (select ${pageColumns} from workflow w where ${s.join([...conds, ...after], s` and `)}
            order by w.created_at desc, w.workflow_id desc limit ${limit}) p ${rowJoins}
      order by p.created_at desc, p.workflow_id desc`.execute(db)).rows;
    if (raw.length) yield await rowsOf(db, user, raw, cache);
    sent += raw.length;
    if (raw.length < limit) return;
    const last: RawRow & { created_key: string } = raw[raw.length - 1]!;
    cursor = { created: last.created_key, id: last.workflow_id };
  }
}
