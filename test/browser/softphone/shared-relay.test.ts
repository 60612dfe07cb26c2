// The shared CTI connection, two of them on one page standing for two tabs (the lock and the channel work the same
// between two objects of one page), against the real simulator: one socket, replies to the tab that asked, a joining tab
// caught up, the next tab leading when the first stops, and each tab its own socket where Web Locks are missing.
import FakeTimers from '@sinonjs/fake-timers';
import { expect } from 'chai';
import type { ConnectionStatus, CtiTimers } from '../../../src/elements/softphone/cti/connection.ts';
import { SharedCtiConnection } from '../../../src/elements/softphone/cti/sharedConnection.ts';
import type { CtiMessage } from '../../../src/shared/api/callcenter.types.ts';
import { api, tokenOf } from '../notices/support.ts';
import { testApiBase, waitFor } from '../support/dom.ts';

interface Tab {
  connection: SharedCtiConnection;
  statuses: ConnectionStatus[];
  /** Every message with whether it came as another tab's reply. */
  messages: Array<{ type: string; desc: string; othersReply: boolean }>;
  status: () => ConnectionStatus | undefined;
  attempts: number;
}

describe('shared CTI connection (two on one page, real simulator)', () => {
  let admin = '';
  let agent = '';
  let name = '';
  const open: Tab[] = [];

  function tab(timers?: CtiTimers): Tab {
    const t: Tab = { connection: null as unknown as SharedCtiConnection, statuses: [], messages: [], status: () => t.statuses.at(-1), attempts: 0 };
    t.connection = new SharedCtiConnection({
      name,
      url: () => `${testApiBase().replace(/^http/, 'ws')}/websocket/8001`,
      connectMessage: () => ({ type: 'connect', agentnum: '8001', token: agent }),
      onMessage: (m: CtiMessage, othersReply) => t.messages.push({ type: m.type, desc: m.desc, othersReply }),
      onStatus: (s, attempts) => {
        t.statuses.push(s);
        t.attempts = attempts;
      },
      onDisconnect: () => {},
      timers,
    });
    open.push(t);
    t.connection.start();
    return t;
  }

  const connections = async () => (await api<{ seats: Array<{ extension: string; connections: number }> }>('/aip/callcenter/sim/state', admin, {}))
    .seats.find((s) => s.extension === '8001')!.connections;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  beforeEach(async () => {
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
    admin = await tokenOf('admin');
    agent = await tokenOf('agent01');
    // A fresh lock and channel per test: nothing of the last test's tabs is heard.
    name = `hotline-cti:8001:test-${Math.random().toString(36).slice(2)}`;
  });
  afterEach(() => {
    for (const t of open.splice(0)) t.connection.stop();
  });

  it('one socket for two tabs; a request is answered to the tab that asked, the other shows it without a toast', async () => {
    const leader = tab();
    await waitFor(() => leader.status() === 'connected', 5000, 'leader connected');
    const follower = tab();
    await waitFor(() => follower.status() === 'connected', 5000, 'follower told it is connected');
    // The joining tab is caught up on the seat, as a new socket would be.
    await waitFor(() => follower.messages.some((m) => m.type === 'connect'), 3000, 'catch-up');
    await settle();
    expect(await connections()).to.equal(1);

    const classes = await api<{ records: Array<{ id: number }> }>('/aip/callcenter/banci/page', agent, { current: 1, size: 100000 });
    expect(follower.connection.send({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId: classes.records[0]!.id, skillName: 'skill1' })).to.equal(true);
    await waitFor(() => follower.messages.some((m) => m.type === 'setAgentInfo') && leader.messages.some((m) => m.type === 'setAgentInfo'), 5000, 'reply in both');
    expect(follower.messages.find((m) => m.type === 'setAgentInfo')).to.deep.equal({ type: 'setAgentInfo', desc: '签入成功', othersReply: false });
    expect(leader.messages.find((m) => m.type === 'setAgentInfo')).to.deep.equal({ type: 'setAgentInfo', desc: '签入成功', othersReply: true });

    // A pushed event reaches both, as nobody's reply.
    await api('/aip/callcenter/sim/ring', admin, { extension: '8001', callerNumber: '13800000019' });
    await waitFor(() => [leader, follower].every((t) => t.messages.some((m) => m.type === 'ring' && !m.othersReply)), 5000, 'ring in both');
  });

  it('a tab joining mid-call is caught up; the leader stops: the next tab takes the lock, opens the socket and resumes the call', async () => {
    const first = tab();
    await waitFor(() => first.status() === 'connected', 5000, 'first connected');
    const second = tab();
    await waitFor(() => second.status() === 'connected', 5000, 'second told it is connected');
    const classes = await api<{ records: Array<{ id: number }> }>('/aip/callcenter/banci/page', agent, { current: 1, size: 100000 });
    second.connection.send({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId: classes.records[0]!.id, skillName: 'skill1' });
    await waitFor(() => second.messages.some((m) => m.type === 'setAgentInfo'), 5000, 'signed in');
    await api('/aip/callcenter/sim/ring', admin, { extension: '8001', callerNumber: '13800000020' });
    await waitFor(() => second.messages.some((m) => m.type === 'ring'), 5000, 'ring');
    second.connection.send({ type: 'acceptCall', sipHost: '' });
    await waitFor(() => second.messages.some((m) => m.type === 'answer'), 5000, 'answered');
    // A tab opened now learns of the call in progress from the leader, as a new socket would from the server.
    const late = tab();
    await waitFor(() => late.messages.some((m) => m.type === 'answerReconnect'), 5000, 'the late tab caught up on the call');
    expect(late.messages.map((m) => m.type)).to.deep.equal(['connect', 'answerReconnect']);

    const before = second.statuses.length;
    first.connection.stop();
    await waitFor(() => second.statuses.slice(before).includes('connecting') && second.status() === 'connected', 5000, 'second leads');
    await waitFor(() => second.messages.some((m) => m.type === 'answerReconnect'), 3000, 'the call resumed on the new socket');
    await settle();
    expect(await connections()).to.equal(1);
    // It sends on its own socket now.
    expect(second.connection.send({ type: 'hangUp' })).to.equal(true);
    await waitFor(() => second.messages.some((m) => m.type === 'hangUp' && m.desc && !m.othersReply), 5000, 'hung up');
  });

  it('a stopped tab hears nothing more, and cannot send', async () => {
    const leader = tab();
    await waitFor(() => leader.status() === 'connected', 5000, 'leader connected');
    const follower = tab();
    await waitFor(() => follower.status() === 'connected', 5000, 'follower connected');
    follower.connection.stop();
    const heard = follower.messages.length;
    expect(follower.connection.send({ type: 'checkOutTimes', agentnum: '8001' })).to.equal(false);
    await api('/aip/callcenter/sim/queue', admin, { queue: 'lineUp', callerNumber: '13800000021' });
    await waitFor(() => leader.messages.some((m) => m.type === 'queue'), 5000, 'queue event at the leader');
    await settle();
    expect(follower.messages.length).to.equal(heard);
  });

  it('the leader gives up after five refused tries: the other tab says so, and its 重新连接 reaches the leader', async () => {
    const clock = FakeTimers.createClock(Date.now());
    const leader = tab({
      setTimeout: (fn, ms) => clock.setTimeout(fn, ms), clearTimeout: (id) => clock.clearTimeout(id as number),
      setInterval: (fn, ms) => clock.setInterval(fn, ms), clearInterval: (id) => clock.clearInterval(id as number), random: () => 0.5,
    });
    await waitFor(() => leader.status() === 'connected', 5000, 'leader connected');
    const follower = tab();
    await waitFor(() => follower.status() === 'connected', 5000, 'follower connected');
    await api('/aip/callcenter/sim/connection', admin, { extension: '8001', refuse: true });
    await api('/aip/callcenter/sim/drop', admin, { extension: '8001' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await waitFor(() => [leader, follower].every((t) => t.status() === 'reconnecting' && t.attempts === attempt), 5000, `try ${attempt} told to both`);
      clock.tick(3500);
    }
    await waitFor(() => follower.status() === 'gave-up', 5000, 'gave up, told to the follower');
    await api('/aip/callcenter/sim/connection', admin, { extension: '8001', refuse: false });
    follower.connection.reconnectNow();
    await waitFor(() => leader.status() === 'connected' && follower.status() === 'connected', 5000, 'connected again from the follower’s button');
    expect(await connections()).to.equal(1);
  });

  it('without Web Locks each tab keeps its own socket', async () => {
    const locks = Object.getOwnPropertyDescriptor(Navigator.prototype, 'locks')!;
    Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined });
    try {
      const a = tab();
      const b = tab();
      await waitFor(() => a.status() === 'connected' && b.status() === 'connected', 5000, 'both connected');
      expect(await connections()).to.equal(2);
    } finally {
      Object.defineProperty(Navigator.prototype, 'locks', locks);
    }
  });
});
