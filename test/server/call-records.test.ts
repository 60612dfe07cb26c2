// 话单记录 from the simulator's calls: one record per call with its times and result, abandoned → 漏单, transfer → two legs;
// the search, detail with recording and linked order, the capped count, exports, 来电受理, and who may call them.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import WebSocket from 'ws';
import type { CallAcceptRow, CallRecord, CallRecordDetail } from '../../src/shared/api/contracts/callRecords.ts';
import type { CtiMessage } from '../../src/shared/api/callcenter.types.ts';
import type { WorkflowDetail } from '../../src/shared/api/contracts/workorders.ts';
import { databaseLabel, registerOrder, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  admin = await s.login('admin');
});

type Page<T> = { records: T[]; total: number; more: boolean };

/** A signed-in softphone: sends requests and waits for the reply of the same type. */
async function softphone(user: string, ext: string) {
  const ws = new WebSocket(`${s.url.replace('http', 'ws')}/websocket/${ext}`);
  const inbox: CtiMessage[] = [];
  const waiters: Array<{ type: string; resolve: (m: CtiMessage) => void }> = [];
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as CtiMessage;
    const w = waiters.findIndex((x) => x.type === m.type);
    if (w >= 0) waiters.splice(w, 1)[0]!.resolve(m);
    else inbox.push(m);
  });
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  const request = (body: Record<string, unknown>) => new Promise<CtiMessage>((resolve) => {
    waiters.push({ type: String(body.type), resolve });
    ws.send(JSON.stringify(body));
  });
  assert.equal((await request({ type: 'connect', agentnum: ext, token: await s.login(user) })).code, 200);
  assert.equal((await request({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId: 1, skillName: 'skill1' })).code, 200);
  return { request, close: () => ws.close() };
}

async function sim(path: string, body: unknown) {
  const r = await s.call(`/aip/callcenter/sim/${path}`, { token: admin, body });
  assert.equal(r.body.code, 200, `${path}: ${r.body.msg}`);
}

const settled = () => s.app.cti.settled();
const records = () => s.app.db.selectFrom('call_record').selectAll().orderBy('id').execute();

async function history(body: object, token = admin) {
  const r = await s.call<Page<CallRecord>>('/apo/payroll/history', { token, body });
  assert.equal(r.body.code, 0, r.body.msg);
  return r.body.data;
}

describe(`话单记录（${databaseLabel}）`, () => {
  test('来电振铃、接听、挂机：写一条话单，时间与结果正确，有录音；详情带录音与关联工单', async () => {
    const phone = await softphone('agent01', '8001');
    const before = Date.now();
    await sim('ring', { extension: '8001', callerNumber: '13912345678' });
    await new Promise((r) => setTimeout(r, 300));
    assert.equal((await phone.request({ type: 'acceptCall' })).code, 200);
    await new Promise((r) => setTimeout(r, 1100));
    assert.equal((await phone.request({ type: 'hangUp' })).code, 200);
    await settled();
    const rows = await records();
    assert.equal(rows.length, 1);
    const r = rows[0]!;
    assert.equal(r.result, 'answered');
    assert.equal(r.direction, 'in');
    assert.equal(r.caller, '13912345678');
    assert.equal(r.called, '12345');
    assert.equal(r.extension, '8001');
    assert.equal(r.agent_name, '王晓敏');
    assert.equal(r.skill_name, 'skill1');
    assert.ok(r.offered_at.getTime() >= before - 1000);
    assert.ok(r.rang_at!.getTime() >= r.offered_at.getTime() && r.answered_at!.getTime() >= r.rang_at!.getTime() + 200);
    assert.ok(r.ended_at.getTime() - r.answered_at!.getTime() >= 1000);
    assert.equal(r.talk_seconds, Math.round((r.ended_at.getTime() - r.answered_at!.getTime()) / 1000));
    assert.ok(r.recording_file_id);
    assert.equal((await s.app.db.selectFrom('miss_order').selectAll().where('call_id', '=', r.call_id).execute()).length, 0);

    // An order registered from the call links to it through workflow.call_id.
    const order = await registerOrder(s, { fields: { callId: r.call_id } });
    const detail = await s.call<CallRecordDetail>('/apo/payroll/history/detail', { token: admin, body: { id: String(r.id) } });
    assert.equal(detail.body.code, 0, detail.body.msg);
    assert.equal(detail.body.data.record.result, 'answered');
    assert.deepEqual(detail.body.data.orders.map((o) => o.workflowId), [order.workflowId]);
    assert.match(detail.body.data.recording!.name, /\.wav$/);

    const audio = await fetch(`${s.url}/apo/payroll/history/recording`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': admin }, body: JSON.stringify({ id: String(r.id) }),
    });
    assert.equal(audio.status, 200);
    assert.equal(audio.headers.get('content-type'), 'audio/wav');
    const bytes = Buffer.from(await audio.arrayBuffer());
    assert.equal(bytes.subarray(0, 4).toString(), 'RIFF');
    assert.equal(bytes.subarray(8, 12).toString(), 'WAVE');
    assert.ok(bytes.length > 8000 && bytes.length < 100_000);

    // 云存储 lists the recording like any file, and refuses to delete it while the call record keeps it.
    const file = await s.app.db.selectFrom('upload_file').select('public_id').where('id', '=', r.recording_file_id!).executeTakeFirstOrThrow();
    const refused = await s.call('/api/sys/oss/delete', { token: admin, body: { ids: [file.public_id] } });
    assert.notEqual(refused.body.code, 0);
    assert.match(refused.body.msg, new RegExp(`通话 ${r.call_id} 的录音，不能删除`));
    assert.ok(await s.app.db.selectFrom('upload_file').select('id').where('id', '=', r.recording_file_id!).executeTakeFirst());
    phone.close();
  });

  test('工单详情带来电的录音：中心可播放；部门只在非保密工单上看得到、播得了；别的通话的录音被拒绝', async () => {
    const phone = await softphone('agent01', '8001');
    await sim('ring', { extension: '8001', callerNumber: '13912345678' });
    await new Promise((r) => setTimeout(r, 200));
    assert.equal((await phone.request({ type: 'acceptCall' })).code, 200);
    await new Promise((r) => setTimeout(r, 1100));
    assert.equal((await phone.request({ type: 'hangUp' })).code, 200);
    await settled();
    phone.close();
    const r = (await records())[0]!;

    // An order of dept01's department, registered from the call.
    const dept = await s.app.db.selectFrom('sys_user').select('dept_id').where('username', '=', 'dept01').executeTakeFirstOrThrow();
    const id = (await registerOrder(s, { fields: { callId: r.call_id, isSecret: 0 }, deptId: dept.dept_id! })).workflowId;
    const detailOf = async (token: string) => {
      const res = await s.call<WorkflowDetail>(`/aop/workflow/detail?workflowId=${id}`, { method: 'GET', token });
      assert.equal(res.body.code, 0, res.body.msg);
      return res.body.data;
    };
    const hear = (token: string, recordId: string) => fetch(`${s.url}/aop/workflow/recording`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify({ workflowId: id, id: recordId }),
    });

    const centre = await detailOf(admin);
    assert.deepEqual(centre.recordings.map((x) => x.id), [String(r.id)]);
    assert.equal(centre.recordings[0]!.agentName, '王晓敏');
    assert.equal(centre.recordings[0]!.talkSeconds, r.talk_seconds);
    const audio = await hear(admin, String(r.id));
    assert.equal(audio.status, 200);
    assert.equal(audio.headers.get('content-type'), 'audio/wav');
    assert.equal(Buffer.from(await audio.arrayBuffer()).subarray(0, 4).toString(), 'RIFF');

    const handler = await s.login('dept01');
    assert.equal((await detailOf(handler)).recordings.length, 1);
    assert.equal((await hear(handler, String(r.id))).headers.get('content-type'), 'audio/wav');
    // A secret order keeps the citizen's voice from the department, on the detail and on the call.
    await s.app.db.updateTable('workflow').set({ is_secret: 1 }).where('workflow_id', '=', id).execute();
    assert.equal((await detailOf(handler)).recordings.length, 0);
    const hidden = await (await hear(handler, String(r.id))).json() as { code: number; msg: string };
    assert.notEqual(hidden.code, 0);
    assert.equal(hidden.msg, '该工单没有这段录音');

    // A record of another call cannot be reached through this order; an order the user cannot see is refused as such.
    const other = await s.app.db.insertInto('call_record').values({
      call_id: 'other-call', leg: 1, wait_seconds: 0, talk_seconds: 0, simulated: 0, caller: '13700000000', called: '12345', direction: 'in', offered_at: new Date(), ended_at: new Date(), result: 'answered',
      recording_file_id: r.recording_file_id,
    }).returning('id').executeTakeFirstOrThrow();
    assert.equal((await (await hear(admin, String(other.id))).json() as { msg: string }).msg, '该工单没有这段录音');
    const stranger = await (await fetch(`${s.url}/aop/workflow/recording`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': await s.login('dept02') }, body: JSON.stringify({ workflowId: id, id: String(r.id) }),
    })).json() as { code: number; msg: string };
    assert.equal(stranger.msg, '工单不存在或无权查看');
    const bad = await s.call('/aop/workflow/recording', { token: admin, body: { workflowId: id, id: 'x' } });
    assert.equal(bad.status, 400);
  });

  test('排队中放弃：话单为放弃、无坐席，并进入漏单；振铃时坐席拒接为未接', async () => {
    await sim('queue', { callerNumber: '13800001111', queue: 'lineUp' });
    await sim('abandon', { callerNumber: '13800001111' });
    const again = await s.call('/aip/callcenter/sim/abandon', { token: admin, body: { callerNumber: '13800001111' } });
    assert.equal(again.body.msg, '排队中没有该来电');
    const phone = await softphone('agent02', '8002');
    await sim('ring', { extension: '8002', callerNumber: '13800002222' });
    await new Promise((r) => setTimeout(r, 200));
    assert.equal((await phone.request({ type: 'hangUp' })).code, 200);
    await settled();
    const [abandoned, missed] = await records();
    assert.equal(abandoned!.result, 'abandoned');
    assert.equal(abandoned!.queue, 'lineUp');
    assert.equal(abandoned!.extension, null);
    assert.ok(abandoned!.queued_at);
    assert.equal(abandoned!.recording_file_id, null);
    assert.equal(missed!.result, 'missed');
    assert.equal(missed!.extension, '8002');
    const misses = await s.app.db.selectFrom('miss_order').select(['phone', 'call_id', 'state']).where('call_id', 'in', [abandoned!.call_id, missed!.call_id]).orderBy('phone').execute();
    assert.deepEqual(misses.map((m) => [m.phone, m.state]), [['13800001111', 0], ['13800002222', 0]]);
    phone.close();
  });

  test('转接：第一段为已转接，第二段在被转分机上接听；外呼单独一条', async () => {
    const a = await softphone('agent01', '8001');
    const b = await softphone('agent02', '8002');
    await sim('ring', { extension: '8001', callerNumber: '13600003333' });
    await new Promise((r) => setTimeout(r, 200));
    await a.request({ type: 'acceptCall' });
    assert.equal((await a.request({ type: 'transfer', calledType: 2, calledNum: '8002' })).code, 200);
    await new Promise((r) => setTimeout(r, 200));
    await b.request({ type: 'acceptCall' });
    await b.request({ type: 'hangUp' });
    assert.equal((await a.request({ type: 'call', calledType: 2, calledNumber: '13500004444' })).code, 200);
    await sim('answer', { extension: '8001' });
    await a.request({ type: 'hangUp' });
    await settled();
    const rows = await records();
    assert.deepEqual(rows.map((r) => [r.leg, r.extension, r.result, r.direction, r.transferred_to]), [
      [1, '8001', 'transferred', 'in', '8002'], [2, '8002', 'answered', 'in', null], [1, '8001', 'answered', 'out', null],
    ]);
    assert.equal(rows[0]!.call_id, rows[1]!.call_id);
    assert.equal(rows[2]!.called, '13500004444');
    const legs = await s.call<CallRecord[]>('/aip/payrollRecord/getById', { token: admin, body: { callId: rows[0]!.call_id } });
    assert.deepEqual(legs.body.data.map((l) => l.leg), [1, 2]);
    a.close();
    b.close();
  });

  test('查询：号码、坐席、方向、结果、时间范围；超过上限时总数封顶并拒绝深翻页；来电历史', async () => {
    await sql`insert into call_record (call_id, caller, called, extension, agent_id, agent_name, direction, offered_at, ended_at, result, wait_seconds, talk_seconds)
      select 'bulk-' || g, '139' || lpad((g % 50)::text, 8, '0'), '12345', case when g % 2 = 0 then '8001' else '8002' end, null,
        case when g % 2 = 0 then '王晓敏' else '陈思远' end, case when g % 10 = 0 then 'out' else 'in' end,
        timestamptz '2026-03-01 08:00:00+08' + g * interval '1 minute', timestamptz '2026-03-01 08:00:00+08' + g * interval '1 minute' + interval '30 second',
        case when g % 7 = 0 then 'abandoned' else 'answered' end, 5, 25
      from generate_series(1, 10050) g`.execute(s.app.db);
    const first = await history({ size: 20 });
    assert.equal(first.total, 10_000);
    assert.equal(first.more, true);
    assert.equal(first.records[0]!.callId, 'bulk-10050');
    const deep = await s.call('/apo/payroll/history', { token: admin, body: { page: 501, size: 20 } });
    assert.equal(deep.body.msg, '超过 10,000 条，请缩小查询范围');

    const byNumber = await history({ number: '13900000007', size: 100 });
    assert.equal(byNumber.total, 201);
    assert.equal(byNumber.more, false);
    assert.ok(byNumber.records.every((r) => r.caller === '13900000007'));
    const called = await history({ number: '12345', size: 1 });
    assert.equal(called.total, 10_000);

    const agentRange = await history({ agent: '王晓敏', startTime: '2026-03-01 09:00:00', endTime: '2026-03-01 10:00:00', size: 100 });
    assert.equal(agentRange.total, 31); // even minutes 60..120
    assert.ok(agentRange.records.every((r) => r.agentName === '王晓敏' && r.offeredTime >= '2026-03-01 09:00:00' && r.offeredTime <= '2026-03-01 10:00:00'));
    const byExt = await history({ agent: '8002', startTime: '2026-03-01', endTime: '2026-03-01', size: 10 });
    assert.equal(byExt.total, 480); // odd g from 1 to 959 (08:01–23:59)
    const out = await history({ direction: 'out', result: 'abandoned', startTime: '2026-03-01', endTime: '2026-03-01', size: 100 });
    assert.ok(out.records.length > 0 && out.records.every((r) => r.direction === 'out' && r.result === 'abandoned'));
    assert.equal(out.total, 13); // g multiple of 70 below 960

    const list = await s.call<Page<CallRecord>>('/aip/payrollRecord/list', { token: admin, body: { number: '13900000007', size: 5 } });
    assert.equal(list.body.data.total, 201);
    assert.equal(list.body.data.records.length, 5);
  });

  test('导出话单与来电受理：xlsx 行数等于查询结果；来电受理列出来电及登记的工单', async () => {
    await sql`insert into call_record (call_id, caller, called, extension, agent_name, direction, offered_at, ended_at, result)
      select 'exp-' || g, '1370000000' || g, '12345', '8001', '王晓敏', 'in', timestamptz '2026-04-02 10:00:00+08' + g * interval '1 minute',
        timestamptz '2026-04-02 10:00:00+08' + g * interval '1 minute' + interval '1 minute', 'answered'
      from generate_series(1, 5) g`.execute(s.app.db);
    const order = await registerOrder(s, { fields: { callId: 'exp-3' } });

    const ExcelJS = (await import('exceljs')).default;
    const download = async (path: string, body: object) => {
      const res = await fetch(`${s.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': admin }, body: JSON.stringify(body) });
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-disposition') ?? '', /xlsx/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
      return wb.worksheets[0]!;
    };
    const sheet = await download('/aip/payroll/export', { startTime: '2026-04-02', endTime: '2026-04-02' });
    assert.equal(sheet.rowCount, 6);
    assert.equal(sheet.getRow(1).getCell(1).value, '呼叫编号');
    assert.equal(sheet.getRow(2).getCell(1).value, 'exp-5');
    assert.equal(sheet.getRow(2).getCell(15).value, '已接听');

    const page = await s.call<Page<CallAcceptRow>>('/api/caCallAccept/page', { token: admin, body: { startTime: '2026-04-02', endTime: '2026-04-02', size: 10 } });
    assert.equal(page.body.code, 0, page.body.msg);
    assert.equal(page.body.data.total, 5);
    assert.deepEqual(page.body.data.records.filter((r) => r.workflowId).map((r) => [r.callId, r.workflowId]), [['exp-3', order.workflowId]]);
    const accept = await download('/api/caCallAccept/export', { startTime: '2026-04-02', endTime: '2026-04-02' });
    assert.equal(accept.rowCount, 6);
    assert.equal(accept.getRow(4).getCell(7).value, order.workflowId);
  });

  test('权限：未登录 401；话务员 403；班长可查看话单但不能看来电受理；坏参数 400', async () => {
    assert.equal((await s.call('/apo/payroll/history', { body: {} })).status, 401);
    const agent = await s.login('agent01');
    for (const path of ['/apo/payroll/history', '/aip/payroll/export', '/api/caCallAccept/page']) {
      assert.equal((await s.call(path, { token: agent, body: {} })).status, 403, path);
    }
    const supervisor = await s.login('supervisor');
    assert.equal((await s.call('/apo/payroll/history', { token: supervisor, body: {} })).body.code, 0);
    assert.equal((await s.call('/api/caCallAccept/page', { token: supervisor, body: {} })).status, 403);
    const manager = await s.login('manager');
    assert.equal((await s.call('/api/caCallAccept/page', { token: manager, body: {} })).body.code, 0);
    const bad = await s.call('/apo/payroll/history', { token: admin, body: { result: 'lost', size: 1000 } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /[\u4e00-\u9fa5]/);
    const badId = await s.call('/apo/payroll/history/detail', { token: admin, body: { id: 'x' } });
    assert.equal(badId.status, 400);
    const gone = await s.call('/apo/payroll/history/detail', { token: admin, body: { id: '999999' } });
    assert.equal(gone.body.msg, '话单不存在');
  });
});
