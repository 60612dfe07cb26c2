// Call-centre HTTP calls: classes, skill groups, seat list, busy limit, phone place, socket error log, server time.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import WebSocket from 'ws';
import type { CallCenterClass, SeatListRow, ServerTime, SkillGroup } from '../../src/shared/api/callcenter.types.ts';
import type { Page } from '../../src/shared/api/types.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let agent: string;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  agent = await s.login('agent01');
});

/** Puts a seat on break straight through the simulator's socket. */
async function seatOnBreak(user: string, ext: string, classId: number): Promise<WebSocket> {
  const ws = new WebSocket(`${s.url.replace('http', 'ws')}/websocket/${ext}`);
  await new Promise((r) => ws.once('open', r));
  const replies: string[] = [];
  const got = (n: number) => new Promise<void>((resolve) => {
    const check = () => (replies.length >= n ? resolve() : setTimeout(check, 10));
    check();
  });
  ws.on('message', (d) => replies.push(d.toString()));
  ws.send(JSON.stringify({ type: 'connect', agentnum: ext, token: await s.login(user) }));
  ws.send(JSON.stringify({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId, skillName: 'skill1' }));
  ws.send(JSON.stringify({ type: 'setAgentInfo', status: 'showBusy', finishTime: 15, busyReason: '1' }));
  await got(3);
  assert.equal(JSON.parse(replies[2]!).code, 200, replies[2]);
  return ws;
}

describe(`话务接口（${databaseLabel}）`, () => {
  test('班组分页 data.records，技能组含 skill1 与 法律专席=skill2', async () => {
    const classes = await s.call<Page<CallCenterClass>>('/aip/callcenter/banci/page', { token: agent, body: { current: 1, size: 100000 } });
    assert.equal(classes.body.code, 0);
    assert.ok(classes.body.data.records.length >= 3);
    assert.equal(classes.body.data.total, classes.body.data.records.length);
    assert.ok(classes.body.data.records.every((c) => c.id > 0 && c.className));
    const skills = await s.call<{ records: SkillGroup[] }>('/aip/zCallcenterSkills/list', { token: agent, body: {} });
    assert.equal(skills.body.data.records[0]!.name, 'skill1');
    assert.ok(skills.body.data.records.some((g) => g.name === 'skill2' && g.description === '法律专席'));
    assert.equal((await s.call('/aip/zCallcenterSkills/list', { body: {} })).status, 401);
  });

  test('座席列表：工号、姓名、账号、分机、分机状态、通话状态', async () => {
    const r = await s.call<SeatListRow[]>('/aip/callcenter/seat/list', { token: agent, body: {} });
    assert.deepEqual(r.body.data.map((x) => x.userNo), ['8001', '8002']);
    assert.deepEqual(r.body.data[0], { jobNumber: '1001', realName: '王晓敏', name: 'agent01', userNo: '8001', extensionStatus: 0, callType: 0 });
    const filtered = await s.call<SeatListRow[]>('/aip/callcenter/seat/list', { token: agent, body: { keyword: '陈思远' } });
    assert.deepEqual(filtered.body.data.map((x) => x.userNo), ['8002']);
    assert.equal((await s.call('/aip/callcenter/seat/list', { token: agent, body: { keyword: 1 } })).status, 400);
  });

  test('示忙上限：班组已满时 data 为 false 并给出原因，未满时 data 为 true', async () => {
    // Class 3 (晚班) allows one seat on break at a time.
    const ws = await seatOnBreak('agent02', '8002', 3);
    const mine = new WebSocket(`${s.url.replace('http', 'ws')}/websocket/8001`);
    await new Promise((r) => mine.once('open', r));
    const replies: string[] = [];
    mine.on('message', (d) => replies.push(d.toString()));
    mine.send(JSON.stringify({ type: 'connect', agentnum: '8001', token: agent }));
    mine.send(JSON.stringify({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId: 3, skillName: 'skill1' }));
    while (replies.length < 2) await new Promise((r) => setTimeout(r, 10));
    const full = await s.call<boolean>('/aip/callcenter/seat/checkBusyLimit', { token: agent, body: { busyReason: '1' } });
    assert.equal(full.body.code, 200);
    assert.equal(full.body.data, false);
    assert.match((full.body as unknown as { desc: string }).desc, /示忙人数已达上限（1人）/);
    ws.close();
    mine.send(JSON.stringify({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId: 1, skillName: 'skill1' }));
    while (replies.length < 3) await new Promise((r) => setTimeout(r, 10));
    const free = await s.call<boolean>('/aip/callcenter/seat/checkBusyLimit', { token: agent, body: { busyReason: '1' } });
    assert.equal(free.body.data, true);
    mine.close();
    assert.equal((await s.call('/aip/callcenter/seat/checkBusyLimit', { token: agent, body: {} })).status, 400);
  });

  test('号码归属地：code 200 与 desc；格式不对给中文提示', async () => {
    const r = await s.call('/aip/util/phone/queryBelongingPlace', { token: agent, body: { phoneNo: '13800000000' } });
    assert.equal(r.body.code, 200);
    assert.equal((r.body as unknown as { desc: string }).desc, '云南 云澜市 移动');
    const landline = await s.call('/aip/util/phone/queryBelongingPlace?phoneNo=08716610101', { token: agent });
    assert.equal((landline.body as unknown as { desc: string }).desc, '云南 云澜市 固话');
    const other = await s.call('/aip/util/phone/queryBelongingPlace', { token: agent, body: { phoneNo: '18912345678' } });
    assert.equal((other.body as unknown as { desc: string }).desc, '外省 电信');
    const bad = await s.call('/aip/util/phone/queryBelongingPlace', { token: agent, body: { phoneNo: 'abc' } });
    assert.equal(bad.body.code, 1);
    assert.equal(bad.body.msg, '请输入正确的手机号');
  });

  test('断线记录写入错误日志；他人分机被拒绝且不写入', async () => {
    const r = await s.call('/aip/websocketErrorLog/add', { token: agent, body: { landlineNumber: '8001', code: 1006, reason: '连接异常断开' } });
    assert.equal(r.body.code, 0);
    const before = await s.snapshot();
    const wrong = await s.call('/aip/websocketErrorLog/add', { token: agent, body: { landlineNumber: '8002', code: 1006, reason: 'x' } });
    assert.equal(wrong.body.msg, '分机号与当前用户不一致');
    const bad = await s.call('/aip/websocketErrorLog/add', { token: agent, body: { landlineNumber: '8001', code: 'x', reason: 'x' } });
    assert.equal(bad.status, 400);
    assert.deepEqual(await s.snapshot(), before);
    const rows = await s.app.db.selectFrom('websocket_error_log').selectAll().execute();
    assert.deepEqual(rows.map((x) => [x.landline_number, x.code, x.reason]), [['8001', 1006, '连接异常断开']]);
  });

  test('服务器时间', async () => {
    const r = await s.call<ServerTime>('/aip/callcenter/seat/getCurrentTime', { token: agent, body: {} });
    assert.match(r.body.data.currentTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.ok(Math.abs(r.body.data.timestamp - Date.now()) < 5000);
  });

  test('模拟器控制需要管理员，且参数有校验', async () => {
    const admin = await s.login('admin');
    assert.equal((await s.call('/aip/callcenter/sim/ring', { token: agent, body: { extension: '8001', callerNumber: '13800000000' } })).status, 403);
    assert.equal((await s.call('/aip/callcenter/sim/ring', { token: admin, body: { extension: '8001', callerNumber: 'x' } })).status, 400);
    const notIn = await s.call('/aip/callcenter/sim/ring', { token: admin, body: { extension: '8001', callerNumber: '13800000000' } });
    assert.deepEqual([notIn.body.code, notIn.body.msg], [1, '分机未签入']);
  });
});
