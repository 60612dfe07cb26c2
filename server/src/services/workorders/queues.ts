// The queue groups and tabs of the spec (§4 "Work-order queues", §6 role visibility) and their list queries.
import { sql, type RawBuilder } from 'kysely';
import type { QueueGroup, WorkflowListRequest } from '../../../../src/shared/api/workorder.types.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { ReadCache } from '../cache.ts';
import { dataScopeOf, type DataScope } from '../data-scope.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime, parseClientDate } from '../../lib/time.ts';
import { CENTRE_ROLES, CLOCK_RUNNING, isCentre, isOverdue, lockIsFresh, maskPhone, Role, statusNames } from './model.ts';
import type { Actor, Db } from './run-transition.ts';
import { orderLabels, type OrderLabels } from './order-labels.ts';

type Cond = RawBuilder<unknown>;
/** Rows come from the order alone, or from a side request / supervision joined to its order. */
type Source = 'order' | { apply: string } | 'supervise';

interface TabDef {
  name: string;
  queryType: number | string;
  /** Roles that see the tab; empty = everyone. */
  roleIds: number[];
  source: Source;
  where: (u: Actor) => Cond;
}

const { level1: L1, level2: L2, approver: AP, supervisor: SV, manager: CM } = Role;
const s = sql;

// Department scope: a level-1 user sees what its department leads, a level-2 user what was sent down to it.
const mainIsMine = (u: Actor) => (u.deptId === null ? s`false` : s`w.main_dept_id = ${u.deptId}`);
const subIsMine = (u: Actor) => (u.deptId === null ? s`false` : s`w.sub_dept_id = ${u.deptId}`);
const l2Scope = (u: Actor) => (u.roleIds.includes(L1) ? mainIsMine(u) : subIsMine(u));
const atDept = s`w.status in (3, 4)`;
const pendingApplyBy = (kind: string, level: number) =>
  s`exists (select 1 from workflow_apply pa where pa.workflow_id = w.workflow_id and pa.kind = ${kind} and pa.state = 1 and pa.applicant_level = ${level})`;

const applyTabs = (kind: string, roleIds: number[]): TabDef[] => [
  { name: '待回复', queryType: 1, roleIds, source: { apply: kind }, where: () => s`a.state = 1` },
  { name: '已同意', queryType: 2, roleIds, source: { apply: kind }, where: () => s`a.state = 2` },
  { name: '已拒绝', queryType: 3, roleIds, source: { apply: kind }, where: () => s`a.state = 3` },
];

export const queueGroups: Record<string, TabDef[]> = {
  unaccept: [
    { name: '待受理', queryType: 0, roleIds: [], source: 'order', where: () => s`w.status = 1` },
    { name: '已受理', queryType: 1, roleIds: [], source: 'order', where: () => s`w.accepted_at is not null` },
  ],
  unassign: [
    { name: '待派遣', queryType: 0, roleIds: [], source: 'order', where: () => s`w.status = 2` },
    { name: '已派遣', queryType: 1, roleIds: [], source: 'order', where: () => s`w.dispatched_at is not null` },
  ],
  untodo: [
    { name: '一级待办', queryType: 0, roleIds: [L1], source: 'order', where: (u) => s`w.status = 3 and ${mainIsMine(u)}` },
    { name: '一级已办', queryType: 1, roleIds: [L1], source: 'order', where: (u) => s`w.l1_replied_at is not null and ${mainIsMine(u)}` },
    { name: '二级待办', queryType: 2, roleIds: [L1, L2], source: 'order', where: (u) => s`w.status = 4 and ${l2Scope(u)}` },
    { name: '二级已办', queryType: 3, roleIds: [L1, L2], source: 'order', where: (u) => s`w.l2_replied_at is not null and ${l2Scope(u)}` },
  ],
  todo2: [
    { name: '全部待办', queryType: 0, roleIds: [L1, L2], source: 'order',
      where: (u) => (u.roleIds.includes(L1) ? s`${atDept} and ${mainIsMine(u)}` : s`w.status = 4 and ${subIsMine(u)}`) },
    { name: '下派待办', queryType: 1, roleIds: [L1, L2], source: 'order', where: (u) => s`w.status = 4 and ${l2Scope(u)}` },
    { name: '二级延期申请待办', queryType: 2, roleIds: [L1], source: 'order', where: (u) => s`w.status = 4 and ${mainIsMine(u)} and ${pendingApplyBy('delay', 2)}` },
    { name: '二级退回申请待办', queryType: 3, roleIds: [L1], source: 'order', where: (u) => s`w.status = 4 and ${mainIsMine(u)} and ${pendingApplyBy('return', 2)}` },
    { name: '审核不通过待办', queryType: 4, roleIds: [L1], source: 'order', where: (u) => s`${atDept} and w.rework = 1 and ${mainIsMine(u)}` },
    { name: '回访不满意待办', queryType: 5, roleIds: [L1], source: 'order', where: (u) => s`${atDept} and w.rework = 2 and ${mainIsMine(u)}` },
  ],
  uncheckList: [
    { name: '待核查', queryType: 0, roleIds: [], source: 'order', where: () => s`w.status = 5` },
    { name: '核查通过', queryType: 1, roleIds: [], source: 'order', where: () => s`w.check_passed = 1` },
    { name: '核查不通过', queryType: 2, roleIds: [], source: 'order', where: () => s`w.check_passed = 0` },
  ],
  uncallback: [
    { name: '待回访（合理诉求）', queryType: 6, roleIds: [], source: 'order', where: () => s`w.status = 6 and coalesce(w.claim_reasonable, 1) = 1` },
    { name: '待回访（不合理诉求）', queryType: 7, roleIds: [], source: 'order', where: () => s`w.status = 6 and w.claim_reasonable = 0` },
    { name: '已回访', queryType: 999, roleIds: [], source: 'order', where: () => s`w.callback_at is not null` },
  ],
  unAssessmentList: [
    { name: '待考核', queryType: 0, roleIds: [], source: 'order', where: () => s`w.status = 7` },
    { name: '已考核', queryType: 1, roleIds: [], source: 'order', where: () => s`w.assessed_at is not null` },
  ],
  delayApply: applyTabs('delay', [SV, CM]),
  applyDelay: applyTabs('delay', [L1, L2, AP]),
  hangApply: applyTabs('hang', [L1, L2, AP, SV, CM]),
  returnApply: applyTabs('return', [SV, CM]),
  applyReturn: applyTabs('return', [L1, L2, AP]),
  supervise: [
    { name: '待督办', queryType: 'supervision1', roleIds: [SV, CM], source: 'order',
      where: () => s`${atDept} and w.deadline < now() + interval '1 day'
        and not exists (select 1 from workflow_supervise os where os.workflow_id = w.workflow_id and os.state = 1)` },
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
export async function visibilityOf(db: Db, u: Actor): Promise<Cond> {
  const scope = await dataScopeOf(db, { id: u.id, deptId: u.deptId, roleIds: [...u.roleIds] });
  return scope.all ? visibility(u) : s`(${visibility(u)} and ${withinScope(scope)})`;
}

/** Which orders a user may see at all: the centre and approvers everything, departments their own. */
function visibility(u: Actor): Cond {
  if (u.roleIds.some((r) => CENTRE_ROLES.includes(r) || r === AP)) return s`true`;
  if (u.deptId === null) return s`false`;
  const co = s`${u.deptId} = any(w.co_dept_ids)`;
  if (u.roleIds.includes(L1)) return s`(w.main_dept_id = ${u.deptId} or ${co})`;
  if (u.roleIds.includes(L2)) return s`(w.sub_dept_id = ${u.deptId} or ${co})`;
  return s`false`;
}

/** Filters, paging aside, of a list request. */
export type ListFilters = Omit<WorkflowListRequest, 'page' | 'current' | 'size'>;

export const overdueSql = s`(w.status in (${s.join(CLOCK_RUNNING)}) and coalesce(w.hang_started_at, now()) > w.deadline)`;

function filterConds(f: ListFilters, user: Actor): Cond[] {
  const c: Cond[] = [];
  if (f.startTime) {
    const d = parseClientDate(f.startTime);
    if (!d) throw new Refusal('开始时间格式错误');
    c.push(s`w.created_at >= ${d}`);
  }
  if (f.endTime) {
    const d = parseClientDate(f.endTime);
    if (!d) throw new Refusal('结束时间格式错误');
    // A bare date means the whole day.
    c.push(/^\d{4}-\d{2}-\d{2}$/.test(f.endTime.trim()) ? s`w.created_at < ${new Date(d.getTime() + 86_400_000)}` : s`w.created_at <= ${d}`);
  }
  if (f.phone) c.push(s`w.phone = ${f.phone}`);
  if (f.workflowId) c.push(s`w.workflow_id like ${likePattern(f.workflowId)}`);
  if (f.status !== undefined) c.push(s`w.status = ${f.status}`);
  if (f.deptId !== undefined) c.push(s`(w.main_dept_id = ${f.deptId} or w.sub_dept_id = ${f.deptId})`);
  if (f.eventTypeId !== undefined) c.push(s`w.event_type_id in (select id from event_type where id = ${f.eventTypeId} or pid = ${f.eventTypeId})`);
  if (f.appealType) c.push(s`w.appeal_type = ${f.appealType}`);
  if (f.keyword) {
    const k = likePattern(f.keyword);
    c.push(s`(w.content ilike ${k} or w.address ilike ${k} or w.citizen_name ilike ${k} or w.workflow_id ilike ${k})`);
  }
  if (f.overdue) c.push(overdueSql);
  if (f.followed) c.push(s`exists (select 1 from workflow_follow ff where ff.workflow_id = w.workflow_id and ff.user_id = ${user.id})`);
  return c;
}

function fromClause(source: Source): Cond {
  if (source === 'order') return s`workflow w`;
  if (source === 'supervise') return s`workflow_supervise sv join workflow w on w.workflow_id = sv.workflow_id`;
  return s`workflow_apply a join workflow w on w.workflow_id = a.workflow_id and a.kind = ${source.apply}`;
}

function orderBy(f: ListFilters, source: Source): Cond {
  const dir = f.sortOrder === 'asc' ? s`asc` : s`desc`;
  switch (f.sortField) {
    case 'deadline': return s`w.deadline ${dir}, w.workflow_id ${dir}`;
    case 'updateTime': return s`w.updated_at ${dir}, w.workflow_id ${dir}`;
    case 'urgency': return s`w.urgency ${dir}, w.created_at desc, w.workflow_id desc`;
    default:
      if (source === 'supervise') return s`sv.created_at ${dir}, sv.id ${dir}`;
      if (source !== 'order') return s`a.created_at ${dir}, a.id ${dir}`;
      return s`w.created_at ${dir}, w.workflow_id ${dir}`;
  }
}

const extraColumns = (source: Source): Cond => {
  if (source === 'supervise') return s`, sv.id as supervise_id, sv.content as supervise_content, sv.state as supervise_state, sv.reply_content as supervise_reply`;
  if (source === 'order') return s``;
  return s`, a.id as apply_id, a.kind as apply_kind, a.state as apply_state, a.days as apply_days, a.reason as apply_reason,
    a.applicant_name, a.approve_opinion`;
};

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
  hang_started_at: Date | null; rework: number; is_accepted: number; menu_type: number; exception_type: number;
  version: number; created_at: Date; updated_at: Date; lock_user_id: number | null; lock_user_name: string | null; locked_at: Date | null;
  is_secret: number;
  apply_id?: number; apply_kind?: string; apply_state?: number; apply_days?: number | null; apply_reason?: string; applicant_name?: string;
  approve_opinion?: string | null; supervise_id?: number; supervise_content?: string; supervise_state?: number; supervise_reply?: string | null;
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
    timeLimit: r.time_limit, deadline: formatDateTime(r.deadline)!, overdue: isOverdue(r, now), hung: r.hang_started_at !== null, rework: r.rework,
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
  };
}
export type ListItem = ReturnType<typeof toListItem>;

// Counts and pages are cached until the next work-order write on any server (routes/workorders.ts publishes the drop)
// or READ_CACHE_MS, whichever comes first.
export const LIST_CACHE_PREFIX = 'workflow-lists:';

function cached<T, R>(db: Db, query: RawBuilder<T>, cache: ReadCache | undefined, read: (rows: T[]) => R): Promise<R> {
  const run = async () => read((await query.execute(db)).rows);
  if (!cache) return run();
  const compiled = query.compile(db);
  return cache.get(`${LIST_CACHE_PREFIX}${compiled.sql}:${JSON.stringify(compiled.parameters)}`, run);
}

const countOf = (db: Db, query: RawBuilder<{ n: number }>, cache?: ReadCache) => cached(db, query, cache, (rows) => rows[0]!.n);
/** A query's rows through the list cache (any work-order write on any server drops them). */
export const cachedList = <T>(db: Db, query: RawBuilder<T>, cache?: ReadCache) => cached(db, query, cache, (rows) => rows);

/** Department names by id, read once per cache lifetime instead of joined into every list row. */
export async function departmentNames(db: Db, cache?: ReadCache): Promise<Map<number, string>> {
  const load = async () => new Map((await db.selectFrom('sys_dept').select(['id', 'name']).execute()).map((d) => [d.id, d.name]));
  return cache ? cache.get('workflow-dept-names', load) : load();
}

/** The orders a user follows, read once per cache lifetime (follow and unfollow are work-order writes). */
async function followedBy(db: Db, userId: number, cache?: ReadCache): Promise<Set<string>> {
  const load = async () => new Set((await db.selectFrom('workflow_follow').select('workflow_id').where('user_id', '=', userId).execute()).map((f) => f.workflow_id));
  return cache ? cache.get(`${LIST_CACHE_PREFIX}follows:${userId}`, load) : load();
}

/** One page of a tab (or of every visible order when tab is null), with the total. */
export async function listOrders(db: Db, user: Actor, tab: TabDef | null, f: ListFilters, page: Paging, cache?: ReadCache) {
  const source = tab?.source ?? 'order';
  const conds = [s`w.deleted = 0`, await visibilityOf(db, user), ...(tab ? [tab.where(user)] : []), ...filterConds(f, user)];
  const where = s.join(conds, s` and `);
  const from = fromClause(source);
  const [rows, total, deptNames, followed, labels] = await Promise.all([
    cached(db, s<RawListRow>`select w.workflow_id, w.processid, w.citizen_name, w.phone, w.appeal_type, w.event_type_name, w.region_name, w.address,
        w.content, w.urgency, w.status, w.main_dept_id, w.sub_dept_id, w.time_limit,
        w.deadline, w.hang_started_at, w.rework, w.is_accepted, w.menu_type, w.exception_type, w.version,
        w.created_at, w.updated_at, w.lock_user_id, w.lock_user_name, w.locked_at, w.is_secret
        ${extraColumns(source)}
      from ${from}
      where ${where}
      order by ${orderBy(f, source)}
      limit ${page.size} offset ${page.offset}`, cache, (r) => r),
    countOf(db, s<{ n: number }>`select count(*)::int as n from ${from} where ${where}`, cache),
    departmentNames(db, cache),
    followedBy(db, user.id, cache),
    orderLabels(db, cache),
  ]);
  const records = rows.map((r) => toListItem({
    ...r,
    main_dept_name: r.main_dept_id === null ? null : deptNames.get(r.main_dept_id) ?? null,
    sub_dept_name: r.sub_dept_id === null ? null : deptNames.get(r.sub_dept_id) ?? null,
  }, user, followed.has(r.workflow_id), labels));
  return pageAnswer(records, total, page);
}

/** The caller's orders (历史工单) the user may see, without the one open now. */
export async function callerHistory(db: Db, user: Actor, phone: string, excludeWorkflowId: string | undefined, page: Paging, cache?: ReadCache) {
  const found = await listOrders(db, user, null, { phone }, page, cache);
  if (!excludeWorkflowId) return found;
  const kept = found.records.filter((r) => r.workflowId !== excludeWorkflowId);
  return { ...found, records: kept, total: found.total - (found.records.length - kept.length) };
}

/** The tab entries of one group or of every group the user sees, with live counts. */
export async function tabEntries(db: Db, user: Actor, belong?: QueueGroup, cache?: ReadCache) {
  const groups = belong ? [belong] : groupNames;
  const out = [];
  const visible = await visibilityOf(db, user);
  for (const [gi, group] of groups.entries()) {
    const tabs = queueGroups[group];
    if (!tabs) throw new Refusal('工单队列不存在');
    for (const [ti, tab] of tabs.entries()) {
      if (!tabVisible(tab, user)) continue;
      const count = await countOf(db, s<{ n: number }>`select count(*)::int as n from ${fromClause(tab.source)}
        where w.deleted = 0 and ${visible} and ${tab.where(user)}`, cache);
      out.push({
        belong: group, name: tab.name, count, type: group, roleIds: tab.roleIds,
        params: { queryType: tab.queryType, oneIndex: belong ? groupNames.indexOf(group) : gi, twoIndex: ti },
      });
    }
  }
  return out;
}
