// The SQL pieces of a work-order list: filters, the row source, the order, and the capped count (migration 027's indexes
// are shaped after these; test/server/workorder-list-plans.test.ts checks each plan).
import { sql, type RawBuilder } from 'kysely';
import type { WorkflowListRequest } from '../../../../src/shared/api/workorder.types.ts';
import { likePattern } from '../../lib/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { parseClientDate } from '../../lib/time.ts';
import { CLOCK_RUNNING } from './model.ts';
import type { Actor } from './run-transition.ts';

type Cond = RawBuilder<unknown>;
const s = sql;

/** Rows come from the order alone, or from a side request / supervision joined to its order. */
export type Source = 'order' | { apply: string } | 'supervise' | 'assist';

/** Filters, paging aside, of a list request. */
export type ListFilters = Omit<WorkflowListRequest, 'page' | 'current' | 'size'>;

/** A list's total is counted up to this many rows; past it the answer says `more` and the page shows "10000+ 条". */
export const LIST_TOTAL_CAP = 10_000;
export const TOO_DEEP = `只能翻阅前 ${LIST_TOTAL_CAP.toLocaleString('en-US')} 条，请增加查询条件缩小范围`;

export const overdueSql = s`(w.status in (${s.join(CLOCK_RUNNING)}) and coalesce(w.hang_started_at, now()) > w.deadline)`;

/** The text the keyword searches, exactly as migration 030's workflow_keyword_days index spells it. */
const KEYWORD_TEXT = s`lower(w.content || ' ' || coalesce(w.address, '') || ' ' || w.citizen_name || ' ' || w.workflow_id)`;

/**
 * Orders whose searched text holds every character pair of `text`: a necessary condition of containing it, answered by
 * the GIN index; the caller's ILIKE keeps the exact meaning. A single character has no pair, so it gets no index condition.
 */
function holdsPairsOf(text: string): Cond[] {
  return [...text].length >= 2 ? [s`workflow_text_pairs(${KEYWORD_TEXT}) @> workflow_text_pairs(lower(${text}))`] : [];
}

/** An order's UTC day, exactly as migration 030's workflow_keyword_days index spells it: the day narrows the pairs. */
const CREATED_DAY = s`timezone('UTC', w.created_at)::date`;

/**
 * The newest days a search by keyword or number reads first, each tried only when the one before held less than the page
 * and its yield promises the page here: a common word fills a page from its matches of the last days, a rare one goes to
 * the whole table after the first.
 */
export const KEYWORD_WINDOW_DAYS = [2, 10, 50] as const;

/** The search's start date, or null without one. */
function startOf(f: ListFilters): Date | null {
  if (!f.startTime) return null;
  const start = parseClientDate(f.startTime);
  if (!start) throw new Refusal('开始时间格式错误');
  return start;
}

/** A keyword or number search in list order, without an end date: the newest days that may hold its first pages (see above). */
export function keywordWindows(f: ListFilters): Array<{ days: number; since: Cond }> {
  if (!(f.keyword || f.workflowId) || f.endTime || !newestFirst(f)) return [];
  const start = startOf(f);
  // A window reaching back past the asked start date reads what the whole search does.
  return KEYWORD_WINDOW_DAYS.filter((days) => !start || start.getTime() < Date.now() - (days + 1) * 86_400_000)
    .map((days) => ({ days, since: s`${CREATED_DAY} >= timezone('UTC', now())::date - ${s.lit(days)}` }));
}

export function filterConds(f: ListFilters, user: Actor): Cond[] {
  const c: Cond[] = [];
  const start = startOf(f);
  if (start) c.push(s`w.created_at >= ${start}`);
  if (f.endTime) {
    const d = parseClientDate(f.endTime);
    if (!d) throw new Refusal('结束时间格式错误');
    // A bare date means the whole day.
    c.push(/^\d{4}-\d{2}-\d{2}$/.test(f.endTime.trim()) ? s`w.created_at < ${new Date(d.getTime() + 86_400_000)}` : s`w.created_at <= ${d}`);
  }
  if (f.phone) c.push(s`w.phone = ${f.phone}`);
  if (f.workflowId) c.push(...holdsPairsOf(f.workflowId), s`w.workflow_id like ${likePattern(f.workflowId)}`);
  if (f.status !== undefined) c.push(s`w.status = ${f.status}`);
  if (f.eventTypeId !== undefined) c.push(s`w.event_type_id in (select id from event_type where id = ${f.eventTypeId} or pid = ${f.eventTypeId})`);
  if (f.appealType) c.push(s`w.appeal_type = ${f.appealType}`);
  if (f.keyword) {
    const k = likePattern(f.keyword);
    c.push(...holdsPairsOf(f.keyword), s`(w.content ilike ${k} or w.address ilike ${k} or w.citizen_name ilike ${k} or w.workflow_id ilike ${k})`);
  }
  if (f.overdue) c.push(overdueSql);
  if (f.followed) c.push(s`exists (select 1 from workflow_follow ff where ff.workflow_id = w.workflow_id and ff.user_id = ${user.id})`);
  return c;
}

/**
 * The 承办单位 filter as disjoint parts whose union it is (the order's main unit, else its sub unit), or null without one:
 * a count sums the parts, each from its department's index (an OR of both reads every order of the unit).
 */
export function deptFilterParts(f: ListFilters): Cond[] | null {
  if (f.deptId === undefined) return null;
  return [s`w.main_dept_id = ${f.deptId}`, s`(w.sub_dept_id = ${f.deptId} and w.main_dept_id is distinct from ${f.deptId})`];
}

export function fromClause(source: Source): Cond {
  if (source === 'order') return s`workflow w`;
  if (source === 'supervise') return s`workflow_supervise sv join workflow w on w.workflow_id = sv.workflow_id`;
  if (source === 'assist') return s`workflow_assist asst join workflow w on w.workflow_id = asst.workflow_id`;
  return s`workflow_apply a join workflow w on w.workflow_id = a.workflow_id and a.kind = ${source.apply}`;
}

/** The columns a user may sort by besides the list's own order (newest first); each names its SQL order. */
const SORTS: Record<string, (dir: Cond) => Cond> = {
  deadline: (dir) => s`w.deadline ${dir}, w.workflow_id ${dir}`,
  updateTime: (dir) => s`w.updated_at ${dir}, w.workflow_id ${dir}`,
  urgency: (dir) => s`w.urgency ${dir}, w.created_at desc, w.workflow_id desc`,
};

/** The list in its own order: by creation, newest first. */
const newestFirst = (f: ListFilters): boolean => !Object.hasOwn(SORTS, f.sortField ?? '') && f.sortOrder !== 'asc';

export function orderBy(f: ListFilters, source: Source): Cond {
  const dir = f.sortOrder === 'asc' ? s`asc` : s`desc`;
  const sort = f.sortField && Object.hasOwn(SORTS, f.sortField) ? SORTS[f.sortField]! : null;
  if (sort) return sort(dir);
  if (source === 'supervise') return s`sv.created_at ${dir}, sv.id ${dir}`;
  if (source === 'assist') return s`asst.created_at ${dir}, asst.id ${dir}`;
  if (source !== 'order') return s`a.created_at ${dir}, a.id ${dir}`;
  return s`w.created_at ${dir}, w.workflow_id ${dir}`;
}

export const extraColumns = (source: Source): Cond => {
  if (source === 'supervise') return s`, sv.id as supervise_id, sv.content as supervise_content, sv.state as supervise_state, sv.reply_content as supervise_reply`;
  if (source === 'order') return s``;
  if (source === 'assist') {
    return s`, asst.id as assist_id, asst.dept_id as assist_dept_id, asst.deadline as assist_deadline, asst.state as assist_state,
      asst.replied_at as assist_replied_at, asst.released_at as assist_released_at`;
  }
  return s`, a.id as apply_id, a.kind as apply_kind, a.state as apply_state, a.days as apply_days, a.reason as apply_reason,
    a.applicant_name, a.approve_opinion`;
};

/** How many rows match, counting at most `cap` + 1 of them (so a count past the cap costs what the cap does). */
export const cappedCount = (from: Cond, where: Cond, cap: number) =>
  s<{ n: number }>`select count(*)::int as n from (select 1 from ${from} where ${where} limit ${cap + 1}) x`;

/** A visibility that lets a user see every order: a count of side requests then needs only the orders that are not deleted. */
export const EVERY_ORDER: Cond = s`true`;

/**
 * The capped count of a side request / supervision tab, walked from its own index: its order is looked up one request at a
 * time (OFFSET 0 keeps the planner from hashing every live order, 1.2 s at 1,000,000 orders), or, when only a deleted
 * order would hide a row, checked against the few deleted orders (migration 028's workflow_deleted).
 */
export function sideCount(source: Exclude<Source, 'order'>, sideWhere: Cond, orderConds: Cond[], cap: number): RawBuilder<{ n: number }> {
  const [table, order] = source === 'supervise'
    ? [s`workflow_supervise sv`, s`sv.workflow_id`]
    : source === 'assist' ? [s`workflow_assist asst`, s`asst.workflow_id`] : [s`workflow_apply a`, s`a.workflow_id`];
  const kind = typeof source === 'string' ? s`true` : s`a.kind = ${source.apply}`;
  const orderHolds = orderConds.every((c) => c === EVERY_ORDER)
    ? s`not exists (select 1 from workflow d where d.workflow_id = ${order} and d.deleted <> 0)`
    : s`exists (select 1 from workflow w where w.workflow_id = ${order} and w.deleted = 0 and ${s.join(orderConds, s` and `)} offset 0)`;
  return s<{ n: number }>`select count(*)::int as n from (select 1 from ${table} where ${kind} and ${sideWhere} and ${orderHolds} limit ${cap + 1}) x`;
}
