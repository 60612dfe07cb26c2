// 班组管理, 技能组 and 常用号码 against the real server: lists in the softphone's shapes, CRUD with refusals that write
// nothing, skill1/skill2 protected, in-use refusals while a seat is signed in, the phone book's import and export, and
// a 'changed' push naming the softphone's resources after every write.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import WebSocket from 'ws';
import type { PhoneBookEntry, PhoneBookRow, PhoneImportResult, RosterAgent, RosterClass, RosterClassInfo, RosterSkill, RosterSkillInfo } from '../../src/shared/api/contracts/rosters.ts';
import type { Page } from '../../src/shared/api/types.ts';
import type { Change } from '../../server/src/services/changes.ts';
import { callsAs, databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const { ok, no } = callsAs(() => s, tok);
let published: Change[] = [];

before(async () => {
  s = await startTestServer();
  const publish = s.app.changes.publish.bind(s.app.changes);
  s.app.changes.publish = (change) => { published.push(change); return publish(change); };
});
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  for (const u of ['admin', 'agent01', 'supervisor', 'manager']) tok[u] = await s.login(u);
  published = [];
});

const userId = async (username: string) => (await s.app.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const pushedResources = () => published.flatMap((c) => (c.push?.event.type === 'changed' ? c.push.event.resources : []));
const klass = (extra: object = {}) => ({ className: '应急班', startTime: '22:00', endTime: '06:00', busyLimit: 1, sort: 9, remark: '夜间应急', memberIds: [], ...extra });
const skill = (extra: object = {}) => ({ name: 'skill9', description: '医保专席', sort: 9, memberIds: [], ...extra });
const phone = (extra: object = {}) => ({ name: '云澜医保中心', number: '0871-6610199', remark: '医保咨询', sort: 3, ...extra });

/** Connects extension 8001 as agent01 and signs in with a class and a skill group; answers the socket (close it). */
async function signIn(classId: number, skillName: string): Promise<WebSocket> {
  const ws = new WebSocket(`${s.url.replace('http', 'ws')}/websocket/8001`);
  const replies: Array<{ type: string; code: number; desc?: string }> = [];
  const waiting: Array<(m: { type: string; code: number }) => void> = [];
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as { type: string; code: number };
    const w = waiting.shift();
    if (w) w(m); else replies.push(m);
  });
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  const request = (r: object) => new Promise<{ type: string; code: number; desc?: string }>((resolve) => {
    const queued = replies.shift();
    if (queued) resolve(queued); else waiting.push(resolve);
    ws.send(JSON.stringify(r));
  });
  assert.equal((await request({ type: 'connect', agentnum: '8001', token: tok.agent01 })).code, 200);
  const reply = await request({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId, skillName, skillDescribe: '' });
  assert.equal(reply.code, 200, reply.desc);
  return ws;
}

async function sheet(rows: Array<Array<string | number | null>>, headers = ['名称', '号码', '部门/备注', '排序']): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('常用号码');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(token: string | undefined, file: Buffer | string, name = 'phones.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([file]), name);
  const res = await fetch(`${s.url}/aip/commonNumber/phone/import`, { method: 'POST', headers: token ? { 'x-auth-token': token } : {}, body: form });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: PhoneImportResult | null } };
}

async function download(path: string, token: string, body?: unknown) {
  const res = await fetch(s.url + path, {
    method: 'POST', headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  const data = Buffer.from(await res.arrayBuffer());
  const rows: string[][] = [];
  if (res.ok && /spreadsheet/.test(res.headers.get('content-type') ?? '')) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(data as unknown as ArrayBuffer);
    wb.worksheets[0]!.eachRow((row) => { rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))); });
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', rows, text: data.toString() };
}

describe(`班组管理（${databaseLabel}）`, () => {
  test('分页保持签入对话框的形状，新增含跨零点的夜班与成员，详情、修改、删除，写后推送 softphone:classes', async () => {
    const all = await ok<Page<RosterClass>>('agent01', '/aip/callcenter/banci/page', { current: 1, size: 100000 });
    assert.equal(all.total, 4);
    assert.deepEqual(Object.keys(all.records[0]!).filter((k) => ['id', 'className', 'busyLimit'].includes(k)).sort(), ['busyLimit', 'className', 'id']);
    assert.equal(all.records[0]!.memberCount, 2);
    const a1 = await userId('agent01');
    const { id } = await ok<{ id: number }>('supervisor', '/aip/callcenter/banci/save', klass({ className: ' 应急班 ', memberIds: [a1] }));
    assert.deepEqual(pushedResources(), ['softphone:classes', 'roster:classes']);
    const info = await ok<RosterClassInfo>('admin', '/aip/callcenter/banci/info', { id });
    assert.equal(info.className, '应急班');
    assert.deepEqual([info.startTime, info.endTime], ['22:00', '06:00']);
    assert.deepEqual(info.members.map((m) => m.landlineNumber), ['8001']);
    // A user belongs to one class: agent01 left 早班 when put into 应急班.
    const early = all.records[0]!;
    assert.deepEqual((await ok<RosterClassInfo>('admin', '/aip/callcenter/banci/info', { id: early.id })).members.map((m) => m.landlineNumber), ['8002']);
    const agents = await ok<RosterAgent[]>('supervisor', '/aip/callcenter/roster/agents', { keyword: '8001' });
    assert.deepEqual(agents.map((a) => [a.landlineNumber, a.className]), [['8001', '应急班']]);
    await ok('supervisor', '/aip/callcenter/banci/update', { id, ...klass({ className: '应急夜班', busyLimit: 3, memberIds: [] }) });
    const updated = await ok<RosterClassInfo>('admin', '/aip/callcenter/banci/info', { id });
    assert.deepEqual([updated.className, updated.busyLimit, updated.members.length], ['应急夜班', 3, 0]);
    const found = await ok<Page<RosterClass>>('agent01', '/aip/callcenter/banci/page', { className: '应急' });
    assert.deepEqual(found.records.map((c) => c.id), [id]);
    await ok('manager', '/aip/callcenter/banci/delete', { ids: [id] });
    assert.equal((await ok<Page<RosterClass>>('agent01', '/aip/callcenter/banci/page', {})).total, 4);
    const log = await s.app.db.selectFrom('sys_log_operation').select('operation').where('module', '=', '班组管理').orderBy('id').execute();
    assert.deepEqual(log.map((l) => l.operation), ['新增班组', '修改班组', '删除班组']);
  });

  test('名称唯一、时间相同、成员须有分机、不存在，都什么都不写', async () => {
    await no('admin', '/aip/callcenter/banci/save', klass({ className: '早班（08:00-16:00）' }), '班组名称“早班（08:00-16:00）”已存在');
    await no('admin', '/aip/callcenter/banci/save', klass({ startTime: '08:00', endTime: '08:00' }), '上班时间与下班时间不能相同');
    await no('admin', '/aip/callcenter/banci/save', klass({ className: '  ' }), '必填项不能为空');
    await no('admin', '/aip/callcenter/banci/save', klass({ memberIds: [await userId('dispatcher')] }), '成员须为已配置分机的用户，请刷新后重新选择');
    await no('admin', '/aip/callcenter/banci/update', { id: 999_999, ...klass() }, '班组不存在，请刷新后重试');
    await no('admin', '/aip/callcenter/banci/delete', { ids: [999_999] }, '班组不存在，请刷新后重试');
    assert.deepEqual(published, []);
  });

  test('有坐席签入的班组不能删除，签出后可删', async () => {
    const { id } = await ok<{ id: number }>('admin', '/aip/callcenter/banci/save', klass());
    const ws = await signIn(id, 'skill1');
    try {
      await no('admin', '/aip/callcenter/banci/delete', { ids: [id] }, '班组“应急班”有坐席正在签入，不能删除，请待其签出后再删除');
    } finally {
      ws.close();
    }
    await s.app.db.updateTable('seat_state').set({ seat_status: 'Logged Out', class_id: null }).execute();
    for (const seat of s.app.cti.seats.all()) Object.assign(seat, { seatStatus: 'Logged Out', classId: null });
    await ok('admin', '/aip/callcenter/banci/delete', { ids: [id] });
  });
});

describe(`技能组（${databaseLabel}）`, () => {
  test('列表保持形状；新增、成员、改名、删除；写后推送 softphone:skill-groups', async () => {
    const list = await ok<{ records: RosterSkill[] }>('agent01', '/aip/zCallcenterSkills/list', {});
    assert.deepEqual(list.records.map((g) => [g.name, g.description, g.fixed]), [['skill1', '综合受理', true], ['skill2', '法律专席', true], ['skill3', '企业服务专席', false]]);
    const members = [await userId('agent01'), await userId('agent02')];
    const { id } = await ok<{ id: number }>('manager', '/aip/zCallcenterSkills/save', skill({ memberIds: members }));
    assert.deepEqual(pushedResources(), ['softphone:skill-groups', 'roster:skills']);
    await ok('supervisor', '/aip/zCallcenterSkills/update', { id, ...skill({ name: 'skill10', description: '医保与社保专席', memberIds: [members[0]] }) });
    const info = await ok<RosterSkillInfo>('admin', '/aip/zCallcenterSkills/info', { id });
    assert.deepEqual([info.name, info.description, info.members.map((m) => m.landlineNumber)], ['skill10', '医保与社保专席', ['8001']]);
    const page = await ok<Page<RosterSkill>>('agent01', '/aip/zCallcenterSkills/page', { keyword: '社保', current: 1, size: 10 });
    assert.deepEqual(page.records.map((g) => g.id), [id]);
    // A seat signs in with the new group at once.
    const ws = await signIn(1, 'skill10');
    try {
      await no('admin', '/aip/zCallcenterSkills/delete', { ids: [id] }, '技能组“医保与社保专席”有坐席正在签入，不能删除，请待其签出后再删除');
      await no('admin', '/aip/zCallcenterSkills/update', { id, ...skill({ name: 'skill11' }) }, '技能组“skill10”有坐席正在签入，不能修改编码');
    } finally {
      ws.close();
    }
    await s.app.db.updateTable('seat_state').set({ seat_status: 'Logged Out', skill_name: null }).execute();
    for (const seat of s.app.cti.seats.all()) Object.assign(seat, { seatStatus: 'Logged Out', skillName: null });
    await ok('manager', '/aip/zCallcenterSkills/delete', { ids: [id] });
    assert.equal((await ok<{ records: RosterSkill[] }>('agent01', '/aip/zCallcenterSkills/list', {})).records.length, 3);
  });

  test('skill1 与 skill2（法律专席）不能删除也不能改编码，法律专席名称固定，成员可改；编码规则与唯一', async () => {
    const [s1, s2] = (await ok<{ records: RosterSkill[] }>('admin', '/aip/zCallcenterSkills/list', {})).records;
    await no('admin', '/aip/zCallcenterSkills/delete', { ids: [s1!.id] }, '“综合受理”（skill1）是系统固定技能组，不能删除');
    await no('admin', '/aip/zCallcenterSkills/delete', { ids: [s2!.id] }, '“法律专席”（skill2）是系统固定技能组，不能删除');
    await no('admin', '/aip/zCallcenterSkills/update', { id: s2!.id, ...skill({ name: 'law', description: '法律专席' }) }, '“skill2”是系统固定技能组（默认组与法律专席转接组），不能修改编码');
    await no('admin', '/aip/zCallcenterSkills/update', { id: s2!.id, ...skill({ name: 'skill2', description: '法律咨询' }) }, '“法律专席”是转接对话框固定的转接组，名称不能修改');
    await ok('admin', '/aip/zCallcenterSkills/update', { id: s2!.id, ...skill({ name: 'skill2', description: '法律专席', sort: 5, memberIds: [await userId('agent01')] }) });
    await ok('admin', '/aip/zCallcenterSkills/update', { id: s1!.id, ...skill({ name: 'skill1', description: '综合受理组', memberIds: [] }) });
    await no('admin', '/aip/zCallcenterSkills/save', skill({ name: 'skill3' }), '技能组编码“skill3”已存在');
    await no('admin', '/aip/zCallcenterSkills/save', skill({ description: '法律专席' }), '技能组名称“法律专席”已存在');
    await no('admin', '/aip/zCallcenterSkills/save', skill({ name: '医保 组' }), '技能组编码须为1-30位字母、数字、下划线或短横线（如 skill4）');
    await no('admin', '/aip/zCallcenterSkills/info', { id: 999_999 }, '技能组不存在，请刷新后重试');
  });
});

describe(`常用号码（${databaseLabel}）`, () => {
  test('呼叫对话框的建议（号码前缀、名称）；新增去掉短横线、修改、删除；号码规则与唯一', async () => {
    const { id } = await ok<{ id: number }>('manager', '/aip/commonNumber/phone/save', phone());
    assert.deepEqual(pushedResources(), ['softphone:phone-book', 'roster:phone-book']);
    const suggestions = await ok<PhoneBookEntry[]>('agent01', '/aip/commonNumber/phone/list', { number: '08716610199' });
    assert.deepEqual(suggestions.map((p) => [p.name, p.number, p.remark]), [['云澜医保中心', '08716610199', '医保咨询']]);
    assert.ok((await ok<PhoneBookEntry[]>('agent01', '/aip/commonNumber/phone/list', { name: '医保' })).some((p) => p.id === id));
    await ok('manager', '/aip/commonNumber/phone/update', { id, ...phone({ number: '13900001111' }) });
    assert.equal((await ok<PhoneBookRow>('agent01', '/aip/commonNumber/phone/info', { id })).number, '13900001111');
    const page = await ok<Page<PhoneBookRow>>('agent01', '/aip/commonNumber/phone/page', { number: '0000111', current: 1, size: 10 });
    assert.deepEqual(page.records.map((p) => p.id), [id]);
    await no('manager', '/aip/commonNumber/phone/save', phone({ name: '重复', number: '12348' }), '号码“12348”已存在（法律援助热线）');
    await no('manager', '/aip/commonNumber/phone/save', phone({ number: '12' }), '请输入正确的号码（手机号、带区号的座机号或3-6位短号）');
    await no('manager', '/aip/commonNumber/phone/save', phone({ number: '2345678901234' }), '请输入正确的号码（手机号、带区号的座机号或3-6位短号）');
    await no('manager', '/aip/commonNumber/phone/update', { id: 999_999, ...phone() }, '号码不存在，请刷新后重试');
    await ok('manager', '/aip/commonNumber/phone/delete', { ids: [id] });
    assert.equal((await ok<PhoneBookEntry[]>('agent01', '/aip/commonNumber/phone/list', {})).length, 14);
  });

  test('导入：有效行写入，错误行按行号说明且不写；模板与导出可再导入', async () => {
    const template = await download('/aip/commonNumber/phone/template', tok.manager!);
    assert.deepEqual(template.rows, [['名称', '号码', '部门/备注', '排序']]);
    const file = await sheet([
      ['医保中心', '0871-6610199', '医保', 1],
      ['', '12345678', null, null],
      ['号码不对', '12', null, null],
      ['重复已有', '95598', null, null],
      ['文件内重复', '0871-6610199', null, null],
      [null, null, null, null],
      ['排序不对', '13900001111', null, 'abc'],
      ['短号', '96110', '燃气', null],
    ]);
    const r = await upload(tok.manager, file);
    assert.equal(r.body.code, 0, r.body.msg);
    assert.deepEqual({ ...r.body.data, errors: undefined }, { total: 7, imported: 2, failed: 5, errors: undefined });
    assert.deepEqual(r.body.data!.errors.map((e) => e.message), [
      '第3行：必填项不能为空',
      '第4行：请输入正确的号码（手机号、带区号的座机号或3-6位短号）',
      '第5行：号码“95598”已存在（云澜供电客服）',
      '第6行：号码“08716610199”已存在（医保中心）',
      '第8行：排序须为0-9999的整数',
    ]);
    assert.deepEqual(pushedResources(), ['softphone:phone-book', 'roster:phone-book']);
    const book = await ok<PhoneBookEntry[]>('agent01', '/aip/commonNumber/phone/list', {});
    assert.equal(book.length, 16);
    assert.ok(book.some((p) => p.number === '96110' && p.remark === '燃气'));

    const exported = await download('/aip/commonNumber/phone/export', tok.admin!, { name: '医保' });
    assert.match(exported.type, /spreadsheetml/);
    assert.deepEqual(exported.rows, [['名称', '号码', '部门/备注', '排序'], ['医保中心', '08716610199', '医保', '1']]);

    // Wrong headers, a file that is not a sheet, another type: 400 in Chinese, nothing written.
    const before = await s.snapshot();
    for (const [bad, name, msg] of [
      [await sheet([['x', '12348']], ['姓名', '电话']), 'p.xlsx', /表头不正确/],
      ['not a zip', 'p.xlsx', /文件无法读取/],
      ['a,b', 'p.csv', /仅支持 \.xlsx/],
    ] as const) {
      const refused = await upload(tok.admin, bad, name);
      assert.equal(refused.status, 400, name);
      assert.match(refused.body.msg, msg);
    }
    assert.deepEqual(await s.snapshot(), before);
  });
});

describe(`权限与输入（${databaseLabel}）`, () => {
  const writes: Array<[string, object]> = [
    ['/aip/callcenter/banci/save', klass()], ['/aip/callcenter/banci/update', { id: 1, ...klass() }], ['/aip/callcenter/banci/delete', { ids: [4] }],
    ['/aip/zCallcenterSkills/save', skill()], ['/aip/zCallcenterSkills/update', { id: 3, ...skill() }], ['/aip/zCallcenterSkills/delete', { ids: [3] }],
    ['/aip/commonNumber/phone/save', phone()], ['/aip/commonNumber/phone/update', { id: 1, ...phone() }], ['/aip/commonNumber/phone/delete', { ids: [1] }],
    ['/aip/callcenter/roster/agents', {}], ['/aip/commonNumber/phone/export', {}], ['/aip/commonNumber/phone/template', {}],
  ];

  test('没有会话 401，话务员写与导入导出 403（导出除外），都什么都不写；列表人人可读', async () => {
    const before = await s.snapshot();
    for (const [path, body] of writes) {
      assert.equal((await s.call(path, { body })).status, 401, path);
      if (path.endsWith('/export')) continue;
      const r = await s.call(path, { token: tok.agent01, body });
      assert.equal(r.status, 403, path);
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/);
    }
    assert.equal((await upload(undefined, await sheet([]))).status, 401);
    assert.equal((await upload(tok.agent01, await sheet([['a', '12348']]))).status, 403);
    // The supervisor edits classes but deleting one is the manager's.
    assert.equal((await s.call('/aip/callcenter/banci/delete', { token: tok.supervisor, body: { ids: [4] } })).status, 403);
    assert.deepEqual(await s.snapshot(), before);
    for (const path of ['/aip/callcenter/banci/page', '/aip/zCallcenterSkills/list', '/aip/zCallcenterSkills/page', '/aip/commonNumber/phone/list', '/aip/commonNumber/phone/page']) {
      assert.equal((await s.call(path, { token: tok.agent01, body: {} })).body.code, 0, path);
      assert.equal((await s.call(path, { body: {} })).status, 401, path);
    }
  });

  test('错误输入 400 且说中文，什么都不写', async () => {
    const before = await s.snapshot();
    for (const [path, body] of [
      ['/aip/callcenter/banci/save', klass({ startTime: '24:00' })], ['/aip/callcenter/banci/save', klass({ busyLimit: -1 })],
      ['/aip/callcenter/banci/save', klass({ memberIds: ['x'] })], ['/aip/callcenter/banci/save', { className: '缺字段' }],
      ['/aip/zCallcenterSkills/save', skill({ name: '' })], ['/aip/zCallcenterSkills/update', skill()],
      ['/aip/commonNumber/phone/save', phone({ number: 'x'.repeat(21) })], ['/aip/commonNumber/phone/delete', { ids: [] }],
      ['/aip/commonNumber/phone/list', { number: 'abc' }],
    ] as Array<[string, object]>) {
      const r = await s.call(path, { token: tok.admin, body });
      assert.equal(r.status, 400, `${path} ${JSON.stringify(body)}`);
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/);
    }
    assert.deepEqual(await s.snapshot(), before);
  });
});
