// <hotline-softphone> against the real server: sign-in, sign-out, busy (with the busy limit), call and transfer
// dialogs with every §5 message, phone-book suggestions, the seat list, and the events it emits.
import { expect } from 'chai';
import { softphone, stopSoftphone } from '../../../src/elements/softphone/softphone.store.ts';
import '../../../src/elements/softphone/softphone.element.tsx';
import { setEndpoints } from '../../../src/shared/config.ts';
import { endSession } from '../../../src/shared/session/session.store.ts';
import { signIn } from '../../../src/shared/session/signIn.ts';
import { buttonByText, testApiBase, typeInto, waitFor } from '../support/dom.ts';

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(testApiBase() + path, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

const root = (host: Element) => host.shadowRoot!;
const texts = (host: Element) => root(host).textContent ?? '';
const control = (host: Element, name: string) => root(host).querySelector<HTMLButtonElement>(`[data-control="${name}"]`)!;
const dialog = (host: Element, name: string) => root(host).querySelector<HTMLElement>(`[data-dialog="${name}"]`);

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A select of the dialog once its options have loaded. */
function loadedSelect(d: HTMLElement, name: string): Promise<HTMLSelectElement> {
  return waitFor(() => {
    const s = d.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
    return s && s.options.length > 1 ? s : null;
  }, 3000, `${name} options`);
}

async function mountSoftphone(username = 'agent01'): Promise<HTMLElement> {
  await signIn(username, 'Hotline@2026');
  const host = document.createElement('hotline-softphone');
  document.body.appendChild(host);
  await waitFor(() => root(host).querySelector('[data-connection="connected"]'), 8000, 'connected');
  return host;
}

async function signInSeat(host: HTMLElement, classIndex = 1): Promise<void> {
  control(host, 'sign-in').click();
  const d = await waitFor(() => dialog(host, 'sign-in'), 3000, 'sign-in dialog');
  const select = await loadedSelect(d, 'classId');
  choose(select, select.options[classIndex]!.value);
  buttonByText(d, '签入')!.click();
  await waitFor(() => root(host).querySelector('[data-part="status"]')?.textContent === '已签入', 5000, '已签入');
}

describe('<hotline-softphone> dialogs', () => {
  before(() => setEndpoints({ apiBase: testApiBase() }));
  beforeEach(async () => {
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  afterEach(() => {
    document.body.replaceChildren();
    stopSoftphone();
    endSession('logout');
  });

  it('shows a sign-in form without a session, and nothing but a note for a user without an extension', async () => {
    const host = document.createElement('hotline-softphone');
    document.body.appendChild(host);
    await waitFor(() => root(host).querySelector('form[aria-label="登录"]'), 5000, 'login form');
    await signIn('dispatcher', 'Hotline@2026');
    await waitFor(() => root(host).querySelector('[data-part="no-extension"]'), 5000, 'no extension note');
    expect(root(host).querySelector('[role="toolbar"]')).to.equal(null);
  });

  it('only sign-in works when signed out; the dialog needs a class (请选择班组), skill group defaults to skill1', async () => {
    const host = await mountSoftphone();
    const enabled = ['sign-in', 'sign-out', 'busy', 'idle', 'answer', 'hang-up', 'transfer', 'mute', 'conference', 'queue-line-up', 'queue-white']
      .filter((name) => !control(host, name).disabled);
    expect(enabled).to.deep.equal(['sign-in']);
    control(host, 'sign-in').click();
    const d = await waitFor(() => dialog(host, 'sign-in'), 3000, 'dialog');
    await waitFor(() => d.querySelector<HTMLSelectElement>('select[name="skillName"]')!.options.length > 1, 3000, 'skills');
    expect(d.querySelector<HTMLSelectElement>('select[name="skillName"]')!.value).to.equal('skill1');
    buttonByText(d, '签入')!.click();
    await waitFor(() => (d.textContent ?? '').includes('请选择班组') && d.querySelector('[role="alert"], .fui-Field__validationMessage'), 3000, '请选择班组');
    document.body.replaceChildren();
  });

  it('signs in, then busy needs a reason and the busy limit; idle; sign-out asks 确认要签出吗？ and can be cancelled', async () => {
    const statuses: string[] = [];
    document.addEventListener('hotline-seat-status', (e) => statuses.push((e as CustomEvent).detail.seatStatus));
    // agent02 is already on break in 晚班 (class 3), whose limit is one seat.
    const agent02 = (await post<{ token: string }>('/api/login', { username: 'agent02', password: 'Hotline@2026' })).token;
    const other = new WebSocket(`${testApiBase().replace(/^http/, 'ws')}/websocket/8002`);
    const replies: string[] = [];
    other.onmessage = (m) => replies.push(String(m.data));
    await new Promise((r) => (other.onopen = r));
    other.send(JSON.stringify({ type: 'connect', agentnum: '8002', token: agent02 }));
    other.send(JSON.stringify({ type: 'setAgentInfo', status: 'checkIn', finishTime: 15, classId: 3, skillName: 'skill1' }));
    other.send(JSON.stringify({ type: 'setAgentInfo', status: 'showBusy', finishTime: 15, busyReason: '1' }));
    await waitFor(() => replies.length >= 3, 3000, 'agent02 on break');

    const host = await mountSoftphone();
    await signInSeat(host, 3);
    expect(statuses).to.include('Available (On Demand)');
    expect(control(host, 'busy').disabled).to.equal(false);
    expect(control(host, 'sign-out').disabled).to.equal(false);
    control(host, 'busy').click();
    const d = await waitFor(() => dialog(host, 'busy'), 3000, 'busy dialog');
    buttonByText(d, '示忙')!.click();
    await waitFor(() => (d.textContent ?? '').includes('请选择示忙原因'), 3000, 'reason required');
    const reason = await loadedSelect(d, 'busyReason');
    expect([...reason.options].map((o) => o.text)).to.include('就餐');
    choose(reason, '2');
    buttonByText(d, '示忙')!.click();
    await waitFor(() => d.querySelector('[data-refusal]')?.textContent?.includes('示忙人数已达上限（1人）'), 3000, 'limit desc');
    other.close();
    await waitFor(() => true, 100);
    // Another class has room: sign in again there and go busy.
    buttonByText(d, '取消')!.click();
    await waitFor(() => !dialog(host, 'busy'), 3000, 'closed');
    control(host, 'sign-out').click();
    const confirm = await waitFor(() => dialog(host, 'sign-out'), 3000, 'confirm');
    expect(confirm.textContent).to.include('提示').and.include('确认要签出吗？');
    buttonByText(confirm, '取消')!.click();
    await waitFor(() => texts(host).includes('您已取消签出'), 3000, '您已取消签出');
    expect(root(host).querySelector('[data-part="status"]')!.textContent).to.equal('已签入');
    await waitFor(() => !dialog(host, 'sign-out'), 3000, 'confirm closed');
    control(host, 'sign-out').click();
    buttonByText(await waitFor(() => dialog(host, 'sign-out'), 3000, 'confirm'), '确认')!.click();
    await waitFor(() => root(host).querySelector('[data-part="status"]')!.textContent === '已签出', 3000, `已签出 ${texts(host)}`);
    // The toaster shows three at a time; this one may wait for an earlier one to expire.
    await waitFor(() => texts(host).includes('您已成功签出！'), 8000, '您已成功签出！');
    await signInSeat(host, 1);
    control(host, 'busy').click();
    const d2 = await waitFor(() => dialog(host, 'busy'), 3000, 'busy dialog');
    const reason2 = await loadedSelect(d2, 'busyReason');
    choose(reason2, '1');
    buttonByText(d2, '示忙')!.click();
    await waitFor(() => root(host).querySelector('[data-part="status"]')!.textContent === '已示忙', 3000, '已示忙');
    expect(softphone.busyReason).to.equal('1');
    expect(control(host, 'idle').disabled).to.equal(false);
    control(host, 'idle').click();
    await waitFor(() => root(host).querySelector('[data-part="status"]')!.textContent === '已示闲', 3000, '已示闲');
  });

  it('call dialog: every phone rule, skill group, class; phone-book suggestions by prefix; seat list', async () => {
    const host = await mountSoftphone();
    await signInSeat(host);
    control(host, 'dial').click();
    const d = await waitFor(() => dialog(host, 'call'), 3000, 'call dialog');
    expect(d.style.width).to.equal('700px');
    const phone = d.querySelector<HTMLInputElement>('input[name="phone"]')!;
    const submit = () => buttonByText(d, '外呼')!.click();
    submit();
    await waitFor(() => d.textContent!.includes('电话号码不能为空'), 3000, '电话号码不能为空');
    typeInto(phone, '13a');
    submit();
    await waitFor(() => d.textContent!.includes('电话号码格式不正确'), 3000, '电话号码格式不正确');
    typeInto(phone, '110');
    submit();
    await waitFor(() => d.textContent!.includes('不可拨打此号码!'), 3000, '不可拨打此号码!');
    expect(phone.value).to.equal('110');

    typeInto(phone, '087166101');
    phone.focus();
    const options = await waitFor(() => {
      const list = [...d.querySelectorAll<HTMLElement>('[role="option"] button')];
      return list.length ? list : null;
    }, 3000, 'suggestions');
    expect(options.every((o) => o.dataset.number!.startsWith('087166101'))).to.equal(true);
    expect(options.map((o) => o.dataset.number)).to.include('08716610101');

    // The seat list lists both agents and refreshes while open.
    await waitFor(() => d.querySelectorAll('[data-seat]').length === 2, 5000, 'seat list');

    // Skill group: required (请选择技能组); the class is required too (请选择班组).
    d.querySelector<HTMLInputElement>('input[type="radio"][value="1"]')!.click();
    const skill = await waitFor(() => d.querySelector<HTMLSelectElement>('select[name="skillName"]'), 3000, 'skill select');
    choose(skill, '');
    choose(d.querySelector<HTMLSelectElement>('select[name="classId"]')!, '');
    submit();
    await waitFor(() => d.textContent!.includes('请选择技能组') && d.textContent!.includes('请选择班组'), 3000, 'skill and class messages');
  });

  it('transfer dialog: 请选择是否为分机号 / 请选择转技能组 (法律专席 only), 800 px by phone, 700 px by skill', async () => {
    const host = await mountSoftphone();
    await signInSeat(host);
    const admin = (await post<{ token: string }>('/api/login', { username: 'admin', password: 'Hotline@2026' })).token;
    const events: string[] = [];
    for (const name of ['hotline-call-ring', 'hotline-call-answered', 'hotline-register-order']) {
      host.addEventListener(name, (e) => events.push(`${name}:${JSON.stringify((e as CustomEvent).detail)}`));
    }
    await post('/aip/callcenter/sim/ring', { extension: '8001', callerNumber: '13800000000' }, admin);
    await waitFor(() => !control(host, 'answer').disabled, 5000, 'answer enabled');
    expect(root(host).querySelector('[data-notice="ring-in"]')!.textContent).to.include('来电振铃：13800000000');
    control(host, 'answer').click();
    await waitFor(() => !control(host, 'transfer').disabled, 5000, 'transfer enabled');
    expect(events.some((e) => e.startsWith('hotline-register-order') && e.includes('"telNo":"13800000000"'))).to.equal(true);

    control(host, 'transfer').click();
    const d = await waitFor(() => dialog(host, 'transfer'), 3000, 'transfer dialog');
    expect(d.style.width).to.equal('800px');
    buttonByText(d, '转接')!.click();
    await waitFor(() => d.textContent!.includes('电话号码不能为空') && d.textContent!.includes('请选择是否为分机号'), 3000, 'messages');
    d.querySelector<HTMLInputElement>('input[type="radio"][value="1"][name="calledType"], input[type="radio"][value="1"]')!.click();
    await waitFor(() => d.style.width === '700px', 3000, '700px');
    const skill = await waitFor(() => d.querySelector<HTMLSelectElement>('select[name="skillName"]'), 3000, 'skill select');
    expect([...skill.options].map((o) => o.text)).to.deep.equal(['请选择转技能组', '法律专席']);
    buttonByText(d, '转接')!.click();
    await waitFor(() => d.textContent!.includes('请选择转技能组') && d.querySelector('.fui-Field__validationMessage'), 3000, '请选择转技能组');
    choose(skill, 'skill2');
    buttonByText(d, '转接')!.click();
    await waitFor(() => root(host).querySelector('[data-part="status"]')?.textContent === '转走', 5000, '转走');
    await waitFor(() => !root(host).querySelector('[data-part="call"]'), 5000, 'caller cleared');
    await waitFor(() => control(host, 'queue-line-up').textContent?.includes('排队 1'), 5000, 'queue counter');
    expect(control(host, 'queue-line-up').disabled).to.equal(false);
  });
});
