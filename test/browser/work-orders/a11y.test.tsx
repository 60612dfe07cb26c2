// axe-core on each work-order page as a user sees it (signed in, with data from the reference server), dialogs included.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-detail.element.tsx';
import '../../../src/elements/work-orders/order-list.element.tsx';
import '../../../src/elements/work-orders/order-queue.element.tsx';
import '../../../src/elements/work-orders/order-register.element.tsx';
import { MissOrderPage } from '../../../src/elements/work-orders/index.ts';
import { defineElement } from '../../../src/shared/element/defineElement.tsx';
import { clearPageState } from '../../../src/shared/ui/pageState.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { buttonByText, mount, uniqueTag, waitFor } from '../support/dom.ts';
import { dialogOf, newOrderIn, freshStart, signInAs } from './support.ts';

const missTag = uniqueTag('miss-orders');
defineElement(missTag, MissOrderPage, { requiresSession: true });

/** Rows listed, no search running (busy search buttons are dimmed on purpose) and their colour transition over. */
async function settled(host: Element): Promise<void> {
  await waitFor(() => host.shadowRoot?.querySelector('[role="row"][data-row-key]') && host.shadowRoot.querySelector('form[role="search"] button[type="submit"]:not([disabled])'), 15000, 'rows');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

describe('work-order pages: accessibility (axe-core)', () => {
  beforeEach(async () => {
    await freshStart();
    clearPageState('standalone');
  });
  afterEach(() => {
    document.body.replaceChildren();
    sessionStorage.removeItem('orderInfo');
  });

  it('<hotline-order-register> with the caller’s earlier orders', async () => {
    await signInAs('agent01');
    const host = mount<HTMLElement>('<hotline-order-register tel-no="13800000001"></hotline-order-register>');
    await waitFor(() => host.shadowRoot?.querySelector('[data-history], [data-caller-location]'), 8000, 'form');
    await waitFor(() => host.shadowRoot!.querySelector('select[name="channel"] option[value="1"]'), 5000, 'base data');
    expect(await accessibilityViolations(host)).to.deep.equal([]);
  });

  it('<hotline-order-register>’s department picker, a department chosen by its name', async () => {
    await signInAs('agent01');
    const host = mount<HTMLElement>('<hotline-order-register></hotline-order-register>');
    const field = await waitFor(() => host.shadowRoot!.querySelector<HTMLInputElement>('input[name="mainDeptName"]'), 8000, '主办单位');
    buttonByText(field.closest('.fui-Field')!, '选择')!.click();
    const dialog = await dialogOf(host);
    const name = await waitFor(() => dialog.querySelector<HTMLElement>('[role="treeitem"] .fui-TreeItemLayout__main'), 5000, 'departments');
    name.click();
    await waitFor(() => dialog.querySelector('[role="treeitem"][aria-selected="true"], [role="treeitem"][aria-checked="true"]'), 3000, 'chosen');
    // Contrast is judged on the drawn colours: a dialog still fading in reads as too pale.
    await Promise.all(host.shadowRoot!.getAnimations().map((animation) => animation.finished));
    expect(await accessibilityViolations(host)).to.deep.equal([]);
  });

  it('<hotline-order-queue> with its tabs, search and rows', async () => {
    await signInAs('dispatcher');
    const host = mount<HTMLElement>('<hotline-order-queue queue="unassign"></hotline-order-queue>');
    await settled(host);
    expect(await accessibilityViolations(host)).to.deep.equal([]);
  });

  it('<hotline-order-list> with the full search and rows', async () => {
    await signInAs('supervisor');
    const host = mount<HTMLElement>('<hotline-order-list></hotline-order-list>');
    await settled(host);
    expect(await accessibilityViolations(host)).to.deep.equal([]);
  });

  it('<hotline-order-detail> with its actions, and the modify dialog open', async () => {
    const id = await newOrderIn('unassign');
    await signInAs('dispatcher');
    const host = mount<HTMLElement>(`<hotline-order-detail workflow-id="${id}"></hotline-order-detail>`);
    const modify = await waitFor(() => host.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="modify"]'), 8000, 'actions');
    expect(await accessibilityViolations(host)).to.deep.equal([]);
    modify.click();
    await dialogOf(host);
    expect(await accessibilityViolations(host)).to.deep.equal([]);
  });

  it('the 漏单 page with its rows, and its 处理 dialog open', async () => {
    await signInAs('agent01');
    const host = mount<HTMLElement>(`<${missTag}></${missTag}>`);
    await settled(host);
    expect(await accessibilityViolations(host)).to.deep.equal([]);
    host.shadowRoot!.querySelector<HTMLButtonElement>('[data-handle]')!.click();
    await dialogOf(host);
    expect(await accessibilityViolations(host)).to.deep.equal([]);
  });
});
