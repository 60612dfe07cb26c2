// <hotline-order-queue> against the reference server: tabs by role, a bad queue, the list and the empty placeholder.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-queue.element.tsx';
import { clearPageState } from '../../../src/shared/ui/pageState.ts';
import { mount, textsIn, typeInto, waitFor } from '../support/dom.ts';
import { freshStart, signInAs } from './support.ts';

const tabNames = (host: Element) => [...host.shadowRoot!.querySelectorAll('[role="tab"]')].map((t) => t.getAttribute('data-name'));

async function mountQueue(queue: string, tab?: string): Promise<HTMLElement> {
  const host = mount<HTMLElement>(`<hotline-order-queue queue="${queue}"${tab ? ` tab="${tab}"` : ''}></hotline-order-queue>`);
  await waitFor(() => host.shadowRoot?.querySelector('[role="tab"], [role="alert"], [data-empty]'), 8000, 'queue tabs');
  return host;
}

describe('<hotline-order-queue>', () => {
  beforeEach(async () => {
    await freshStart();
    clearPageState('standalone');
  });
  afterEach(() => document.body.replaceChildren());

  it('shows a level-1 department all four untodo tabs and a level-2 department only the level-2 ones (spec §6)', async () => {
    await signInAs('dept01');
    let host = await mountQueue('untodo');
    await waitFor(() => tabNames(host).length === 4, 5000, 'four tabs');
    expect(tabNames(host)).to.deep.equal(['一级待办', '一级已办', '二级待办', '二级已办']);
    host.remove();

    await freshStart();
    await signInAs('dept02');
    host = await mountQueue('untodo');
    await waitFor(() => tabNames(host).length === 2, 5000, 'two tabs');
    expect(tabNames(host)).to.deep.equal(['二级待办', '二级已办']);
    host.remove();

    // todo2: role 56 sees the first two tabs only.
    host = await mountQueue('todo2');
    await waitFor(() => tabNames(host).length === 2, 5000, 'todo2 tabs');
    expect(tabNames(host)).to.deep.equal(['全部待办', '下派待办']);
  });

  it('approver sees the approval queues; the centre sees the request queues', async () => {
    await signInAs('approver');
    const host = await mountQueue('applyDelay');
    await waitFor(() => tabNames(host).length === 3, 5000);
    expect(tabNames(host)).to.deep.equal(['待回复', '已同意', '已拒绝']);
    host.remove();
    const none = await mountQueue('delayApply');
    await waitFor(() => none.shadowRoot!.textContent!.includes('您的角色没有可查看的页签'), 5000, 'no tabs message');
  });

  it('moves between tabs with the arrow keys, Home and End, and keeps one tab in the tab order (the selected one)', async () => {
    await signInAs('dept01');
    const host = await mountQueue('untodo');
    await waitFor(() => tabNames(host).length === 4, 5000, 'four tabs');
    const root = host.shadowRoot!;
    expect(root.querySelector('[role="tablist"]')!.getAttribute('aria-orientation')).to.equal('horizontal');
    const tabs = () => [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    const focused = () => root.activeElement?.getAttribute('data-name');
    const press = (key: string) => root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true }));
    await waitFor(() => tabs()[0]!.getAttribute('aria-selected') === 'true', 5000, 'first tab selected');
    expect(tabs().map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    // Each tab keeps its count badge.
    expect(tabs().every((tab) => tab.querySelector('[data-count]'))).to.equal(true);

    tabs()[0]!.focus();
    press('ArrowRight');
    expect(focused()).to.equal('一级已办');
    // Arrows move focus only: the selection stays until a tab is chosen.
    expect(tabs()[0]!.getAttribute('aria-selected')).to.equal('true');
    press('End');
    expect(focused()).to.equal('二级已办');
    press('ArrowRight');
    expect(focused()).to.equal('一级待办');
    press('ArrowLeft');
    expect(focused()).to.equal('二级已办');
    press('Home');
    expect(focused()).to.equal('一级待办');

    tabs()[2]!.click();
    await waitFor(() => tabs()[2]!.getAttribute('aria-selected') === 'true', 5000, 'third tab selected');
    await waitFor(() => tabs()[2]!.tabIndex === 0, 5000, 'the selected tab in the tab order');
    expect(tabs().map((tab) => tab.tabIndex)).to.deep.equal([-1, -1, 0, -1]);
  });

  it('says clearly when the queue attribute is wrong', async () => {
    await signInAs('dispatcher');
    const host = await mountQueue('nonsense');
    const alert = await waitFor(() => host.shadowRoot!.querySelector('[role="alert"]'), 5000);
    expect(alert.textContent).to.contain('无法识别的工单队列“nonsense”');
  });

  it('lists the orders of a tab with 序号, opens one with hotline-order-open, and a ?tab= alias picks the tab', async () => {
    await signInAs('dispatcher');
    const host = await mountQueue('unassign');
    const firstRow = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[role="row"][data-row-key]'), 8000, 'rows');
    expect(textsIn(host.shadowRoot!, '[role="columnheader"]')).to.include('序号');
    const opened = new Promise<CustomEvent>((resolve) => document.addEventListener('hotline-order-open', (e) => resolve(e as CustomEvent), { once: true }));
    firstRow.click();
    const event = await opened;
    expect(event.detail.workflowId).to.match(/^YL\d+/);
    expect(event.detail.processid).to.be.a('string');
    host.remove();

    await freshStart();
    await signInAs('dept01');
    const untodo = await mountQueue('untodo', 'level2Done');
    await waitFor(() => untodo.shadowRoot!.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-name') === '二级已办', 5000, 'level2Done selected');
  });

  it('shows 未找到与您搜索匹配的项目 when a search matches nothing', async () => {
    await signInAs('dispatcher');
    const host = await mountQueue('unassign');
    await waitFor(() => host.shadowRoot!.querySelector('[data-row-key]'), 8000, 'rows');
    const input = host.shadowRoot!.querySelector<HTMLInputElement>('input[name="workflowId"]')!;
    typeInto(input, 'YL-NO-SUCH-ORDER');
    // React commits the typed value before the person reaches the button.
    await new Promise((resolve) => setTimeout(resolve, 50));
    host.shadowRoot!.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]')!.click();
    await waitFor(() => host.shadowRoot!.textContent!.includes('未找到与您搜索匹配的项目'), 5000, 'no match placeholder');
  });
});
