// 定时任务 API: permissions, the handler registry, validated parameters and crons, pause / resume, run once, job log.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ScheduleHandler, ScheduleJob, ScheduleLog, ScheduleRunOutcome } from '../../src/shared/api/contracts/sysSchedule.ts';
import type { Page } from '../../src/shared/api/contracts/schema.ts';
import { adminSuite, databaseLabel } from './helpers.ts';

const { server, tokens, as } = adminSuite({ scheduler: true });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const logRows = async (jobId: number) => server().app.db.selectFrom('sys_schedule_log').selectAll().where('job_id', '=', jobId).orderBy('id').execute();

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 4_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`等待超时：${what}`);
    await sleep(100);
  }
}

describe(`定时任务接口（${databaseLabel}）`, () => {
  test('未登录 401，无权限 403，均不写入', async () => {
    const before = await server().snapshot();
    const anonymous = await server().call('/api/sys/schedule/page', { body: {} });
    assert.equal(anonymous.status, 401);
    for (const [path, body] of [['/api/sys/schedule/page', {}], ['/api/sys/schedule/save', { handler: 'sessionCleanup', cron: '0 * * * *', status: 1 }],
      ['/api/sys/schedule/run', { ids: [1] }], ['/api/sys/schedule/pause', { ids: [1] }], ['/api/sys/schedule/log/page', { jobId: 1 }]] as const) {
      const r = await server().call(path, { token: tokens.agent, body });
      assert.equal(r.status, 403, path);
    }
    assert.deepEqual(await server().snapshot(), before);
  });

  test('处理器来自服务器的固定登记表；列表显示中文名、下次执行时间，可按处理器和状态查询', async () => {
    const handlers = await as.ok<ScheduleHandler[]>('admin', '/api/sys/schedule/handlers');
    assert.deepEqual(handlers.map((h) => h.name).sort(), ['calendarCheck', 'knowledgeUpkeep', 'logRetention', 'objectionOverdue', 'overdueSweep', 'sessionCleanup', 'statsRollup', 'uploadCleanup']);
    const retention = handlers.find((h) => h.name === 'logRetention')!;
    assert.equal(retention.label, '日志清理');
    assert.deepEqual(JSON.parse(retention.example), { keepDays: 180 });
    assert.ok((retention.paramsSchema as { properties: object }).properties, '参数结构');

    const page = await as.ok<Page<ScheduleJob>>('admin', '/api/sys/schedule/page', { page: 1, size: 10 });
    assert.equal(page.total, handlers.length, '每个处理器一个种子任务');
    const sweep = page.records.find((j) => j.handler === 'overdueSweep')!;
    assert.equal(sweep.handlerLabel, '超期催办');
    assert.equal(sweep.status, 1);
    assert.match(sweep.nextRun ?? '', /^\d{4}-\d{2}-\d{2} 09:00:00$/);
    const filtered = await as.ok<Page<ScheduleJob>>('admin', '/api/sys/schedule/page', { handler: 'statsRollup', status: 1 });
    assert.deepEqual(filtered.records.map((j) => j.handler), ['statsRollup']);
    assert.equal((await as.ok<Page<ScheduleJob>>('admin', '/api/sys/schedule/page', { status: 0 })).total, 0);
  });

  test('未知处理器、参数不符、cron 不正确：400 中文提示，什么也不写', async () => {
    const refused = async (body: object, msg: RegExp) => {
      const before = await server().snapshot();
      const r = await server().call('/api/sys/schedule/save', { token: tokens.admin, body });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.msg, msg);
      assert.deepEqual(await server().snapshot(), before, '被拒绝的调用不写入');
    };
    await refused({ handler: 'java.lang.Runtime.exec', cron: '0 * * * *', status: 1 }, /没有名为“java.lang.Runtime.exec”的任务处理器/);
    await refused({ handler: 'logRetention', params: '{"keepDays": 5}', cron: '0 4 * * *', status: 1 }, /参数“keepDays”应为 30 到 3650 之间的整数/);
    await refused({ handler: 'logRetention', params: '{"days": 100}', cron: '0 4 * * *', status: 1 }, /参数“days”不适用于日志清理/);
    await refused({ handler: 'logRetention', params: '{keepDays: 100', cron: '0 4 * * *', status: 1 }, /参数不是有效的 JSON/);
    await refused({ handler: 'statsRollup', params: '{"from": "2026/01/01"}', cron: '0 4 * * *', status: 1 }, /格式 YYYY-MM-DD/);
    await refused({ handler: 'sessionCleanup', cron: '61 * * * *', status: 1 }, /cron 表达式不正确/);
    await refused({ handler: 'sessionCleanup', cron: '* * *', status: 1 }, /应为 5 段/);
    await refused({ handler: 'sessionCleanup', cron: '0 0 31 2 *', status: 1 }, /以后不会再执行/);
    await refused({ handler: 'sessionCleanup', cron: '0 * * * *', status: 3 }, /./);
  });

  test('nextRuns：五个未来时间；表达式错误时给出原因', async () => {
    const runs = await as.ok<string[]>('admin', '/api/sys/schedule/nextRuns', { cron: '30 8 * * 1' });
    assert.equal(runs.length, 5);
    for (const r of runs) assert.match(r, /^\d{4}-\d{2}-\d{2} 08:30:00$/);
    const days = runs.map((r) => new Date(`${r.replace(' ', 'T')}+08:00`));
    for (const d of days) assert.equal(new Date(d.getTime() + 8 * 3600_000).getUTCDay(), 1, '每周一');
    assert.ok(days.every((d, i) => i === 0 || d.getTime() - days[i - 1]!.getTime() === 7 * 86_400_000));
    const bad = await server().call('/api/sys/schedule/nextRuns', { token: tokens.admin, body: { cron: '0 25 * * *' } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /cron 表达式不正确/);
  });

  test('每秒任务按时触发；暂停后不再触发，恢复后继续；执行一次记为手动', { timeout: 20_000 }, async () => {
    const { id } = await as.ok<{ id: number }>('admin', '/api/sys/schedule/save', { handler: 'sessionCleanup', params: '', cron: '* * * * * *', status: 1, remark: '测试' });
    const fired = await waitFor('第一次触发', async () => (await logRows(id)).find((l) => l.slot));
    assert.equal(fired.status, 1);
    assert.equal(fired.manual, 0);
    assert.ok(fired.started_at.getTime() - fired.slot!.getTime() < 2_000, '时间槽后 2 秒内开始');

    await as.ok('admin', '/api/sys/schedule/pause', { ids: [id] });
    await sleep(300);
    const paused = (await logRows(id)).length;
    assert.equal((await as.ok<ScheduleJob>('admin', '/api/sys/schedule/info', { id })).nextRun, null, '暂停后无下次执行');
    await sleep(1_500);
    assert.equal((await logRows(id)).length, paused, '暂停期间不触发');

    await as.ok('admin', '/api/sys/schedule/resume', { ids: [id] });
    await waitFor('恢复后触发', async () => (await logRows(id)).length > paused);

    await as.ok('admin', '/api/sys/schedule/pause', { ids: [id] });
    const [outcome] = await as.ok<ScheduleRunOutcome[]>('admin', '/api/sys/schedule/run', { ids: [id] });
    assert.equal(outcome!.status, 1);
    assert.match(outcome!.result ?? '', /已清理/);
    const manual = (await logRows(id)).filter((l) => l.manual === 1);
    assert.equal(manual.length, 1);
    assert.equal(manual[0]!.slot, null);

    const log = await as.ok<Page<ScheduleLog>>('admin', '/api/sys/schedule/log/page', { jobId: id, page: 1, size: 2 });
    assert.equal(log.total, (await logRows(id)).length);
    assert.equal(log.records.length, 2);
    assert.equal(log.records[0]!.manual, 1, '最新的在前');
    assert.match(log.records[0]!.startTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  test('执行失败记入日志（状态 0 和原因），服务器照常', async () => {
    const { id } = await as.ok<{ id: number }>('admin', '/api/sys/schedule/save', {
      handler: 'statsRollup', params: '{"from": "2026-03-02", "to": "2026-03-01"}', cron: '0 1 * * *', status: 0 });
    const r = await server().call<ScheduleRunOutcome[]>('/api/sys/schedule/run', { token: tokens.admin, body: { ids: [id] } });
    assert.equal(r.body.code, 0);
    assert.equal(r.body.msg, '执行完成，1 个任务失败');
    assert.equal(r.body.data[0]!.status, 0);
    const [row] = await logRows(id);
    assert.equal(row!.status, 0);
    assert.equal(row!.error, '开始日期不能晚于结束日期');
    assert.equal((await server().call('/api/sys/schedule/page', { token: tokens.admin, body: {} })).body.code, 0);
  });

  test('修改、详情、删除；不存在的任务给出提示且不写入', async () => {
    const { id } = await as.ok<{ id: number }>('admin', '/api/sys/schedule/save', { handler: 'logRetention', params: '{"keepDays": 90}', cron: ' 0  4 * * * ', status: 1 });
    const saved = await as.ok<ScheduleJob>('admin', '/api/sys/schedule/info', { id });
    assert.equal(saved.cron, '0 4 * * *', '表达式去掉多余空格');
    assert.equal(saved.params, '{"keepDays":90}');
    await as.ok('admin', '/api/sys/schedule/update', { id, handler: 'logRetention', params: '{"keepDays": 365}', cron: '0 5 * * *', status: 0, remark: '一年' });
    const updated = await as.ok<ScheduleJob>('admin', '/api/sys/schedule/info', { id });
    assert.deepEqual([updated.params, updated.cron, updated.status, updated.remark, updated.nextRun], ['{"keepDays":365}', '0 5 * * *', 0, '一年', null]);
    await as.no('admin', '/api/sys/schedule/update', { id: 9999, handler: 'logRetention', cron: '0 5 * * *', status: 1 }, '任务不存在');
    await as.no('admin', '/api/sys/schedule/delete', { ids: [id, 9999] }, '任务不存在');
    await as.no('admin', '/api/sys/schedule/run', { ids: [9999] }, '任务不存在');
    await as.ok('admin', '/api/sys/schedule/delete', { ids: [id] });
    await as.no('admin', '/api/sys/schedule/info', { id }, '任务不存在');
  });

  test('写操作记入操作日志', async () => {
    const { id } = await as.ok<{ id: number }>('admin', '/api/sys/schedule/save', { handler: 'sessionCleanup', cron: '0 * * * *', status: 0 });
    await as.ok('admin', '/api/sys/schedule/resume', { ids: [id] });
    const rows = await server().app.db.selectFrom('sys_log_operation').select(['module', 'operation']).where('module', '=', '定时任务').orderBy('id').execute();
    assert.deepEqual(rows.map((r) => r.operation), ['新增任务', '恢复任务']);
  });
});
