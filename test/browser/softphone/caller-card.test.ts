// The ringing caller's card against the real server and CTI simulator: a caller with orders (count, three orders,
// 多次来电, 归属地 before anyone answers, and the registration opened on answer already holding the same history), a
// caller with none, and a lookup the work-order server cannot answer (the card says so; answering still works).
import { expect } from 'chai';
import { signInSeat, softphone, stopSoftphone } from '../../../src/elements/softphone/softphone.store.ts';
import { showsCallerCard } from '../../../src/elements/softphone/softphone.view.ts';
import '../../../src/elements/softphone/softphone.element.tsx';
import '../../../src/elements/work-orders/order-register.element.tsx';
import { setEndpoints } from '../../../src/shared/config.ts';
import { endSession } from '../../../src/shared/session/session.store.ts';
import { signIn } from '../../../src/shared/session/signIn.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { mount, testApiBase, waitFor } from '../support/dom.ts';

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(testApiBase() + path, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0 && envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** An order of the test's own for `phone`, registered by agent01 through the real API (待受理, so open). */
async function orderFor(phone: string): Promise<string> {
  const agent = (await post<{ token: string }>('/api/login', { username: 'agent01', password: 'Hotline@2026' })).token;
  const order = await post<{ workflowId: string }>('/aop/workflow/commit', {
    citizenName: '来电测试', phone, channel: '1', appealType: '3', eventTypeId: 101, regionId: 110101, address: '北门社区1号', content: '楼道灯坏了一周（来电信息卡测试）',
  }, agent);
  return order.workflowId;
}

const root = (host: Element) => host.shadowRoot!;
const cardOf = (host: Element) => root(host).querySelector<HTMLElement>('[data-part="caller-card"]');
const answerButton = (host: Element) => root(host).querySelector<HTMLButtonElement>('[data-control="answer"]')!;

/** A softphone bar for agent01 on 8001, connected and signed in (a signed-out seat takes no calls). */
async function readyBar(): Promise<HTMLElement> {
  await signIn('agent01', 'Hotline@2026');
  const host = document.createElement('hotline-softphone');
  document.body.appendChild(host);
  await waitFor(() => root(host).querySelector('[data-connection="connected"]'), 8000, 'connected');
  const classes = await post<{ records: Array<{ id: number }> }>('/aip/callcenter/banci/page', { current: 1, size: 100000 }, sessionStorage.getItem('token') ?? '');
  signInSeat(classes.records[0]!.id, 'skill1', '');
  await waitFor(() => softphone.seatStatus !== 'Logged Out', 5000, 'seat signed in');
  return host;
}

async function ring(callerNumber: string): Promise<void> {
  const admin = (await post<{ token: string }>('/api/login', { username: 'admin', password: 'Hotline@2026' })).token;
  await post('/aip/callcenter/sim/ring', { extension: '8001', callerNumber }, admin);
}

describe('<hotline-softphone> caller card while the phone rings', () => {
  const requests: string[] = [];
  const realFetch = window.fetch;
  before(() => setEndpoints({ apiBase: testApiBase() }));
  beforeEach(async () => {
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
    requests.length = 0;
    window.fetch = (input, init) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    };
  });
  afterEach(() => {
    window.fetch = realFetch;
    sessionStorage.removeItem('gongdanIp');
    sessionStorage.removeItem('gongdanPort');
    document.body.replaceChildren();
    stopSoftphone();
    endSession('logout');
  });

  it('shows the caller’s place, order count, orders and 多次来电 before anyone answers; the registration opened on answer already has the history', async () => {
    const phone = '13800004321';
    const ids = [await orderFor(phone), await orderFor(phone), await orderFor(phone)];
    const host = await readyBar();
    const registerAsked = new Promise<CustomEvent>((resolve) => document.addEventListener('hotline-register-order', (e) => resolve(e as CustomEvent), { once: true }));
    await ring(phone);

    const card = await waitFor(() => cardOf(host)?.dataset.state === 'ready' && cardOf(host), 8000, 'the card');
    expect(softphone.call?.answered, 'nobody answered yet').to.equal(false);
    expect(answerButton(host).disabled).to.equal(false);
    expect(card.querySelector('[data-part="card-place"]')!.textContent).to.equal('云南 云澜市 移动');
    expect(card.querySelector('[data-part="card-count"]')!.textContent).to.equal('历史工单 3 件');
    const rows = [...card.querySelectorAll<HTMLElement>('[data-part="card-recent"] li')];
    expect(rows.map((r) => r.dataset.workflowId)).to.have.members(ids);
    expect(rows[0]!.textContent).to.contain('待受理');
    expect(card.querySelector('[data-part="card-repeat"]')!.textContent).to.equal('多次来电');
    expect(card.textContent).to.contain('30天内来电登记工单3件以上');
    // The card's 归属地 is in the bar while it rings.
    await waitFor(() => root(host).querySelector('[data-part="place"]')?.textContent === '云南 云澜市 移动', 3000, 'place in the bar');
    expect(requests.filter((url) => url.includes('/aop/workflow/callerCard'))).to.have.length(1);
    expect(await accessibilityViolations(host)).to.deep.equal([]);

    answerButton(host).click();
    const asked = await registerAsked;
    expect(asked.detail.telNo).to.equal(phone);
    const before = requests.length;
    const register = mount(`<hotline-order-register tel-no="${phone}" call-id="${asked.detail.callId}"></hotline-order-register>`);
    const side = await waitFor(() => root(register).querySelector<HTMLElement>('aside[aria-label="历史工单"]'), 8000, 'history panel');
    await waitFor(() => ids.every((id) => side.textContent!.includes(id)), 3000, 'the card’s history in the registration');
    expect(requests.slice(before).filter((url) => url.includes('historyCallList')), 'no second wait for the history').to.deep.equal([]);
  });

  it('says 无历史工单 for a caller with no orders', async () => {
    const host = await readyBar();
    await ring('13800004322');
    const card = await waitFor(() => cardOf(host)?.dataset.state === 'ready' && cardOf(host), 8000, 'the card');
    expect(card.querySelector('[data-part="card-count"]')!.textContent).to.equal('无历史工单');
    expect(card.querySelector('[data-part="card-recent"]')).to.equal(null);
    expect(card.querySelector('[data-part="card-repeat"]')).to.equal(null);
    expect(card.querySelector('[data-part="card-miss"]')).to.equal(null);
  });

  it('says when the work-order server cannot be read, and the call is answered all the same', async () => {
    const host = await readyBar();
    // The work-order calls (/aop) go to gongdanIp:gongdanPort: nothing listens on port 9, the ticket service is down.
    sessionStorage.setItem('gongdanIp', '127.0.0.1');
    sessionStorage.setItem('gongdanPort', '9');
    await ring('13800004323');
    // Answer as soon as the ring arrives, while the card is still being read.
    await waitFor(() => !answerButton(host).disabled, 5000, 'answer enabled');
    answerButton(host).click();
    const card = await waitFor(() => cardOf(host)?.dataset.state === 'failed' && cardOf(host), 8000, 'the failed card');
    expect(card.querySelector('[data-part="card-failed"]')!.textContent).to.equal('来电信息暂时无法读取');
    await waitFor(() => softphone.call?.answered, 5000, 'answered');
    expect(root(host).querySelector('[role="toolbar"]')).to.not.equal(null);
    // Closing the card leaves the call alone.
    root(host).querySelector<HTMLButtonElement>('[aria-label="关闭来电信息"]')!.click();
    await waitFor(() => !cardOf(host), 2000, 'card closed');
    expect(softphone.call?.answered).to.equal(true);
  });

  it('view rule: the card shows for the incoming call it was read for, not for another call nor an outgoing one', () => {
    expect(showsCallerCard({ callId: 'a', callType: 1 }, { callId: 'a' })).to.equal(true);
    expect(showsCallerCard({ callId: 'b', callType: 1 }, { callId: 'a' })).to.equal(false);
    expect(showsCallerCard({ callId: 'a', callType: 2 }, { callId: 'a' })).to.equal(false);
    expect(showsCallerCard(null, { callId: 'a' })).to.equal(false);
    expect(showsCallerCard({ callId: 'a', callType: 1 }, null)).to.equal(false);
  });
});
