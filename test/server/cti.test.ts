// The CTI simulator over a real socket: connect, sign-in/out, busy/idle, calls, transfer, conference, mute,
// queues, reconnect in the middle of a call, and the 402/500 replies the softphone reacts to.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import WebSocket from 'ws';
import type { CtiMessage, CtiRequest, SimState } from '../../src/shared/api/callcenter.types.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  admin = await s.login('admin');
});

/** A softphone's socket that keeps every message it got, and waits for the next one matching a type. */
class Phone {
  readonly messages: CtiMessage[] = [];
  #waiters: Array<{ type: string; resolve: (m: CtiMessage) => void }> = [];
  readonly #consumed = new Set<CtiMessage>();
  closed: Promise<number>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as CtiMessage;
      this.messages.push(msg);
      const waiter = this.#waiters.find((w) => w.type === msg.type);
      if (waiter) {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        this.#consumed.add(msg);
        waiter.resolve(msg);
      }
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  static async open(ext: string): Promise<Phone> {
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/websocket/${ext}`);
    const phone = new Phone(ws);
    await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
    return phone;
  }

  /** Connects, signs in with the first class and skill1, and answers the phone. */
  static async signedIn(user: string, ext: string): Promise<Phone> {
    const phone = await Phone.open(ext);
    const token = await s.login(user);
    assert.equal((await phone.request({ type: 'connect', agentnum: ext, token })).code, 200);
    const reply = await phone.request({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId: 1, skillName: 'skill1', skillDescribe: '综合受理' });
    assert.equal(reply.code, 200, reply.desc);
    return phone;
  }

  send(request: CtiRequest | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(request));
  }

  /** The oldest message of `type` not yet consumed, or the next one to come. */
  next(type: string, timeout = 3000): Promise<CtiMessage> {
    const already = this.messages.find((m) => m.type === type && !this.#consumed.has(m));
    if (already) {
      this.#consumed.add(already);
      return Promise.resolve(already);
    }
    return new Promise((resolve, reject) => {
      const waiter = { type, resolve: (m: CtiMessage) => { clearTimeout(timer); resolve(m); } };
      const timer = setTimeout(() => {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        reject(new Error(`no ${type} message; got ${JSON.stringify(this.messages.map((m) => m.type))}`));
      }, timeout);
      this.#waiters.push(waiter);
    });
  }

  request(request: CtiRequest | Record<string, unknown>): Promise<CtiMessage> {
    const waiting = this.next(String(request.type));
    this.send(request);
    return waiting;
  }

  close(): void {
    this.ws.close();
  }
}

async function sim(path: string, body: unknown) {
  return s.call(`/aip/callcenter/sim/${path}`, { token: admin, body });
}

describe(`CTI 模拟器（${databaseLabel}）`, () => {
  test('未知分机 402；错误 token 401；他人分机 403', async () => {
    const unknown = await Phone.open('9999');
    const r402 = await unknown.request({ type: 'connect', agentnum: '9999', token: await s.login('agent01') });
    assert.equal(r402.code, 402);
    assert.equal(await unknown.closed, 1008);

    const bad = await Phone.open('8001');
    assert.equal((await bad.request({ type: 'connect', agentnum: '8001', token: 'x'.repeat(40) })).code, 401);

    const other = await Phone.open('8002');
    assert.equal((await other.request({ type: 'connect', agentnum: '8002', token: await s.login('agent01') })).code, 403);
  });

  test('connect 之前的操作被拒绝；心跳有回应；坏消息得到中文说明且连接保持', async () => {
    const phone = await Phone.open('8001');
    const early = await phone.request({ type: 'hangUp' });
    assert.equal(early.code, 401);
    await phone.request({ type: 'connect', agentnum: '8001', token: await s.login('agent01') });
    assert.equal((await phone.request({ type: 'heartBeat' })).code, 200);
    phone.ws.send('not json');
    assert.equal((await phone.next('connect')).desc, '消息不是有效的 JSON');
    assert.equal((await phone.request({ type: 'setAgentInfo', status: 'nap' })).desc, 'status 取值错误');
    assert.equal((await phone.request({ type: 'call', calledNumber: 'abc' })).desc, 'calledNumber 格式错误');
    assert.equal((await phone.request({ type: 'heartBeat' })).code, 200);
    phone.close();
  });

  test('签入需要班组与技能组，签出、示闲、示忙并写入座席状态；签出次数可查询', async () => {
    const phone = await Phone.open('8001');
    await phone.request({ type: 'connect', agentnum: '8001', token: await s.login('agent01') });
    // Not signed in: the server says 分机未注册, which resets the panel to signed out.
    const early = await phone.request({ type: 'setAgentInfo', status: 'showLeisure', finishTime: 15 });
    assert.deepEqual([early.code, early.desc], [500, '分机未注册']);
    assert.equal((await phone.request({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15 })).desc, '请选择班组');
    assert.equal((await phone.request({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId: 99 })).desc, '班组不存在');
    assert.equal((await phone.request({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId: 1, skillName: 'nope' })).desc, '技能组不存在');

    const inReply = await phone.request({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId: 1, skillName: 'skill2' });
    assert.equal(inReply.code, 200);
    assert.equal(inReply.data?.seatStatus, 'Available (On Demand)');
    assert.equal(inReply.data?.skillName, 'skill2');

    assert.equal((await phone.request({ type: 'setAgentInfo', status: 'showBusy', finishTime: 15 })).desc, '请选择示忙原因');
    const busy = await phone.request({ type: 'setAgentInfo', status: 'showBusy', finishTime: 15, busyReason: '2' });
    assert.deepEqual([busy.data?.seatStatus, busy.data?.busyReason], ['On Break', '2']);
    const stored = await s.app.db.selectFrom('seat_state').selectAll().where('landline_number', '=', '8001').executeTakeFirstOrThrow();
    await new Promise((r) => setTimeout(r, 50));
    const saved = await s.app.db.selectFrom('seat_state').selectAll().where('landline_number', '=', '8001').executeTakeFirstOrThrow();
    assert.equal(saved.seat_status, 'On Break', `stored ${stored.seat_status}`);
    assert.equal(saved.busy_reason, '2');

    const idle = await phone.request({ type: 'setAgentInfo', status: 'showLeisure', finishTime: 15 });
    assert.equal(idle.data?.seatStatus, 'Available (On Demand)');
    const out = await phone.request({ type: 'setAgentInfo', status: 'checkOut', finishTime: 15 });
    assert.deepEqual([out.code, out.desc, out.data?.seatStatus], [200, '签出成功', 'Logged Out']);
    const times = await phone.request({ type: 'checkOutTimes', agentnum: '8001' });
    assert.equal(times.desc, '今日已签出1次');
    phone.close();
  });

  test('来电：振铃、接听（播报工号）、静音、挂断；接听前不能静音', async () => {
    const phone = await Phone.signedIn('agent01', '8001');
    assert.equal((await sim('ring', { extension: '8001', callerNumber: '13800000000' })).body.code, 200);
    const ring = await phone.next('ring');
    assert.deepEqual([ring.data?.callType, ring.data?.callerNumber], [1, '13800000000']);
    assert.ok(ring.data?.callId);
    const muteEarly = await phone.request({ type: 'silence', silenceType: 'speak', op: 'start' });
    assert.deepEqual([muteEarly.code, muteEarly.desc], [500, '静音失败']);

    assert.equal((await phone.request({ type: 'acceptCall', sipHost: 'sip.test' })).code, 200);
    const answer = await phone.next('answer');
    assert.ok(answer.data!.callStartTime! <= Date.now());
    assert.equal((await phone.next('playStart')).desc, '播报工号');
    const muted = await phone.request({ type: 'silence', silenceType: 'speak', op: 'start' });
    assert.equal(muted.data?.muted, true);
    assert.equal((await phone.request({ type: 'silence', silenceType: 'speak', op: 'stop' })).data?.muted, false);
    const hang = await phone.request({ type: 'hangUp' });
    assert.deepEqual([hang.code, hang.desc, hang.data?.callId], [200, '挂断成功', '']);
    assert.equal((await phone.request({ type: 'hangUp' })).code, 500);
    phone.close();
  });

  test('两个演示分机互拨：双方振铃，被叫接听后双方通话，一方挂断另一方收到挂机', async () => {
    const a = await Phone.signedIn('agent01', '8001');
    const b = await Phone.signedIn('agent02', '8002');
    const reply = await a.request({ type: 'call', calledNumber: '8002', callerNumber: '8001', isWorkOrder: 0 });
    assert.deepEqual([reply.code, reply.desc], [200, '呼叫成功']);
    assert.equal(reply.data?.callType, 2);
    const ringB = await b.next('ring');
    assert.deepEqual([ringB.data?.callType, ringB.data?.callerNumber], [1, '8001']);
    await b.request({ type: 'acceptCall', sipHost: '' });
    const [ansA, ansB] = await Promise.all([a.next('answer'), b.next('answer')]);
    assert.equal(ansA.data?.callId, ansB.data?.callId);
    await a.request({ type: 'hangUp' });
    assert.equal((await b.next('hangUp')).desc, '对方已挂机');
    a.close();
    b.close();
  });

  test('外呼外线：呼叫成功，市民接听后收到 answer（isWorkOrder 原样带回），市民挂机', async () => {
    const a = await Phone.signedIn('agent01', '8001');
    await a.request({ type: 'call', calledNumber: '13912345678', callerNumber: '8001', isWorkOrder: 1 });
    assert.equal((await sim('answer', { extension: '8001' })).body.code, 200);
    const answer = await a.next('answer');
    assert.deepEqual([answer.data?.isWorkOrder, answer.data?.callType], [1, 2]);
    await sim('hangup', { extension: '8001' });
    assert.equal((await a.next('hangUp')).desc, '对方已挂机');
    a.close();
  });

  test('转接：分机（calledType 2）转接成功并在对方振铃；未签入分机转接失败；外线 calledType 3 成功', async () => {
    const a = await Phone.signedIn('agent01', '8001');
    const b = await Phone.signedIn('agent02', '8002');
    await sim('ring', { extension: '8001', callerNumber: '13800000000' });
    await a.request({ type: 'acceptCall', sipHost: '' });
    const ok = await a.request({ type: 'transfer', calledType: 2, transferType: 'consult', calledNum: '8002', callerNum: '13800000000' });
    assert.deepEqual([ok.code, ok.desc, ok.data?.callId], [200, '转接成功', '']);
    const ringB = await b.next('ring');
    assert.equal(ringB.data?.callerNumber, '13800000000');

    await sim('ring', { extension: '8001', callerNumber: '13800000001' });
    await a.request({ type: 'acceptCall', sipHost: '' });
    b.send({ type: 'setAgentInfo', status: 'checkOut', finishTime: 15 });
    const failed = await a.request({ type: 'transfer', calledType: 2, transferType: 'consult', calledNum: '8002', callerNum: '' });
    assert.deepEqual([failed.code, failed.desc], [500, '转接失败']);
    const outside = await a.request({ type: 'transfer', calledType: 3, transferType: 'consult', calledNum: '08716610101', callerNum: '' });
    assert.equal(outside.desc, '转接成功');
    a.close();
    b.close();
  });

  test('转技能组无人空闲时进入排队，排队数推送给座席，队列按钮可接入', async () => {
    const a = await Phone.signedIn('agent01', '8001');
    await sim('ring', { extension: '8001', callerNumber: '13800000000' });
    await a.next('ring');
    await a.request({ type: 'acceptCall', sipHost: '' });
    const r = await a.request({ type: 'transfer', calledType: 1, transferType: 'consult', calledNum: '', callerNum: '', skillName: 'skill2' });
    assert.equal(r.desc, '转接成功');
    assert.equal((await a.next('queue')).data?.lineUpNum, 1);
    await sim('queue', { callerNumber: '13700000000', queue: 'white' });
    assert.equal((await a.next('queue')).data?.whiteQNum, 1);
    const picked = await a.request({ type: 'pickQueue', queue: 'white' });
    assert.equal(picked.code, 200);
    assert.equal((await a.next('ring')).data?.callerNumber, '13700000000');
    a.close();
  });

  test('三方：thirdRing、thirdAnswer、thirdHangUp', async () => {
    const a = await Phone.signedIn('agent01', '8001');
    await sim('ring', { extension: '8001', callerNumber: '13800000000' });
    await a.request({ type: 'acceptCall', sipHost: '' });
    assert.equal((await a.request({ type: 'conference', thirdCalledNumber: '12348' })).code, 200);
    assert.equal((await a.next('thirdRing')).data?.thirdNumber, '12348');
    await sim('answer', { extension: '8001' });
    await a.next('thirdAnswer');
    await sim('hangup', { extension: '8001' });
    assert.equal((await a.next('thirdHangUp')).data?.thirdNumber, '');
    a.close();
  });

  test('掉线重连：通话中断开后重新 connect 收到 answerReconnect，通话开始时间不变', async () => {
    const a = await Phone.signedIn('agent01', '8001');
    await sim('ring', { extension: '8001', callerNumber: '13800000000' });
    await a.request({ type: 'acceptCall', sipHost: '' });
    const start = (await a.next('answer')).data!.callStartTime;
    await sim('drop', { extension: '8001' });
    await a.closed;
    const again = await Phone.open('8001');
    const connect = await again.request({ type: 'connect', agentnum: '8001', token: await s.login('agent01') });
    assert.equal(connect.data?.seatStatus, 'Available (On Demand)');
    const resumed = await again.next('answerReconnect');
    assert.equal(resumed.data?.callStartTime, start);
    assert.equal(resumed.data?.callerNumber, '13800000000');
    again.close();
  });

  test('模拟器可拒绝连接、停止回应心跳；只有管理员可操作', async () => {
    assert.equal((await s.call('/aip/callcenter/sim/state', { token: await s.login('agent01'), body: {} })).status, 403);
    await sim('connection', { extension: '8001', refuse: true });
    const refused = await Phone.open('8001');
    assert.equal(await refused.closed, 1013);
    await sim('connection', { extension: '8001', refuse: false, silent: true });
    const quiet = await Phone.open('8001');
    await quiet.request({ type: 'connect', agentnum: '8001', token: await s.login('agent01') });
    quiet.send({ type: 'heartBeat' });
    await assert.rejects(quiet.next('heartBeat', 300));
    const state = (await s.call<SimState>('/aip/callcenter/sim/state', { token: admin, body: {} })).body.data;
    assert.deepEqual(state.seats.map((x) => x.extension), ['8001', '8002']);
    assert.equal(state.seats[0]!.silent, true);
    assert.equal((await sim('ring', { extension: '12', callerNumber: '1380' })).body.code, 1);
    quiet.close();
  });
});
