// 绩效统计 and 下钻明细 against the real server: every count cell of a seeded table (each grouping) equals the number of
// orders its drill-down lists; the counts follow their written definitions; writes show at once; the roll-up job
// rebuilds; the satisfaction setting; department scope; permissions; refusals; the .xlsx exports.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { sql, type Insertable } from 'kysely';
import type { StatDetailPage, StatRow, StatTable } from '../../src/shared/api/contracts/stats.ts';
import type { WorkflowActionResult } from '../../src/shared/api/workorder.types.ts';
import {
  presetDays, STAT_COUNT_KEYS, STAT_GROUPINGS, STAT_INDEX_KEYS, TOTAL_ROW_LABEL, HOTLINE_CENTRE_TABLE, type StatGrouping, type StatIndexKey,
} from '../../src/shared/protocol/statsFigures.ts';
import type { WorkflowTable } from '../../server/src/db/schema.ts';
import { cstDay } from '../../server/src/lib/time.ts';
import { rollUpDays } from '../../server/src/services/schedule/stats-rollup.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const USERS = ['admin', 'agent01', 'dispatcher', 'dept01', 'dept02', 'supervisor', 'manager'];
const DAY = 86_400_000;
const today = cstDay(Date.now());
const dayBefore = (n: number) => cstDay(Date.now() - n * DAY);
/** The seeded range: 75 days up to today (the demo seed spreads its orders over the last 30). */
const RANGE = { preset: 'custom' as const, startTime: dayBefore(75), endTime: today };

async function ok<T>(user: string, path: string, body?: unknown, method = 'POST'): Promise<T> {
  const r = await s.call<T>(path, { token: tok[user], body, method });
  assert.equal(r.body.code, 0, `${user} ${path}: ${r.body.msg}`);
  return r.body.data;
}

const table = (user: string, grouping: StatGrouping, range: object = RANGE) =>
  ok<StatTable>(user, '/apo/performanceReport/table', { grouping, ...range });

const detail = (user: string, t: StatTable, row: StatRow, key: StatIndexKey, page = 1, size = 1) =>
  ok<StatDetailPage>(user, '/apo/performanceReport/detail', {
    tableName: row.tableName, dimensionValues: row.dimensionValues, indexName: key, startTime: t.startTime, endTime: t.endTime, page, size,
  });

/** A small deterministic generator, so every run inserts the same orders. */
function lcg(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return Math.floor(x / 65536) % n;
  };
}

/**
 * 400 orders besides the demo seed, spread over 70 days with every shape a count distinguishes: each callback result,
 * checks passed and failed, unreasonable claims, replies before and after the deadline, sub departments, no event type,
 * no department (the centre's), three registering users, deleted orders, and moments a breath either side of CST midnight.
 */
async function seedVariety(): Promise<void> {
  const rand = lcg(2026);
  const users = await s.app.db.selectFrom('sys_user').select(['id', 'real_name', 'username']).where('username', 'in', ['agent01', 'agent02', 'admin']).execute();
  const mains = [101, 102, 103, 104, 105, 106, 107, 108];
  const types = [101, 102, 103, 201, 202, 301, 401, 501, 601, 701];
  const rows: Insertable<WorkflowTable>[] = [];
  for (let n = 1; n <= 400; n++) {
    const dayStart = Date.parse(`${dayBefore(rand(70))}T00:00:00+08:00`);
    // Every fifth order sits within a second of midnight, where a day boundary mistake would show.
    const created = n % 5 === 0 ? dayStart + (n % 10 === 0 ? 0 : DAY - 500) : dayStart + rand(86_000) * 1000;
    const at = (hours: number) => new Date(Math.min(Date.now() - 1000, created + hours * 3_600_000));
    const centre = rand(8) === 0;
    const main = centre ? null : mains[rand(mains.length)]!;
    const dispatched = !centre && rand(10) > 0;
    const sub = main && dispatched && rand(3) === 0 ? main * 100 + 1 : null;
    const replied = dispatched && rand(4) > 0;
    const deadline = new Date(created + (1 + rand(6)) * DAY);
    const replyAt = replied ? at(rand(2) === 0 ? 20 : 24 * 8) : null;
    const checked = (replied || centre) && rand(3) > 0;
    const passed = checked ? (rand(4) === 0 ? 0 : 1) : null;
    const called = passed === 1 && rand(3) > 0;
    const user = users[rand(users.length)]!;
    const type = rand(9) === 0 ? null : types[rand(types.length)]!;
    rows.push({
      workflow_id: `ST${String(n).padStart(6, '0')}`, processid: `stats-${n}`, citizen_name: '统计测试', phone: '13900000000', channel: '1',
      appeal_type: String(1 + rand(6)), event_type_id: type, event_type_name: type ? `类型${type}` : null, content: `统计测试工单 ${n}`,
      time_limit: 3, deadline, status: called ? 7 : passed === 1 ? 6 : replied ? 5 : dispatched ? 3 : 2, main_dept_id: dispatched ? main : null,
      sub_dept_id: sub, creator_id: user.id, creator_name: user.real_name, created_at: new Date(created), updated_at: new Date(created),
      dispatched_at: dispatched ? new Date(created + (n % 5 === 0 ? 0 : 3_600_000)) : null, l1_replied_at: replyAt,
      checked_at: checked ? (n % 5 === 0 ? new Date(created) : at(30)) : null, check_passed: passed,
      claim_reasonable: passed === 1 ? (rand(5) === 0 ? 0 : 1) : null,
      callback_at: called ? (n % 5 === 0 ? new Date(created) : at(40)) : null, callback_result: called ? 1 + rand(3) : null,
      deleted: rand(25) === 0 ? 1 : 0,
    });
  }
  // Just inside and just outside the mid range's first and last days: a boundary off by a moment changes a cell.
  const edges = [`${dayBefore(40)}T00:00:00.000+08:00`, `${dayBefore(41)}T23:59:59.999+08:00`, `${dayBefore(10)}T23:59:59.999+08:00`, `${dayBefore(9)}T00:00:00.000+08:00`];
  edges.forEach((edge, i) => {
    const at = new Date(edge);
    rows.push({
      workflow_id: `SE${i}`, processid: `stats-edge-${i}`, citizen_name: '统计测试', phone: '13900000000', channel: '1', appeal_type: '1', event_type_id: 101,
      event_type_name: '物业管理', content: `边界工单 ${i}`, time_limit: 3, deadline: new Date(at.getTime() + 3 * DAY), status: 7, main_dept_id: 101, sub_dept_id: 10101,
      creator_id: users[0]!.id, creator_name: users[0]!.real_name, created_at: at, updated_at: at, dispatched_at: at, l1_replied_at: at, checked_at: at,
      check_passed: 1, claim_reasonable: 1, callback_at: at, callback_result: 2,
    });
  });
  await s.app.db.insertInto('workflow').values(rows).execute();
}

before(async () => {
  s = await startTestServer();
  await s.reset();
  await seedVariety();
  for (const u of USERS) tok[u] = await s.login(u);
});
after(async () => { await s?.close(); });

describe(`绩效统计（${databaseLabel}）`, () => {
  test('每个分组的每个数字单元格 = 下钻明细的工单数；各行之和 = 合计', async () => {
    let cells = 0;
    // The whole seeded range, and one whose first and last days cut through orders placed a breath either side of midnight.
    const ranges = [RANGE, { preset: 'custom', startTime: dayBefore(40), endTime: dayBefore(10) }];
    for (const [grouping, range] of ranges.flatMap((r) => STAT_GROUPINGS.map((g) => [g, r] as const))) {
      const t = await table('admin', grouping, range);
      const total = t.rows.at(-1)!;
      assert.equal(total.name, TOTAL_ROW_LABEL);
      assert.ok(total.isTotal && t.rows.slice(0, -1).every((r) => !r.isTotal));
      assert.ok(total.turnNum > 0 && total.callBackNum > 0 && total.solveNum > 0, `${grouping} 有数据`);
      for (const key of STAT_INDEX_KEYS) {
        assert.equal(t.rows.slice(0, -1).reduce((sum, r) => sum + r[key], 0), total[key], `${grouping} ${key} 各行之和`);
        for (const row of t.rows) {
          const d = await detail('admin', t, row, key);
          assert.equal(d.total, row[key], `${grouping} ${row.name} ${key}`);
          cells++;
        }
      }
    }
    assert.ok(cells > 1000, `walked ${cells} cells`);
  });

  test('计数符合文字定义（从工单逐条数），热线中心行有自己的表名', async () => {
    const t = await table('admin', 'mainDept');
    const start = Date.parse(`${RANGE.startTime}T00:00:00+08:00`);
    const end = Date.parse(`${RANGE.endTime}T00:00:00+08:00`) + DAY;
    const orders = await s.app.db.selectFrom('workflow').selectAll().where('deleted', '=', 0).execute();
    const within = (d: Date | null) => d !== null && d.getTime() >= start && d.getTime() < end;
    const turned = orders.filter((o) => within(o.dispatched_at) && o.main_dept_id !== null);
    const checked = orders.filter((o) => within(o.checked_at));
    const called = orders.filter((o) => within(o.callback_at));
    const expected: Partial<Record<StatIndexKey, number>> = {
      turnNum: turned.length,
      responseNum: turned.filter((o) => o.l1_replied_at).length,
      noResponseNum: turned.filter((o) => !o.l1_replied_at).length,
      onTimeNum: turned.filter((o) => o.l1_replied_at && o.l1_replied_at <= o.deadline).length,
      solveNum: checked.filter((o) => o.check_passed === 1).length,
      noSolveNum: checked.filter((o) => o.check_passed === 0).length,
      unreasonableClaim: checked.filter((o) => o.check_passed === 1 && o.claim_reasonable === 0).length,
      callBackNum: called.filter((o) => [1, 2, 3].includes(o.callback_result ?? 0)).length,
      satisfactionNum: called.filter((o) => o.callback_result === 1).length,
      basicSatisfactionNum: called.filter((o) => o.callback_result === 2).length,
      dissatisfactionNum: called.filter((o) => o.callback_result === 3).length,
    };
    const total = t.rows.at(-1)!;
    for (const [key, n] of Object.entries(expected)) assert.equal(total[key as StatIndexKey], n, key);
    assert.equal(total.turnNum, total.responseNum + total.noResponseNum, '转办量 = 响应量 + 未响应量');
    assert.equal(total.responseRate, total.responseNum / total.turnNum);
    assert.equal(total.satisfactionRate, (total.satisfactionNum + total.basicSatisfactionNum) / total.callBackNum, '默认基本满意计入满意');

    const centre = t.rows.find((r) => r.tableName === HOTLINE_CENTRE_TABLE)!;
    assert.equal(centre.name, '热线中心');
    assert.equal(centre.callBackNum, called.filter((o) => o.main_dept_id === null && o.callback_result).length, '中心直接办结的回访');
    assert.ok(centre.callBackNum > 0);
    const own = await ok<StatDetailPage>('admin', '/apo/performanceReport/detail', {
      tableName: HOTLINE_CENTRE_TABLE, dimensionValues: '', indexName: 'callBackNum', startTime: t.startTime, endTime: t.endTime, size: 200,
    });
    assert.equal(own.total, centre.callBackNum);
    assert.equal(own.rowName, '热线中心');
    assert.ok(own.records.every((r) => r.mainDeptName === null));
  });

  test('下钻明细分页列出的正是单元格里的工单：逐页取完，不重不漏，按日期倒序', async () => {
    const t = await table('admin', 'agent');
    const row = [...t.rows].filter((r) => !r.isTotal).sort((a, b) => b.callBackNum - a.callBackNum)[0]!;
    const seen = new Set<string>();
    let previous = '9999';
    for (let page = 1; ; page++) {
      const d = await detail('admin', t, row, 'callBackNum', page, 7);
      for (const o of d.records) {
        assert.ok(!seen.has(o.workflowId), o.workflowId);
        seen.add(o.workflowId);
        assert.equal(o.creatorName, row.name);
        assert.ok(o.callbackResultName !== null);
        assert.ok(o.callbackTime! <= previous, '回访时间倒序');
        previous = o.callbackTime!;
      }
      if (d.records.length < 7) break;
    }
    assert.equal(seen.size, row.callBackNum);
  });

  test('预设时间范围按规格 §9：本周周一至周日，最近一周、最近一个月到今天', async () => {
    assert.deepEqual(presetDays('thisWeek', '2026-11-24'), { startDay: '2026-11-23', endDay: '2026-11-29' });
    assert.deepEqual(presetDays('thisWeek', '2026-11-29'), { startDay: '2026-11-23', endDay: '2026-11-29' }, '周日属于本周');
    assert.deepEqual(presetDays('lastWeek', '2026-11-24'), { startDay: '2026-11-17', endDay: '2026-11-24' });
    assert.deepEqual(presetDays('lastMonth', '2026-11-24'), { startDay: '2026-10-24', endDay: '2026-11-24' });
    assert.deepEqual(presetDays('lastMonth', '2026-03-31'), { startDay: '2026-02-28', endDay: '2026-03-31' }, '上月没有这一天取月末');
    assert.deepEqual(presetDays('lastMonth', '2026-01-15'), { startDay: '2025-12-15', endDay: '2026-01-15' });
    const week = await table('admin', 'mainDept', { preset: 'thisWeek' });
    const expected = presetDays('thisWeek', today);
    assert.equal(week.startTime, `${expected.startDay} 00:00:00`);
    assert.equal(week.endTime, `${expected.endDay} 23:59:59`);
    const month = await table('admin', 'mainDept', { preset: 'lastMonth' });
    assert.equal(month.endTime, `${today} 23:59:59`);
  });

  test('写入即反映：派遣、回复、回访后的今日统计立即变化，单元格仍等于明细', async () => {
    const dept = (t: StatTable) => t.rows.find((r) => r.dimensionValues === '101')!;
    const before = dept(await table('admin', 'mainDept', { preset: 'thisWeek' }));
    let o = await ok<WorkflowActionResult>('agent01', '/aop/workflow/commit', {
      citizenName: '测试市民', phone: '13912345678', channel: '1', appealType: '3', eventTypeId: 101, regionId: 110101, address: '北门社区1号', content: '统计即时性测试',
    });
    const task = async (user: string, action: string, extra: object = {}) => {
      o = await ok<WorkflowActionResult>(user, '/aop/workflow/commitTask', { workflowId: o.workflowId, version: o.version, action, ...extra }, 'PATCH');
    };
    await task('dispatcher', 'accept');
    await task('dispatcher', 'dispatch', { mainDeptId: 101 });
    let now = dept(await table('admin', 'mainDept', { preset: 'thisWeek' }));
    assert.equal(now.turnNum, before.turnNum + 1);
    assert.equal(now.noResponseNum, before.noResponseNum + 1);
    await task('dept01', 'reply', { opinion: '已处理' });
    now = dept(await table('admin', 'mainDept', { preset: 'thisWeek' }));
    assert.equal(now.responseNum, before.responseNum + 1);
    assert.equal(now.noResponseNum, before.noResponseNum);
    assert.equal(now.onTimeNum, before.onTimeNum + 1, '时限内回复');
    await task('dispatcher', 'checkPass', { claimReasonable: 0 });
    o = await ok<WorkflowActionResult>('supervisor', '/aop/workflow/commitCbTask', { workflowId: o.workflowId, version: o.version, callbackResult: 2 }, 'PATCH');
    const t = await table('admin', 'mainDept', { preset: 'thisWeek' });
    now = dept(t);
    assert.equal(now.solveNum, before.solveNum + 1);
    assert.equal(now.unreasonableClaim, before.unreasonableClaim + 1);
    assert.equal(now.callBackNum, before.callBackNum + 1);
    assert.equal(now.basicSatisfactionNum, before.basicSatisfactionNum + 1);
    const listed = await detail('admin', t, now, 'basicSatisfactionNum', 1, 200);
    assert.ok(listed.records.some((r) => r.workflowId === o.workflowId && r.callbackResultName === '基本满意'));
    for (const key of STAT_COUNT_KEYS) assert.equal((await detail('admin', t, now, key)).total, now[key], key);

    // Deleting the order takes it out of every count at once.
    await ok('admin', `/aop/workflow/deleteWorkOrder?workflowIds=${o.workflowId}`, undefined, 'GET');
    const gone = dept(await table('admin', 'mainDept', { preset: 'thisWeek' }));
    assert.equal(gone.callBackNum, before.callBackNum);
    assert.equal(gone.turnNum, before.turnNum);
  });

  test('统计汇总任务重建日汇总：被改坏的汇总行恢复，重复执行结果不变', async () => {
    const before = await table('admin', 'eventType');
    await sql`update stat_daily set turn_num = turn_num + 1000`.execute(s.app.db);
    await rollUpDays(s.app.db, RANGE.startTime, RANGE.endTime, new Date());
    assert.deepEqual(await table('admin', 'eventType'), before);
    const read = async () => (await sql`select * from stat_daily order by dim, day, dim_id`.execute(s.app.db)).rows;
    const rolled = await read();
    await rollUpDays(s.app.db, RANGE.startTime, RANGE.endTime, new Date());
    assert.deepEqual(await read(), rolled, '幂等');
  });

  test('满意率计入的回访结果在字典管理中设置：停用「基本满意」后只计满意', async () => {
    const entries = await ok<{ records: Array<{ id: number; dictValue: string; dictLabel: string; sort: number; listClass: string; status: number }> }>(
      'admin', '/api/sys/dict/data/page', { dictType: 'stats_satisfied_results', size: 10 });
    const basic = entries.records.find((e) => e.dictValue === '2')!;
    const save = (status: number) => ok('admin', '/api/sys/dict/data/update', {
      id: basic.id, dictType: 'stats_satisfied_results', dictLabel: basic.dictLabel, dictValue: '2', sort: basic.sort, listClass: basic.listClass, status,
    });
    await save(0);
    try {
      const t = await table('admin', 'mainDept');
      const total = t.rows.at(-1)!;
      assert.deepEqual(t.satisfiedResults, ['1']);
      assert.equal(total.satisfactionRate, total.satisfactionNum / total.callBackNum);
    } finally {
      await save(1);
    }
    assert.deepEqual((await table('admin', 'mainDept')).satisfiedResults, ['1', '2']);
  });

  test('承办单位只看本单位：一级单位看到本单位与下属二级单位，不能按事件类型或话务员，不能下钻别的单位', async () => {
    const main = await table('dept01', 'mainDept');
    assert.ok(main.deptScoped);
    assert.equal(main.rows.length, 2, '本单位一行和合计');
    assert.deepEqual(main.rows.filter((r) => !r.isTotal).map((r) => r.dimensionValues), ['101']);
    const all = (await table('admin', 'mainDept')).rows.find((r) => r.dimensionValues === '101')!;
    for (const key of STAT_COUNT_KEYS) assert.equal(main.rows[0]![key], all[key], key);
    for (const key of STAT_COUNT_KEYS) assert.equal((await detail('dept01', main, main.rows.at(-1)!, key)).total, main.rows.at(-1)![key], `合计 ${key}`);

    const subs = await table('dept01', 'subDept');
    assert.ok(subs.rows.filter((r) => !r.isTotal).every((r) => r.dimensionValues.startsWith('101')));
    const r = await s.call('/apo/performanceReport/table', { token: tok.dept01, body: { grouping: 'eventType' } });
    assert.equal(r.body.code, 1);
    assert.match(r.body.msg, /仅对热线中心开放/);
    const other = await s.call('/apo/performanceReport/detail', { token: tok.dept01, body: {
      tableName: 'stat_main_dept', dimensionValues: '102', indexName: 'turnNum', startTime: main.startTime, endTime: main.endTime } });
    assert.equal(other.body.code, 1);
    assert.equal(other.body.msg, '只能查看本单位的统计明细');
    const level2 = await table('dept02', 'subDept');
    assert.deepEqual(level2.rows.filter((x) => !x.isTotal).map((x) => x.dimensionValues), ['10101']);
  });

  test('权限：未登录 401，无菜单权限 403，导出需要 report:export', async () => {
    const body = { grouping: 'mainDept' };
    const cell = { tableName: 'stat_main_dept', dimensionValues: '101', indexName: 'turnNum', startTime: RANGE.startTime, endTime: RANGE.endTime };
    for (const path of ['/apo/performanceReport/table', '/apo/performanceReport/tableExcel']) {
      assert.equal((await s.call(path, { body })).status, 401);
      assert.equal((await s.call(path, { token: tok.agent01, body })).status, 403);
    }
    for (const path of ['/apo/performanceReport/detail', '/apo/performanceReport/detailExcel']) {
      assert.equal((await s.call(path, { body: cell })).status, 401);
      assert.equal((await s.call(path, { token: tok.agent01, body: cell })).status, 403);
    }
    assert.equal((await s.call('/apo/performanceReport/detail', { token: tok.dispatcher, body: cell })).body.code, 0, '派单员可下钻');
    assert.equal((await s.call('/apo/performanceReport/detailExcel', { token: tok.dispatcher, body: cell })).status, 403, '派单员不能导出');
    assert.equal((await s.call('/apo/performanceReport/tableExcel', { token: tok.dept01, body })).status, 403);
  });

  test('错误输入：类型不对 400（中文），业务上不成立的范围说明原因，什么也不写', async () => {
    for (const body of [{ grouping: 'city' }, { preset: 'yesterday' }, { startTime: '2026/11/01', endTime: '2026-11-02' }, { startTime: 5 }]) {
      const r = await s.call('/apo/performanceReport/table', { token: tok.admin, body });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/);
    }
    const cell = { tableName: 'stat_main_dept', dimensionValues: '101', indexName: 'turnNum', startTime: RANGE.startTime, endTime: RANGE.endTime };
    for (const body of [{ ...cell, indexName: 'total' }, { ...cell, dimensionValues: 'a,b' }, { ...cell, size: 1000 }, { ...cell, startTime: undefined }]) {
      const r = await s.call('/apo/performanceReport/detail', { token: tok.admin, body });
      assert.equal(r.status, 400, JSON.stringify(body));
    }
    const refusals: Array<[string, object, string | RegExp]> = [
      ['/apo/performanceReport/table', { preset: 'custom', startTime: '2026-11-01' }, '请选择开始日期和结束日期'],
      ['/apo/performanceReport/table', { startTime: '2026-11-02', endTime: '2026-11-01' }, '开始日期不能晚于结束日期'],
      ['/apo/performanceReport/table', { startTime: '2024-01-01', endTime: '2026-01-01' }, /不能超过 367 天/],
      ['/apo/performanceReport/table', { startTime: '2026-02-30', endTime: '2026-03-01' }, '日期不存在：2026-02-30'],
      ['/apo/performanceReport/detail', { ...cell, startTime: `${RANGE.startTime} 12:00:00` }, /统计按整天计算/],
      ['/apo/performanceReport/detail', { ...cell, tableName: 'workflow' }, '统计表名称不正确：workflow'],
      ['/apo/performanceReport/detailExcel', { ...cell, tableName: 'workflow' }, '统计表名称不正确：workflow'],
    ];
    for (const [path, body, msg] of refusals) {
      const snap = await s.snapshot();
      const r = await s.call(path, { token: tok.admin, body });
      assert.equal(r.body.code, 1, `${path} ${JSON.stringify(body)}`);
      if (typeof msg === 'string') assert.equal(r.body.msg, msg);
      else assert.match(r.body.msg, msg);
      assert.deepEqual(await s.snapshot(), snap);
    }
  });

  test('导出：报表与下钻明细都是真正的 .xlsx，行数与页面一致', async () => {
    const t = await table('supervisor', 'mainDept');
    const res = await fetch(`${s.url}/apo/performanceReport/tableExcel`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': tok.supervisor! }, body: JSON.stringify({ grouping: 'mainDept', ...RANGE }),
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const sheet = wb.getWorksheet('绩效统计')!;
    const names = sheet.getColumn(1).values.slice(2).map(String);
    assert.deepEqual(names.slice(0, t.rows.length), t.rows.map((r) => r.name));
    assert.equal(sheet.getRow(t.rows.length + 1).getCell(2).value, t.rows.at(-1)!.turnNum);
    assert.ok(wb.getWorksheet('指标说明'));

    const row = t.rows.find((r) => r.dimensionValues === '101')!;
    const ex = await fetch(`${s.url}/apo/performanceReport/detailExcel`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': tok.supervisor! },
      body: JSON.stringify({ tableName: row.tableName, dimensionValues: row.dimensionValues, indexName: 'responseNum', startTime: t.startTime, endTime: t.endTime }),
    });
    assert.equal(ex.status, 200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await ex.arrayBuffer());
    const orders = book.getWorksheet('下钻明细')!;
    assert.equal(orders.rowCount - 1, row.responseNum);
    assert.equal(orders.getRow(1).getCell(1).value, '工单编号');
    assert.match(String(orders.getRow(2).getCell(1).value), /^(YL|ST)/);
  });
});
