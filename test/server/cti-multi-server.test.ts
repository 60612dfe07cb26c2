// The CTI simulator across servers on one PostgreSQL: a ring, an internal call and a queue moved through one server reach
// the agent whose socket is on another; the monitor agrees on every server; a socket moving to another server (its
// server closed) resumes the seat and the call in progress. PostgreSQL only: PGlite is one process.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, beforeEach, describe, test } from 'node:test';
import WebSocket from 'ws';
import { startServer, type StartedServer } from '../../server/src/app.ts';
import type { CtiMessage, CtiRequest } from '../../src/shared/api/callcenter.types.ts';
import type { MonitorCounters } from '../../src/shared/api/contracts/monitor.ts';
import { PUSH_STREAM_PATH, type PushEvent } from '../../src/shared/protocol/push.ts';
import { pushEventSplitter } from '../../scripts/bench/push-stream.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

const skip = !process.env.DATABASE_URL && '只在 PostgreSQL 上有多台服务器';

let s: TestServer;
let admin: string;
before(async () => { if (!skip) s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  if (skip) return;
  await s.reset();
  admin = await s.login('admin');
});

/** Another server on the test server's database, listening for the others' CTI notices; closing it twice is closing it once. */
async function anotherServer(): Promise<StartedServer> {
  const server = await startServer({ databaseUrl: s.databaseUrl, port: 0, logger: false });
  await server.app.cti.relay.ready;
  await s.app.cti.relay.ready;
  let closing: Promise<void> | null = null;
  return { ...server, close: () => (closing ??= server.close()) };
}

/** A softphone's socket on one server: keeps every message and waits for the next one of a type. */
class Phone {
  readonly messages: CtiMessage[] = [];
  readonly #consumed = new Set<CtiMessage>();
  readonly closed: Promise<void>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.messages.push(JSON.parse(data.toString()) as CtiMessage));
    this.closed = new Promise((resolve) => ws.on('close', () => resolve()));
  }

  static async connect(server: { url: string }, user: string, ext: string): Promise<Phone> {
    const phone = new Phone(new WebSocket(`${server.url.replace('http', 'ws')}/websocket/${ext}`));
    await new Promise((resolve, reject) => { phone.ws.once('open', resolve); phone.ws.once('error', reject); });
    const token = await s.login(user);
    const reply = await phone.request({ type: 'connect', agentnum: ext, token });
    assert.equal(reply.code, 200, reply.desc);
    return phone;
  }

  async next(type: string, timeout = 3000): Promise<CtiMessage> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = this.messages.find((m) => m.type === type && !this.#consumed.has(m));
      if (found) {
        this.#consumed.add(found);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no ${type} message; got ${JSON.stringify(this.messages.map((m) => m.type))}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  request(request: CtiRequest | Record<string, unknown>): Promise<CtiMessage> {
    // Replies of the same type already received are not this request's.
    for (const m of this.messages) if (m.type === request.type) this.#consumed.add(m);
    this.ws.send(JSON.stringify(request));
    return this.next(String(request.type));
  }

  async checkIn(skillName = 'skill1'): Promise<void> {
    const reply = await this.request({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId: 1, skillName });
    assert.equal(reply.code, 200, reply.desc);
  }
}

async function sim(server: { url: string }, path: string, body: unknown) {
  const res = await fetch(`${server.url}/aip/callcenter/sim/${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': admin }, body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string };
}

async function records(caller: string) {
  await s.app.cti.settled();
  return s.app.db.selectFrom('call_record').select(['extension', 'result', 'answered_at']).where('caller', '=', caller).execute();
}

async function counters(server: { url: string }, token: string): Promise<MonitorCounters> {
  const res = await fetch(`${server.url}/aip/callcenter/extensionMonitor/getMonitorNum`, { method: 'POST', headers: { 'x-auth-token': token } });
  return ((await res.json()) as { data: MonitorCounters }).data;
}

/** A console's push stream on one server, keeping every event (its own connection, destroyed on close). */
async function openStream(server: { url: string }, token: string) {
  const events: PushEvent[] = [];
  const request = http.get(server.url + PUSH_STREAM_PATH, { headers: { 'x-auth-token': token }, agent: false }, (res) => {
    const split = pushEventSplitter();
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => events.push(...split(chunk)));
  });
  request.on('error', () => {});
  while (!events.some((e) => e.type === 'hello')) await new Promise((r) => setTimeout(r, 10));
  /** The first monitor event matching, waited for up to `ms`. */
  const waitFor = async (match: (e: Extract<PushEvent, { type: 'monitor' }>) => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const hit = events.find((e): e is Extract<PushEvent, { type: 'monitor' }> => e.type === 'monitor' && match(e));
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 20));
    }
    return null;
  };
  return { waitFor, close: () => request.destroy() };
}

const simOk = async (server: { url: string }, path: string, body: unknown) => {
  const r = await sim(server, path, body);
  assert.equal(r.code, 200, `${path}: ${r.msg}`);
};

describe(`CTI 模拟器跨服务器（${databaseLabel}）`, { skip }, () => {
  test('经 B 振铃到达 A 上的座席：接听、挂机，话单只写一次；未连接的分机仍答未签入', { timeout: 20_000 }, async () => {
    const b = await anotherServer();
    try {
      const phone = await Phone.connect(s, 'agent01', '8001');
      await phone.checkIn();
      await simOk(b, 'ring', { extension: '8001', callerNumber: '13800000101' });
      assert.equal((await phone.next('ring')).data?.callerNumber, '13800000101');
      assert.equal((await phone.request({ type: 'acceptCall', sipHost: '' })).code, 200);
      await simOk(b, 'hangup', { extension: '8001' });
      assert.equal((await phone.next('hangUp')).desc, '对方已挂机');
      const written = await records('13800000101');
      assert.equal(written.length, 1, '一通电话一条话单');
      assert.equal(written[0]!.extension, '8001');
      assert.equal(written[0]!.result, 'answered');

      // Nobody's socket holds 8002: B answers as before.
      assert.equal((await sim(b, 'ring', { extension: '8002', callerNumber: '13800000102' })).msg, '分机未签入');
      phone.ws.close();
    } finally {
      await b.close();
    }
  });

  test('在 A 改分机号：B 上该分机的连接被关闭，座席按新分机重新读取', { timeout: 20_000 }, async () => {
    const b = await anotherServer();
    try {
      const phone = await Phone.connect(b, 'agent02', '8002');
      const user = await s.app.db.selectFrom('sys_user').select('id').where('username', '=', 'agent02').executeTakeFirstOrThrow();
      const detailRes = await fetch(`${s.url}/api/sys/user/get`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': admin }, body: JSON.stringify({ id: user.id }) });
      const detail = ((await detailRes.json()) as { data: Record<string, unknown> & { roleIdList: number[]; postIdList: number[] } }).data;
      const update = await fetch(`${s.url}/api/sys/user/update`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': admin },
        body: JSON.stringify({ id: user.id, username: detail.username, realName: detail.realName, jobNumber: detail.jobNumber, gender: detail.gender,
          mobile: detail.mobile ?? '', email: detail.email ?? '', deptId: detail.deptId, roleIdList: detail.roleIdList, postIdList: detail.postIdList,
          landlineNumber: '8299', status: detail.status }),
      });
      assert.equal(((await update.json()) as { code: number; msg: string }).code, 0);
      const closed = await Promise.race([phone.closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 1000))]);
      assert.ok(closed, 'B 上 8002 的连接 1 秒内关闭');
      assert.equal((await sim(b, 'ring', { extension: '8002', callerNumber: '13800000109' })).msg, '分机号无效', 'B 不再认 8002');
    } finally {
      await b.close();
    }
  });

  test('A 上的座席呼叫 B 上的座席（内部呼叫）：振铃、接听、挂机都到达对方，话单只写一次', { timeout: 20_000 }, async () => {
    const b = await anotherServer();
    try {
      const caller = await Phone.connect(s, 'agent01', '8001');
      await caller.checkIn();
      const called = await Phone.connect(b, 'agent02', '8002');
      await called.checkIn();
      assert.equal((await caller.request({ type: 'call', calledType: 2, calledNumber: '8002', isWorkOrder: 0 })).code, 200);
      assert.equal((await called.next('ring')).data?.callerNumber, '8001');
      assert.equal((await called.request({ type: 'acceptCall', sipHost: '' })).code, 200);
      assert.equal((await caller.next('answer')).data?.callerNumber, '8002');
      assert.equal((await called.request({ type: 'hangUp' })).code, 200);
      assert.equal((await caller.next('hangUp')).data?.callId, '', '主叫的通话已结束');
      await b.app.cti.settled();
      const written = await records('8001');
      assert.equal(written.length, 1);
      assert.equal(written[0]!.result, 'answered');
      caller.ws.close();
      called.ws.close();
    } finally {
      await b.close();
    }
  });

  test('A 上的通话转接到 B 上的座席与 B 上的技能组：转接来电在 B 振铃，每段话单各一条', { timeout: 20_000 }, async () => {
    const b = await anotherServer();
    try {
      const first = await Phone.connect(s, 'agent01', '8001');
      await first.checkIn();
      const second = await Phone.connect(b, 'agent02', '8002');
      await second.checkIn('skill2');
      await simOk(s, 'ring', { extension: '8001', callerNumber: '13800000105' });
      await first.next('ring');
      assert.equal((await first.request({ type: 'acceptCall', sipHost: '' })).code, 200);
      assert.equal((await first.request({ type: 'transfer', calledType: 2, transferType: 'consult', calledNum: '8002', callerNum: '' })).code, 200);
      const rung = await second.next('ring');
      assert.equal(rung.desc, '转接来电');
      assert.equal(rung.data?.callerNumber, '13800000105');
      assert.equal((await second.request({ type: 'acceptCall', sipHost: '' })).code, 200);
      await simOk(s, 'hangup', { extension: '8002' });
      assert.equal((await second.next('hangUp')).desc, '对方已挂机');
      await b.app.cti.settled();
      const legs = await s.app.db.selectFrom('call_record').select(['leg', 'extension', 'result']).where('caller', '=', '13800000105').orderBy('leg').execute();
      assert.deepEqual(legs, [{ leg: 1, extension: '8001', result: 'transferred' }, { leg: 2, extension: '8002', result: 'answered' }]);

      // A skill group whose only free seat is on B.
      await simOk(s, 'ring', { extension: '8001', callerNumber: '13800000106' });
      await first.next('ring');
      assert.equal((await first.request({ type: 'acceptCall', sipHost: '' })).code, 200);
      assert.equal((await first.request({ type: 'transfer', calledType: 1, transferType: 'consult', calledNum: '', callerNum: '', skillName: 'skill2' })).code, 200);
      assert.equal((await second.next('ring')).data?.callerNumber, '13800000106');
      first.ws.close();
      second.ws.close();
    } finally {
      await b.close();
    }
  });

  test('经 B 排队的来电：A 上的监控与计数看到，A 上的座席收到排队数并能接起', { timeout: 20_000 }, async () => {
    const b = await anotherServer();
    try {
      const supervisor = await s.login('supervisor');
      const stream = await openStream(s, supervisor);
      const phone = await Phone.connect(s, 'agent01', '8001');
      await phone.checkIn();
      await simOk(b, 'queue', { callerNumber: '13800000103', queue: 'white' });
      assert.ok(await stream.waitFor((e) => e.counters.white === 1, 1_000), 'A 上的监控 1 秒内收到排队数');
      const started = Date.now();
      while ((await phone.next('queue')).data?.whiteQNum !== 1) assert.ok(Date.now() - started < 2_000);
      assert.equal((await counters(s, supervisor)).white, 1, 'A 的计数');
      assert.equal((await counters(b, supervisor)).white, 1, 'B 的计数');

      assert.equal((await phone.request({ type: 'pickQueue', queue: 'white' })).code, 200);
      assert.equal((await phone.next('ring')).data?.callerNumber, '13800000103');
      assert.equal((await counters(b, supervisor)).white, 0);
      assert.equal((await counters(s, supervisor)).white, 0);
      stream.close();
      phone.ws.close();
    } finally {
      await b.close();
    }
  });

  test('服务器关闭：座席的连接转到另一台，状态（签入、技能组、示忙）与进行中的通话都在', { timeout: 30_000 }, async () => {
    const a = await anotherServer();
    const b = await anotherServer();
    try {
      const phone = await Phone.connect(a, 'agent01', '8001');
      await phone.checkIn('skill2');
      await simOk(b, 'ring', { extension: '8001', callerNumber: '13800000104' });
      await phone.next('ring');
      assert.equal((await phone.request({ type: 'acceptCall', sipHost: '' })).code, 200);

      await a.close();
      await phone.closed;
      const moved = await Phone.connect(b, 'agent01', '8001');
      const connected = moved.messages.find((m) => m.type === 'connect')!;
      assert.equal(connected.data?.seatStatus, 'Available (On Demand)');
      assert.equal(connected.data?.skillName, 'skill2');
      const resumed = await moved.next('answerReconnect');
      assert.equal(resumed.data?.callerNumber, '13800000104', '通话还在');
      assert.equal(resumed.data?.callType, 1);

      assert.equal((await moved.request({ type: 'hangUp' })).code, 200);
      await b.app.cti.settled();
      const written = await records('13800000104');
      assert.equal(written.length, 1);
      assert.equal(written[0]!.result, 'answered');

      // 示忙 on B, then the socket moves once more (to the test server): still busy, for the same reason.
      assert.equal((await moved.request({ type: 'setAgentInfo', status: 'showBusy', busyReason: '2' })).code, 200);
      await b.close();
      await moved.closed;
      const again = await Phone.connect(s, 'agent01', '8001');
      const back = again.messages.find((m) => m.type === 'connect')!;
      assert.equal(back.data?.seatStatus, 'On Break');
      assert.equal(back.data?.busyReason, '2');
      assert.equal(back.data?.skillName, 'skill2');
      again.ws.close();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
