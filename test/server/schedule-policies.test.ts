// 定时任务 at RuoYi's depth: 错过执行策略 (立即执行 / 执行一次 / 放弃) on start and after a pause, driven by the engine's
// injectable clock; 并发执行 禁止 skips (and logs) a run while another server's run of the job holds it; 调度日志's filters
// and 清空.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from '../../src/shared/api/contracts/schema.ts';
import type { ScheduleJob, ScheduleLog, ScheduleRunOutcome } from '../../src/shared/api/contracts/sysSchedule.ts';
import { adminSuite, databaseLabel } from './helpers.ts';

const { server, tokens, as } = adminSuite({ scheduler: false });
const HOUR = 3600_000;

const runsOf = (jobId: number) => server().app.db.selectFrom('sys_schedule_log').selectAll().where('job_id', '=', jobId).orderBy('id').execute();

/** An hourly job whose cron took effect `hoursAgo` hours before `now` (no server ran it since). */
async function hourlyJob(misfirePolicy: 1 | 2 | 3, hoursAgo: number, now: Date, extra: Record<string, unknown> = {}): Promise<number> {
  const { id } = await as.ok<{ id: number }>('admin', '/api/sys/schedule/save', {
    name: `策略${misfirePolicy}`, handler: 'sessionCleanup', cron: '0 * * * *', status: 1, misfirePolicy, ...extra });
  await server().app.db.updateTable('sys_schedule_job').set({ cron_since: new Date(now.getTime() - hoursAgo * HOUR) }).where('id', '=', id).execute();
  server().app.cache.invalidate('schedule:');
  return id;
}

/** Ticks at `now` and waits for the runs it started (they run in the background). */
async function tickAt(now: Date, jobId: number, expect: number): Promise<void> {
  await server().app.scheduler.tick(now);
  for (let i = 0; i < 200 && (await runsOf(jobId)).length < expect; i++) await new Promise((r) => setTimeout(r, 25));
  await new Promise((r) => setTimeout(r, 100));
}

// Half past an hour, so the hourly slots are far from the edge of the grace.
const now = new Date(Math.floor(Date.now() / HOUR) * HOUR + HOUR / 2);
const hourStart = (d: Date, back: number) => Math.floor(d.getTime() / HOUR) * HOUR - back * HOUR;

describe(`错过执行策略（${databaseLabel}）`, () => {
  test('立即执行：停机期间错过的每个时间槽都补执行，记为补执行', async () => {
    const id = await hourlyJob(1, 3.2, now);
    await tickAt(now, id, 3);
    const runs = await runsOf(id);
    assert.deepEqual(runs.map((r) => r.slot!.getTime()), [hourStart(now, 2), hourStart(now, 1), hourStart(now, 0)]);
    assert.ok(runs.every((r) => r.misfire === 1 && r.manual === 0 && r.status === 1));
  });

  test('执行一次：只补最新的一个时间槽', async () => {
    const id = await hourlyJob(2, 3.2, now);
    await tickAt(now, id, 1);
    const runs = await runsOf(id);
    assert.deepEqual(runs.map((r) => [r.slot!.getTime(), r.misfire]), [[hourStart(now, 0), 1]]);
  });

  test('放弃：错过的不执行，下一个时间槽照常执行', async () => {
    const id = await hourlyJob(3, 3.2, now);
    await tickAt(now, id, 0);
    assert.equal((await runsOf(id)).length, 0);
    const next = new Date(hourStart(now, -1) + 1_000);
    await tickAt(next, id, 1);
    const runs = await runsOf(id);
    assert.deepEqual(runs.map((r) => [r.slot!.getTime(), r.misfire]), [[hourStart(now, -1), 0]], '准点的不算错过');
  });

  test('暂停期间错过的时间槽：恢复后按策略补执行（立即执行补全部）', async () => {
    const id = await hourlyJob(1, 5.2, now);
    // It last ran four hours ago, then was paused; now it is resumed.
    await server().app.db.insertInto('sys_schedule_slot').values({ job_id: id, slot: new Date(hourStart(now, 4)), server_id: 'earlier' }).execute();
    await as.ok('admin', '/api/sys/schedule/pause', { ids: [id] });
    await as.ok('admin', '/api/sys/schedule/resume', { ids: [id] });
    server().app.cache.invalidate('schedule:');
    await tickAt(now, id, 4);
    assert.deepEqual((await runsOf(id)).map((r) => r.slot!.getTime()), [3, 2, 1, 0].map((n) => hourStart(now, n)));
  });

  test('修改 cron 后，旧 cron 的时间槽不再补执行', async () => {
    const id = await hourlyJob(1, 3.2, now);
    const job = await as.ok<ScheduleJob>('admin', '/api/sys/schedule/info', { id });
    await as.ok('admin', '/api/sys/schedule/update', { id, name: job.name, handler: job.handler, cron: '30 * * * *', status: 1, misfirePolicy: 1 });
    server().app.cache.invalidate('schedule:');
    await tickAt(new Date(), id, 0);
    assert.equal((await runsOf(id)).length, 0);
  });
});

describe(`并发执行（${databaseLabel}）`, () => {
  /** Another server is running the job: its run row, refreshed `beatAgoSeconds` ago. */
  const heldElsewhere = (jobId: number, beatAgoSeconds: number) => server().app.db.insertInto('sys_schedule_run').values({
    job_id: jobId, server_id: 'server-b', started_at: new Date(Date.now() - 5_000), beat_at: new Date(Date.now() - beatAgoSeconds * 1000) }).execute();

  test('禁止：另一台服务器上一次执行未结束时，定时触发和执行一次都跳过并记入日志', async () => {
    const id = await hourlyJob(2, 0.2, now, { concurrent: 0 });
    await heldElsewhere(id, 1);
    const [outcome] = await as.ok<ScheduleRunOutcome[]>('admin', '/api/sys/schedule/run', { ids: [id] });
    assert.equal(outcome!.status, 2);
    const r = await server().call('/api/sys/schedule/run', { token: tokens.admin, body: { ids: [id] } });
    assert.equal(r.body.msg, '1 个任务上一次执行尚未结束，已跳过');
    await tickAt(new Date(hourStart(now, -1) + 500), id, 3);
    const runs = await runsOf(id);
    assert.deepEqual(runs.map((l) => l.status), [2, 2, 2]);
    assert.match(runs[2]!.result ?? '', /server-b.*本次跳过/);
    assert.ok(runs[2]!.slot, '定时触发的也跳过');
    // The other server's row is still its own.
    assert.equal((await server().app.db.selectFrom('sys_schedule_run').select('server_id').where('job_id', '=', id).executeTakeFirst())?.server_id, 'server-b');
  });

  test('禁止：持有者停止心跳（服务器已停）后，下一次执行接管并照常执行', async () => {
    const id = await hourlyJob(2, 0.2, now, { concurrent: 0 });
    await heldElsewhere(id, 120);
    const [outcome] = await as.ok<ScheduleRunOutcome[]>('admin', '/api/sys/schedule/run', { ids: [id] });
    assert.equal(outcome!.status, 1);
    assert.equal(await server().app.db.selectFrom('sys_schedule_run').select('job_id').where('job_id', '=', id).executeTakeFirst(), undefined, '执行完释放');
  });

  test('允许：上一次执行未结束也照常执行', async () => {
    const id = await hourlyJob(2, 0.2, now, { concurrent: 1 });
    await heldElsewhere(id, 1);
    const [outcome] = await as.ok<ScheduleRunOutcome[]>('admin', '/api/sys/schedule/run', { ids: [id] });
    assert.equal(outcome!.status, 1);
  });
});

describe(`调度日志（${databaseLabel}）`, () => {
  test('所有任务的日志，可按任务名称、组名、状态、时间查询；清空需要权限并记入操作日志', async () => {
    const a = await hourlyJob(2, 0.2, now, { name: '甲任务调度', jobGroup: 'SYSTEM' });
    const b = await hourlyJob(2, 0.2, now, { name: '乙任务调度', jobGroup: 'DEFAULT', concurrent: 0 });
    await as.ok('admin', '/api/sys/schedule/run', { ids: [a, b] });
    await server().app.db.insertInto('sys_schedule_run').values({ job_id: b, server_id: 'server-b' }).execute();
    await as.ok('admin', '/api/sys/schedule/run', { ids: [b] });

    const page = (body: object) => as.ok<Page<ScheduleLog>>('admin', '/api/sys/schedule/log/page', { page: 1, size: 50, ...body });
    assert.deepEqual((await page({ jobName: '任务调度' })).records.map((l) => l.jobName).sort(), ['乙任务调度', '乙任务调度', '甲任务调度']);
    assert.deepEqual((await page({ jobGroup: 'SYSTEM', jobName: '任务调度' })).records.map((l) => l.jobId), [a]);
    assert.deepEqual((await page({ status: 2 })).records.map((l) => [l.jobId, l.jobName]), [[b, '乙任务调度']]);
    assert.equal((await page({ jobId: b })).total, 2);
    assert.equal((await page({ startTime: '2000-01-01', endTime: '2000-01-02' })).total, 0);
    assert.equal((await page({ startTime: '2000-01-01' })).total >= 3, true);
    const bad = await server().call('/api/sys/schedule/log/page', { token: tokens.admin, body: { status: 5 } });
    assert.equal(bad.status, 400);

    assert.equal((await server().call('/api/sys/schedule/log/clean', { token: tokens.agent, body: {} })).status, 403);
    const cleaned = await as.ok<{ removed: number }>('admin', '/api/sys/schedule/log/clean', {});
    assert.ok(cleaned.removed >= 3);
    assert.equal((await page({})).total, 0);
    const logged = await server().app.db.selectFrom('sys_log_operation').select('operation').where('operation', 'like', '%清空调度日志%').where('username', '=', 'admin').execute();
    assert.equal(logged.length, 1);
  });
});
