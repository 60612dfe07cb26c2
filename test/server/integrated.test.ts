// 综合查询: every condition narrows to exactly the orders the test counts itself from the database rows; a department
// user sees only its own; saved sets belong to one user; the export holds the whole result; bad input and permissions.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { DeptNode } from '../../src/shared/api/types.ts';
import type { IntegratedFilters, IntegratedIndex, IntegratedQuerySet, IntegratedRow } from '../../src/shared/api/contracts/integrated.ts';
import { INTEGRATED_TOTAL_CAP } from '../../src/shared/api/contracts/integrated.ts';
import { callsAs, databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
const as = callsAs(() => s, tokens);
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  for (const u of ['admin', 'supervisor', 'manager', 'dept01', 'dept02', 'agent01']) tokens[u] = await s.login(u);
});

type Page = { records: IntegratedRow[]; total: number; more: boolean; current: number; size: number };
const HOUSING = 101;
const PROPERTY_UNIT = 10101;
const DAY = 86_400_000;
const WORDS = ['噪音扰民', '路灯不亮', '占道经营', '供水中断'];
const AGENTS: Array<[string, string]> = [['王晓敏', '8001'], ['陈思远', '8002'], ['李晓华', '8003']];
const now = Date.now();
const cst = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const cstDay = (ms: number) => cst(ms).slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** 240 orders spread over 200 days across departments, types, regions, statuses and calls (half registered from a call). */
async function seedOrders() {
  const db = s.app.db;
  const depts = await db.selectFrom('sys_dept').select(['id', 'pid', 'kind']).where('kind', 'in', ['main', 'sub']).orderBy('id').execute();
  const mains = depts.filter((d) => d.kind === 'main');
  const eventTypes = await db.selectFrom('event_type').select(['id', 'pid', 'name']).orderBy('id').execute();
  const leaves = eventTypes.filter((e) => e.pid !== 0);
  const areas = await db.selectFrom('sys_area').select(['id', 'pid', 'name']).orderBy('id').execute();
  const creator = await db.selectFrom('sys_user').select(['id', 'real_name']).where('username', '=', 'agent01').executeTakeFirstOrThrow();
  const orders = [];
  const calls = [];
  for (let g = 1; g <= 240; g++) {
    const main = g % 5 === 0 ? { id: HOUSING } : mains[g % mains.length]!;
    const subs = depts.filter((d) => d.pid === main.id);
    const sub = g % 3 === 0 && subs.length ? (main.id === HOUSING ? { id: PROPERTY_UNIT } : subs[g % subs.length]!) : null;
    const status = 1 + (g % 9);
    const created = new Date(now - g * 20 * 3600_000);
    const event = leaves[g % leaves.length]!;
    const area = areas[g % areas.length]!;
    const callId = g % 2 === 0 ? `IQCALL${g}` : null;
    orders.push({
      workflow_id: `9${String(g).padStart(7, '0')}`, processid: `IQP${g}`, citizen_name: `诉求人${g}`, phone: `1391000${String(g % 50).padStart(4, '0')}`,
      channel: '1', appeal_type: String(1 + (g % 6)), event_type_id: event.id, event_type_name: event.name, region_id: area.id, region_name: area.name,
      address: `幸福路${g % 7}号`, content: `${WORDS[g % 4]} 第${g}号`, time_limit: 3,
      deadline: new Date(created.getTime() + (g % 4 === 0 ? 1 : 400) * DAY), hang_started_at: null,
      main_dept_id: status >= 3 ? main.id : null, sub_dept_id: status >= 3 && sub ? sub.id : null, co_dept_ids: g % 17 === 0 ? [HOUSING] : [],
      status, callback_result: status >= 7 ? 1 + (g % 3) : null, creator_id: creator.id, creator_name: creator.real_name, call_id: callId,
      finished_at: status >= 8 ? new Date(created.getTime() + 2 * DAY) : null, created_at: created, updated_at: created,
    });
    if (callId) {
      const [name, ext] = AGENTS[g % 3]!;
      const offered = new Date(created.getTime() - 5 * 60_000);
      calls.push({
        call_id: callId, leg: 1, caller: orders.at(-1)!.phone, called: '12345', extension: ext, agent_name: name, direction: 'in' as const,
        offered_at: offered, answered_at: new Date(offered.getTime() + 10_000), ended_at: new Date(offered.getTime() + 120_000),
        wait_seconds: 10, talk_seconds: 110, result: 'answered' as const, simulated: 0,
      });
    }
  }
  await db.insertInto('workflow').values(orders).execute();
  await db.insertInto('call_record').values(calls).execute();
  return { mains, depts, eventTypes, areas };
}

/** Every order row (seeded and the test's), with the call of each, to count expectations in plain code. */
async function allRows() {
  const rows = await s.app.db.selectFrom('workflow').selectAll().where('deleted', '=', 0).execute();
  const calls = await s.app.db.selectFrom('call_record').selectAll().execute();
  return rows.map((w) => ({ ...w, calls: calls.filter((c) => c.call_id === w.call_id) }));
}
type Row = Awaited<ReturnType<typeof allRows>>[number];
/** Content or address holds the word (what the words condition searches). */
const has = (w: Row, word: string) => w.content.includes(word) || (w.address ?? '').includes(word);
const overdue = (w: Row) => [1, 2, 3, 4, 5].includes(w.status) && (w.hang_started_at?.getTime() ?? Date.now()) > w.deadline.getTime();

async function query(user: string, f: IntegratedFilters & { page?: number; size?: number }): Promise<Page> {
  return as.ok<Page>(user, '/apo/integratedController/integratedQuery', { size: 100, ...f });
}

/** All result ids of a search (every page). */
async function allIds(user: string, f: IntegratedFilters): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const p = await query(user, { ...f, page, size: 100 });
    ids.push(...p.records.map((r) => r.workflowId));
    if (p.records.length < 100) return ids;
  }
}

describe(`综合查询（${databaseLabel}）`, () => {
  test('每个条件与组合都恰好筛出测试自己按数据库行数出的工单，按登记时间从新到旧', async () => {
    const { depts, eventTypes, areas } = await seedOrders();
    const rows = await allRows();
    const parentType = eventTypes.find((e) => e.pid === 0 && eventTypes.some((c) => c.pid === e.id))!;
    const typeIds = new Set([parentType.id, ...eventTypes.filter((e) => e.pid === parentType.id).map((e) => e.id)]);
    const hasChildren = (a: { id: number }) => areas.some((c) => c.pid === a.id);
    // A district with streets under it, not the city (which would hold every order).
    const parentArea = areas.find((a) => a.pid !== 0 && hasChildren(a)) ?? areas.find(hasChildren)!;
    const areaIds = new Set<number>([parentArea.id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const a of areas) if (areaIds.has(a.pid) && !areaIds.has(a.id)) { areaIds.add(a.id); grew = true; }
    }
    const sub = depts.find((d) => d.id === PROPERTY_UNIT)!;
    const from60 = cstDay(now - 60 * DAY);
    const to20 = cstDay(now - 20 * DAY);
    const inDays = (t: Date | null, from: string, to: string) => !!t && t.getTime() >= dayStart(from) && t.getTime() < dayStart(to) + DAY;
    const cases: Array<[string, IntegratedFilters, (w: Row) => boolean]> = [
      ['工单编号开头', { workflowId: '900001' }, (w) => w.workflow_id.startsWith('900001')],
      ['来电号码', { phone: '13910000007' }, (w) => w.phone === '13910000007'],
      ['内容关键词（登记时间内）', { words: '路灯', createdFrom: from60 }, (w) => has(w, '路灯') && w.created_at.getTime() >= dayStart(from60)],
      ['多个关键词', { words: '噪音 第1', createdFrom: from60 }, (w) => has(w, '噪音') && has(w, '第1') && w.created_at.getTime() >= dayStart(from60)],
      ['地址关键词', { words: '幸福路3', createdFrom: from60, createdTo: to20 }, (w) => has(w, '幸福路3') && inDays(w.created_at, from60, to20)],
      ['诉求类型', { appealType: '3' }, (w) => w.appeal_type === '3'],
      ['事件分类（含子类）', { eventTypeId: parentType.id }, (w) => w.event_type_id !== null && typeIds.has(w.event_type_id)],
      ['区域（含下级）', { regionId: parentArea.id }, (w) => w.region_id !== null && areaIds.has(w.region_id)],
      ['主办部门', { deptId: HOUSING }, (w) => w.main_dept_id === HOUSING],
      ['承办单位', { deptId: sub.id }, (w) => w.sub_dept_id === sub.id],
      ['工单状态', { status: 8 }, (w) => w.status === 8],
      ['登记时间', { createdFrom: from60, createdTo: to20 }, (w) => inDays(w.created_at, from60, to20)],
      ['办结时间', { finishedFrom: from60 }, (w) => !!w.finished_at && w.finished_at.getTime() >= dayStart(from60)],
      ['截止时间（精确到秒）', { deadlineTo: cst(now) }, (w) => w.deadline.getTime() <= Math.floor(now / 1000) * 1000],
      ['已超期', { overdue: 1 }, overdue],
      ['未超期', { overdue: 0 }, (w) => !overdue(w)],
      ['回访结果：基本满意', { callbackResult: 2 }, (w) => w.callback_result === 2],
      ['未回访', { callbackResult: 0 }, (w) => w.callback_result === null],
      ['来电登记', { fromCall: 1 }, (w) => w.call_id !== null],
      ['非来电登记', { fromCall: 0 }, (w) => w.call_id === null],
      ['接听坐席（姓名）', { callAgent: '陈思远' }, (w) => w.calls.some((c) => c.agent_name === '陈思远')],
      ['接听坐席（分机）', { callAgent: '8003' }, (w) => w.calls.some((c) => c.extension === '8003')],
      ['来电时间', { callFrom: from60, callTo: to20 }, (w) => w.calls.some((c) => inDays(c.offered_at, from60, to20))],
      ['组合：部门 + 状态 + 来电', { deptId: HOUSING, status: 3, fromCall: 1 }, (w) => w.main_dept_id === HOUSING && w.status === 3 && w.call_id !== null],
      ['组合：关键词 + 坐席 + 回访', { words: '占道', createdFrom: cstDay(now - 90 * DAY), callAgent: '王晓敏', callbackResult: 1 },
        (w) => has(w, '占道') && w.created_at.getTime() >= dayStart(cstDay(now - 90 * DAY)) && w.calls.some((c) => c.agent_name === '王晓敏') && w.callback_result === 1],
    ];
    for (const [name, filters, keep] of cases) {
      const expected = rows.filter(keep).sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.workflow_id < b.workflow_id ? 1 : -1));
      assert.ok(expected.length > 0 && expected.length < rows.length, `${name}: the case must narrow (${expected.length}/${rows.length})`);
      const page = await query('admin', { ...filters, size: 10 });
      assert.equal(page.total, expected.length, `${name}: total`);
      assert.deepEqual(await allIds('admin', filters), expected.map((w) => w.workflow_id), `${name}: the rows, newest first`);
    }
  });

  test('结果行带来电时间与接听坐席、部门名与回访结果；部门用户看到的号码已脱敏', async () => {
    await seedOrders();
    // Order 20: housing leads it (status 3), registered from a call answered by 李晓华 on 8003.
    const [row] = (await query('admin', { workflowId: '90000020' })).records;
    assert.ok(row);
    assert.equal(row.phone, '13910000020');
    assert.equal(row.callAgent, '李晓华（8003）');
    assert.equal(row.callTime, cst(now - 20 * 20 * 3600_000 - 5 * 60_000));
    assert.equal(row.mainDeptName, '云澜市住房和城乡建设局');
    assert.equal(row.statusName, '一级待办');
    assert.equal(row.content, '噪音扰民 第20号');
    const [seen] = (await query('dept01', { workflowId: '90000020' })).records;
    assert.ok(seen, 'dept01 leads order 90000020');
    assert.equal(seen.phone, '139****0020');
  });

  test('部门用户只查到引擎允许其看到的工单，部门选项也只有本部门', async () => {
    await seedOrders();
    const rows = await allRows();
    const l1 = rows.filter((w) => w.main_dept_id === HOUSING || w.co_dept_ids.includes(HOUSING)).map((w) => w.workflow_id).sort();
    const l2 = rows.filter((w) => w.sub_dept_id === PROPERTY_UNIT || w.co_dept_ids.includes(PROPERTY_UNIT)).map((w) => w.workflow_id).sort();
    assert.ok(l2.length > 0 && l2.length < l1.length && l1.length < rows.length);
    assert.deepEqual((await allIds('dept01', {})).sort(), l1);
    assert.deepEqual((await allIds('dept02', {})).sort(), l2);
    assert.equal((await allIds('supervisor', {})).length, rows.length);
    // Another department's orders: only those housing co-handles, even when asked for by that department's id.
    const coHandled = rows.filter((w) => w.main_dept_id === 102 && w.co_dept_ids.includes(HOUSING)).length;
    assert.ok(rows.filter((w) => w.main_dept_id === 102).length > coHandled);
    assert.equal((await query('dept01', { deptId: 102 })).total, coHandled);

    const l1Depts = await as.ok<DeptNode[]>('dept01', '/apo/integratedController/queryDeptList');
    assert.deepEqual(l1Depts.map((d) => d.id), [HOUSING]);
    assert.ok(l1Depts[0]!.children.some((c) => c.id === PROPERTY_UNIT));
    assert.deepEqual((await as.ok<DeptNode[]>('dept02', '/apo/integratedController/queryDeptList')).map((d) => d.id), [PROPERTY_UNIT]);
    const all = await as.ok<DeptNode[]>('supervisor', '/apo/integratedController/queryDeptList');
    assert.ok(all.length >= 8 && all.every((d) => d.level === 1));

    const index = await as.ok<IntegratedIndex>('dept01', '/apo/integratedController/index', undefined, 'GET');
    assert.equal(index.statuses.length, 9);
    assert.ok(index.appealTypes.length > 0 && index.eventTypes.length > 0 && index.regions.length > 0);
    assert.equal(index.totalCap, INTEGRATED_TOTAL_CAP);
  });

  test('超过上限时只数到上限并说明；翻到上限之外被拒绝', async () => {
    await sql`insert into workflow (workflow_id, processid, citizen_name, phone, channel, appeal_type, content, time_limit, deadline, status,
      creator_id, creator_name, created_at)
      select 'C' || lpad(g::text, 7, '0'), 'CP' || g, '批量', '13700000000', '1', '1', '批量工单', 3, now() + interval '3 days', 1, 1, '林书恒',
        now() - g * interval '1 minute'
      from generate_series(1, ${INTEGRATED_TOTAL_CAP + 5}) g`.execute(s.app.db);
    const page = await query('admin', { phone: '13700000000', size: 20 });
    assert.equal(page.total, INTEGRATED_TOTAL_CAP);
    assert.equal(page.more, true);
    assert.equal(page.records[0]!.workflowId, 'C0000001');
    await as.no('admin', '/apo/integratedController/integratedQuery', { phone: '13700000000', page: 501, size: 20 }, /超过 10,000 条/);
  });

  test('导出：整份结果写入 .xlsx，行数与查询结果一致', async () => {
    await seedOrders();
    const filters = { fromCall: 1 as const, status: 3 as const };
    const expected = await allIds('dept01', filters);
    assert.ok(expected.length > 0);
    const res = await fetch(`${s.url}/apo/integratedController/integratedQueryExcel`, {
      method: 'POST', headers: { 'content-type': 'application/json', token: tokens.dept01! }, body: JSON.stringify(filters),
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    assert.equal(ws.getRow(1).getCell(1).value, '工单编号');
    const ids: string[] = [];
    ws.eachRow((row, n) => { if (n > 1) ids.push(String(row.getCell(1).value)); });
    assert.deepEqual(ids, expected);
    // A refused export answers the envelope, not a file.
    const refused = await s.call('/apo/integratedController/integratedQueryExcel', { token: tokens.admin, body: { words: '路灯' } });
    assert.notEqual(refused.body.code, 0);
    assert.match(refused.body.msg, /登记时间范围/);
  });

  test('查询方案：保存、列出、应用、重命名、删除；他人看不到也改不了；退出再登录仍在', async () => {
    const conditions = { status: 3 as const, deptId: HOUSING, words: '', phone: '  ' };
    const saved = await as.ok<IntegratedQuerySet>('dept01', '/apo/integratedController/querySet/save', { name: ' 我的待办 ', conditions });
    assert.equal(saved.name, '我的待办');
    assert.deepEqual(saved.conditions, { status: 3, deptId: HOUSING });
    await as.no('dept01', '/apo/integratedController/querySet/save', { name: '我的待办', conditions: { status: 1 } }, '已存在同名的查询方案，请换一个名称');
    await as.no('dept01', '/apo/integratedController/querySet/save', { name: '空的', conditions: { words: ' ' } }, '请先填写查询条件再保存');
    assert.deepEqual(await as.ok<IntegratedQuerySet[]>('supervisor', '/apo/integratedController/querySet/list'), []);
    await as.no('supervisor', '/apo/integratedController/querySet/rename', { id: saved.id, name: '抢来的' }, '查询方案不存在或已删除');
    await as.no('supervisor', '/apo/integratedController/querySet/delete', { id: saved.id }, '查询方案不存在或已删除');
    // The same name is free for another user.
    await as.ok('supervisor', '/apo/integratedController/querySet/save', { name: '我的待办', conditions: { status: 5 } });

    await as.ok('dept01', '/api/logout');
    tokens.dept01 = await s.login('dept01');
    const [kept] = await as.ok<IntegratedQuerySet[]>('dept01', '/apo/integratedController/querySet/list');
    assert.equal(kept?.id, saved.id);
    // Applying a set is searching with its conditions.
    await seedOrders();
    const rows = await allRows();
    assert.equal((await query('dept01', kept.conditions)).total, rows.filter((w) => w.status === 3 && w.main_dept_id === HOUSING).length);

    const renamed = await as.ok<IntegratedQuerySet>('dept01', '/apo/integratedController/querySet/rename', { id: saved.id, name: '住建待办' });
    assert.equal(renamed.name, '住建待办');
    await as.ok('dept01', '/apo/integratedController/querySet/delete', { id: saved.id });
    assert.deepEqual(await as.ok<IntegratedQuerySet[]>('dept01', '/apo/integratedController/querySet/list'), []);
    assert.equal((await as.ok<IntegratedQuerySet[]>('supervisor', '/apo/integratedController/querySet/list')).length, 1);
  });

  test('不合理的条件得到中文说明且不改变任何数据', async () => {
    await as.no('admin', '/apo/integratedController/integratedQuery', { words: '路灯' }, '按内容查询时，请选择不超过 93 天的登记时间范围');
    await as.no('admin', '/apo/integratedController/integratedQuery', { words: '路灯', createdFrom: cstDay(now - 200 * DAY) }, /不超过 93 天/);
    await as.no('admin', '/apo/integratedController/integratedQuery', { createdFrom: '2026-03-02', createdTo: '2026-03-01' }, '登记时间的开始时间不能晚于结束时间');
    await as.no('admin', '/apo/integratedController/integratedQuery', { deptId: 999999 }, '所选部门不存在，请重新选择');
    for (const body of [{ status: 99 }, { createdFrom: '昨天' }, { size: 1000 }, { overdue: 2 }, { eventTypeId: 'x' }, { workflowId: "1' or 1=1" }]) {
      const r = await s.call('/apo/integratedController/integratedQuery', { token: tokens.admin, body });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/, `${JSON.stringify(body)}: ${r.body.msg}`);
    }
    const r = await s.call('/apo/integratedController/querySet/save', { token: tokens.admin, body: { name: '', conditions: {} } });
    assert.equal(r.status, 400);
  });

  test('权限：话务员无此页面（403），未登录 401', async () => {
    for (const path of ['/apo/integratedController/integratedQuery', '/apo/integratedController/integratedQueryExcel', '/apo/integratedController/querySet/list']) {
      const r = await s.call(path, { token: tokens.agent01, body: {} });
      assert.equal(r.status, 403, path);
      assert.equal((await s.call(path, { body: {} })).status, 401, path);
    }
    assert.equal((await s.call('/apo/integratedController/index', { token: tokens.agent01, method: 'GET' })).status, 403);
  });
});
