// 主办/协办 in the browser against the reference server: the dispatcher names a 协办单位 in the 派遣 dialog; 住建局 (dept01)
// finds the order in 协办工单 with its own deadline, opens it and replies to the lead; the lead's detail then shows the reply
// in 协办情况 and its 办理回复 goes through — refused before. The lead (市场监管局) has no demo account: admin acts for it.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-detail.element.tsx';
import '../../../src/elements/work-orders/order-queue.element.tsx';
import { clearPageState } from '../../../src/shared/ui/pageState.ts';
import { buttonByText, mount, testApiBase, typeInto, waitFor } from '../support/dom.ts';
import { dialogOf, freshStart, newOrderIn, orderAs, says, signInAs, tokenOf } from './support.ts';

const pause = (ms = 80) => new Promise((resolve) => setTimeout(resolve, ms));

async function mountDetail(workflowId: string): Promise<HTMLElement> {
  const host = mount<HTMLElement>(`<hotline-order-detail workflow-id="${workflowId}"></hotline-order-detail>`);
  await waitFor(() => host.shadowRoot?.querySelector('[data-workflow-id]'), 8000, 'detail');
  return host;
}

const actionButton = (host: HTMLElement, id: string, what = id) =>
  waitFor(() => host.shadowRoot!.querySelector<HTMLButtonElement>(`[data-action="${id}"]`), 6000, what);

describe('主办/协办', () => {
  beforeEach(async () => {
    await freshStart();
    clearPageState('standalone');
  });
  afterEach(() => document.body.replaceChildren());

  it('派遣 with a 协办单位 → 协办工单 → 协办回复 → the lead sees it and its 办理回复 goes through (refused before)', async function () {
    this.timeout(60_000);
    const id = await newOrderIn('unassign');

    // 派遣: lead 市场监管局, 协办 住建局 for 2 working days.
    await signInAs('dispatcher');
    let host = await mountDetail(id);
    (await actionButton(host, 'dispatch')).click();
    let dialog = await dialogOf(host);
    buttonByText(dialog, '选择')!.click();
    await waitFor(() => host.shadowRoot!.querySelectorAll('[role="dialog"]').length === 2, 4000, 'picker');
    const picker = host.shadowRoot!.querySelectorAll<HTMLElement>('[role="dialog"]')[1]!;
    const market = await waitFor(() => [...picker.querySelectorAll<HTMLElement>('[role="treeitem"]')].find((i) => i.textContent!.includes('市场监督管理局')), 4000, '市场监管局');
    (market.querySelector('input') ?? market).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await pause();
    buttonByText(picker, '确定')!.click();
    await waitFor(() => host.shadowRoot!.querySelectorAll('[role="dialog"]').length === 1, 4000, 'picker closed');
    const add = await waitFor(() => dialog.querySelector<HTMLElement>('[aria-label="添加协办单位"]:not([disabled])'), 4000, '添加协办单位');
    add.click();
    const housing = await waitFor(() => [...host.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === '云澜市住房和城乡建设局'), 4000, 'option');
    housing.click();
    const days = await waitFor(() => dialog.querySelector<HTMLInputElement>('[data-assist-dept="101"] input'), 4000, 'days');
    expect(days.value).to.equal(String((await orderAs('dispatcher', id)).timeLimit), 'a new 协办单位 starts with the order\'s time limit');
    typeInto(days, '2');
    await pause();
    buttonByText(dialog, '确定')!.click();
    await waitFor(() => !host.shadowRoot!.querySelector('[role="dialog"]'), 6000, 'dispatched');
    const dispatched = await orderAs('dispatcher', id);
    expect(dispatched.mainDeptName).to.equal('云澜市市场监督管理局');
    expect(dispatched.assists.map((a) => [a.deptName, a.days, a.stateName])).to.deep.equal([['云澜市住房和城乡建设局', 2, '待回复']]);
    host.remove();

    // The lead cannot reply yet: no 办理回复, the reason said, and the server refuses it.
    await signInAs('admin');
    host = await mountDetail(id);
    await says(host, '还有 1 个协办单位未回复');
    expect(host.shadowRoot!.querySelector('[data-action="reply"]')).to.equal(null);
    const refused = await fetch(`${testApiBase()}/aop/workflow/commitTask`, {
      method: 'PATCH', headers: { 'content-type': 'application/json', 'x-auth-token': await tokenOf('admin') },
      body: JSON.stringify({ workflowId: id, version: dispatched.version, action: 'reply', opinion: '已处理' }),
    }).then((r) => r.json() as Promise<{ code: number; msg: string }>);
    expect(refused.msg).to.equal('还有 1 个协办单位未回复，请待协办单位回复或热线中心解除协办后再办理回复');
    host.remove();

    // 住建局 finds it in 协办工单 with its own deadline, opens it and replies.
    await signInAs('dept01');
    host = mount<HTMLElement>(`<hotline-order-queue queue="assist" workflow-id="${id}"></hotline-order-queue>`);
    const row = await waitFor(() => [...host.shadowRoot!.querySelectorAll<HTMLElement>('[role="row"]')].find((r) => r.textContent!.includes(id)), 8000, 'assist row');
    expect(row.textContent).to.contain('云澜市住房和城乡建设局');
    expect(row.textContent).to.contain(dispatched.assists[0]!.deadline);
    expect(row.textContent).to.contain('待回复');
    host.remove();
    host = await mountDetail(id);
    (await actionButton(host, 'assistReply:' + dispatched.assists[0]!.id, '协办回复')).click();
    dialog = await dialogOf(host);
    typeInto(dialog.querySelector<HTMLTextAreaElement>('textarea[name="opinion"]')!, '已核实该小区物业备案情况，请主办单位一并答复');
    await pause();
    buttonByText(dialog, '确定')!.click();
    await waitFor(() => !host.shadowRoot!.querySelector('[role="dialog"]'), 6000, 'replied');
    expect(dispatched.lock.mine).to.equal(false);
    expect((await orderAs('admin', id)).lock.lockUserName, 'an assistant\'s opening does not lock the lead out').to.equal(null);
    host.remove();

    // The lead's detail shows the reply, and 办理回复 now goes through.
    await signInAs('admin');
    host = await mountDetail(id);
    const item = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[data-assist="101"]'), 6000, '协办情况');
    expect(item.textContent).to.contain('已回复');
    expect(item.textContent).to.contain('已核实该小区物业备案情况，请主办单位一并答复');
    (await actionButton(host, 'reply', '办理回复')).click();
    dialog = await dialogOf(host);
    typeInto(dialog.querySelector<HTMLTextAreaElement>('textarea[name="opinion"]')!, '已会同住建局处理完毕');
    await pause();
    buttonByText(dialog, '确定')!.click();
    await waitFor(async () => !host.shadowRoot!.querySelector('[role="dialog"]'), 6000, 'lead replied');
    expect((await orderAs('admin', id)).statusName).to.equal('待核查');
  });
});
