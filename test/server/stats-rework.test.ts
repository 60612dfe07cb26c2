// 绩效统计's 重办次数 against the real server, on orders this file makes itself: each 核查不通过 and 回访不满意 counts once
// for the order's department on the day it happened; every cell equals the returns its drill-down lists (an order
// returned twice is two rows, also in the .xlsx); a return on an earlier day counts there, the migration's backfill and
// the roll-up job rebuild it, and deleting the order takes its returns out of every day.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { StatDetailPage, StatRow, StatTable } from '../../src/shared/api/contracts/stats.ts';
import type { WorkflowActionResult } from '../../src/shared/api/workorder.types.ts';
import { STAT_COUNTS, STAT_GROUPINGS, type StatGrouping } from '../../src/shared/protocol/statsFigures.ts';
import { m032ReworkStat } from '../../server/src/db/migrations/032_rework_stat.ts';
import { cstDay } from '../../server/src/lib/time.ts';
import { rollUpDays } from '../../server/src/services/schedule/stats-rollup.ts';
import { databaseLabel, registerOrder, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const DAY = 86_400_000;
const today = cstDay(Date.now());
const earlier = cstDay(Date.now() - 3 * DAY);
const on = (day: string) => ({ preset: 'custom' as const, startTime: day, endTime: day });

async function ok<T>(user: string, path: string, body?: unknown, method = 'POST'): Promise<T> {
  const r = await s.call<T>(path, { token: tok[user], body, method });
  assert.equal(r.body.code, 0, `${user} ${path}: ${r.body.msg}`);
  return r.body.data;
}

const table = (grouping: StatGrouping, range: object) => ok<StatTable>('admin', '/apo/performanceReport/table', { grouping, ...range });
const detail = (t: StatTable, row: StatRow, size = 200) => ok<StatDetailPage>('admin', '/apo/performanceReport/detail', {
  tableName: row.tableName, dimensionValues: row.dimensionValues, indexName: 'reworkNum', startTime: t.startTime, endTime: t.endTime, size,
});
const reworkOf = async (dept: number, range: object) => (await table('mainDept', range)).rows.find((r) => r.dimensionValues === String(dept))!.reworkNum;

/** Moves an order one step: commitTask actions, or the callback with its result. */
async function act(o: WorkflowActionResult, user: string, action: string, extra: object = {}): Promise<WorkflowActionResult> {
  if (action === 'callback') return ok('supervisor', '/aop/workflow/commitCbTask', { workflowId: o.workflowId, version: o.version, ...extra }, 'PATCH');
  return ok(user, '/aop/workflow/commitTask', { workflowId: o.workflowId, version: o.version, action, opinion: '测试', ...extra }, 'PATCH');
}

before(async () => {
  s = await startTestServer();
  await s.reset();
  for (const u of ['admin', 'dispatcher', 'dept01', 'supervisor']) tok[u] = await s.login(u);
});
after(async () => { await s?.close(); });

describe(`绩效统计：重办次数（${databaseLabel}）`, () => {
  let twice: WorkflowActionResult;

  test('核查不通过、回访不满意各计一次，计入工单的承办单位；单元格 = 下钻明细的退回次数', async () => {
    const before = { housing: await reworkOf(101, on(today)), other: await reworkOf(102, on(today)) };
    // Sent back by 核查 and then by 回访: two returns of one order of 101.
    twice = await registerOrder(s, { deptId: 101 });
    twice = await act(twice, 'dept01', 'reply');
    twice = await act(twice, 'dispatcher', 'checkFail');
    twice = await act(twice, 'dept01', 'reply');
    twice = await act(twice, 'dispatcher', 'checkPass', { claimReasonable: 1 });
    twice = await act(twice, 'supervisor', 'callback', { callbackResult: 3 });
    // One return of an order of 102, and an order of 102 that passed: only returns count.
    let once = await registerOrder(s, { deptId: 102 });
    once = await act(once, 'admin', 'reply');
    once = await act(once, 'dispatcher', 'checkFail');
    let passed = await registerOrder(s, { deptId: 102 });
    passed = await act(passed, 'admin', 'reply');
    await act(passed, 'dispatcher', 'checkPass', { claimReasonable: 1 });

    const t = await table('mainDept', on(today));
    const housing = t.rows.find((r) => r.dimensionValues === '101')!;
    assert.equal(housing.reworkNum, before.housing + 2);
    assert.equal(t.rows.find((r) => r.dimensionValues === '102')!.reworkNum, before.other + 1);
    const listed = await detail(t, housing);
    assert.equal(listed.total, housing.reworkNum);
    assert.equal(listed.indexLabel, STAT_COUNTS.reworkNum.label);
    const mine = listed.records.filter((r) => r.workflowId === twice.workflowId);
    assert.deepEqual(mine.map((r) => r.reworkName).sort(), ['回访不满意', '核查不通过'], '一件工单退回两次列两行');
    assert.ok(mine.every((r) => r.reworkTime?.startsWith(today)));
    const other = await ok<StatDetailPage>('admin', '/apo/performanceReport/detail', {
      tableName: 'stat_main_dept', dimensionValues: '102', indexName: 'turnNum', startTime: t.startTime, endTime: t.endTime, size: 1,
    });
    assert.equal(other.records[0]?.reworkTime ?? null, null, '其他指标列的是工单，没有退回时间');

    // The .xlsx of the cell: one row per return, with when and why it went back.
    const res = await fetch(`${s.url}/apo/performanceReport/detailExcel`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': tok.admin! },
      body: JSON.stringify({ tableName: housing.tableName, dimensionValues: housing.dimensionValues, indexName: 'reworkNum', startTime: t.startTime, endTime: t.endTime }),
    });
    assert.equal(res.status, 200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('下钻明细')!;
    assert.equal(sheet.rowCount - 1, housing.reworkNum);
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    assert.ok(headers.includes('退回重办时间') && headers.includes('退回原因'), headers.join());
    const reasons = sheet.getColumn(headers.indexOf('退回原因')).values.slice(2).map(String);
    assert.equal(reasons.filter((r) => r === '核查不通过' || r === '回访不满意').length, housing.reworkNum);

    // Every grouping: the rows add up to 合计, and each cell equals its drill-down.
    for (const grouping of STAT_GROUPINGS) {
      const g = await table(grouping, on(today));
      const total = g.rows.at(-1)!;
      assert.equal(g.rows.slice(0, -1).reduce((sum, r) => sum + r.reworkNum, 0), total.reworkNum, `${grouping} 各行之和`);
      for (const row of g.rows) assert.equal((await detail(g, row, 1)).total, row.reworkNum, `${grouping} ${row.name}`);
    }
  });

  test('退回发生在哪天计在哪天；迁移的回填与统计汇总任务重建历史日；删除工单后各天都不再计入', async () => {
    const before = { today: await reworkOf(101, on(today)), earlier: await reworkOf(101, on(earlier)) };
    // The 核查不通过 happened three days ago (moved by hand: a step the API writes is always now).
    await sql`update workflow_step set created_at = created_at - interval '3 days'
      where workflow_id = ${twice.workflowId} and action = 'checkFail'`.execute(s.app.db);
    assert.equal(await reworkOf(101, on(today)), before.today - 1);
    assert.equal(await reworkOf(101, on(earlier)), before.earlier + 1);
    const t = await table('mainDept', on(earlier));
    const housing = t.rows.find((r) => r.dimensionValues === '101')!;
    assert.equal((await detail(t, housing)).total, housing.reworkNum);

    // Days rolled up before the column existed: migration 032's last statement marks every day with returns for the next
    // read to rebuild; the roll-up job rebuilds any day from the steps as well.
    await sql`update stat_daily set rework_num = 0`.execute(s.app.db);
    await sql.raw(m032ReworkStat.statements.at(-1)!).execute(s.app.db);
    assert.equal(await reworkOf(101, on(earlier)), before.earlier + 1);
    assert.equal(await reworkOf(101, on(today)), before.today - 1);
    await sql`update stat_daily set rework_num = 0`.execute(s.app.db);
    await rollUpDays(s.app.db, earlier, today, new Date());
    assert.equal(await reworkOf(101, on(earlier)), before.earlier + 1);
    assert.equal(await reworkOf(101, on(today)), before.today - 1);

    // The order's days of dispatch, 核查 and 回访 are all today: only the return's own day says where else it counted.
    await ok('admin', `/aop/workflow/deleteWorkOrder?workflowIds=${twice.workflowId}`, undefined, 'GET');
    assert.equal(await reworkOf(101, on(earlier)), before.earlier);
    assert.equal(await reworkOf(101, on(today)), before.today - 2);
  });
});
