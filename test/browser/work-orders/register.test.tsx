// <hotline-order-register> against the reference server: the §5 messages, the pickers, the draft through a reload and a 401.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-register.element.tsx';
import { endSession } from '../../../src/shared/session/session.store.ts';
import { buttonByText, mount, typeInto, waitFor } from '../support/dom.ts';
import { freshStart, orderAs, says, signInAs } from './support.ts';

async function mountRegister(attrs = ''): Promise<HTMLElement> {
  const host = mount<HTMLElement>(`<hotline-order-register ${attrs}></hotline-order-register>`);
  await waitFor(() => host.shadowRoot?.querySelector('form[aria-label="受理登记"]'), 8000, 'register form');
  return host;
}

const field = <T extends HTMLElement = HTMLInputElement>(host: Element, name: string) => host.shadowRoot!.querySelector<T>(`[name="${name}"]`)!;
const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

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
    expect(JSON.parse(sessionStorage.getItem('orderInfo')!).form.citizenName).to.equal('草稿市民');

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
    expect(JSON.parse(sessionStorage.getItem('orderInfo')!).attachments.map((a: { fileName: string }) => a.fileName)).to.deep.equal(['现场说明.txt']);

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
});
