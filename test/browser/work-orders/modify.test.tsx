// 修改工单 in <hotline-order-detail>: every registration field prefilled, the registration rules, only changes sent, and a
// version conflict that keeps what was typed while the fields the user left alone take the other person's values.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-detail.element.tsx';
import { modifyChanges, validateModify } from '../../../src/elements/work-orders/detail/modify.ts';
import type { WorkflowDetail } from '../../../src/shared/api/workorder.types.ts';
import { buttonByText, mount, typeInto, waitFor } from '../support/dom.ts';
import { dialogOf, newOrderIn, freshStart, modifyAs, orderAs, says, signInAs } from './support.ts';

const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

async function openModify(workflowId: string): Promise<{ host: HTMLElement; dialog: HTMLElement }> {
  const host = mount<HTMLElement>(`<hotline-order-detail workflow-id="${workflowId}"></hotline-order-detail>`);
  (await waitFor(() => host.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="modify"]'), 8000, 'modify button')).click();
  return { host, dialog: await dialogOf(host) };
}

const input = (dialog: HTMLElement, name: string) => dialog.querySelector<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(`[name="${name}"]`)!;

function choose(dialog: HTMLElement, name: string, value: string): void {
  const select = input(dialog, name);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function submit(dialog: HTMLElement): Promise<void> {
  await pause(1100); // the submit throttle (1 s)
  buttonByText(dialog, '确定')!.click();
}

describe('修改工单 dialog', () => {
  beforeEach(freshStart);
  afterEach(() => document.body.replaceChildren());

  it('opens with every field of the order, applies the registration rules, and sends only what changed', async () => {
    const id = await newOrderIn('unassign');
    const before = await orderAs('dispatcher', id);
    await signInAs('dispatcher');
    const { host, dialog } = await openModify(id);
    expect(input(dialog, 'citizenName').value).to.equal(before.citizenName);
    expect(input(dialog, 'phone').value).to.equal(before.phone);
    await waitFor(() => input(dialog, 'appealType').value === before.appealType, 3000, 'appeal type prefilled');
    expect(input(dialog, 'channel').value).to.equal(before.channel);
    expect(input(dialog, 'urgency').value).to.equal(before.urgency);
    expect(input(dialog, 'timeLimit').value).to.equal(String(before.timeLimit));
    expect(input(dialog, 'content').value).to.equal(before.content);
    expect(input(dialog, 'eventTypeName').value).to.equal(before.eventTypeName ?? '');

    // Nothing changed: nothing is sent.
    buttonByText(dialog, '确定')!.click();
    await says(host, '没有需要保存的修改');

    typeInto(input(dialog, 'phone'), '');
    typeInto(input(dialog, 'timeLimit'), '99');
    await submit(dialog);
    await says(host, '必填项不能为空');
    await says(host, '办理时限（工作日）格式错误');
    typeInto(input(dialog, 'phone'), '12345');
    await submit(dialog);
    await says(host, '请输入正确的手机号');
    expect((await orderAs('dispatcher', id)).version, 'nothing sent').to.equal(before.version);

    typeInto(input(dialog, 'phone'), '13912345678');
    typeInto(input(dialog, 'timeLimit'), String(before.timeLimit));
    choose(dialog, 'appealType', before.appealType === '3' ? '4' : '3');
    choose(dialog, 'urgency', '3');
    // A new event classification through its picker.
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === '选择')!.click();
    await waitFor(() => host.shadowRoot!.querySelectorAll('[role="dialog"]').length === 2, 4000, 'picker');
    const picker = host.shadowRoot!.querySelectorAll<HTMLElement>('[role="dialog"]')[1]!;
    const items = await waitFor(() => {
      const found = [...picker.querySelectorAll<HTMLElement>('[role="treeitem"]')].filter((i) => i.textContent!.trim() !== before.eventTypeName);
      return found.length ? found : null;
    }, 4000, 'tree items');
    const item = items[0]!;
    const eventTypeName = item.querySelector('[class*="fui-TreeItemLayout__main"]')?.textContent?.trim() ?? item.textContent!.trim();
    (item.querySelector('input') ?? item).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await pause();
    buttonByText(picker, '确定')!.click();
    await waitFor(() => input(dialog, 'eventTypeName').value === eventTypeName, 4000, 'classification chosen');
    typeInto(input(dialog, 'opinion'), '市民来电更正联系电话');
    await submit(dialog);
    await waitFor(() => !host.shadowRoot!.querySelector('[role="dialog"]'), 6000, 'dialog closed');

    const after = await orderAs('dispatcher', id);
    expect(after.phone).to.equal('13912345678');
    expect(after.appealType).to.equal(before.appealType === '3' ? '4' : '3');
    expect(after.urgency).to.equal('3');
    expect(after.eventTypeName).to.equal(eventTypeName);
    expect(after.citizenName, 'untouched').to.equal(before.citizenName);
    expect(after.content, 'untouched').to.equal(before.content);
    await says(host, '联系电话');
    // The page shows the urgency by name.
    await waitFor(() => [...host.shadowRoot!.querySelectorAll('dd')].some((dd) => dd.textContent === '特急'), 5000, 'urgency shown');
    expect(after.steps.at(-1)!.opinion).to.equal('市民来电更正联系电话');
  });

  it('a version conflict keeps what was typed; after 重新加载 the other person’s change stays and ours is added', async () => {
    const id = await newOrderIn('unassign');
    await signInAs('dispatcher');
    const { host, dialog } = await openModify(id);
    typeInto(input(dialog, 'content'), '诉求内容更正：楼道灯不亮，非路灯');
    await pause();
    // Meanwhile someone changes the address (same user in another window).
    const current = await orderAs('dispatcher', id);
    await modifyAs('dispatcher', id, current.version, { address: '另一窗口改的地址 8 号' });
    await submit(dialog);
    await waitFor(() => host.shadowRoot!.querySelector('[data-conflict]'), 5000, 'conflict message');
    expect(input(dialog, 'content').value).to.equal('诉求内容更正：楼道灯不亮，非路灯');
    buttonByText(dialog, '重新加载')!.click();
    await waitFor(() => !host.shadowRoot!.querySelector('[data-conflict]'), 5000, 'conflict cleared');
    await waitFor(() => input(dialog, 'address').value === '另一窗口改的地址 8 号', 5000, 'untouched field refreshed');
    expect(input(dialog, 'content').value, 'typed text kept').to.equal('诉求内容更正：楼道灯不亮，非路灯');
    await submit(dialog);
    await waitFor(() => !host.shadowRoot!.querySelector('[role="dialog"]'), 6000, 'dialog closed');
    const after: WorkflowDetail = await orderAs('dispatcher', id);
    expect(after.content).to.equal('诉求内容更正：楼道灯不亮，非路灯');
    expect(after.address).to.equal('另一窗口改的地址 8 号');
  });

  it('rules: registration checks, a kept time limit, pickers can change but not empty; changes are typed', () => {
    const initial = { citizenName: '王某', phone: '13800000001', channel: '1', appealType: '1', urgency: '1', isSecret: '0', eventTypeId: '7', regionId: '3',
      address: '', content: '路灯不亮', timeLimit: '3', opinion: '' };
    expect(validateModify(initial, initial)).to.deep.equal({});
    expect(validateModify({ ...initial, citizenName: ' ', phone: '12345', timeLimit: '' }, initial)).to.deep.equal({
      citizenName: '必填项不能为空', phone: '请输入正确的手机号', timeLimit: '必填项不能为空',
    });
    expect(validateModify({ ...initial, eventTypeId: '', regionId: '' }, initial)).to.deep.equal({
      eventTypeId: '已选的事件分类只能更换，不能清空', regionId: '已选的所属区域只能更换，不能清空',
    });
    expect(modifyChanges(initial, initial)).to.deep.equal({});
    expect(modifyChanges({ ...initial, phone: ' 13900000000 ', eventTypeId: '9', timeLimit: '5', isSecret: '1' }, initial))
      .to.deep.equal({ phone: '13900000000', eventTypeId: 9, timeLimit: 5, isSecret: 1 });
  });
});
