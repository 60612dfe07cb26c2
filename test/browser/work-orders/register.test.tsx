// <hotline-order-register> against the reference server: the §5 messages, the pickers, the draft through a reload and a 401.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-register.element.tsx';
import { endSession } from '../../../src/shared/session/session.store.ts';
import { buttonByText, mount, testApiBase, typeInto, waitFor } from '../support/dom.ts';
import { freshStart, orderAs, says, signInAs, tokenOf } from './support.ts';

async function mountRegister(attrs = ''): Promise<HTMLElement> {
  const host = mount<HTMLElement>(`<hotline-order-register ${attrs}></hotline-order-register>`);
  await waitFor(() => host.shadowRoot?.querySelector('form[aria-label="受理登记"]'), 8000, 'register form');
  return host;
}

const field = <T extends HTMLElement = HTMLInputElement>(host: Element, name: string) => host.shadowRoot!.querySelector<T>(`[name="${name}"]`)!;
const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));
/** The stored draft of one call (orderInfo holds one per call). */
const storedDraft = (key: string) => JSON.parse(sessionStorage.getItem('orderInfo') ?? '{}')[key];
const button = (host: Element, kind: string) => host.shadowRoot!.querySelector<HTMLButtonElement>(`[data-submit="${kind}"]`)!;

/** Every order registered for a phone number, as agent01 sees them. */
async function ordersFor(phone: string): Promise<Array<{ workflowId: string; status: number }>> {
  const res = await fetch(`${testApiBase()}/aop/workflow/list/historyCallList`, {
    method: 'POST', headers: { 'x-auth-token': await tokenOf('agent01'), 'content-type': 'application/json' }, body: JSON.stringify({ phone, size: 50 }),
  });
  return ((await res.json()) as { data: { records: Array<{ workflowId: string; status: number }> } }).data.records;
}

describe('<hotline-order-register>', () => {
  beforeEach(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('fills the phone from tel-no and shows every validation message before sending', async () => {
    await signInAs('agent01');
    const host = await mountRegister('tel-no="13800001111" call-id="c-1" number-flag="1"');
    expect(field(host, 'phone').value).to.equal('13800001111');
    typeInto(field(host, 'phone'), '12345');
    await pause();
    host.shadowRoot!.querySelector<HTMLButtonElement>('[data-submit="commit"]')!.click();
    await says(host, '请输入正确的手机号');
    await says(host, '必填项不能为空');
    await pause(1100);
    host.shadowRoot!.querySelector<HTMLButtonElement>('[data-submit="commitDispatch"]')!.click();
    await says(host, '请选择主办单位');
    typeInto(field(host, 'timeLimit'), 'abc');
    await pause(1100);
    host.shadowRoot!.querySelector<HTMLButtonElement>('[data-submit="commit"]')!.click();
    await says(host, '办理时限（工作日）格式错误');
  });

  it('region and event classification pickers need a chosen node; a chosen node fills the field', async () => {
    await signInAs('agent01');
    const host = await mountRegister();
    const chooseButtons = () => [...host.shadowRoot!.querySelectorAll('button')].filter((b) => b.textContent === '选择');
    chooseButtons()[1]!.click(); // region
    let picker = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]'), 4000);
    expect(picker.textContent).to.contain('选择区域');
    buttonByText(picker, '确定')!.click();
    await says(host, '请选择区域');
    const item = await waitFor(() => picker.querySelector<HTMLElement>('[role="treeitem"]'), 4000, 'tree items');
    const name = item.textContent!.trim();
    (item.querySelector('input') ?? item).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await pause();
    buttonByText(picker, '确定')!.click();
    await waitFor(() => field(host, 'regionName').value === name, 4000, 'region chosen');

    chooseButtons()[0]!.click(); // event classification
    picker = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]'), 4000);
    expect(picker.textContent).to.contain('选择事件分类');
    buttonByText(picker, '确定')!.click();
    await says(host, '请选择事件分类');
  });

  it('keeps the draft in orderInfo through a reload and a 401, and clears it only when the order is saved', async () => {
    await signInAs('agent01');
    let host = await mountRegister('tel-no="13800002222"');
    typeInto(field(host, 'citizenName'), '草稿市民');
    await pause();
    typeInto(field<HTMLTextAreaElement>(host, 'content'), '小区路灯不亮已一周');
    await pause();
    expect(storedDraft('tel:13800002222').form.citizenName).to.equal('草稿市民');

    host.remove(); // a reload: the page comes back from sessionStorage
    host = await mountRegister('tel-no="13800002222"');
    expect(field(host, 'citizenName').value).to.equal('草稿市民');
    await says(host, '已恢复未提交的登记草稿');

    endSession('expired'); // a 401: the session ends, the draft stays
    expect(sessionStorage.getItem('orderInfo')).to.contain('草稿市民');
    await waitFor(() => host.shadowRoot!.querySelector('form[aria-label="登录"]'), 5000, 'sign-in form');
    host.remove();
    await signInAs('agent01');
    host = await mountRegister('tel-no="13800002222"');
    expect(field<HTMLTextAreaElement>(host, 'content').value).to.equal('小区路灯不亮已一周');

    const saved = new Promise<CustomEvent>((resolve) => document.addEventListener('hotline-order-saved', (e) => resolve(e as CustomEvent), { once: true }));
    host.shadowRoot!.querySelector<HTMLButtonElement>('[data-submit="commitToAssign"]')!.click();
    const event = await saved;
    expect(sessionStorage.getItem('orderInfo')).to.equal(null);
    const order = await orderAs('agent01', event.detail.workflowId);
    expect(order.citizenName).to.equal('草稿市民');
    expect(order.status).to.equal(2);
  });

  it('keeps every keystroke in the stored draft while the caller’s location arrives', async () => {
    await signInAs('agent01');
    const host = await mountRegister();
    const content = field<HTMLTextAreaElement>(host, 'content');
    let typed = '';
    const type = () => {
      typed += '字';
      typeInto(content, typed);
    };
    // The agent types on while the location's answer is read and rendered: keystrokes in every microtask and task after it.
    const realFetch = window.fetch;
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await realFetch(...args);
      if (String(args[0] instanceof Request ? args[0].url : args[0]).includes('queryBelongingPlace')) {
        for (let i = 0; i < 40; i += 1) setTimeout(type, i % 4);
        let left = 40;
        const inMicrotasks = () => {
          type();
          if ((left -= 1) > 0) queueMicrotask(inMicrotasks);
        };
        queueMicrotask(inMicrotasks);
      }
      return response;
    };
    try {
      typeInto(field(host, 'phone'), '13800006666');
      await waitFor(() => field(host, 'callerLocation').value, 4000, 'caller location');
      await pause(100);
    } finally {
      window.fetch = realFetch;
    }
    expect(typed.length).to.equal(80);
    expect(field<HTMLTextAreaElement>(host, 'content').value).to.equal(typed);
    expect(storedDraft('manual').form.content, 'the stored draft has the last keystroke').to.equal(typed);
    expect(storedDraft('manual').form.callerLocation).to.equal(field(host, 'callerLocation').value);
  });

  it('says when the caller’s earlier orders could not be read, and 重试 reads them once the work-order server answers', async () => {
    await signInAs('agent01');
    // The work-order calls (/aop) go to gongdanIp:gongdanPort: a port nobody listens on is a work-order server that is down.
    sessionStorage.setItem('gongdanIp', '127.0.0.1');
    sessionStorage.setItem('gongdanPort', '9');
    const host = await mountRegister();
    typeInto(field(host, 'phone'), '13800008888');
    const side = () => host.shadowRoot!.querySelector<HTMLElement>('aside[aria-label="历史工单"]')!;
    const alert = await waitFor(() => side().querySelector<HTMLElement>('[role="alert"]'), 8000, 'history failure');
    expect(alert.textContent).to.contain('网络异常');
    expect(side().textContent, 'a failure is not “no earlier orders”').to.not.contain('该号码暂无历史工单');
    sessionStorage.removeItem('gongdanPort');
    buttonByText(side(), '重试')!.click();
    await waitFor(() => side().textContent!.includes('该号码暂无历史工单'), 8000, 'history read again');
    expect(side().querySelector('[role="alert"]')).to.equal(null);
  });

  it('uploads attachments as they are chosen, keeps them in the draft, and saves them with the order', async () => {
    await signInAs('agent01');
    const host = await mountRegister('tel-no="13800003333"');
    const choose = (files: File[]) => {
      const input = host.shadowRoot!.querySelector<HTMLInputElement>('[data-attach-input]')!;
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose([new File(['现场照片说明'], '现场说明.txt', { type: 'text/plain' }), new File(['MZ'], '病毒.exe', { type: 'application/octet-stream' })]);
    await waitFor(() => host.shadowRoot!.querySelector('[data-attachment="现场说明.txt"]'), 5000, 'uploaded attachment');
    await waitFor(() => [...host.shadowRoot!.querySelectorAll('.fui-Toast')].some((t) => t.textContent?.includes('病毒.exe')), 5000, 'refusal message');
    expect(host.shadowRoot!.querySelector('[data-attachment="病毒.exe"]'), 'a refused file is not attached').to.equal(null);
    expect(storedDraft('tel:13800003333').attachments.map((a: { fileName: string }) => a.fileName)).to.deep.equal(['现场说明.txt']);

    typeInto(field(host, 'citizenName'), '附件市民');
    await pause();
    typeInto(field<HTMLTextAreaElement>(host, 'content'), '路面塌陷，附现场说明');
    await pause();
    const saved = new Promise<CustomEvent>((resolve) => document.addEventListener('hotline-order-saved', (e) => resolve(e as CustomEvent), { once: true }));
    host.shadowRoot!.querySelector<HTMLButtonElement>('[data-submit="commitToAssign"]')!.click();
    const event = await saved;
    const order = await orderAs('agent01', event.detail.workflowId);
    expect(order.attachments.map((a) => a.fileName)).to.deep.equal(['现场说明.txt']);
  });

  it('shows the new caller’s number after another caller’s registration was closed, and only offers that draft', async () => {
    await signInAs('agent01');
    let host = await mountRegister('tel-no="13800004444" call-id="call-a"');
    typeInto(field(host, 'citizenName'), '第一位来电人');
    await pause();
    host.remove(); // the tab closes with the first caller's draft unsent

    host = await mountRegister('tel-no="13900005555" call-id="call-b"');
    expect(field(host, 'phone').value, 'the route’s number wins').to.equal('13900005555');
    expect(field(host, 'citizenName').value, 'another call’s draft is not applied').to.equal('');
    const offer = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[data-draft-offer]'), 4000, 'draft offer');
    expect(offer.textContent).to.contain('13800004444');
    buttonByText(offer, '使用该草稿（联系电话保持当前来电）')!.click();
    await waitFor(() => field(host, 'citizenName').value === '第一位来电人', 4000, 'draft taken');
    expect(field(host, 'phone').value, 'taking it keeps the current caller').to.equal('13900005555');
    expect(storedDraft('call:call-a'), 'the taken draft is gone').to.equal(undefined);
    expect(storedDraft('call:call-b').form.citizenName).to.equal('第一位来电人');
  });

  it('a second call on the same element starts its own form with the new number', async () => {
    await signInAs('agent01');
    const host = await mountRegister('tel-no="13800006666" call-id="call-c"');
    typeInto(field(host, 'citizenName'), '通话一');
    await pause();
    host.setAttribute('call-id', 'call-d');
    host.setAttribute('tel-no', '13900007777');
    await waitFor(() => field(host, 'phone').value === '13900007777', 4000, 'new caller number');
    expect(field(host, 'citizenName').value).to.equal('');
    // Back to the first call: its draft is its own again.
    host.setAttribute('call-id', 'call-c');
    host.setAttribute('tel-no', '13800006666');
    await waitFor(() => field(host, 'citizenName').value === '通话一', 4000, 'first call’s draft');
  });

  it('closing a registration with nothing typed leaves no draft behind', async () => {
    await signInAs('agent01');
    const host = await mountRegister('tel-no="13800008888" call-id="call-e"');
    await pause(400); // the caller's place arrives and fills 来电归属地: that is not typing
    host.remove();
    expect(sessionStorage.getItem('orderInfo')).to.equal(null);
  });

  const endStates: Array<[string, number]> = [
    ['commit', 1], ['commitToAssign', 2], ['commitDispatch', 3], ['seatfirstdone', 6], ['hotLinetDone', 6],
  ];
  for (const [kind, status] of endStates) {
    it(`${kind}: clicked again and again, registers exactly one order and finishes in state ${status}`, async () => {
      await signInAs('agent01');
      const phone = `1370000${String(endStates.findIndex(([k]) => k === kind)).padStart(4, '0')}`;
      const host = await mountRegister(`tel-no="${phone}" call-id="once-${kind}"`);
      typeInto(field(host, 'citizenName'), '一次市民');
      await pause();
      typeInto(field<HTMLTextAreaElement>(host, 'content'), `按钮 ${kind} 只登记一次`);
      await pause();
      typeInto(field<HTMLTextAreaElement>(host, 'opinion'), '已答复市民');
      await pause();
      if (kind === 'commitDispatch') {
        const choose = [...host.shadowRoot!.querySelectorAll('button')].filter((b) => b.textContent === '选择').pop()!;
        choose.click();
        const picker = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]'), 4000);
        const item = await waitFor(() => picker.querySelector<HTMLElement>('[role="treeitem"]'), 4000, 'departments');
        (item.querySelector('input') ?? item).dispatchEvent(new MouseEvent('click', { bubbles: true }));
        await pause();
        buttonByText(picker, '确定')!.click();
        await waitFor(() => field(host, 'mainDeptName').value !== '', 4000, 'department chosen');
      }
      const saved: string[] = [];
      const onSaved = (e: Event) => saved.push((e as CustomEvent).detail.workflowId);
      document.addEventListener('hotline-order-saved', onSaved);
      try {
        // A double click, then a retry after the throttle while the first answer may still be on its way.
        button(host, kind).click();
        button(host, kind).click();
        await pause(1100);
        button(host, kind).click();
        await waitFor(() => saved.length > 0, 8000, 'order saved');
        await pause(1500);
      } finally {
        document.removeEventListener('hotline-order-saved', onSaved);
      }
      const orders = await ordersFor(phone);
      expect(orders.map((o) => o.workflowId), 'one order for the call').to.deep.equal([saved[0]]);
      expect((await orderAs('agent01', saved[0]!)).status).to.equal(status);
      expect(storedDraft(`call:once-${kind}`)).to.equal(undefined);
    });
  }
});

