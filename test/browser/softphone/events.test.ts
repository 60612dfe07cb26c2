// The softphone's page events go out once per change: not twice with two bars, not lost while no bar is mounted.
import { expect } from 'chai';
import { signInSeat, softphone, stopSoftphone } from '../../../src/elements/softphone/softphone.store.ts';
import '../../../src/elements/softphone/softphone.element.tsx';
import { setEndpoints } from '../../../src/shared/config.ts';
import { endSession } from '../../../src/shared/session/session.store.ts';
import { signIn } from '../../../src/shared/session/signIn.ts';
import { testApiBase, waitFor } from '../support/dom.ts';

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(testApiBase() + path, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

const bar = () => {
  const host = document.createElement('hotline-softphone');
  document.body.appendChild(host);
  return host;
};
const connected = (host: HTMLElement) => waitFor(() => host.shadowRoot?.querySelector('[data-connection="connected"]'), 8000, 'connected');

/** Rings extension 8001 once its seat is signed in (a signed-out seat takes no calls). */
async function ring(callerNumber: string): Promise<void> {
  const classes = await post<{ records: Array<{ id: number }> }>('/aip/callcenter/banci/page', { current: 1, size: 100000 }, sessionStorage.getItem('token') ?? '');
  signInSeat(classes.records[0]!.id, 'skill1', '');
  await waitFor(() => softphone.seatStatus !== 'Logged Out', 5000, 'seat signed in');
  const admin = (await post<{ token: string }>('/api/login', { username: 'admin', password: 'Hotline@2026' })).token;
  await post('/aip/callcenter/sim/ring', { extension: '8001', callerNumber }, admin);
}

describe('<hotline-softphone> page events', () => {
  let rings: Array<{ callerNumber: string; target: EventTarget | null }> = [];
  const onRing = (e: Event) => rings.push({ callerNumber: (e as CustomEvent).detail.callerNumber, target: e.composedPath()[0] ?? null });
  before(() => setEndpoints({ apiBase: testApiBase() }));
  beforeEach(async () => {
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
    rings = [];
    document.addEventListener('hotline-call-ring', onRing);
  });
  afterEach(() => {
    document.removeEventListener('hotline-call-ring', onRing);
    document.body.replaceChildren();
    stopSoftphone();
    endSession('logout');
  });

  it('two bars on a page: one ring event, from the first bar', async () => {
    await signIn('agent01', 'Hotline@2026');
    const first = bar();
    const second = bar();
    await connected(first);
    await connected(second);
    await ring('13800000001');
    await waitFor(() => rings.length > 0, 5000, 'ring event');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rings.map((r) => r.callerNumber)).to.deep.equal(['13800000001']);
    expect(first.shadowRoot!.contains(rings[0]!.target as Node) || rings[0]!.target === first).to.equal(true);
  });

  it('while the only bar is out of the DOM, the document still hears the ring', async () => {
    await signIn('agent01', 'Hotline@2026');
    const host = bar();
    await connected(host);
    host.remove(); // a DOM move in progress: the connection lives in the store
    await ring('13800000002');
    await waitFor(() => rings.length > 0, 5000, 'ring event without a bar');
    expect(rings.map((r) => r.callerNumber)).to.deep.equal(['13800000002']);
  });
});
