// The CTI connection against the real simulator, its timers on a fake clock: heartbeat, missed heartbeats,
// reconnect every 3 s, the stop after five tries ('超过五次不再重连'), and the disconnect reports; then the element's
// give-up notice and its 重新连接 button.
import FakeTimers from '@sinonjs/fake-timers';
import { expect } from 'chai';
import { CtiConnection, realTimers, type ConnectionStatus, type CtiTimers } from '../../../src/elements/softphone/cti/connection.ts';
import '../../../src/elements/softphone/softphone.element.tsx';
import { configureSoftphone, softphone, stopSoftphone } from '../../../src/elements/softphone/softphone.store.ts';
import type { CtiMessage } from '../../../src/shared/api/callcenter.types.ts';
import { setEndpoints } from '../../../src/shared/config.ts';
import { endSession } from '../../../src/shared/session/session.store.ts';
import { signIn } from '../../../src/shared/session/signIn.ts';
import { api, tokenOf } from '../notices/support.ts';
import { testApiBase, waitFor } from '../support/dom.ts';

interface Harness {
  connection: CtiConnection;
  clock: ReturnType<typeof FakeTimers.createClock>;
  statuses: ConnectionStatus[];
  disconnects: Array<[number, string]>;
  messages: CtiMessage[];
  sent: string[];
}

function harness(extension: string, token: string): Harness {
  const clock = FakeTimers.createClock(Date.now());
  const timers: CtiTimers = {
    setTimeout: (fn, ms) => clock.setTimeout(fn, ms),
    clearTimeout: (id) => clock.clearTimeout(id as number),
    setInterval: (fn, ms) => clock.setInterval(fn, ms),
    clearInterval: (id) => clock.clearInterval(id as number),
    random: () => 0.5,
  };
  const h: Harness = { connection: null as unknown as CtiConnection, clock, statuses: [], disconnects: [], messages: [], sent: [] };
  h.connection = new CtiConnection({
    url: () => `${testApiBase().replace(/^http/, 'ws')}/websocket/${extension}`,
    connectMessage: () => ({ type: 'connect', agentnum: extension, token }),
    onMessage: (m) => h.messages.push(m),
    onStatus: (s) => h.statuses.push(s),
    onDisconnect: (code, reason) => h.disconnects.push([code, reason]),
    timers,
    createSocket: (url) => {
      const socket = new WebSocket(url);
      const send = socket.send.bind(socket);
      socket.send = (data: string) => { h.sent.push(data); send(data); };
      return socket;
    },
  });
  return h;
}

describe('CTI connection (fake clock, real simulator)', () => {
  let admin: string;
  let agent: string;
  let h: Harness | null = null;

  beforeEach(async () => {
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
    admin = await tokenOf('admin');
    agent = await tokenOf('agent01');
  });
  afterEach(() => {
    h?.connection.stop();
    h = null;
  });

  it('sends connect on open and a heartbeat every 5 s; answered heartbeats keep the line', async () => {
    h = harness('8001', agent);
    h.connection.start();
    await waitFor(() => h!.connection.status === 'connected', 5000, 'connected');
    expect(JSON.parse(h.sent[0]!)).to.include({ type: 'connect', agentnum: '8001' });
    for (let i = 0; i < 6; i++) {
      h.clock.tick(5000);
      await waitFor(() => h!.connection.missedHeartbeats === 0, 3000, `heartbeat ${i + 1} answered`);
    }
    expect(h.sent.filter((s) => s.includes('heartBeat'))).to.have.length(6);
    expect(h.connection.status).to.equal('connected');
    expect(h.disconnects).to.deep.equal([]);
  });

  it('more than 3 unanswered heartbeats: reports the loss and reconnects after 3 s', async () => {
    await api('/aip/callcenter/sim/connection', admin, { extension: '8001', silent: true });
    h = harness('8001', agent);
    h.connection.start();
    await waitFor(() => h!.connection.status === 'connected', 5000, 'connected');
    for (let i = 1; i <= 4; i++) {
      h.clock.tick(5000);
      expect(h.connection.missedHeartbeats).to.equal(i);
    }
    expect(h.connection.status).to.equal('connected');
    h.clock.tick(5000);
    expect(h.connection.status).to.equal('reconnecting');
    expect(h.disconnects).to.deep.equal([[4000, '心跳超时']]);
    h.clock.tick(2999);
    expect(h.connection.status).to.equal('reconnecting');
    h.clock.tick(500);
    await waitFor(() => h!.connection.status === 'connected', 5000, 'connected again');
    expect(h.connection.attempts).to.equal(0);
  });

  it('a dropped socket reconnects; refused five times it stops (超过五次不再重连) until reconnectNow', async () => {
    h = harness('8001', agent);
    h.connection.start();
    await waitFor(() => h!.connection.status === 'connected', 5000, 'connected');
    await api('/aip/callcenter/sim/connection', admin, { extension: '8001', refuse: true });
    await api('/aip/callcenter/sim/drop', admin, { extension: '8001' });
    await waitFor(() => h!.connection.status === 'reconnecting', 5000, 'reconnecting');
    expect(h.disconnects[0]![0]).to.equal(1006);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(h.connection.attempts).to.equal(attempt);
      h.clock.tick(3500);
      await waitFor(() => h!.disconnects.length === attempt + 1, 5000, `attempt ${attempt} refused`);
    }
    expect(h.connection.status).to.equal('gave-up');
    expect(h.disconnects.slice(1).every(([code]) => code === 1013)).to.equal(true);
    h.clock.tick(60_000);
    expect(h.disconnects).to.have.length(6);

    await api('/aip/callcenter/sim/connection', admin, { extension: '8001', refuse: false });
    h.connection.reconnectNow();
    await waitFor(() => h!.connection.status === 'connected', 5000, 'connected after the button');
  });

  it('402 for an unknown extension: rejected, no reconnect', async () => {
    h = harness('9999', agent);
    h.connection.start();
    await waitFor(() => h!.connection.status === 'rejected', 5000, 'rejected');
    expect(h.messages[0]).to.include({ type: 'connect', code: 402 });
    h.clock.tick(30_000);
    expect(h.statuses.filter((s) => s === 'connecting')).to.have.length(1);
  });
});

describe('<hotline-softphone> after five refused reconnects', () => {
  const root = (host: Element) => host.shadowRoot!;
  let clock: ReturnType<typeof FakeTimers.createClock>;

  before(() => setEndpoints({ apiBase: testApiBase() }));
  beforeEach(async () => {
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
    clock = FakeTimers.createClock(Date.now());
    configureSoftphone({
      timers: {
        setTimeout: (fn, ms) => clock.setTimeout(fn, ms),
        clearTimeout: (id) => clock.clearTimeout(id as number),
        setInterval: (fn, ms) => clock.setInterval(fn, ms),
        clearInterval: (id) => clock.clearInterval(id as number),
        random: () => 0.5,
      },
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    stopSoftphone();
    endSession('logout');
    configureSoftphone({ timers: realTimers });
  });

  it('says 超过五次不再重连 under the bar with 重新连接; one click starts again from the first try and connects', async () => {
    const admin = await tokenOf('admin');
    await signIn('agent01', 'Hotline@2026');
    const host = document.createElement('hotline-softphone');
    document.body.appendChild(host);
    await waitFor(() => root(host).querySelector('[data-connection="connected"]'), 8000, 'connected');
    expect(root(host).querySelector('[data-control="reconnect"]'), 'no button while connected').to.equal(null);

    await api('/aip/callcenter/sim/connection', admin, { extension: '8001', refuse: true });
    await api('/aip/callcenter/sim/drop', admin, { extension: '8001' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await waitFor(() => softphone.connection === 'reconnecting' && softphone.reconnectAttempts === attempt, 5000, `waiting for try ${attempt}`);
      expect(root(host).querySelector('[data-part="connection"]')!.textContent).to.equal(`连接已断开，第 ${attempt} 次重连中…`);
      clock.tick(3500);
    }
    await waitFor(() => softphone.connection === 'gave-up', 5000, 'gave up');
    const notice = await waitFor(() => root(host).querySelector<HTMLElement>('[role="alert"][data-notice="gave-up"]'), 3000, 'give-up notice');
    expect(notice.textContent).to.contain('超过五次不再重连');
    expect(root(host).querySelector('[role="toolbar"]'), 'the bar stays').to.not.equal(null);
    clock.tick(60_000);
    expect(softphone.connection, 'no sixth try').to.equal('gave-up');

    // The server takes the extension again; the agent clicks once.
    await api('/aip/callcenter/sim/connection', admin, { extension: '8001', refuse: false });
    root(host).querySelector<HTMLButtonElement>('[data-control="reconnect"]')!.click();
    await waitFor(() => root(host).querySelector('[data-connection="connected"]'), 5000, 'connected after 重新连接');
    expect(softphone.reconnectAttempts).to.equal(0);
    expect(root(host).querySelector('[data-notice="gave-up"]')).to.equal(null);
    expect(root(host).querySelector('[data-control="reconnect"]')).to.equal(null);
  });
});

describe('<hotline-softphone> when the user cannot be loaded', () => {
  const root = (host: Element) => host.shadowRoot!;
  afterEach(() => {
    document.body.replaceChildren();
    stopSoftphone();
    endSession('logout');
    setEndpoints({ apiBase: testApiBase() });
  });

  it('says what failed with 重试, and 重试 loads the user and shows the bar without a reload', async () => {
    const token = await tokenOf('agent01');
    // Nothing listens on port 9: the server is out of reach when the element asks for its user.
    setEndpoints({ apiBase: 'http://127.0.0.1:9' });
    const host = document.createElement('hotline-softphone') as HTMLElementTagNameMap['hotline-softphone'];
    host.token = token;
    document.body.appendChild(host);
    const alert = await waitFor(() => root(host).querySelector('[role="alert"]'), 8000, 'the failure');
    expect(alert.textContent).to.not.equal('');
    expect(root(host).querySelector('[role="toolbar"]')).to.equal(null);

    setEndpoints({ apiBase: testApiBase() });
    const retry = [...root(host).querySelectorAll('button')].find((b) => b.textContent === '重试')!;
    retry.click();
    await waitFor(() => root(host).querySelector('[role="toolbar"]'), 8000, 'the bar after 重试');
    expect(root(host).querySelector('[role="alert"]')).to.equal(null);
  });
});
