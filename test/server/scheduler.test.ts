// The job engine: on time, once per slot across servers, a missed slot once at start, clean close; the overdue sweep
// and the daily roll-up it runs.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import { startServer, type StartedServer } from '../../server/src/app.ts';
import { overdueSweep } from '../../server/src/services/schedule/overdue-sweep.ts';
import { rollUpDays } from '../../server/src/services/schedule/stats-rollup.ts';
import { cstDaySql } from '../../server/src/lib/time.ts';
import { ReminderType } from '../../src/shared/protocol/reminders.ts';
import { databaseLabel, registerOrder, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
before(async () => { s = await startTestServer({ scheduler: false }); });
after(async () => { await s?.close(); });
beforeEach(async () => { await s.reset(); });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it answers a value: the state the test needs, however long a loaded machine takes (the test's timeout bounds it). */
async function until<T>(probe: () => Promise<T | undefined | false>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value) return value;
    await sleep(50);
  }
}

async function addJob(server: StartedServer, handler: string, cron: string, params = '{}'): Promise<number> {
  const row = await server.app.db.insertInto('sys_schedule_job').values({ name: handler, handler, cron, params, status: 1, remark: null })
    .returning('id').executeTakeFirstOrThrow();
  server.app.cache.invalidate('schedule:');
  return row.id;
}

const runsOf = (server: StartedServer, jobId: number) => server.app.db.selectFrom('sys_schedule_log').selectAll().where('job_id', '=', jobId).orderBy('id').execute();

describe(`任务引擎（${databaseLabel}）`, () => {
  test('每秒任务：每个时间槽在 2 秒内开始、只执行一次', { timeout: 15_000 }, async () => {
    const id = await addJob(s, 'sessionCleanup', '* * * * * *');
    s.app.scheduler.start();
    await sleep(3_300);
    const runs = (await runsOf(s, id)).filter((r) => r.slot);
    assert.ok(runs.length >= 2, `至少触发 2 次，实际 ${runs.length}`);
    const slots = runs.map((r) => r.slot!.getTime());
    assert.equal(new Set(slots).size, slots.length, '没有重复的时间槽');
    for (const r of runs) assert.ok(r.started_at.getTime() - r.slot!.getTime() < 2_000, `延迟 ${r.started_at.getTime() - r.slot!.getTime()} ms`);
    for (let i = 1; i < slots.length; i++) assert.equal(slots[i]! - slots[i - 1]!, 1_000, '连续的每一秒都执行');
  });

  // Each of the next two tests has a server of its own; starting one (a fresh database) is not what is timed, so it starts in a hook.
  let other: TestServer;
  describe('启动', () => {
    before(async () => { other = await startTestServer({ scheduler: false }); });
    after(async () => { await other.close(); });
    test('停机期间错过的时间槽在启动时只补执行一次（最新的一个，默认策略“执行一次”）', { timeout: 15_000 }, async () => {
      const id = await addJob(other, 'sessionCleanup', '0 * * * *');
      // The job was created three hours ago and never ran: three hourly slots were missed.
      await other.app.db.updateTable('sys_schedule_job').set({ created_at: new Date(Date.now() - 3 * 3600_000), updated_at: new Date(Date.now() - 3 * 3600_000), cron_since: new Date(Date.now() - 3 * 3600_000) })
        .where('id', '=', id).execute();
      other.app.cache.invalidate('schedule:');
      // The first tick at start, at a time the test holds (so an hour turning mid-test changes nothing).
      const startedAt = new Date();
      await other.app.scheduler.tick(startedAt);
      const runs = await until(async () => { const r = await runsOf(other, id); return r.length > 0 && r; });
      assert.equal(runs.length, 1, '只补一次');
      assert.equal(runs[0]!.slot!.getTime(), Math.floor(startedAt.getTime() / 3600_000) * 3600_000);
      // A server started later sees the slot already run and runs nothing more.
      await other.app.scheduler.tick(new Date(startedAt.getTime() + 100));
      assert.equal((await runsOf(other, id)).length, 1);
    });
  });

  describe('关机', () => {
    before(async () => { other = await startTestServer(); });
    test('执行中的任务不会让关机卡住', { timeout: 15_000 }, async () => {
      const id = await addJob(other, 'statsRollup', '0 1 * * *', '{"from": "2025-12-01", "to": "2026-11-30"}');
      const job = await other.app.db.selectFrom('sys_schedule_job').select(['id', 'handler', 'params', 'concurrent']).where('id', '=', id).executeTakeFirstOrThrow();
      const running = other.app.scheduler.runNow(job);
      const started = Date.now();
      await other.close();
      assert.ok(Date.now() - started < 6_000, `关机用时 ${Date.now() - started} ms`);
      await running;
    });
  });

  test('两台服务器共用一个 PostgreSQL：每个时间槽只执行一次', { timeout: 20_000, skip: !process.env.DATABASE_URL }, async () => {
    const b = await startServer({ databaseUrl: s.databaseUrl, port: 0, logger: false });
    try {
      await b.app.changes.ready;
      const id = await addJob(s, 'sessionCleanup', '* * * * * *');
      b.app.cache.invalidate('schedule:');
      s.app.scheduler.start();
      await sleep(4_500);
      await b.app.scheduler.stop();
      await s.app.scheduler.stop();
      const runs = (await runsOf(s, id)).filter((r) => r.slot);
      const perSlot = new Map<number, number>();
      for (const r of runs) perSlot.set(r.slot!.getTime(), (perSlot.get(r.slot!.getTime()) ?? 0) + 1);
      assert.ok(perSlot.size >= 3, `时间槽 ${perSlot.size} 个`);
      assert.deepEqual([...perSlot.values()].filter((n) => n !== 1), [], '每个时间槽恰好一次');
      const slots = [...perSlot.keys()].sort();
      for (let i = 1; i < slots.length; i++) assert.equal(slots[i]! - slots[i - 1]!, 1_000, '没有漏掉的时间槽');
      assert.ok(new Set(runs.map((r) => r.server_id)).size >= 1);
    } finally {
      await b.close();
    }
  });
});

describe(`超期催办与统计汇总（${databaseLabel}）`, () => {
  // Tuesday 2026-11-24 10:00 CST, a working day; Saturday 2026-11-28 is not.
  const tuesday = new Date('2026-11-24T10:00:00+08:00');

  async function makeOverdue(): Promise<Array<{ workflow_id: string; main_dept_id: number | null }>> {
    // Three orders of the test's own at 住建局's level-1 queue, past their deadline (a Monday).
    const orders: Array<{ workflow_id: string; main_dept_id: number | null }> = [];
    for (const deptId of [101, 101, 101]) orders.push({ workflow_id: (await registerOrder(s, { deptId })).workflowId, main_dept_id: deptId });
    await s.app.db.updateTable('workflow').set({ deadline: new Date('2026-11-23T17:00:00+08:00'), hang_started_at: null, finished_at: null })
      .where('workflow_id', 'in', orders.map((o) => o.workflow_id)).execute();
    // Everything else is within its time limit, so only these count.
    await s.app.db.updateTable('workflow').set({ deadline: new Date('2026-12-31T00:00:00+08:00') })
      .where('workflow_id', 'not in', orders.map((o) => o.workflow_id)).execute();
    return orders;
  }

  const sweepReminders = () => s.app.db.selectFrom('workflow_remind_msg').selectAll()
    .where('type', '=', ReminderType.supervised).where('content', 'like', '%超期催办%').execute();

  test('超期催办：工作日提醒承办部门，每张工单每天只提醒一次（两台服务器同时扫描也一样）', async () => {
    const orders = await makeOverdue();
    const [a, b] = await Promise.all([overdueSweep(s.app.db, tuesday), overdueSweep(s.app.db, tuesday)]);
    assert.equal(a.orders + b.orders, orders.length, '每张超期工单只算一次');
    const reminders = await sweepReminders();
    assert.equal(reminders.length, a.reminders + b.reminders);
    assert.deepEqual(new Set(reminders.map((r) => r.workflow_id)), new Set(orders.map((o) => o.workflow_id)));
    const staff = await s.app.db.selectFrom('sys_user').select(['id', 'dept_id']).where('id', 'in', reminders.map((r) => r.user_id)).execute();
    for (const r of reminders) {
      const order = orders.find((o) => o.workflow_id === r.workflow_id)!;
      assert.equal(staff.find((u) => u.id === r.user_id)!.dept_id, order.main_dept_id, '提醒承办部门的人');
    }

    assert.equal((await overdueSweep(s.app.db, new Date('2026-11-24T16:00:00+08:00'))).orders, 0, '同一天不再提醒');
    assert.match((await overdueSweep(s.app.db, new Date('2026-11-28T10:00:00+08:00'))).skipped ?? '', /不是工作日/);
    assert.equal((await overdueSweep(s.app.db, new Date('2026-11-25T10:00:00+08:00'))).orders, orders.length, '下一个工作日再提醒');
    // The deadline day itself is not yet overdue for the sweep.
    assert.equal((await overdueSweep(s.app.db, new Date('2026-11-23T20:00:00+08:00'))).orders, 0);
  });

  test('统计汇总：与直接计数一致，重复执行结果不变', async () => {
    const range = await sql<{ lo: string; hi: string }>`select min(${sql.raw(cstDaySql('created_at'))})::text as lo, max(${sql.raw(cstDaySql('created_at'))})::text as hi from workflow`.execute(s.app.db);
    const { lo, hi } = range.rows[0]!;
    const now = new Date();
    const first = await rollUpDays(s.app.db, lo, hi, now);
    assert.ok(first.rows > 0);
    const read = async () => (await sql<Record<string, string | number>>`
      select day::text as day, dept_id, registered, dispatched, finished, overdue, callback_satisfied, callback_basic, callback_unsatisfied
      from stat_daily_dept order by day, dept_id`.execute(s.app.db)).rows;
    const rolled = await read();
    await rollUpDays(s.app.db, lo, hi, now);
    assert.deepEqual(await read(), rolled, '幂等');

    const direct = async (column: string, extra = sql``) => (await sql<{ day: string; dept_id: number; n: number }>`
      select ${sql.raw(cstDaySql(column))}::text as day, coalesce(main_dept_id, 0) as dept_id, count(*)::int as n from workflow
      where deleted = 0 and ${sql.raw(column)} is not null and ${sql.raw(cstDaySql(column))} between ${lo}::date and ${hi}::date ${extra}
      group by 1, 2`.execute(s.app.db)).rows;
    const total = (rows: Array<{ n: number }>) => rows.reduce((sum, r) => sum + r.n, 0);
    const sum = (key: string) => rolled.reduce((n, r) => n + Number(r[key]), 0);
    const registered = await direct('created_at');
    assert.equal(sum('registered'), total(registered));
    for (const r of registered) {
      assert.equal(Number(rolled.find((x) => x.day === r.day && x.dept_id === r.dept_id)?.registered), r.n, `${r.day} 部门 ${r.dept_id}`);
    }
    assert.equal(sum('dispatched'), total(await direct('dispatched_at')));
    assert.equal(sum('finished'), total(await direct('finished_at')));
    assert.equal(sum('callback_satisfied'), total(await direct('callback_at', sql`and callback_result = 1`)));
    assert.equal(sum('callback_unsatisfied'), total(await direct('callback_at', sql`and callback_result = 3`)));
    assert.ok(sum('registered') > 0);
  });
});
