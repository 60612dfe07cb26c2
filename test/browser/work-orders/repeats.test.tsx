// 重复诉求并单 in the browser against the reference server: the registration lists the order a caller's new appeal
// repeats with why; 并单 after a confirmation keeps it on that order (no new order); the order's detail lists the
// repeat, and 拆分 with a reason makes it an order of its own. A failing lookup says so without blocking the form.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-detail.element.tsx';
import '../../../src/elements/work-orders/order-register.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { buttonByText, mount, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';
import { freshStart, orderAs, says, signInAs, tokenOf } from './support.ts';

const PHONE = '13711112222';
const field = <T extends HTMLElement = HTMLInputElement>(host: Element, name: string) => host.shadowRoot!.querySelector<T>(`[name="${name}"]`)!;
const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

async function ordersOf(phone: string): Promise<string[]> {
  const res = await fetch(`${testApiBase()}/aop/workflow/list/historyCallList`, {
    method: 'POST', headers: { 'x-auth-token': await tokenOf('agent01'), 'content-type': 'application/json' }, body: JSON.stringify({ phone, size: 50 }),
  });
  return ((await res.json()) as { data: { records: Array<{ workflowId: string }> } }).data.records.map((r) => r.workflowId);
}

async function liftOrder(): Promise<string> {
  const res = await fetch(`${testApiBase()}/aop/workflow/commit`, {
    method: 'POST', headers: { 'x-auth-token': await tokenOf('agent01'), 'content-type': 'application/json' },
    body: JSON.stringify({ citizenName: '王女士', phone: PHONE, channel: '1', appealType: '3', eventTypeId: 101, regionId: 110103, address: '文庙社区5号楼',
      content: '文庙社区5号楼电梯停运三天了，物业一直不修，老人上下楼很困难' }),
  });
  return ((await res.json()) as { data: { workflowId: string } }).data.workflowId;
}

async function mountRegister(telNo: string): Promise<HTMLElement> {
  const host = mount<HTMLElement>(`<hotline-order-register tel-no="${telNo}"></hotline-order-register>`);
  await waitFor(() => host.shadowRoot?.querySelector('form[aria-label="受理登记"]'), 8000, 'register form');
  return host;
}

describe('重复诉求并单', function () {
  this.timeout(60_000);
  beforeEach(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('lists the order the caller repeats with why, merges into it after a confirmation, and splits it off again', async () => {
    const parent = await liftOrder();
    await signInAs('agent01');
    const host = await mountRegister(PHONE);
    typeInto(field(host, 'citizenName'), '王女士');
    await pause();
    typeInto(field<HTMLTextAreaElement>(host, 'content'), '上次反映的5号楼电梯还是坏的，到现在没人来修');
    const candidate = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>(`[data-repeat-candidate="${parent}"]`), 8000, 'repeat candidate');
    expect(candidate.textContent).to.match(/同一来电人(今天|\d+ 天前)反映过/).and.to.contain('内容相似度');
    await settled();
    expect(await accessibilityViolations(host.shadowRoot!.querySelector('[data-repeat-suggestions]')!)).to.deep.equal([]);
    const before = await ordersOf(PHONE);

    buttonByText(candidate, '并单')!.click();
    const ask = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]'), 4000, 'confirmation');
    expect(ask.textContent).to.contain(`将本次诉求作为工单 ${parent} 的重复诉求登记`);
    const saved = new Promise<CustomEvent>((resolve) => document.addEventListener('hotline-order-saved', (e) => resolve(e as CustomEvent), { once: true }));
    buttonByText(ask, '确认')!.click();
    expect((await saved).detail.workflowId).to.equal(parent);
    await says(host, `已作为工单 ${parent} 的重复诉求登记`);
    expect(await ordersOf(PHONE)).to.deep.equal(before);
    expect(sessionStorage.getItem('orderInfo') ?? '').not.to.contain('上次反映的5号楼电梯');
    host.remove();

    // The parent lists the repeat; 拆分 asks for the reason, then the repeat is an order of its own.
    const detail = mount<HTMLElement>(`<hotline-order-detail workflow-id="${parent}"></hotline-order-detail>`);
    const repeat = await waitFor(() => detail.shadowRoot?.querySelector<HTMLElement>('[data-repeat]'), 8000, 'repeat on the parent');
    expect(detail.shadowRoot!.textContent).to.contain('重复诉求（1）');
    expect(repeat.textContent).to.contain('上次反映的5号楼电梯还是坏的').and.to.match(/判断依据：同一来电人/);
    buttonByText(repeat, '拆分')!.click();
    let form = await waitFor(() => detail.shadowRoot!.querySelector<HTMLFormElement>('form[aria-label="拆分重复诉求"]'), 4000, 'split form');
    buttonByText(form, '确定')!.click();
    await says(detail, '请填写拆分理由（至少 2 个字）');
    typeInto(form.querySelector<HTMLTextAreaElement>('[name="reason"]')!, '这次反映的是另一部电梯');
    buttonByText(form, '确定')!.click();
    await waitFor(() => detail.shadowRoot!.querySelector('[data-repeat-split]'), 8000, 'split shown');
    form = detail.shadowRoot!.querySelector<HTMLFormElement>('form[aria-label="拆分重复诉求"]')!;
    expect(form).to.equal(null);
    expect(detail.shadowRoot!.textContent).to.contain('重复诉求（0）').and.to.contain('这次反映的是另一部电梯');
    const after = await ordersOf(PHONE);
    expect(after.length).to.equal(before.length + 1);
    const own = await orderAs('agent01', after.find((id) => !before.includes(id))!);
    expect(own.statusName).to.equal('待受理');
    expect(own.content).to.equal('上次反映的5号楼电梯还是坏的，到现在没人来修');
  });

  it('says when the repeats cannot be looked up, and registering still works', async () => {
    await signInAs('agent01');
    const realFetch = window.fetch;
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const url = String(args[0] instanceof Request ? args[0].url : args[0]);
      // The lookup's own address is refused by the network, as when a proxy drops it; every other call goes through.
      if (url.includes('/repeat/candidates')) return realFetch(`http://127.0.0.1:9/aop/workflow/repeat/candidates`, args[1]);
      return realFetch(...args);
    };
    try {
      const host = await mountRegister('13711113333');
      typeInto(field(host, 'citizenName'), '张先生');
      await pause();
      typeInto(field<HTMLTextAreaElement>(host, 'content'), '路口红绿灯坏了两天');
      await says(host, '重复诉求暂时无法查询');
      const saved = new Promise<CustomEvent>((resolve) => document.addEventListener('hotline-order-saved', (e) => resolve(e as CustomEvent), { once: true }));
      host.shadowRoot!.querySelector<HTMLButtonElement>('[data-submit="commit"]')!.click();
      expect((await saved).detail.workflowId).to.match(/^YL/);
    } finally {
      window.fetch = realFetch;
    }
  });
});
