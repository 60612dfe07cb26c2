// 派单目录 against the real server: the seed covers every event type; page with filters, add, detail, update, delete, each
// write in the operation log; every refusal (bad fields, unknown rows, a duplicate, no permission) writes nothing; the
// department suggestion puts the applying entry first with its 依据, narrowed by area and keywords, within its dates.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { CatalogueEntry, CatalogueImportResult, CatalogueOptions } from '../../src/shared/api/contracts/dispatchCatalogue.ts';
import type { Page } from '../../src/shared/api/types.ts';
import type { DeptMatch } from '../../src/shared/api/workorder.types.ts';
import { callsAs, databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const { ok, no } = callsAs(() => s, tok);

before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  for (const u of ['admin', 'agent01']) tok[u] = await s.login(u);
});

const cstDay = (offsetDays = 0) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** 价格违法 (203) with the test's own entries only. */
const TYPE = 203;
const entry = (extra: object = {}) => ({
  eventTypeId: TYPE, leadDeptId: 102, basis: '测试依据：市场监管局负责价格监督检查', status: 1, ...extra,
});

async function exported(body: unknown): Promise<string[][]> {
  const res = await fetch(`${s.url}/api/sys/dispatchCatalogue/export`, {
    method: 'POST', headers: { 'x-auth-token': tok.admin!, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  assert.match(res.headers.get('content-type') ?? '', /spreadsheet/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const rows: string[][] = [];
  // row.values is sparse where a cell is empty: Array.from visits the holes too.
  wb.worksheets[0]!.eachRow((row) => { rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)))); });
  return rows;
}

async function upload(token: string, rows: Array<Array<string | number>>): Promise<{ status: number; body: { code: number; msg: string; data: CatalogueImportResult | null } }> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('派单目录');
  for (const r of rows) ws.addRow(r);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await wb.xlsx.writeBuffer())]), 'catalogue.xlsx');
  const res = await fetch(`${s.url}/api/sys/dispatchCatalogue/import`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
  return { status: res.status, body: await res.json() as { code: number; msg: string; data: CatalogueImportResult | null } };
}

async function ownType(): Promise<void> {
  const seeded = await ok<Page<CatalogueEntry>>('admin', '/api/sys/dispatchCatalogue/page', { eventTypeId: TYPE, size: 100 });
  if (seeded.records.length) await ok('admin', '/api/sys/dispatchCatalogue/delete', { ids: seeded.records.map((r) => r.id) });
}

describe(`派单目录（${databaseLabel}）`, () => {
  test('种子覆盖每个事件分类；分页与按分类、单位、状态筛选；表单选项', async () => {
    const types = await s.app.db.selectFrom('event_type').select('id').where('pid', '<>', 0).execute();
    const all = await ok<Page<CatalogueEntry>>('admin', '/api/sys/dispatchCatalogue/page', { size: 100 });
    for (const t of types) assert.ok(all.records.some((r) => r.eventTypeId === t.id && r.basis), `event type ${t.id} has an entry`);
    assert.ok(all.records.some((r) => r.regionId !== null) && all.records.some((r) => r.assistDeptIds.length > 0));
    const property = all.records.find((r) => r.eventTypeId === 101 && r.keywords === '电梯,扶梯,困人')!;
    assert.equal(property.eventTypePath, '城乡建设 / 物业管理');
    assert.equal(property.leadDeptName, '云澜市市场监督管理局');
    assert.deepEqual(property.assistDeptNames, ['云澜市住房和城乡建设局']);

    const page = await ok<Page<CatalogueEntry>>('admin', '/api/sys/dispatchCatalogue/page', { page: 2, size: 5 });
    assert.equal(page.total, all.total);
    assert.equal(page.records.length, 5);
    // A parent type finds the entries of the types under it; a department its lead and assisting entries.
    const building = await ok<Page<CatalogueEntry>>('admin', '/api/sys/dispatchCatalogue/page', { eventTypeId: 1, size: 100 });
    assert.deepEqual([...new Set(building.records.map((r) => r.eventTypeId))].sort(), [101, 102, 103, 104]);
    const housing = await ok<Page<CatalogueEntry>>('admin', '/api/sys/dispatchCatalogue/page', { deptId: 101, size: 100 });
    assert.ok(housing.records.every((r) => r.leadDeptId === 101 || r.assistDeptIds.includes(101)));
    assert.ok(housing.records.some((r) => r.leadDeptId !== 101));
    const { id } = await ok<{ id: number }>('admin', '/api/sys/dispatchCatalogue/save', entry({ status: 0, keywords: '测试停用' }));
    assert.deepEqual((await ok<Page<CatalogueEntry>>('admin', '/api/sys/dispatchCatalogue/page', { status: 0 })).records.map((r) => r.id), [id]);

    const options = await ok<CatalogueOptions>('admin', '/api/sys/dispatchCatalogue/options');
    assert.ok(options.eventTypes.some((e) => e.path === '区县事务 / 青川区事务'));
    assert.ok(options.depts.some((d) => d.id === 101 && d.main) && options.depts.some((d) => d.id === 10703 && !d.main));
    assert.ok(options.regions.some((r) => r.path === '青川区 / 城关街道'));
    assert.ok(!options.depts.some((d) => d.id === 21), '中心的科室不是承办单位');
  });

  test('新增、详情、修改、删除，每次写入都记入操作日志', async () => {
    await ownType();
    const { id } = await ok<{ id: number }>('admin', '/api/sys/dispatchCatalogue/save', entry({
      regionId: 12, keywords: ' 停车费，乱收费 、停车费 ', assistDeptIds: [105, 10801], timeLimit: 5,
      effectiveFrom: '2026-01-01', effectiveTo: '2027-12-31', basis: '  测试依据  ',
    }));
    const detail = await ok<CatalogueEntry>('admin', '/api/sys/dispatchCatalogue/info', { id });
    assert.deepEqual({ ...detail, updateTime: undefined }, {
      id, eventTypeId: TYPE, eventTypePath: '市场监管 / 价格违法', regionId: 12, regionName: '临江区', keywords: '停车费,乱收费',
      leadDeptId: 102, leadDeptName: '云澜市市场监督管理局', assistDeptIds: [105, 10801], assistDeptNames: ['云澜市交通运输局', '临江区滨江街道办事处'],
      timeLimit: 5, basis: '测试依据', effectiveFrom: '2026-01-01', effectiveTo: '2027-12-31', status: 1, updatedBy: '林书恒', updateTime: undefined,
      reviewPending: false, reviewNote: null,
    });
    await ok('admin', '/api/sys/dispatchCatalogue/update', { id, ...entry({ leadDeptId: 108, assistDeptIds: [] }) });
    const changed = await ok<CatalogueEntry>('admin', '/api/sys/dispatchCatalogue/info', { id });
    assert.equal(changed.leadDeptName, '临江区人民政府');
    assert.deepEqual([changed.regionId, changed.keywords, changed.timeLimit, changed.effectiveFrom, changed.assistDeptIds], [null, null, null, null, []]);
    await ok('admin', '/api/sys/dispatchCatalogue/delete', { ids: [id] });
    await no('admin', '/api/sys/dispatchCatalogue/info', { id }, '派单目录条目不存在，请刷新后重试');
    const log = await s.app.db.selectFrom('sys_log_operation').select(['operation', 'status']).where('module', '=', '派单目录').orderBy('id').execute();
    assert.deepEqual(log.slice(-3), [
      { operation: '新增派单目录条目', status: 1 }, { operation: '修改派单目录条目', status: 1 }, { operation: '删除派单目录条目', status: 1 },
    ]);
  });

  test('每个字段都检查，拒绝时说明原因且什么都不写', async () => {
    await ownType();
    await s.app.db.updateTable('sys_dept').set({ status: 0 }).where('id', '=', 104).execute();
    const refusals: Array<[object, string]> = [
      [entry({ eventTypeId: 9999 }), '事件分类不存在，请刷新后重试'],
      [entry({ regionId: 99_999_999 }), '区域不存在，请刷新后重试'],
      [entry({ leadDeptId: 99_999 }), '主办单位不存在，请刷新后重试'],
      [entry({ leadDeptId: 10101 }), '主办单位须为一级承办单位，“物业监管科”不是'],
      [entry({ leadDeptId: 22 }), '主办单位须为一级承办单位，“工单派遣科”不是'],
      [entry({ leadDeptId: 104 }), '主办单位“云澜市人力资源和社会保障局”已停用'],
      [entry({ assistDeptIds: [105, 102] }), '协办单位不能与主办单位相同'],
      [entry({ assistDeptIds: [104] }), '协办单位“云澜市人力资源和社会保障局”已停用'],
      [entry({ assistDeptIds: [21] }), '协办单位须为承办单位，“话务受理科”不是'],
      [entry({ basis: '   ' }), '依据不能为空'],
      [entry({ effectiveFrom: '2026-03-01', effectiveTo: '2026-02-28' }), '失效日期不能早于生效日期'],
      [entry({ effectiveFrom: '2026-02-30' }), '生效日期 2026-02-30 不存在'],
      [entry({ keywords: Array.from({ length: 21 }, (_, i) => `词${i}`).join(',') }), '关键词最多 20 个'],
      [entry({ keywords: `正常,${'长'.repeat(21)}` }), `关键词“${'长'.repeat(21)}”超过 20 个字`],
    ];
    for (const [body, msg] of refusals) await no('admin', '/api/sys/dispatchCatalogue/save', body, msg);

    // Two enabled entries for one type, area and keywords whose dates overlap contradict each other.
    const { id } = await ok<{ id: number }>('admin', '/api/sys/dispatchCatalogue/save', entry({ keywords: '停车费', effectiveTo: '2026-12-31' }));
    await no('admin', '/api/sys/dispatchCatalogue/save', entry({ keywords: '停车费', leadDeptId: 106, effectiveFrom: '2026-06-01' }),
      '已有相同事件分类、区域和关键词且生效期重叠的启用条目（主办单位：云澜市市场监督管理局），请修改该条目或调整生效日期');
    await ok('admin', '/api/sys/dispatchCatalogue/save', entry({ keywords: '停车费', leadDeptId: 106, effectiveFrom: '2027-01-01' }));
    await ok('admin', '/api/sys/dispatchCatalogue/save', entry({ keywords: '停车费', leadDeptId: 106, status: 0 }));
    await no('admin', '/api/sys/dispatchCatalogue/update', { id: 999_999, ...entry() }, '派单目录条目不存在，请刷新后重试');
    await no('admin', '/api/sys/dispatchCatalogue/delete', { ids: [id, 999_999] }, '派单目录条目不存在，请刷新后重试');
    // An area an entry names cannot be deleted.
    await ok('admin', '/api/sys/dispatchCatalogue/save', entry({ regionId: 110103 }));
    await no('admin', '/api/sys/sysarea/delete?id=110103', undefined, '区域“文庙社区”已被派单目录条目使用，请先修改派单目录');

    // Wrong types and unknown shapes are a Chinese 400, nothing written.
    for (const bad of [entry({ status: 2 }), entry({ timeLimit: 0 }), entry({ timeLimit: '3' }), entry({ effectiveFrom: '2026/01/01' }),
      entry({ assistDeptIds: Array.from({ length: 11 }, (_, i) => 101 + i) }), { basis: '缺分类' }, entry({ basis: 'x'.repeat(1001) })]) {
      const before = await s.snapshot();
      const r = await s.call('/api/sys/dispatchCatalogue/save', { token: tok.admin, body: bad });
      assert.equal(r.status, 400, JSON.stringify(bad));
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/);
      assert.deepEqual(await s.snapshot(), before);
    }
  });

  test('导出当前查询为 .xlsx，修改后导回：有编号的行更新，无编号的行新增，错误的行按行号说明且不写入', async () => {
    await ownType();
    const { id } = await ok<{ id: number }>('admin', '/api/sys/dispatchCatalogue/save', entry({ regionId: 1201, assistDeptIds: [105, 10801], timeLimit: 4, effectiveFrom: '2026-01-01' }));
    const rows = await exported({ eventTypeId: TYPE });
    assert.deepEqual(rows, [
      ['编号', '事件分类', '区域', '关键词', '主办单位', '协办单位', '办理时限（工作日）', '依据', '生效日期', '失效日期', '状态'],
      [String(id), '市场监管 / 价格违法', '临江区 / 滨江街道', '', '云澜市市场监督管理局', '云澜市交通运输局、临江区人民政府 / 临江区滨江街道办事处', '4',
        '测试依据：市场监管局负责价格监督检查', '2026-01-01', '', '正常'],
    ]);

    const header = rows[0]!;
    const edited = [...rows[1]!];
    edited[7] = '修改后的依据';
    const before = await s.snapshot();
    const r = await upload(tok.admin!, [
      header, edited,
      ['', '市场监管 / 价格违法', '', '停车费、停车场', '云澜市城市管理综合执法局', '交通运输局不存在', '', '依据', '', '', ''],
      ['', '市场监管 / 价格违法', '', '停车费、停车场', '云澜市城市管理综合执法局', '云澜市交通运输局', 3, '城管局负责停车场收费', '', '', '正常'],
      ['', '市场监管/价格违法', '', '停车场', '云澜市交通运输局', '', '', '重复的关键词条目', '', '', ''],
      ['', '不存在的分类', '', '', '云澜市市场监督管理局', '', '', '依据', '', '', ''],
    ]);
    assert.equal(r.body.code, 0, r.body.msg);
    assert.deepEqual(r.body.data, {
      total: 5, imported: 2, updated: 1, failed: 2, errors: [
        { row: 3, message: '第3行：协办单位“交通运输局不存在”不存在或已停用' },
        { row: 6, message: '第6行：事件分类“不存在的分类”不存在，请按“大类 / 小类”填写' },
      ],
    });
    assert.notDeepEqual(await s.snapshot(), before);
    assert.equal((await ok<CatalogueEntry>('admin', '/api/sys/dispatchCatalogue/info', { id })).basis, '修改后的依据');
    const after = await ok<Page<CatalogueEntry>>('admin', '/api/sys/dispatchCatalogue/page', { eventTypeId: TYPE, size: 100 });
    assert.deepEqual(after.records.map((e) => [e.leadDeptName, e.keywords, e.timeLimit]).sort(), [
      ['云澜市交通运输局', '停车场', null], ['云澜市城市管理综合执法局', '停车费,停车场', 3], ['云澜市市场监督管理局', null, 4],
    ].sort());

    // A sheet with other headers, or from a user without the button, writes nothing.
    const untouched = await s.snapshot();
    const wrong = await upload(tok.admin!, [['名称', '号码'], ['a', 'b']]);
    assert.equal(wrong.status, 400);
    assert.match(wrong.body.msg, /^表头不正确/);
    assert.equal((await upload(tok.agent01!, [header, edited])).status, 403);
    assert.deepEqual(await s.snapshot(), untouched);
  });

  test('没有会话 401，没有权限 403，都什么都不写', async () => {
    const before = await s.snapshot();
    for (const path of ['page', 'options', 'info', 'save', 'update', 'delete', 'template', 'export'].map((p) => `/api/sys/dispatchCatalogue/${p}`)) {
      const body = { id: 1, ids: [1], ...entry() };
      assert.equal((await s.call(path, { body })).status, 401, path);
      const agent = await s.call(path, { token: tok.agent01, body });
      assert.equal(agent.status, 403, path);
      assert.equal(agent.body.msg, '暂无权限');
    }
    assert.deepEqual(await s.snapshot(), before);
  });

  test('智能派单：适用的目录条目排第一并给出依据；区域、关键词收窄，停用与过期的条目不用；无条目时按原规则', async () => {
    await ownType();
    await ok('admin', '/api/sys/dispatchCatalogue/save', entry({ basis: '依据甲：市场监管局负责价格监督检查' }));
    await ok('admin', '/api/sys/dispatchCatalogue/save', entry({
      keywords: '停车费,停车场', leadDeptId: 106, assistDeptIds: [105], timeLimit: 3, basis: '依据乙：城管局负责停车场收费秩序',
    }));
    await ok('admin', '/api/sys/dispatchCatalogue/save', entry({ regionId: 12, leadDeptId: 108, basis: '依据丙：临江区事务由区政府办理' }));
    await ok('admin', '/api/sys/dispatchCatalogue/save', entry({ regionId: 11, leadDeptId: 104, basis: '过期', effectiveTo: cstDay(-1) }));
    await ok('admin', '/api/sys/dispatchCatalogue/save', entry({ regionId: 11, leadDeptId: 105, basis: '未生效', effectiveFrom: cstDay(1) }));
    await ok('admin', '/api/sys/dispatchCatalogue/save', entry({ regionId: 11, leadDeptId: 103, basis: '停用', status: 0 }));
    const match = (content: string, regionId?: number) =>
      ok<DeptMatch>('agent01', '/aop/intelligentMatch/intelligentMatch', { content, eventTypeId: TYPE, ...(regionId ? { regionId } : {}) });

    const general = await match('超市标价与结算价格不一致', 110101);
    assert.equal(general.deptId, 102);
    // What the centre's history says follows the entry in the same line.
    assert.ok(general.reason.startsWith('派单目录：市场监管 / 价格违法 → 云澜市市场监督管理局；依据：依据甲：市场监管局负责价格监督检查'), general.reason);
    assert.equal(general.candidates[0]!.reason, general.reason);

    const parking = await match('小区停车场停车费乱涨价');
    assert.equal(parking.deptId, 106);
    assert.ok(parking.reason.startsWith('派单目录：市场监管 / 价格违法（关键词「停车费、停车场」） → 云澜市城市管理综合执法局，协办：云澜市交通运输局，办理时限 3 个工作日；依据：依据乙：城管局负责停车场收费秩序'), parking.reason);
    // The general entry is still offered after it.
    assert.equal(parking.candidates[1]!.deptId, 102);
    assert.match(parking.candidates[1]!.reason, /^派单目录：.*依据甲/);

    // An area below 临江区 takes the district's entry; the expired, not yet effective and disabled ones (青川区) never apply.
    const riverside = await match('码头附近商铺价格欺诈', 120101);
    assert.equal(riverside.deptName, '临江区人民政府');
    assert.match(riverside.reason, /^派单目录：市场监管 \/ 价格违法（临江区） → 临江区人民政府；依据：依据丙/);
    const qingchuan = await match('商铺价格欺诈', 110101);
    assert.equal(qingchuan.deptId, 102);
    assert.ok(!qingchuan.candidates.some((c) => [103, 104, 105].includes(c.deptId) && /派单目录/.test(c.reason)));

    // A disabled lead department is not suggested from the catalogue.
    await s.app.db.updateTable('sys_dept').set({ status: 0 }).where('id', '=', 106).execute();
    assert.equal((await match('小区停车场停车费乱涨价')).deptId, 102);

    // Without an entry what the centre's finished orders teach decides.
    await ownType();
    const fallback = await match('停车场乱收费');
    assert.equal(fallback.deptId, 102);
    assert.doesNotMatch(fallback.reason, /派单目录/);
    // Without an entry, the centre's history speaks (the old keyword rule is gone).
    assert.match(fallback.reason, /^历史：.*由其办结/);
  });
});
