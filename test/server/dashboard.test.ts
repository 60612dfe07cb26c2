// 工作台: each figure equals a count this test computes itself from the database (agent01, dept01, supervisor), the list
// behind each figure holds exactly that many rows, a user sees only the parts of their roles, 401 / 403 / 400.
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { Dashboard, DashboardCall, DashboardOrder } from '../../src/shared/api/contracts/dashboard.ts';
import type { Page } from '../../src/shared/api/contracts/schema.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => { await s.reset(); });

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const cstDayOf = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
const todayStart = () => new Date(Date.parse(`${cstDayOf(Date.now())}T00:00:00+08:00`));
const monthStart = () => new Date(Date.parse(`${cstDayOf(Date.now()).slice(0, 8)}01T00:00:00+08:00`));

const db = () => s.app.db;
const idOf = async (username: string) => (await db().selectFrom('sys_user').select(['id', 'dept_id']).where('username', '=', username).executeTakeFirstOrThrow());
const count = async (where: ReturnType<typeof sql>) => Number((await sql<{ n: number }>`select count(*)::int as n from workflow w where ${where}`.execute(db())).rows[0]!.n);

async function dashboardAs(token: string): Promise<Dashboard> {
  const r = await s.call<Dashboard>('/api/dashboard', { token, body: {} });
  assert.equal(r.body.code, 0, r.body.msg);
  return r.body.data;
}
async function listTotal(token: string, body: Record<string, unknown>): Promise<number> {
  const r = await s.call<Page<DashboardOrder>>('/api/dashboard/orders', { token, body: { size: 5, ...body } });
  assert.equal(r.body.code, 0, `${JSON.stringify(body)}: ${r.body.msg}`);
  assert.ok(r.body.data.records.length <= 5);
  return r.body.data.total;
}

async function addCall(c: { agentId: number | null; offeredAt: Date; waitSeconds: number; talkSeconds: number; result: 'answered' | 'abandoned' | 'missed'; leg?: number; callId: string }) {
  const answered = c.result === 'answered' ? new Date(c.offeredAt.getTime() + c.waitSeconds * 1000) : null;
  await db().insertInto('call_record').values({
    call_id: c.callId, leg: c.leg ?? 1, caller: '13900000001', called: '12345', extension: c.agentId ? '8001' : null, agent_id: c.agentId,
    agent_name: c.agentId ? '王晓敏' : null, skill_name: null, queue: null, direction: 'in', offered_at: c.offeredAt, queued_at: null,
    rang_at: c.offeredAt, answered_at: answered, ended_at: new Date((answered ?? c.offeredAt).getTime() + c.talkSeconds * 1000),
    wait_seconds: c.waitSeconds, talk_seconds: c.talkSeconds, result: c.result, transferred_to: null, third_number: null, recording_file_id: null, simulated: 0,
  }).execute();
}

/** Some seeded orders, by status, for the test to shape. */
async function ordersWhere(where: ReturnType<typeof sql>, n: number): Promise<string[]> {
  const rows = await sql<{ workflow_id: string }>`select w.workflow_id from workflow w where ${where} order by w.workflow_id limit ${n}`.execute(db());
  return rows.rows.map((r) => r.workflow_id);
}
const setOrder = (id: string, set: ReturnType<typeof sql>) => sql`update workflow set ${set} where workflow_id = ${id}`.execute(db());

describe(`工作台（${databaseLabel}）`, () => {
  test('without a session: 401 on every dashboard call', async () => {
    for (const [path, body] of [['/api/dashboard', {}], ['/api/dashboard/orders', { figure: 'ordersToday' }], ['/api/dashboard/calls', {}]] as const) {
      const r = await s.call(path, { body });
      assert.equal(r.status, 401, path);
    }
  });

  test('agent01: calls answered and talk time today, orders registered today, missed calls to call back — each equals the database and its list', async () => {
    const agent = await idOf('agent01');
    const other = await idOf('agent02');
    const now = Date.now();
    const earlierToday = new Date(Math.max(todayStart().getTime() + 60_000, now - 30 * 60_000));
    await addCall({ callId: 'D-1', agentId: agent.id, offeredAt: earlierToday, waitSeconds: 5, talkSeconds: 60, result: 'answered' });
    await addCall({ callId: 'D-2', agentId: agent.id, offeredAt: earlierToday, waitSeconds: 8, talkSeconds: 95, result: 'answered' });
    await addCall({ callId: 'D-3', agentId: agent.id, offeredAt: earlierToday, waitSeconds: 20, talkSeconds: 0, result: 'missed' });
    await addCall({ callId: 'D-4', agentId: agent.id, offeredAt: new Date(todayStart().getTime() - HOUR), waitSeconds: 5, talkSeconds: 300, result: 'answered' });
    await addCall({ callId: 'D-5', agentId: other.id, offeredAt: earlierToday, waitSeconds: 5, talkSeconds: 40, result: 'answered' });
    // Two orders registered by agent01 today, one yesterday.
    const [a, b, c] = await ordersWhere(sql`w.deleted = 0`, 3);
    await setOrder(a!, sql`creator_id = ${agent.id}, created_at = ${earlierToday}`);
    await setOrder(b!, sql`creator_id = ${agent.id}, created_at = ${earlierToday}`);
    await setOrder(c!, sql`creator_id = ${agent.id}, created_at = ${new Date(todayStart().getTime() - HOUR)}`);
    await db().insertInto('miss_order').values({ phone: '13900000009', call_id: 'MISS-1', landline_number: '8001', call_time: earlierToday }).execute();

    const token = await s.login('agent01');
    const d = await dashboardAs(token);
    assert.ok(d.agent, 'the agent part');
    assert.equal(d.department, null, 'no department part for an agent');
    assert.equal(d.centre, null, 'no centre part for an agent');

    const mine = await sql<{ n: number; talk: number }>`select count(*)::int as n, coalesce(sum(talk_seconds), 0)::int as talk from call_record
      where agent_id = ${agent.id} and direction = 'in' and answered_at is not null and offered_at >= ${todayStart()}`.execute(db());
    assert.equal(d.agent.callsAnswered, mine.rows[0]!.n);
    assert.equal(d.agent.callsAnswered, 2);
    assert.equal(d.agent.talkSeconds, mine.rows[0]!.talk);
    assert.equal(d.agent.talkSeconds, 155);
    const calls = await s.call<Page<DashboardCall>>('/api/dashboard/calls', { token, body: { page: 1, size: 10 } });
    assert.equal(calls.body.data.total, 2);
    assert.deepEqual(calls.body.data.records.map((r) => r.callId).sort(), ['D-1', 'D-2']);

    const registered = await count(sql`w.deleted = 0 and w.creator_id = ${agent.id} and w.created_at >= ${todayStart()}`);
    assert.ok(registered >= 2);
    assert.equal(d.agent.registeredToday, registered);
    assert.equal(await listTotal(token, { figure: 'registeredToday' }), registered);

    const miss = Number((await db().selectFrom('miss_order').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 0).executeTakeFirstOrThrow()).n);
    assert.ok(miss >= 1);
    assert.equal(d.agent.missToCallBack, miss);
    // 漏单管理's default list (未处理) holds the same rows.
    const missPage = await s.call<Page<unknown>>('/aip/missOrderWork/page', { token, body: { page: 1, size: 10, state: 0 } });
    assert.equal(missPage.body.data.total, miss);

    // An agent lists no other part's orders.
    const refused = await s.call('/api/dashboard/orders', { token, body: { figure: 'overdue' } });
    assert.equal(refused.status, 403);
    assert.equal((await s.call('/api/dashboard/orders', { token, body: { figure: 'overdueByDept' } })).status, 403);
  });

  test('dept01: todo (= the 全部待办 tab), due today, overdue, returned and this month\'s satisfaction equal the database and their lists', async () => {
    const dept = await idOf('dept01');
    const todoWhere = sql`w.deleted = 0 and w.status in (3, 4) and w.main_dept_id = ${dept.dept_id}`;
    const todo = await ordersWhere(todoWhere, 4);
    assert.ok(todo.length >= 3, 'the seed gives dept01 orders to do');
    const endOfToday = todayStart().getTime() + DAY;
    await setOrder(todo[0]!, sql`deadline = ${new Date(Date.now() + (endOfToday - Date.now()) / 2)}, hang_started_at = null`);
    await setOrder(todo[1]!, sql`deadline = ${new Date(Date.now() - DAY)}, hang_started_at = null`);
    await setOrder(todo[2]!, sql`rework = 1`);
    // Callbacks this month: two 满意/基本满意 and one 不满意 of dept01's orders, one of another department's.
    const done = await ordersWhere(sql`w.deleted = 0 and w.status not in (3, 4) and w.main_dept_id = ${dept.dept_id}`, 3);
    const at = new Date(Math.max(monthStart().getTime() + 60_000, Date.now() - 60_000));
    for (const [i, id] of done.entries()) await setOrder(id, sql`callback_at = ${at}, callback_result = ${[1, 2, 3][i]!}`);
    const [foreign] = await ordersWhere(sql`w.deleted = 0 and w.main_dept_id <> ${dept.dept_id}`, 1);
    await setOrder(foreign!, sql`callback_at = ${at}, callback_result = 1`);

    const token = await s.login('dept01');
    const d = await dashboardAs(token);
    assert.ok(d.department, 'the department part');
    assert.equal(d.agent, null);
    assert.equal(d.centre, null);
    const part = d.department;

    const todoCount = await count(todoWhere);
    assert.equal(part.todo, todoCount);
    const tabs = await s.call<Array<{ belong: string; name: string; count: number }>>('/aop/workflow/list/all', { token, body: { belong: 'todo2' } });
    assert.equal(tabs.body.data.find((t) => t.name === '全部待办')!.count, part.todo, 'the figure opens the 全部待办 tab: same count');

    const due = await count(sql`${todoWhere} and w.hang_started_at is null and w.deadline > now() and w.deadline < ${new Date(endOfToday)}`);
    assert.ok(due >= 1);
    assert.equal(part.dueToday, due);
    assert.equal(await listTotal(token, { figure: 'dueToday' }), due);

    const overdue = await count(sql`${todoWhere} and coalesce(w.hang_started_at, now()) > w.deadline`);
    assert.ok(overdue >= 1);
    assert.equal(part.overdue, overdue);
    assert.equal(await listTotal(token, { figure: 'overdue' }), overdue);

    const returned = await count(sql`${todoWhere} and w.rework in (1, 2)`);
    assert.ok(returned >= 1);
    assert.equal(part.returned, returned);
    assert.equal(await listTotal(token, { figure: 'returned' }), returned);

    const month = sql`w.deleted = 0 and w.main_dept_id = ${dept.dept_id} and w.callback_at >= ${monthStart()} and w.callback_at < ${new Date(endOfToday)}`;
    const callbacks = await count(sql`${month} and w.callback_result in (1, 2, 3)`);
    const satisfied = await count(sql`${month} and w.callback_result in (1, 2)`);
    assert.ok(callbacks >= 3);
    assert.equal(part.callbacksMonth, callbacks);
    assert.equal(part.satisfiedMonth, satisfied, '基本满意 counts as satisfied by default');
    assert.equal(part.satisfactionRate, satisfied / callbacks);
    assert.equal(await listTotal(token, { figure: 'satisfactionMonth' }), callbacks);

    assert.equal((await s.call('/api/dashboard/orders', { token, body: { figure: 'ordersToday' } })).status, 403, 'no centre lists for a department');
    assert.equal((await s.call('/api/dashboard/calls', { token, body: {} })).status, 403, 'no agent calls for a department');
  });

  test('supervisor: today\'s orders by type and channel, the 15-second answer rate, overdue by department and the 30-day satisfaction trend', async () => {
    const now = Date.now();
    const earlierToday = new Date(Math.max(todayStart().getTime() + 60_000, now - 30 * 60_000));
    const ids = await ordersWhere(sql`w.deleted = 0`, 6);
    for (const [i, id] of ids.entries()) {
      await setOrder(id, sql`created_at = ${i < 4 ? earlierToday : new Date(todayStart().getTime() - HOUR)}, appeal_type = ${String((i % 2) + 1)}, channel = ${i === 0 ? '2' : '1'}`);
    }
    // Calls today: 3 of 5 answered within 15 s (one answered at 30 s, one abandoned); a transferred second leg is not a new call.
    const agent = await idOf('agent01');
    await addCall({ callId: 'C-1', agentId: agent.id, offeredAt: earlierToday, waitSeconds: 5, talkSeconds: 30, result: 'answered' });
    await addCall({ callId: 'C-2', agentId: agent.id, offeredAt: earlierToday, waitSeconds: 15, talkSeconds: 30, result: 'answered' });
    await addCall({ callId: 'C-3', agentId: agent.id, offeredAt: earlierToday, waitSeconds: 10, talkSeconds: 30, result: 'answered' });
    await addCall({ callId: 'C-4', agentId: agent.id, offeredAt: earlierToday, waitSeconds: 30, talkSeconds: 30, result: 'answered' });
    await addCall({ callId: 'C-5', agentId: null, offeredAt: earlierToday, waitSeconds: 12, talkSeconds: 0, result: 'abandoned' });
    await addCall({ callId: 'C-1', leg: 2, agentId: agent.id, offeredAt: earlierToday, waitSeconds: 3, talkSeconds: 30, result: 'answered' });
    // Overdue orders in two departments; callbacks over the last days.
    const [late1, late2] = await ordersWhere(sql`w.deleted = 0 and w.status in (3, 4) and w.main_dept_id is not null`, 2);
    await setOrder(late1!, sql`deadline = ${new Date(now - 2 * DAY)}, hang_started_at = null`);
    await setOrder(late2!, sql`deadline = ${new Date(now - 3 * DAY)}, hang_started_at = null`);
    const called = await ordersWhere(sql`w.deleted = 0`, 5);
    for (const [i, id] of called.entries()) await setOrder(id, sql`callback_at = ${new Date(now - (i < 3 ? 2 : 5) * DAY)}, callback_result = ${[1, 2, 3, 1, 3][i]!}`);

    const token = await s.login('supervisor');
    const d = await dashboardAs(token);
    assert.ok(d.centre, 'the centre part');
    assert.equal(d.agent, null);
    assert.equal(d.department, null);
    const c = d.centre;

    const today = sql`w.deleted = 0 and w.created_at >= ${todayStart()} and w.created_at < ${new Date(todayStart().getTime() + DAY)}`;
    const ordersToday = await count(today);
    assert.ok(ordersToday >= 4);
    assert.equal(c.ordersToday, ordersToday);
    assert.equal(await listTotal(token, { figure: 'ordersToday' }), ordersToday);
    const byType = (await sql<{ v: string; n: number }>`select w.appeal_type as v, count(*)::int as n from workflow w where ${today} group by 1`.execute(db())).rows;
    assert.deepEqual(Object.fromEntries(c.byType.map((g) => [g.value, g.count])), Object.fromEntries(byType.map((r) => [r.v, r.n])));
    for (const g of c.byType) assert.equal(await listTotal(token, { figure: 'ordersToday', appealType: g.value }), g.count, `type ${g.label}`);
    const byChannel = (await sql<{ v: string; n: number }>`select w.channel as v, count(*)::int as n from workflow w where ${today} group by 1`.execute(db())).rows;
    assert.deepEqual(Object.fromEntries(c.byChannel.map((g) => [g.value, g.count])), Object.fromEntries(byChannel.map((r) => [r.v, r.n])));
    for (const g of c.byChannel) assert.equal(await listTotal(token, { figure: 'ordersToday', channel: g.value }), g.count, `channel ${g.label}`);
    assert.ok(c.byType.every((g) => g.label && g.label !== g.value), 'types carry their dictionary labels');

    assert.equal(c.offered, 5);
    assert.equal(c.answeredInTime, 3);
    assert.equal(c.inTimeRate, 3 / 5);
    // The figure 今日话务 shows: one definition.
    const traffic = await s.call<{ total: { inTimeRate: number | null; offered: number } }>('/apo/telDataController/getTelMonitorByToday', { token, body: {} });
    assert.equal(traffic.body.data.total.inTimeRate, c.inTimeRate);

    const overdueRows = (await sql<{ d: number; n: number }>`select coalesce(w.main_dept_id, 0) as d, count(*)::int as n from workflow w
      where w.deleted = 0 and w.status in (1, 2, 3, 4, 5) and coalesce(w.hang_started_at, now()) > w.deadline group by 1`.execute(db())).rows;
    assert.ok(overdueRows.length >= 1);
    assert.deepEqual(Object.fromEntries(c.overdueByDept.map((g) => [g.deptId, g.count])), Object.fromEntries(overdueRows.map((r) => [r.d, r.n])));
    assert.equal(c.overdueTotal, overdueRows.reduce((sum, r) => sum + r.n, 0));
    assert.equal(await listTotal(token, { figure: 'overdueByDept' }), c.overdueTotal);
    for (const g of c.overdueByDept) assert.equal(await listTotal(token, { figure: 'overdueByDept', deptId: g.deptId }), g.count, g.deptName);

    assert.equal(c.satisfactionTrend.length, 30);
    assert.equal(c.satisfactionTrend.at(-1)!.day, cstDayOf(now));
    const callbacks = (await sql<{ at: Date; r: number }>`select w.callback_at as at, w.callback_result as r from workflow w
      where w.deleted = 0 and w.callback_result in (1, 2, 3) and w.callback_at >= ${new Date(todayStart().getTime() - 29 * DAY)}`.execute(db())).rows;
    for (const day of c.satisfactionTrend) {
      const ofDay = callbacks.filter((r) => cstDayOf(new Date(r.at).getTime()) === day.day);
      const satisfied = ofDay.filter((r) => r.r === 1 || r.r === 2).length;
      assert.equal(day.callbacks, ofDay.length, day.day);
      assert.equal(day.satisfied, satisfied, day.day);
      assert.equal(day.rate, ofDay.length ? satisfied / ofDay.length : null, day.day);
      if (day.callbacks > 0) assert.equal(await listTotal(token, { figure: 'satisfactionTrend', day: day.day }), day.callbacks, day.day);
    }
    assert.ok(c.satisfactionTrend.some((d) => d.callbacks >= 3), 'the shaped callbacks show');
  });

  test('a user holding an agent and a department role sees both parts; the admin sees the centre', async () => {
    const agent = await idOf('agent01');
    await db().insertInto('sys_user_role').values({ user_id: agent.id, role_id: 3 }).execute();
    const d = await dashboardAs(await s.login('agent01'));
    assert.ok(d.agent && d.department, 'both parts');
    assert.equal(d.centre, null);
    const admin = await dashboardAs(await s.login('admin'));
    assert.ok(admin.centre);
    assert.equal(admin.agent, null);
  });

  test('bad input: an unknown figure or a malformed day is refused with a Chinese 400', async () => {
    const token = await s.login('supervisor');
    for (const body of [{ figure: 'nope' }, { figure: 'satisfactionTrend', day: '2026-1-1' }, { figure: 'overdueByDept', deptId: -1 }, {}]) {
      const r = await s.call('/api/dashboard/orders', { token, body });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/, r.body.msg);
    }
  });
});
