// 工作台's figures (words in src/shared/protocol/dashboardFigures.ts): each one a predicate over `workflow w` or
// `call_record c`, used both for its count and for the list behind it, so a figure and its list can never disagree.
import { sql, type RawBuilder } from 'kysely';
import type { AgentDashboard, CentreDashboard, DashboardCall, DashboardOrder, DashboardOrdersRequest, DepartmentDashboard } from '../../../../src/shared/api/contracts/dashboard.ts';
import { CENTRE_DEPT_ID, DASHBOARD_FIGURES, SATISFACTION_TREND_DAYS, type DashboardOrderFigure } from '../../../../src/shared/protocol/dashboardFigures.ts';
import { RoleId } from '../../../../src/shared/protocol/index.ts';
import { cstDay, cstDayStart, cstDaySql, DAY_MS, formatDateTime, startOfCstDay } from '../../lib/time.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { ReadCache } from '../cache.ts';
import { countCondition, countPredicate, satisfiedResults, statRates, zeroCounts } from '../stats/definitions.ts';
import { centreFigures } from '../traffic/figures.ts';
import { callbackResultNames, isOverdue, statusNames } from '../workorders/model.ts';
import { orderLabels } from '../workorders/order-labels.ts';
import { departmentNames, overdueSql, queueGroups, visibilityOf } from '../workorders/queues.ts';
import type { Actor, Db } from '../workorders/run-transition.ts';

type Cond = RawBuilder<unknown>;
const s = sql;

/** Which parts of the dashboard a user holds: several roles, several parts. */
export function partsOf(user: Actor) {
  const has = (...roles: number[]) => user.roleIds.some((r) => roles.includes(r));
  return {
    agent: has(RoleId.agent),
    department: user.deptId !== null && has(RoleId.level1, RoleId.level2),
    centre: has(RoleId.admin, RoleId.supervisor, RoleId.manager),
  };
}

/** Today from 00:00 (Asia/Shanghai) to now's day end; the month from the 1st. */
function today(now: Date) {
  const from = startOfCstDay(now);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}
function thisMonth(now: Date) {
  const day = cstDay(now.getTime());
  return { from: new Date(cstDayStart(`${day.slice(0, 8)}01`)), to: today(now).to };
}

const n = (v: unknown) => Number(v ?? 0);

// ---- agent ----

const answeredByMe = (user: Actor, now: Date): Cond => {
  const { from, to } = today(now);
  return s`c.agent_id = ${user.id} and c.direction = 'in' and c.answered_at is not null and c.offered_at >= ${from} and c.offered_at < ${to}`;
};

export async function agentPart(db: Db, user: Actor, now: Date): Promise<AgentDashboard> {
  const [calls, registered, miss] = await Promise.all([
    s<{ answered: number; talk: string | null }>`select count(*)::int as answered, sum(c.talk_seconds) as talk from call_record c where ${answeredByMe(user, now)}`.execute(db),
    s<{ n: number }>`select count(*)::int as n from workflow w where ${orderFigureWhere('registeredToday', user, now)}`.execute(db),
    db.selectFrom('miss_order').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 0).executeTakeFirstOrThrow(),
  ]);
  return { callsAnswered: n(calls.rows[0]?.answered), talkSeconds: n(calls.rows[0]?.talk), registeredToday: n(registered.rows[0]?.n), missToCallBack: n(miss.n) };
}

/** The calls behind 今日接听 and 今日通话时长: the legs the agent answered today, newest first. */
export async function agentCalls(db: Db, user: Actor, page: Paging, now = new Date()) {
  const where = answeredByMe(user, now);
  const [rows, total] = await Promise.all([
    s<{ call_id: string; caller: string; offered_at: Date; answered_at: Date; talk_seconds: number }>`
      select c.call_id, c.caller, c.offered_at, c.answered_at, c.talk_seconds from call_record c where ${where}
      order by c.offered_at desc, c.id desc limit ${page.size} offset ${page.offset}`.execute(db),
    s<{ n: number }>`select count(*)::int as n from call_record c where ${where}`.execute(db),
  ]);
  const records: DashboardCall[] = rows.rows.map((r) => ({
    callId: r.call_id, caller: r.caller, offeredAt: formatDateTime(r.offered_at)!, answeredAt: formatDateTime(r.answered_at)!, talkSeconds: r.talk_seconds,
  }));
  return pageAnswer(records, n(total.rows[0]?.n), page);
}

// ---- department ----

/** The department's todo: exactly the 二级待办 › 全部待办 tab (its predicate and the user's visibility). */
async function departmentTodo(db: Db, user: Actor): Promise<Cond> {
  const tab = queueGroups.todo2!.find((t) => t.queryType === 0)!;
  return s`(w.deleted = 0 and ${await visibilityOf(db, user, tab)} and ${tab.where(user)})`;
}

/** The department dimension of 绩效统计: a level-1 unit's orders by main department, a level-2 unit's by sub department. */
const ownDepartment = (user: Actor): Cond =>
  user.roleIds.includes(RoleId.level1) ? s`w.main_dept_id = ${user.deptId}` : s`w.sub_dept_id = ${user.deptId}`;

async function satisfactionOf(db: Db, cache: ReadCache, where: Cond, from: Date, to: Date) {
  const keys = ['callBackNum', 'satisfactionNum', 'basicSatisfactionNum', 'dissatisfactionNum'] as const;
  const { rows } = await s<Record<(typeof keys)[number], number>>`
    select ${s.join(keys.map((k) => s`count(*) filter (where ${countPredicate(k)})::int as ${s.ref(k)}`))}
    from workflow w where ${countCondition('callBackNum', from, to)} and ${where}`.execute(db);
  return ratesOf(rows[0], await satisfiedResults(cache, db));
}

function ratesOf(row: Partial<Record<'callBackNum' | 'satisfactionNum' | 'basicSatisfactionNum' | 'dissatisfactionNum', number>> | undefined, satisfied: string[]) {
  const counts = { ...zeroCounts(), callBackNum: n(row?.callBackNum), satisfactionNum: n(row?.satisfactionNum), basicSatisfactionNum: n(row?.basicSatisfactionNum), dissatisfactionNum: n(row?.dissatisfactionNum) };
  const byResult: Record<string, number> = { 1: counts.satisfactionNum, 2: counts.basicSatisfactionNum, 3: counts.dissatisfactionNum };
  return { callbacks: counts.callBackNum, satisfied: satisfied.reduce((sum, r) => sum + (byResult[r] ?? 0), 0), rate: statRates(counts, satisfied).satisfactionRate };
}

export async function departmentPart(db: Db, cache: ReadCache, user: Actor, now: Date): Promise<DepartmentDashboard> {
  const todo = await departmentTodo(db, user);
  const month = thisMonth(now);
  const [counts, dept, satisfaction] = await Promise.all([
    s<{ todo: number; due: number; overdue: number; returned: number }>`
      select count(*)::int as todo, count(*) filter (where ${dueToday(now)})::int as due,
        count(*) filter (where ${overdueSql})::int as overdue, count(*) filter (where ${returned})::int as returned
      from workflow w where ${todo}`.execute(db),
    db.selectFrom('sys_dept').select('name').where('id', '=', user.deptId!).executeTakeFirst(),
    satisfactionOf(db, cache, ownDepartment(user), month.from, month.to),
  ]);
  const c = counts.rows[0];
  return {
    deptId: user.deptId!, deptName: dept?.name ?? '', todo: n(c?.todo), dueToday: n(c?.due), overdue: n(c?.overdue), returned: n(c?.returned),
    callbacksMonth: satisfaction.callbacks, satisfiedMonth: satisfaction.satisfied, satisfactionRate: satisfaction.rate,
  };
}

const dueToday = (now: Date): Cond => s`(w.hang_started_at is null and w.deadline > now() and w.deadline < ${today(now).to})`;
const returned = s`(w.rework in (1, 2))`;

// ---- centre ----

export async function centrePart(db: Db, cache: ReadCache, now: Date): Promise<CentreDashboard> {
  const day = today(now);
  const trendFrom = new Date(day.from.getTime() - (SATISFACTION_TREND_DAYS - 1) * DAY_MS);
  const keys = ['callBackNum', 'satisfactionNum', 'basicSatisfactionNum', 'dissatisfactionNum'] as const;
  const [groups, traffic, overdue, trend, labels, depts, satisfied] = await Promise.all([
    s<{ appeal_type: string; channel: string; n: number }>`
      select w.appeal_type, w.channel, count(*)::int as n from workflow w where ${orderFigureWhere('ordersToday', null, now)}
      group by w.appeal_type, w.channel`.execute(db),
    centreFigures(db, { from: day.from, to: new Date(day.to.getTime() - 1) }),
    s<{ dept_id: number; n: number }>`select coalesce(w.main_dept_id, ${CENTRE_DEPT_ID}) as dept_id, count(*)::int as n from workflow w
      where ${orderFigureWhere('overdueByDept', null, now)} group by 1`.execute(db),
    s<{ day: string } & Record<(typeof keys)[number], number>>`
      select to_char(${s.raw(cstDaySql('w.callback_at'))}, 'YYYY-MM-DD') as day,
        ${s.join(keys.map((k) => s`count(*) filter (where ${countPredicate(k)})::int as ${s.ref(k)}`))}
      from workflow w where ${countCondition('callBackNum', trendFrom, day.to)} group by 1`.execute(db),
    orderLabels(db, cache),
    departmentNames(db, cache),
    satisfiedResults(cache, db),
  ]);
  const sumBy = (pick: (r: { appeal_type: string; channel: string }) => string, field: 'appealType' | 'channel') => {
    const totals = new Map<string, number>();
    for (const r of groups.rows) totals.set(pick(r), (totals.get(pick(r)) ?? 0) + r.n);
    return [...totals].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })).map(([value, count]) => ({ value, label: labels.label(field, value), count }));
  };
  const byDay = new Map(trend.rows.map((r) => [r.day, r]));
  return {
    ordersToday: groups.rows.reduce((sum, r) => sum + r.n, 0),
    byType: sumBy((r) => r.appeal_type, 'appealType'),
    byChannel: sumBy((r) => r.channel, 'channel'),
    offered: traffic.offered, answeredInTime: traffic.answeredInTime, inTimeRate: traffic.inTimeRate,
    overdueTotal: overdue.rows.reduce((sum, r) => sum + r.n, 0),
    overdueByDept: overdue.rows
      .map((r) => ({ deptId: r.dept_id, deptName: r.dept_id === CENTRE_DEPT_ID ? '热线中心' : depts.get(r.dept_id) ?? String(r.dept_id), count: r.n }))
      .sort((a, b) => b.count - a.count || a.deptId - b.deptId),
    satisfactionTrend: Array.from({ length: SATISFACTION_TREND_DAYS }, (_, i) => {
      const date = cstDay(trendFrom.getTime() + i * DAY_MS);
      return { day: date, ...ratesOf(byDay.get(date), satisfied) };
    }),
  };
}

// ---- the orders behind a figure ----

/** Which part a listed figure belongs to: a user lists only the figures of the parts they hold. */
const FIGURE_PART: Record<DashboardOrderFigure, 'agent' | 'department' | 'centre'> = {
  registeredToday: 'agent', dueToday: 'department', overdue: 'department', returned: 'department', satisfactionMonth: 'department',
  ordersToday: 'centre', overdueByDept: 'centre', satisfactionTrend: 'centre',
};

/** The predicate of the figures that need no per-user lookup (the others are built in ordersBehind). */
function orderFigureWhere(figure: 'registeredToday' | 'ordersToday' | 'overdueByDept', user: Actor | null, now: Date): Cond {
  const { from, to } = today(now);
  if (figure === 'registeredToday') return s`(w.deleted = 0 and w.creator_id = ${user!.id} and w.created_at >= ${from} and w.created_at < ${to})`;
  if (figure === 'ordersToday') return s`(w.deleted = 0 and w.created_at >= ${from} and w.created_at < ${to})`;
  return s`(w.deleted = 0 and ${overdueSql})`;
}

async function figureWhere(db: Db, user: Actor, f: DashboardOrdersRequest, now: Date): Promise<Cond> {
  switch (f.figure) {
    case 'registeredToday': return orderFigureWhere('registeredToday', user, now);
    case 'dueToday': return s`(${await departmentTodo(db, user)} and ${dueToday(now)})`;
    case 'overdue': return s`(${await departmentTodo(db, user)} and ${overdueSql})`;
    case 'returned': return s`(${await departmentTodo(db, user)} and ${returned})`;
    case 'satisfactionMonth': {
      const month = thisMonth(now);
      return s`(${countCondition('callBackNum', month.from, month.to)} and ${ownDepartment(user)})`;
    }
    case 'ordersToday': {
      const conds = [orderFigureWhere('ordersToday', null, now)];
      if (f.appealType) conds.push(s`w.appeal_type = ${f.appealType}`);
      if (f.channel) conds.push(s`w.channel = ${f.channel}`);
      return s`(${s.join(conds, s` and `)})`;
    }
    case 'overdueByDept': {
      const base = orderFigureWhere('overdueByDept', null, now);
      return f.deptId === undefined ? base : s`(${base} and coalesce(w.main_dept_id, ${CENTRE_DEPT_ID}) = ${f.deptId})`;
    }
    case 'satisfactionTrend': {
      if (!f.day) {
        const to = today(now).to;
        return countCondition('callBackNum', new Date(to.getTime() - SATISFACTION_TREND_DAYS * DAY_MS), to);
      }
      const start = cstDayStart(f.day);
      if (Number.isNaN(start)) throw new Refusal('请输入正确的日期');
      return countCondition('callBackNum', new Date(start), new Date(start + DAY_MS));
    }
  }
}

/** True when the user holds the part a figure belongs to. */
export function mayList(user: Actor, figure: DashboardOrderFigure): boolean {
  return partsOf(user)[FIGURE_PART[figure]];
}

/** One page of the orders a figure counts, newest first; their total equals the figure. */
export async function ordersBehind(db: Db, cache: ReadCache, user: Actor, f: DashboardOrdersRequest, page: Paging, now = new Date()) {
  const where = await figureWhere(db, user, f, now);
  const [rows, total, labels, depts] = await Promise.all([
    s<{
      workflow_id: string; content: string; appeal_type: string; status: number; main_dept_id: number | null; created_at: Date;
      deadline: Date; hang_started_at: Date | null; callback_result: number | null;
    }>`select w.workflow_id, w.content, w.appeal_type, w.status, w.main_dept_id, w.created_at, w.deadline, w.hang_started_at, w.callback_result
      from workflow w where ${where} order by w.created_at desc, w.workflow_id desc limit ${page.size} offset ${page.offset}`.execute(db),
    s<{ n: number }>`select count(*)::int as n from workflow w where ${where}`.execute(db),
    orderLabels(db, cache),
    departmentNames(db, cache),
  ]);
  const withCallback = f.figure === 'satisfactionMonth' || f.figure === 'satisfactionTrend';
  const records: DashboardOrder[] = rows.rows.map((r) => ({
    workflowId: r.workflow_id, content: r.content, appealTypeName: labels.label('appealType', r.appeal_type), statusName: statusNames[r.status] ?? '',
    deptName: r.main_dept_id === null ? null : depts.get(r.main_dept_id) ?? null, createTime: formatDateTime(r.created_at)!,
    deadline: formatDateTime(r.deadline)!, overdue: isOverdue(r), callbackResult: withCallback && r.callback_result ? callbackResultNames[r.callback_result] ?? null : null,
  }));
  return pageAnswer(records, n(total.rows[0]?.n), page);
}

/** The dashboard of a user: each part they hold, counted now. */
export async function dashboardOf(db: Db, cache: ReadCache, user: Actor, now = new Date()) {
  const parts = partsOf(user);
  const [agent, department, centre] = await Promise.all([
    parts.agent ? agentPart(db, user, now) : null,
    parts.department ? departmentPart(db, cache, user, now) : null,
    parts.centre ? centrePart(db, cache, now) : null,
  ]);
  return { countedAt: formatDateTime(now)!, figures: DASHBOARD_FIGURES, agent, department, centre };
}
