// The centre's traffic: seats (loadUser and a socket heartbeat every 5 s, a push stream, three in four registering an
// order every 60–120 s after reading the caller's history), back-office consoles paging queues and 工单查询 with their
// own filters and opening a detail every 6–14 s (supervisors also poll 分机监控 every 3 s), and calls rung at a rate.
import WebSocket from 'ws';
import type { CtiMessage } from '../../../src/shared/api/callcenter.types.ts';
import type { WorkflowListItem, WorkflowTabEntry } from '../../../src/shared/api/workorder.types.ts';
import type { Page } from '../../../src/shared/api/contracts/schema.ts';
import { cstDay, DAY_MS } from '../../../server/src/lib/time.ts';
import { centrePhone, centrePhones, ORDER_WORDS } from '../workorder-latency.ts';
import { Api } from './client.ts';
import type { BenchSession, ConsoleUser, SeatUser } from './prepare.ts';
import { every, type Recorder } from './recorder.ts';

/** After-call wrap-up the bench's seats sign in with (s): short, so a small centre can take the calls. */
const WRAP_UP_S = 5;
const HEARTBEAT_MS = 5000;
/** A heartbeat not answered by then is lost. */
const HEARTBEAT_LOST_MS = 10_000;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const day = (offset: number) => cstDay(Date.now() + offset * DAY_MS);

export interface Traffic {
  stop(): Promise<void>;
  /** Calls answered and hung up in the measured window, and rings skipped for want of a free seat. */
  calls: { done: number; noFreeSeat: number };
}

class Seat {
  ws!: WebSocket;
  session!: BenchSession;
  /** Heartbeats sent and not yet answered, oldest first. */
  readonly beats: number[] = [];
  busy = false;
  freeAt = 0;
  #waiters: Array<{ type: string; resolve: (m: CtiMessage) => void }> = [];

  constructor(readonly user: SeatUser, readonly rec: Recorder) {}

  async connect(url: string): Promise<void> {
    this.ws = new WebSocket(`${url.replace('http', 'ws')}/websocket/${this.user.extension}`);
    await new Promise((resolve, reject) => { this.ws.once('open', resolve); this.ws.once('error', reject); });
    this.ws.on('message', (data) => this.#onMessage(JSON.parse(data.toString()) as CtiMessage));
    this.ws.on('close', () => { if (this.session) this.rec.error('heartbeat reply', `${this.user.extension}: socket closed by the server`); });
    const connected = await this.request({ type: 'connect', agentnum: this.user.extension, token: this.session.token });
    const signedIn = await this.request({ type: 'setAgentInfo', status: 'checkIn', finishTime: WRAP_UP_S, classId: 1, skillName: 'skill1', skillDescribe: '综合受理' });
    if (connected.code !== 200 || signedIn.code !== 200) throw new Error(`${this.user.extension} 签入失败：${connected.desc} ${signedIn.desc}`);
  }

  next(type: string, timeoutMs = 30_000): Promise<CtiMessage> {
    return new Promise((resolve, reject) => {
      const waiter = { type, resolve: (m: CtiMessage) => { clearTimeout(timer); resolve(m); } };
      const timer = setTimeout(() => { this.#waiters.splice(this.#waiters.indexOf(waiter), 1); reject(new Error(`${this.user.extension}: no ${type}`)); }, timeoutMs);
      this.#waiters.push(waiter);
    });
  }

  request(message: Record<string, unknown>): Promise<CtiMessage> {
    const reply = this.next(String(message.type));
    this.ws.send(JSON.stringify(message));
    return reply;
  }

  heartbeat(): void {
    const now = performance.now();
    while (this.beats.length && now - this.beats[0]! > HEARTBEAT_LOST_MS) {
      this.beats.shift();
      if (this.rec.measuring) this.rec.lostHeartbeats += 1;
    }
    this.beats.push(now);
    this.ws.send(JSON.stringify({ type: 'heartBeat' }));
  }

  #onMessage(m: CtiMessage): void {
    if (m.type === 'heartBeat') {
      const sent = this.beats.shift();
      if (sent !== undefined) this.rec.time('heartbeat reply', performance.now() - sent);
    } else if (m.type === 'ring' && m.data?.callType === 1) {
      // The agent picks up as soon as it rings.
      void this.request({ type: 'acceptCall', sipHost: '' }).then((r) => { if (r.code !== 200) this.rec.error('call', `acceptCall ${r.code} ${r.desc}`); }, () => {});
    } else if (m.type === 'hangUp') {
      this.freeAt = performance.now() + WRAP_UP_S * 1000 + 1000;
      this.busy = false;
    }
    const waiter = this.#waiters.find((w) => w.type === m.type);
    if (waiter) {
      this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
      waiter.resolve(m);
    }
  }
}

export interface TrafficOptions {
  url: string;
  rec: Recorder;
  seats: SeatUser[];
  consoles: ConsoleUser[];
  orders: number;
  callsPerSecond: number;
  sessions: Map<string, BenchSession>;
}

/** Opens the seats' sockets (signed in to the CTI) and everyone's stream, then starts every timer; resolves once all run. */
export async function startTraffic(o: TrafficOptions): Promise<Traffic> {
  const { rec } = o;
  const api = new Api(o.url, rec);
  const sessionOf = o.sessions;
  const admin = sessionOf.get('admin')!;
  const timers: Array<{ stop(): Promise<void> }> = [];
  const closers: Array<() => void> = [];
  const seats: Seat[] = [];
  const phones = centrePhones(o.orders);
  const calls = { done: 0, noFreeSeat: 0 };


  const setUpSeat = async (user: SeatUser, i: number) => {
    const seat = new Seat(user, rec);
    seat.session = sessionOf.get(user.username)!;
    await seat.connect(o.url);
    closers.push(await api.openPush(seat.session.token, () => {}));
    seats.push(seat);
    const { token, userId } = seat.session;
    timers.push(every(rec, HEARTBEAT_MS, HEARTBEAT_MS, () => seat.heartbeat()));
    timers.push(every(rec, 5000, 5000, async () => {
      await api.call('loadUser', '/api/loadUser', token, { body: { userId, landlineNumber: user.extension } });
    }));
    // Three seats in four register: the caller's history first, then the order.
    if (i % 4 !== 3) {
      timers.push(every(rec, 60_000, 120_000, async () => {
        const phone = centrePhone(Math.floor(Math.random() * phones));
        await api.call('history', '/aop/workflow/list/historyCallList', token, { body: { phone, size: 20 } });
        await api.call('registration', '/aop/workflow/commit', token, { body: {
          citizenName: '基准市民', phone, channel: '1', appealType: String(1 + (i % 6)), eventTypeId: 101, regionId: 110101,
          address: '幸福路1号', content: `${pick(ORDER_WORDS)}，坐席 ${user.extension} 登记`,
        } });
      }));
    }
  };
  // Ten seats at a time: a centre's morning, not one burst.
  for (let i = 0; i < o.seats.length; i += 10) await Promise.all(o.seats.slice(i, i + 10).map((user, j) => setUpSeat(user, i + j)));

  for (const [i, user] of o.consoles.entries()) {
    const { token } = sessionOf.get(user.username)!;
    const windowOpened = () => rec.measuring;
    closers.push(await api.openPush(token, (event) => {
      // 分机监控's pushed rows: how long from the seat's change to its arrival here.
      if (event.type !== 'monitor' || !windowOpened()) return;
      const now = Date.now();
      for (const row of event.rows) if (row.since !== null && now - row.since < 60_000) rec.time('push', now - row.since);
    }));
    const tabs = (await api.call<WorkflowTabEntry[]>('queue list', '/aop/workflow/list/all', token, { body: {} })) ?? [];
    const mainDepts = [101, 102, 103, 104, 105, 106, 107, 108];
    let n = 0;
    timers.push(every(rec, 6000, 14_000, async () => {
      n += 1;
      const tab = tabs.length ? tabs[(i + n) % tabs.length]! : null;
      const page = tab && n % 2 === 1
        ? await api.call<Page<WorkflowListItem>>('queue list', `/aop/workflow/list/${tab.type}`, token, { body: queueFilters(i, n, tab) })
        : await api.call<Page<WorkflowListItem>>('工单查询', '/aop/workflow/list/index', token, { body: indexFilters(i, n, phones, mainDepts) });
      const row = page?.records.length ? pick(page.records) : null;
      if (row) await api.call('order detail', '/aop/workflow/detail', token, { query: { workflowId: row.workflowId, forWork: 'false' } });
    }));
    if (user.kind === 'supervisor') {
      timers.push(every(rec, 3000, 3000, async () => { await api.call('分机监控', '/aip/callcenter/extensionMonitor/monitorList', token, { body: {} }); }));
    }
  }

  // The telephone network: a call to a free seat at the rate asked, answered by the seat, hung up by the citizen 2–6 s later.
  const gap = 1000 / o.callsPerSecond;
  if (o.callsPerSecond > 0) timers.push(every(rec, gap, gap, async () => {
    const now = performance.now();
    const free = seats.filter((s) => !s.busy && s.freeAt <= now);
    if (!free.length) { if (rec.measuring) calls.noFreeSeat += 1; return; }
    const seat = pick(free);
    seat.busy = true;
    const answered = seat.next('answer');
    // Handled here too: a ring answered late must not end the bench while the ring request is still in flight.
    answered.catch(() => {});
    const rung = await api.call('call', '/aip/callcenter/sim/ring', admin.token, { body: { extension: seat.user.extension, callerNumber: centrePhone(Math.floor(Math.random() * phones)) } });
    if (rung === undefined) { seat.busy = false; return; }
    try {
      await answered;
    } catch (err) {
      rec.error('call', (err as Error).message);
      return;
    }
    await new Promise((r) => setTimeout(r, 2000 + Math.random() * 4000));
    if ((await api.call('call', '/aip/callcenter/sim/hangup', admin.token, { body: { extension: seat.user.extension } })) !== undefined && rec.measuring) calls.done += 1;
  }));

  return {
    calls,
    async stop() {
      // Calls and answers in flight land before the sockets close.
      await Promise.all(timers.map((t) => t.stop()));
      await new Promise((r) => setTimeout(r, 1000));
      for (const seat of seats) {
        const now = performance.now();
        rec.lostHeartbeats += seat.beats.filter((sent) => now - sent > HEARTBEAT_LOST_MS).length;
        seat.session = undefined as unknown as BenchSession;
        seat.ws.close();
      }
      for (const close of closers) close();
    },
  };
}

/** Each console its own: the tab in turn, pages 1–3, and by console a date range, an appeal type or deadline order. */
function queueFilters(i: number, n: number, tab: WorkflowTabEntry): Record<string, unknown> {
  const base = { queryType: tab.params.queryType, page: 1 + (n % 3), size: 20 };
  switch (i % 4) {
    case 1: return { ...base, startTime: day(-30) };
    case 2: return { ...base, appealType: String(1 + (i % 6)) };
    case 3: return { ...base, sortField: 'deadline', sortOrder: 'asc' };
    default: return base;
  }
}

/** 工单查询 as each console uses it: by status, department, dates, keyword, caller, overdue, or appeal type over a quarter. */
function indexFilters(i: number, n: number, phones: number, depts: number[]): Record<string, unknown> {
  const base = { page: 1 + (n % 5), size: 20 };
  switch (i % 7) {
    case 0: return { ...base, status: 1 + (n % 9) };
    case 1: return { ...base, deptId: depts[(i + n) % depts.length] };
    case 2: return { ...base, startTime: day(-7 - (i % 30)), endTime: day(-(i % 30)) };
    case 3: return { ...base, keyword: ORDER_WORDS[(i + n) % ORDER_WORDS.length] };
    case 4: return { ...base, phone: centrePhone(Math.floor(Math.random() * phones)) };
    case 5: return { ...base, overdue: true };
    default: return { ...base, appealType: String(1 + (n % 6)), startTime: day(-90) };
  }
}
