// The queue groups and tabs of the spec (§4 "Work-order queues", §6 role visibility) and their list queries.
import { sql, type RawBuilder } from 'kysely';
import type { QueueGroup } from '../../../../src/shared/api/workorder.types.ts';
import { cappedTotal, pageAnswer, refusePastCap, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { ReadCache } from '../cache.ts';
import { dataScopeOf, type DataScope } from '../data-scope.ts';
import { formatDateTime } from '../../lib/time.ts';
import { CENTRE_ROLES, isCentre, isOverdue, lockIsFresh, maskPhone, Role, statusNames, AT_DEPARTMENT } from './model.ts';
import type { Actor, Db } from './run-transition.ts';
import { orderLabels, type OrderLabels } from './order-labels.ts';
import { assistOverdue, assistStateName } from './assist-model.ts';
import { ANY_ORDER_PREFIX, listPartition } from './list-cache.ts';
import { cappedCount, deptFilterParts, EVERY_ORDER, extraColumns, filterConds, fromClause, keywordWindows, LIST_TOTAL_CAP, orderBy, sideCount, TOO_DEEP, type ListFilters, type Source } from './list-sql.ts';

export { overdueSql } from './list-sql.ts';

type Cond = RawBuilder<unknown>;

interface TabDef {
  name: string;
  queryType: number | string;
  /** Roles that see the tab; empty = everyone. */
  roleIds: number[];
  source: Source;
  where: (u: Actor) => Cond;
  /** Every status its rows can have (implied by `where`): a write elsewhere leaves its cached pages (list-cache.ts). */
  statuses?: readonly number[];
  /** `where` names the department user's own unit as main or sub, so their visibility adds nothing (and its OR defeats the index). */
  ownUnit?: true;
}

const { level1: L1, level2: L2, approver: AP, supervisor: SV, manager: CM, dispatcher: DISPATCHER } = Role;
const s = sql;

// Department scope: a level-1 user sees what its department leads, a level-2 user what was sent down to it.
const mainIsMine = (u: Actor) => (u.deptId === null ? s`false` : s`w.main_dept_id = ${u.deptId}`);
const subIsMine = (u: Actor) => (u.deptId === null ? s`false` : s`w.sub_dept_id = ${u.deptId}`);
const l2Scope = (u: Actor) => (u.roleIds.includes(L1) ? mainIsMine(u) : subIsMine(u));
/** A department user's own assists; the centre's lists hold every department's. */
const assistIsMine = (u: Actor) => (boundDepartment(u) === null ? s`true` : s`asst.dept_id = ${u.deptId}`);
const atDept = s`w.status in (${s.join(AT_DEPARTMENT)})`;
const pendingApplyBy = (kind: string, level: number) =>
  s`exists (select 1 from workflow_apply pa where pa.workflow_id = w.workflow_id and pa.kind = ${kind} and pa.state = 1 and pa.applicant_level = ${level})`;

const applyTabs = (kind: string, roleIds: number[]): TabDef[] => [
  { name: '待回复', queryType: 1, roleIds, source: { apply: kind }, where: () => s`a.state = 1` },
  { name: '已同意', queryType: 2, roleIds, source: { apply: kind }, where: () => s`a.state = 2` },
  { name: '已拒绝', queryType: 3, roleIds, source: { apply: kind }, where: () => s`a.state = 3` },
];

export const queueGroups: Record<string, TabDef[]> = {
  unaccept: [
    { name: '待受理', queryType: 0, roleIds: [], source: 'order', where: () => s`w.status = 1`, statuses: [1] },
    { name: '已受理', queryType: 1, roleIds: [], source: 'order', where: () => s`w.accepted_at is not null` },
  ],
  unassign: [
    { name: '待派遣', queryType: 0, roleIds: [], source: 'order', where: () => s`w.status = 2`, statuses: [2] },
    { name: '已派遣', queryType: 1, roleIds: [], source: 'order', where: () => s`w.dispatched_at is not null` },
  ],
  untodo: [
    { name: '一级待办', queryType: 0, roleIds: [L1], ownUnit: true, source: 'order', where: (u) => s`w.status = 3 and ${mainIsMine(u)}`, statuses: [3] },
    { name: '一级已办', queryType: 1, roleIds: [L1], ownUnit: true, source: 'order', where: (u) => s`w.l1_replied_at is not null and ${mainIsMine(u)}` },
    { name: '二级待办', queryType: 2, roleIds: [L1, L2], ownUnit: true, source: 'order', where: (u) => s`w.status = 4 and ${l2Scope(u)}`, statuses: [4] },
    { name: '二级已办', queryType: 3, roleIds: [L1, L2], ownUnit: true, source: 'order', where: (u) => s`w.l2_replied_at is not null and ${l2Scope(u)}` },
  ],
  todo2: [
    { name: '全部待办', queryType: 0, roleIds: [L1, L2], ownUnit: true, source: 'order',
      where: (u) => (u.roleIds.includes(L1) ? s`${atDept} and ${mainIsMine(u)}` : s`w.status = 4 and ${subIsMine(u)}`), statuses: AT_DEPARTMENT },
    { name: '下派待办', queryType: 1, roleIds: [L1, L2], ownUnit: true, source: 'order', where: (u) => s`w.status = 4 and ${l2Scope(u)}`, statuses: [4] },
    { name: '二级延期申请待办', queryType: 2, roleIds: [L1], ownUnit: true, source: 'order', where: (u) => s`w.status = 4 and ${mainIsMine(u)} and ${pendingApplyBy('delay', 2)}`, statuses: [4] },
    { name: '二级退回申请待办', queryType: 3, roleIds: [L1], ownUnit: true, source: 'order', where: (u) => s`w.status = 4 and ${mainIsMine(u)} and ${pendingApplyBy('return', 2)}`, statuses: [4] },
    { name: '审核不通过待办', queryType: 4, roleIds: [L1], ownUnit: true, source: 'order', where: (u) => s`${atDept} and w.rework = 1 and ${mainIsMine(u)}`, statuses: AT_DEPARTMENT },
    { name: '回访不满意待办', queryType: 5, roleIds: [L1], ownUnit: true, source: 'order', where: (u) => s`${atDept} and w.rework = 2 and ${mainIsMine(u)}`, statuses: AT_DEPARTMENT },
  ],
  uncheckList: [
    { name: '待核查', queryType: 0, roleIds: [], source: 'order', where: () => s`w.status = 5`, statuses: [5] },
    { name: '核查通过', queryType: 1, roleIds: [], source: 'order', where: () => s`w.check_passed = 1` },
    { name: '核查不通过', queryType: 2, roleIds: [], source: 'order', where: () => s`w.check_passed = 0` },
  ],
  uncallback: [
    { name: '待回访（合理诉求）', queryType: 6, roleIds: [], source: 'order', where: () => s`w.status = 6 and coalesce(w.claim_reasonable, 1) = 1`, statuses: [6] },
    { name: '待回访（不合理诉求）', queryType: 7, roleIds: [], source: 'order', where: () => s`w.status = 6 and w.claim_reasonable = 0`, statuses: [6] },
    { name: '已回访', queryType: 999, roleIds: [], source: 'order', where: () => s`w.callback_at is not null` },
  ],
  unAssessmentList: [
    { name: '待考核', queryType: 0, roleIds: [], source: 'order', where: () => s`w.status = 7`, statuses: [7] },
    { name: '已考核', queryType: 1, roleIds: [], source: 'order', where: () => s`w.assessed_at is not null` },
  ],
  delayApply: applyTabs('delay', [SV, CM]),
  applyDelay: applyTabs('delay', [L1, L2, AP]),
  hangApply: applyTabs('hang', [L1, L2, AP, SV, CM]),
  returnApply: applyTabs('return', [SV, CM]),
  applyReturn: applyTabs('return', [L1, L2, AP]),
  // 协办工单: a department's own assists by state; the centre sees every department's.
  assist: [
    { name: '协办待回复', queryType: 1, roleIds: [L1, DISPATCHER, SV, CM], ownUnit: true, source: 'assist', where: (u) => s`asst.state = 1 and ${assistIsMine(u)}` },
    { name: '协办已回复', queryType: 2, roleIds: [L1, DISPATCHER, SV, CM], ownUnit: true, source: 'assist', where: (u) => s`asst.state = 2 and ${assistIsMine(u)}` },
    { name: '协办已解除', queryType: 3, roleIds: [L1, DISPATCHER, SV, CM], ownUnit: true, source: 'assist', where: (u) => s`asst.state in (3, 4) and ${assistIsMine(u)}` },
  ],
  supervise: [
    { name: '待督办', queryType: 'supervision1', roleIds: [SV, CM], source: 'order',
      where: () => s`${atDept} and w.deadline < now() + interval '1 day'
        and not exists (select 1 from workflow_supervise os where os.workflow_id = w.workflow_id and os.state = 1)`, statuses: AT_DEPARTMENT },
    { name: '督办待回复', queryType: 'supervision2', roleIds: [L1, SV, CM], source: 'supervise', where: () => s`sv.state = 1` },
    { name: '督办已回复', queryType: 'supervision3', roleIds: [L1, SV, CM], source: 'supervise', where: () => s`sv.state = 2` },
  ],
};

export const groupNames = Object.keys(queueGroups) as QueueGroup[];

export function tabVisible(tab: TabDef, user: Actor): boolean {
  return tab.roleIds.length === 0 || user.roleIds.includes(Role.admin) || tab.roleIds.some((r) => user.roleIds.includes(r));
}

/**
 * An order is within a data scope when one of its handling departments (main, sub or co-handling) or the department
 * of the user who registered it is a scope department, or the user registered it or took a step on it.
 */
function withinScope(scope: DataScope): Cond {
  if (scope.all) return s`true`;
  const own = s`(w.creator_id = ${scope.selfId} or exists (select 1 from workflow_step st where st.workflow_id = w.workflow_id and st.user_id = ${scope.selfId}))`;
  if (scope.deptIds.length === 0) return own;
  const depts = s.join(scope.deptIds);
  return s`(w.main_dept_id in (${depts}) or w.sub_dept_id in (${depts}) or w.co_dept_ids && array[${depts}]::int[]
    or exists (select 1 from sys_user cu where cu.id = w.creator_id and cu.dept_id in (${depts})) or ${own})`;
}

/** What a user sees: the engine's own visibility narrowed by the user's data scope (a scope never widens it). */
export async function visibilityOf(db: Db, u: Actor, tab: TabDef | null = null): Promise<Cond> {
  return anyOf((await tabVisibility(db, u))(tab));
}

/**
 * What a user sees of each tab (or of every order, for null), as disjoint parts whose union it is: visibilityOf, minus
 * what a tab's own condition implies. A count sums its parts, each from its own index (an OR of them reads every row).
 */
export async function tabVisibility(db: Db, u: Actor): Promise<(tab: TabDef | null) => Cond[]> {
  const scope = await dataScopeOf(db, { id: u.id, deptId: u.deptId, roleIds: [...u.roleIds] });
  const bound = boundDepartment(u);
  const departmentUser = bound !== null && (u.roleIds.includes(L1) || u.roleIds.includes(L2));
  const plain = (tab: TabDef | null) => (tab?.ownUnit && departmentUser ? [s`true`] : visibleParts(u));
  // A department user sees only orders at their department: a scope holding that department adds nothing (and costs a lot).
  if (scope.all || (bound !== null && scope.deptIds.includes(bound))) return plain;
  const within = withinScope(scope);
  return (tab) => plain(tab).map((part) => s`(${part} and ${within})`);
}

/** Which orders a user may see at all: the centre and approvers everything, departments their own and what they co-handle. */
function visibleParts(u: Actor): Cond[] {
  if (seesEverything(u)) return [EVERY_ORDER];
  if (u.deptId === null || !(u.roleIds.includes(L1) || u.roleIds.includes(L2))) return [s`false`];
  const own = u.roleIds.includes(L1) ? s`w.main_dept_id` : s`w.sub_dept_id`;
  // @> rather than = any(): the GIN index of co_dept_ids answers it; <> '{}' lets migration 028's co-handled index answer it.
  return [s`${own} = ${u.deptId}`, s`(w.co_dept_ids <> '{}' and w.co_dept_ids @> array[${u.deptId}]::int[] and ${own} is distinct from ${u.deptId})`];
}

/** One condition of disjoint parts. */
const anyOf = (parts: Cond[]): Cond => (parts.length === 1 ? parts[0]! : s`(${s.join(parts, s` or `)})`);

const seesEverything = (u: Actor) => u.roleIds.some((r) => CENTRE_ROLES.includes(r) || r === AP);

/** The department a user's lists are bound to (visibility above), or null when they may hold any order. */
const boundDepartment = (u: Actor): number | null => (seesEverything(u) ? null : u.deptId);

/** Every tab's statuses, for a write to find the partitions it touches (list-cache.ts). */
export const tabStatusSets: ReadonlyArray<readonly number[]> = Object.values(queueGroups).flatMap((tabs) => tabs.flatMap((t) => (t.statuses ? [t.statuses] : [])));

export function findTab(group: string, queryType: number | string | undefined, user: Actor): TabDef {
  const tabs = queueGroups[group];
  if (!tabs) throw new Refusal('工单队列不存在');
  const visible = tabs.filter((t) => tabVisible(t, user));
  if (!visible.length) throw new Refusal('暂无权限');
  if (queryType === undefined || queryType === '') return visible[0]!;
  const tab = tabs.find((t) => String(t.queryType) === String(queryType));
  if (!tab) throw new Refusal(`queryType ${queryType} 不是该队列的页签`);
  if (!tabVisible(tab, user)) throw new Refusal('暂无权限');
  return tab;
}

interface RawListRow {
  workflow_id: string; processid: string; citizen_name: string; phone: string; appeal_type: string; event_type_name: string | null;
  region_name: string | null; address: string | null; content: string; urgency: string; status: number; main_dept_id: number | null;
  main_dept_name?: string | null; sub_dept_id: number | null; sub_dept_name?: string | null; time_limit: number; deadline: Date;
  hang_started_at: Date | null; rework: number; rework_count: number; is_accepted: number; menu_type: number; exception_type: number;
  version: number; created_at: Date; updated_at: Date; lock_user_id: number | null; lock_user_name: string | null; locked_at: Date | null;
  is_secret: number;
  apply_id?: number; apply_kind?: string; apply_state?: number; apply_days?: number | null; apply_reason?: string; applicant_name?: string;
  approve_opinion?: string | null; supervise_id?: number;
  assist_id?: number; assist_dept_id?: number; assist_dept_name?: string; assist_deadline?: Date; assist_state?: number;
  assist_replied_at?: Date | null; assist_released_at?: Date | null; supervise_content?: string; supervise_state?: number; supervise_reply?: string | null;
}

export function toListItem(r: RawListRow, user: Actor, followed: boolean, labels: OrderLabels) {
  const now = Date.now();
  // Worked out when the row is served, so a cached page never shows a stale lock or yesterday's overdue flag.
  const lockFresh = lockIsFresh(r, now);
  return {
    workflowId: r.workflow_id, processid: r.processid, citizenName: r.citizen_name,
    phone: isCentre(user.roleIds) ? r.phone : maskPhone(r.phone),
    appealType: r.appeal_type, appealTypeName: labels.label('appealType', r.appeal_type), eventTypeName: r.event_type_name, regionName: r.region_name,
    address: r.address, content: r.content, urgency: r.urgency, status: r.status, statusName: statusNames[r.status] ?? '',
    mainDeptId: r.main_dept_id, mainDeptName: r.main_dept_name ?? null, subDeptId: r.sub_dept_id, subDeptName: r.sub_dept_name ?? null,
    timeLimit: r.time_limit, deadline: formatDateTime(r.deadline)!, overdue: isOverdue(r, now), hung: r.hang_started_at !== null, rework: r.rework, reworkCount: r.rework_count,
    isAccepted: r.is_accepted, menuType: r.menu_type, exceptionType: r.exception_type, version: r.version,
    createTime: formatDateTime(r.created_at)!, updateTime: formatDateTime(r.updated_at)!,
    lockUserName: lockFresh ? r.lock_user_name : null, lockTime: lockFresh ? formatDateTime(r.locked_at) : null,
    followed,
    ...(r.apply_id !== undefined ? {
      applyId: r.apply_id, applyKind: r.apply_kind as 'delay' | 'hang' | 'return', applyState: r.apply_state, applyDays: r.apply_days ?? null,
      applyReason: r.apply_reason, applicantName: r.applicant_name, approveOpinion: r.approve_opinion ?? null,
    } : {}),
    ...(r.supervise_id !== undefined ? {
      superviseId: r.supervise_id, superviseContent: r.supervise_content, superviseState: r.supervise_state, superviseReply: r.supervise_reply ?? null,
    } : {}),
    ...(r.assist_id !== undefined ? assistColumns(r, now) : {}),
  };
}
export type ListItem = ReturnType<typeof toListItem>;

/** 协办工单's row: the assist's department, deadline, state and overdue mark (the assist's own clock, not the order's). */
function assistColumns(r: RawListRow, now: number) {
  const a = { state: r.assist_state!, deadline: r.assist_deadline!, replied_at: r.assist_replied_at ?? null, released_at: r.assist_released_at ?? null };
  return {
    assistId: r.assist_id!, assistDeptName: r.assist_dept_name ?? '', assistDeadline: formatDateTime(a.deadline)!,
    assistStateName: assistStateName(a, now), assistOverdue: assistOverdue(a, now),
  };
}

// Counts and pages are cached until a write that can change them on any server (routes/workorders.ts publishes the drop
// of the partitions it touched, list-cache.ts) or READ_CACHE_MS, whichever comes first.

function cached<T, R>(db: Db, query: RawBuilder<T>, cache: ReadCache | undefined, partition: string, read: (rows: T[]) => R): Promise<R> {
  const run = async () => read((await query.execute(db)).rows);
  if (!cache) return run();
  const compiled = query.compile(db);
  return cache.get(`${partition}${compiled.sql}:${JSON.stringify(compiled.parameters)}`, run);
}

/** A query's rows through the list cache, in the partition any order write drops. */
export const cachedList = <T>(db: Db, query: RawBuilder<T>, cache?: ReadCache) => cached(db, query, cache, ANY_ORDER_PREFIX, (rows) => rows);

/** Department names by id, read once per cache lifetime instead of joined into every list row. */
export async function departmentNames(db: Db, cache?: ReadCache): Promise<Map<number, string>> {
  const load = async () => new Map((await db.selectFrom('sys_dept').select(['id', 'name']).execute()).map((d) => [d.id, d.name]));
  return cache ? cache.get('workflow-dept-names', load) : load();
}

/** The orders a user follows, read once per cache lifetime (follow and unfollow are work-order writes). */
async function followedBy(db: Db, userId: number, cache?: ReadCache): Promise<Set<string>> {
  const load = async () => new Set((await db.selectFrom('workflow_follow').select('workflow_id').where('user_id', '=', userId).execute()).map((f) => f.workflow_id));
  return cache ? cache.get(`${ANY_ORDER_PREFIX}follows:${userId}`, load) : load();
}

/** The order columns a list row shows. */
const LIST_COLUMNS = s`w.workflow_id, w.processid, w.citizen_name, w.phone, w.appeal_type, w.event_type_name, w.region_name, w.address,
  w.content, w.urgency, w.status, w.main_dept_id, w.sub_dept_id, w.time_limit,
  w.deadline, w.hang_started_at, w.rework, w.rework_count, w.is_accepted, w.menu_type, w.exception_type, w.version,
  w.created_at, w.updated_at, w.lock_user_id, w.lock_user_name, w.locked_at, w.is_secret`;

/** The SQL of a list page and of its capped count, and the cache partition they belong to. */
export async function listQueries(db: Db, user: Actor, tab: TabDef | null, f: ListFilters, page: Paging) {
  const source = tab?.source ?? 'order';
  const visible = (await tabVisibility(db, user))(tab);
  const filters = filterConds(f, user);
  const dept = deptFilterParts(f);
  const statuses = tab?.statuses ?? (f.status === undefined ? undefined : [f.status]);
  const tabWhere = tab ? [tab.where(user)] : [];
  const where = s.join([s`w.deleted = 0`, anyOf(visible), ...tabWhere, ...filters, ...(dept ? [anyOf(dept)] : [])], s` and `);
  // The count reads disjoint parts apart where department indexes lead (the 承办单位 filter, a keyword or number, whose
  // index holds the departments, or no filter at all); another filter's own index leads otherwise, and one pass over its
  // rows serves every part.
  const split = dept ? visible.flatMap((v) => dept.map((d) => s`(${v} and ${d})`)) : visible;
  const parts = dept || !filters.length || textSearch(f) ? split : [anyOf(visible)];
  const byParts = source === 'order' && split.length > 1 && !ownIndexLeads(f);
  const partWhere = (extra: Cond[]) => split.map((part) => s.join([s`w.deleted = 0`, part, ...tabWhere, ...filters, ...extra], s` and `));
  const end = page.offset + page.size;
  return {
    partition: listPartition(boundDepartment(user), statuses),
    // Up to the page's end from the newest days only; the first that holds it answers, else `rows` does.
    newest: (source === 'order' ? keywordWindows(f) : []).map(({ days, since }) => ({
      days,
      rows: byParts
        ? mergedRows(partWhere([since]), f, { current: 1, offset: 0, size: end })
        : s<RawListRow>`select ${LIST_COLUMNS} from workflow w where ${where} and ${since} order by ${orderBy(f, source)} limit ${end}`,
    })),
    rows: byParts
      ? mergedRows(partWhere([]), f, page)
      : s<RawListRow>`select ${LIST_COLUMNS} ${extraColumns(source)}
      from ${fromClause(source)}
      where ${where}
      order by ${orderBy(f, source)}
      limit ${page.size} offset ${page.offset}`,
    count: countQuery(source, tabWhere, parts, filters, LIST_TOTAL_CAP),
  };
}

/** A search by keyword or number: migration 030's index holds its pairs with the departments and the day. */
const textSearch = (f: ListFilters) => Boolean(f.keyword || f.workflowId);

/** A filter with an index of its own (caller, followed) leads every plan: its rows are read once, not per part. */
const ownIndexLeads = (f: ListFilters) => Boolean(f.phone || f.followed);

/**
 * A page of orders that are the union of disjoint parts: each part's first rows up to the page's end in list order, read
 * from its own index, then merged. The OR of a department's own and co-handled orders (and of the 承办单位 filter's main
 * and sub unit) read every order of the department: 50–100 ms at 100,000 orders, 490 ms at 1,000,000.
 */
function mergedRows(parts: Cond[], f: ListFilters, page: Paging): RawBuilder<RawListRow> {
  const order = orderBy(f, 'order');
  const end = page.offset + page.size;
  const each = parts.map((where) => s`(select ${LIST_COLUMNS} from workflow w where ${where} order by ${order} limit ${end})`);
  return s<RawListRow>`select * from (${s.join(each, s` union all `)}) w order by ${order} limit ${page.size} offset ${page.offset}`;
}

/** The capped count of a tab (its source and condition; 工单查询 has none) under the list's filters: `parts` are disjoint. */
function countQuery(source: Source, tabWhere: Cond[], parts: Cond[], filters: Cond[], cap: number): RawBuilder<{ n: number }> {
  if (source !== 'order') return sideCount(source, s.join(tabWhere, s` and `), [anyOf(parts), ...filters], cap);
  const partCount = (part: Cond) => cappedCount(fromClause('order'), s.join([s`w.deleted = 0`, part, ...tabWhere, ...filters], s` and `), cap);
  const [first, ...rest] = parts;
  if (!rest.length) return partCount(first!);
  // Past the cap on the first part the count is known: the others are counted only when they can matter.
  return s<{ n: number }>`with first as (${partCount(first!)})
    select case when first.n > ${cap} then first.n else first.n + ${s.join(rest.map((part) => s`(${partCount(part)})`), s` + `)} end as n from first`;
}

/** One page of a tab (or of every visible order when tab is null), with the total counted up to LIST_TOTAL_CAP (`more` past it). */
export async function listOrders(db: Db, user: Actor, tab: TabDef | null, f: ListFilters, page: Paging, cache?: ReadCache) {
  refusePastCap(page, LIST_TOTAL_CAP, TOO_DEEP);
  const q = await listQueries(db, user, tab, f, page);
  const end = page.offset + page.size;
  const pageRows = async () => {
    let tried: { days: number; found: number } | undefined;
    for (const window of q.newest) {
      // The matches a narrower window found, spread over this one, fall short of the page: the next (or the whole) may not.
      if (tried && (tried.found * window.days) / tried.days < end) continue;
      const newest = await cached(db, window.rows, cache, q.partition, (r) => r);
      if (newest.length >= end) return newest.slice(page.offset);
      tried = { days: window.days, found: newest.length };
    }
    return cached(db, q.rows, cache, q.partition, (r) => r);
  };
  const [rows, deptNames, followed, labels] = await Promise.all([
    pageRows(),
    departmentNames(db, cache),
    followedBy(db, user.id, cache),
    orderLabels(db, cache),
  ]);
  // A short page is its own count: only a full one asks the database how many more there are.
  const counted = await cappedTotal(page, rows.length, LIST_TOTAL_CAP, () => cached(db, q.count, cache, q.partition, (r) => r[0]!.n));
  const records = rows.map((r) => toListItem({
    ...r,
    main_dept_name: r.main_dept_id === null ? null : deptNames.get(r.main_dept_id) ?? null,
    sub_dept_name: r.sub_dept_id === null ? null : deptNames.get(r.sub_dept_id) ?? null,
    ...(r.assist_dept_id !== undefined ? { assist_dept_name: deptNames.get(r.assist_dept_id) ?? '' } : {}),
  }, user, followed.has(r.workflow_id), labels));
  return { ...pageAnswer(records, counted.total, page), more: counted.more };
}

/** The caller's orders (历史工单) the user may see, without the one open now. */
export async function callerHistory(db: Db, user: Actor, phone: string, excludeWorkflowId: string | undefined, page: Paging, cache?: ReadCache) {
  const found = await listOrders(db, user, null, { phone }, page, cache);
  if (!excludeWorkflowId) return found;
  const kept = found.records.filter((r) => r.workflowId !== excludeWorkflowId);
  return { ...found, records: kept, total: found.total - (found.records.length - kept.length) };
}

/** A tab's badge counts up to this many orders; past it the answer says `more` and the tab shows "999+". */
export const TAB_COUNT_CAP = 999;

/** The SQL of a tab's capped count (for its badge), and its cache partition. */
export function tabCountQuery(user: Actor, tab: TabDef, visible: (tab: TabDef) => Cond[]) {
  return { partition: listPartition(boundDepartment(user), tab.statuses), count: countQuery(tab.source, [tab.where(user)], visible(tab), [], TAB_COUNT_CAP) };
}

/** The tab entries of one group or of every group the user sees, with live counts. */
export async function tabEntries(db: Db, user: Actor, belong?: QueueGroup, cache?: ReadCache) {
  const groups = belong ? [belong] : groupNames;
  const out = [];
  const visible = await tabVisibility(db, user);
  for (const [gi, group] of groups.entries()) {
    const tabs = queueGroups[group];
    if (!tabs) throw new Refusal('工单队列不存在');
    for (const [ti, tab] of tabs.entries()) {
      if (!tabVisible(tab, user)) continue;
      const q = tabCountQuery(user, tab, visible);
      const n = await cached(db, q.count, cache, q.partition, (r) => r[0]!.n);
      out.push({
        belong: group, name: tab.name, count: Math.min(n, TAB_COUNT_CAP), more: n > TAB_COUNT_CAP, type: group, roleIds: tab.roleIds,
        params: { queryType: tab.queryType, oneIndex: belong ? groupNames.indexOf(group) : gi, twoIndex: ti },
      });
    }
  }
  return out;
}
