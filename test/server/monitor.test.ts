// 分机监控: counters and the grid equal the seats' state after driving the simulator; filters; who may see it; a seat
// change reaches a supervisor's push stream within a second (and not an agent's); one agent's day.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import WebSocket from 'ws';
import type { AgentDay, MonitorCounters, MonitorList, MonitorRow } from '../../src/shared/api/contracts/monitor.ts';
import type { CtiMessage } from '../../src/shared/api/callcenter.types.ts';
import { PUSH_STREAM_PATH, type PushEvent } from '../../src/shared/protocol/push.ts';
import { monitorFeedOf } from '../../server/src/routes/monitor.ts';
import { pushEventSplitter } from '../../scripts/bench/push-stream.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
let supervisor: string;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  admin = await s.login('admin');
  supervisor = await s.login('supervisor');
});

/** A signed-in softphone: sends requests and waits for the reply of the same type. */
async function softphone(user: string, ext: string) {
  const ws = new WebSocket(`${s.url.replace('http', 'ws')}/websocket/${ext}`);
  const waiters: Array<{ type: string; resolve: (m: CtiMessage) => void }> = [];
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as CtiMessage;
    const w = waiters.findIndex((x) => x.type === m.type);
    if (w >= 0) waiters.splice(w, 1)[0]!.resolve(m);
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

async function counters(token = supervisor) {
  const r = await s.call<MonitorCounters>('/aip/callcenter/extensionMonitor/getMonitorNum', { token });
  assert.equal(r.body.code, 0, r.body.msg);
  return r.body.data;
}

async function list(body: object = {}, token = supervisor) {
  const r = await s.call<MonitorList>('/aip/callcenter/extensionMonitor/monitorList', { token, body });
  assert.equal(r.body.code, 0, r.body.msg);
  return r.body.data.records;
}

const row = (rows: MonitorRow[], ext: string) => rows.find((r) => r.extension === ext)!;
/** Seat writes are stored in the background: wait until the simulator's last write is in seat_state. */
const stored = () => Promise.all(s.app.cti.seats.all().map((seat) => seat.saving));

async function openStream(token: string) {
  const controller = new AbortController();
  const res = await fetch(s.url + PUSH_STREAM_PATH, { headers: { 'x-auth-token': token }, signal: controller.signal });
  const events: Array<{ at: number; event: PushEvent }> = [];
  void (async () => {
    const split = pushEventSplitter();
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body!) {
        for (const event of split(decoder.decode(chunk as Uint8Array, { stream: true }))) events.push({ at: Date.now(), event });
      }
    } catch { /* aborted */ }
  })();
  const monitorEvents = () => events.filter((e) => e.event.type === 'monitor') as Array<{ at: number; event: Extract<PushEvent, { type: 'monitor' }> }>;
  /** The first monitor event carrying the extension, waited for up to `ms`. */
  const waitFor = async (ext: string, ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const hit = monitorEvents().find((e) => e.event.rows.some((r) => r.extension === ext));
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 20));
    }
    return null;
  };
  // The greeting arrives first: the stream is registered from then on.
  while (!events.some((e) => e.event.type === 'hello')) await new Promise((r) => setTimeout(r, 10));
  return { monitorEvents, waitFor, close: () => controller.abort() };
}

describe(`分机监控（${databaseLabel}）`, () => {
  test('计数与列表等于座席实际状态：签入、示忙（原因）、振铃、通话、话后整理、签出，排队与白名单队列', async () => {
    const start = await counters();
    const extensions = (await list()).map((r) => r.extension);
    assert.ok(extensions.includes('8001') && extensions.includes('8002'));
    assert.equal(start.total, extensions.length);
    assert.equal(start.loggedOut, extensions.length);
    assert.equal(start.signedIn, 0);
    assert.deepEqual(start.busyByReason.map((b) => b.label), ['小休', '就餐', '培训', '会议', '整理工单', '其他']);

    const a = await softphone('agent01', '8001');
    const b = await softphone('agent02', '8002');
    assert.equal((await b.request({ type: 'setAgentInfo', status: 'showBusy', busyReason: '2' })).code, 200);
    await sim('ring', { extension: '8001', callerNumber: '13912345678' });
    await stored();
    let rows = await list();
    assert.equal(row(rows, '8001').state, 'ringing');
    assert.equal(row(rows, '8001').callerNumber, '13912345678');
    assert.equal(row(rows, '8002').state, 'busy');
    assert.equal(row(rows, '8002').busyReason, '2');
    assert.equal(row(rows, '8002').className, '早班（08:00-16:00）');
    assert.equal(row(rows, '8002').skillName, 'skill1');
    let c = await counters();
    assert.equal(c.signedIn, 2);
    assert.equal(c.ringing, 1);
    assert.equal(c.busy, 1);
    assert.equal(c.busyByReason.find((x) => x.label === '就餐')!.count, 1);
    assert.equal(c.loggedOut, c.total - 2);

    const answeredAfter = Date.now();
    assert.equal((await a.request({ type: 'acceptCall' })).code, 200);
    await sim('queue', { callerNumber: '13800001111', queue: 'lineUp' });
    await sim('queue', { callerNumber: '13800002222', queue: 'white' });
    await sim('queue', { callerNumber: '13800003333', queue: 'lineUp' });
    await new Promise((r) => setTimeout(r, 1100));
    await stored();
    rows = await list();
    assert.equal(row(rows, '8001').state, 'talking');
    assert.ok(row(rows, '8001').callStart! >= answeredAfter - 50);
    c = await counters();
    assert.equal(c.talking, 1);
    assert.equal(c.ringing, 0);
    assert.equal(c.lineUp, 2);
    assert.equal(c.white, 1);
    assert.ok(c.longestWaitSeconds >= 1, `最长等待 ${c.longestWaitSeconds}`);

    assert.equal((await a.request({ type: 'hangUp' })).code, 200);
    await sim('abandon', { callerNumber: '13800001111' });
    await stored();
    rows = await list();
    assert.equal(row(rows, '8001').state, 'wrapUp');
    assert.ok(row(rows, '8001').wrapUpUntil! - row(rows, '8001').since! === 15_000);
    c = await counters();
    assert.equal(c.wrapUp, 1);
    assert.equal(c.talking, 0);
    assert.equal(c.lineUp, 1);

    assert.equal((await b.request({ type: 'setAgentInfo', status: 'checkOut' })).code, 200);
    await stored();
    assert.equal(row(await list(), '8002').state, 'loggedOut');
    assert.equal((await counters()).signedIn, 1);
    a.close();
    b.close();
  });

  test('按班组、技能组、状态、关键字筛选', async () => {
    const a = await softphone('agent01', '8001');
    const b = await softphone('agent02', '8002');
    assert.equal((await b.request({ type: 'setAgentInfo', status: 'showBusy', busyReason: '1' })).code, 200);
    await stored();
    assert.deepEqual((await list({ state: 'busy' })).map((r) => r.extension), ['8002']);
    assert.deepEqual((await list({ state: 'idle' })).map((r) => r.extension), ['8001']);
    assert.deepEqual((await list({ classId: 1 })).map((r) => r.extension), ['8001', '8002']);
    assert.deepEqual(await list({ classId: 2 }), []);
    assert.deepEqual((await list({ skillName: 'skill1' })).map((r) => r.extension), ['8001', '8002']);
    assert.deepEqual(await list({ skillName: 'skill2' }), []);
    assert.deepEqual((await list({ keyword: '陈思远' })).map((r) => r.extension), ['8002']);
    const bad = await s.call('/aip/callcenter/extensionMonitor/monitorList', { token: supervisor, body: { state: 'sleeping' } });
    assert.equal(bad.status, 400);
    a.close();
    b.close();
  });

  test('话务员无权查看（403），未登录 401；中心管理员可以', async () => {
    const agent = await s.login('agent01');
    for (const path of ['getMonitorNum', 'monitorList']) {
      assert.equal((await s.call(`/aip/callcenter/extensionMonitor/${path}`, { token: agent, body: {} })).status, 403);
      assert.equal((await s.call(`/aip/callcenter/extensionMonitor/${path}`, { body: {} })).status, 401);
    }
    assert.equal((await s.call('/aip/callcenter/extensionMonitor/agentDay', { token: agent, body: { extension: '8001' } })).status, 403);
    assert.equal((await counters(await s.login('manager'))).signedIn, 0);
  });

  test('座席状态变化 1 秒内推送到班长的推送流（不推给话务员），一阵变化合并成少数几次推送', async () => {
    const stream = await openStream(supervisor);
    const agentStream = await openStream(await s.login('agent02'));
    const a = await softphone('agent01', '8001');
    const changedAt = Date.now();
    assert.equal((await a.request({ type: 'setAgentInfo', status: 'showBusy', busyReason: '3' })).code, 200);
    const hit = await stream.waitFor('8001', 1000);
    assert.ok(hit, '1 秒内没有收到分机监控推送');
    assert.ok(hit.at - changedAt <= 1000);
    const pushed = hit.event.rows.find((r) => r.extension === '8001')!;
    // The last event of the burst carries the seat as it ends up (sign-in, then busy).
    const last = stream.monitorEvents().at(-1)!.event;
    assert.equal(last.rows.find((r) => r.extension === '8001')?.state ?? pushed.state, 'busy');
    assert.equal(last.counters.busy, 1);

    // 20 changes in a burst: a few pushes, not 20.
    const before = stream.monitorEvents().length;
    for (let i = 0; i < 10; i++) {
      await a.request({ type: 'setAgentInfo', status: 'showLeisure' });
      await a.request({ type: 'setAgentInfo', status: 'showBusy', busyReason: '1' });
    }
    await monitorFeedOf(s.app.cti)!.idle();
    await new Promise((r) => setTimeout(r, 300));
    const burst = stream.monitorEvents().length - before;
    assert.ok(burst >= 1 && burst <= 8, `推送 ${burst} 次`);
    assert.equal(stream.monitorEvents().at(-1)!.event.rows.find((r) => r.extension === '8001')!.busyReason, '1');

    // A queue move alone pushes the counters.
    const n = stream.monitorEvents().length;
    await sim('queue', { callerNumber: '13800004444', queue: 'white' });
    await monitorFeedOf(s.app.cti)!.idle();
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(stream.monitorEvents().slice(n).at(-1)?.event.counters.white, 1);
    assert.equal(agentStream.monitorEvents().length, 0);
    stream.close();
    agentStream.close();
    a.close();
  });

  test('坐席当天：签入、示忙原因、通话（时间、号码、通话时长、结果）；分机行带今日接通与通话时长', async () => {
    const a = await softphone('agent01', '8001');
    assert.equal((await a.request({ type: 'setAgentInfo', status: 'showBusy', busyReason: '2' })).code, 200);
    assert.equal((await a.request({ type: 'setAgentInfo', status: 'showLeisure' })).code, 200);
    assert.equal(row(await list(), '8001').answeredToday, 0);
    const stream = await openStream(supervisor);
    await sim('ring', { extension: '8001', callerNumber: '13912340000' });
    assert.equal((await a.request({ type: 'acceptCall' })).code, 200);
    await new Promise((r) => setTimeout(r, 1100));
    assert.equal((await a.request({ type: 'hangUp' })).code, 200);
    await s.app.cti.settled();
    // The row counts the call once its record is written, in the list and in a push.
    const talked = await s.app.db.selectFrom('call_record').select('talk_seconds').where('extension', '=', '8001').executeTakeFirstOrThrow();
    assert.deepEqual([row(await list(), '8001').answeredToday, row(await list(), '8001').talkSecondsToday], [1, talked.talk_seconds]);
    const deadline = Date.now() + 2000;
    while (!stream.monitorEvents().some((e) => e.event.rows.some((x) => x.extension === '8001' && x.answeredToday === 1)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.ok(stream.monitorEvents().some((e) => e.event.rows.some((x) => x.extension === '8001' && x.answeredToday === 1)), 'a push carries the count');
    stream.close();
    const r = await s.call<AgentDay>('/aip/callcenter/extensionMonitor/agentDay', { token: supervisor, body: { extension: '8001' } });
    assert.equal(r.body.code, 0, r.body.msg);
    const day = r.body.data;
    assert.equal(day.realName, '王晓敏');
    assert.deepEqual(day.events.map((e) => e.action).slice(0, 3), ['checkIn', 'showBusy', 'showLeisure']);
    assert.equal(day.events[1]!.detail, '2');
    assert.equal(day.calls.length, 1);
    assert.equal(day.calls[0]!.caller, '13912340000');
    assert.equal(day.calls[0]!.result, 'answered');
    assert.ok(day.calls[0]!.talkSeconds >= 1);
    const other = await s.call<AgentDay>('/aip/callcenter/extensionMonitor/agentDay', { token: supervisor, body: { extension: '8001', date: '2020-01-01' } });
    assert.deepEqual([other.body.data.events.length, other.body.data.calls.length], [0, 0]);
    const none = await s.call('/aip/callcenter/extensionMonitor/agentDay', { token: supervisor, body: { extension: '9999' } });
    assert.equal(none.body.msg, '分机不存在');
    a.close();
  });
});
