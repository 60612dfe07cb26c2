// The 漏单 page against the reference server: the unhandled calls, search by phone and state, marking a call handled with the
// order registered for it, and registering for a caller the way the softphone does.
import { expect } from 'chai';
import { MissOrderPage } from '../../../src/elements/work-orders/index.ts';
import { likelyOrder, validateHandleResult } from '../../../src/elements/work-orders/miss/HandleMissDialog.tsx';
import type { MissOrder, WorkflowActionResult, WorkflowListItem } from '../../../src/shared/api/workorder.types.ts';
import type { Page } from '../../../src/shared/api/types.ts';
import { defineElement } from '../../../src/shared/element/defineElement.tsx';
import { clearPageState } from '../../../src/shared/ui/pageState.ts';
import { buttonByText, mount, typeInto, uniqueTag, waitFor } from '../support/dom.ts';
import { api, dialogOf, freshStart, says, signInAs, tokenOf } from './support.ts';

const tag = uniqueTag('miss-orders');
defineElement(tag, MissOrderPage, { requiresSession: true });

const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));
const rowsOf = (host: Element) => [...host.shadowRoot!.querySelectorAll<HTMLElement>('[role="row"][data-row-key]')];

async function mountMiss(): Promise<HTMLElement> {
  const host = mount<HTMLElement>(`<${tag}></${tag}>`);
  await waitFor(() => rowsOf(host).length > 0 || host.shadowRoot?.querySelector('[data-empty]'), 8000, 'missed calls');
  return host;
}

async function missedCalls(query: Record<string, unknown>): Promise<Page<MissOrder>> {
  return api<Page<MissOrder>>('/aip/missOrderWork/page', await tokenOf('agent01'), query);
}

async function search(host: HTMLElement, phone: string, state?: string): Promise<void> {
  typeInto(host.shadowRoot!.querySelector<HTMLInputElement>('input[name="phone"]')!, phone);
  if (state !== undefined) {
    const select = host.shadowRoot!.querySelector<HTMLSelectElement>('select[name="state"]')!;
    select.value = state;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  await pause();
  host.shadowRoot!.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]')!.click();
}

describe('漏单管理 (missed calls)', () => {
  beforeEach(async () => {
    await freshStart();
    clearPageState('standalone');
  });
  afterEach(() => document.body.replaceChildren());

  it('lists the unhandled calls first, newest first, with 序号 and paging; searches by phone and by state', async () => {
    await signInAs('agent01');
    const host = await mountMiss();
    const unhandled = await missedCalls({ state: 0, size: 200 });
    await says(host, `共 ${unhandled.total} 条`);
    expect(rowsOf(host)[0]!.textContent).to.contain(unhandled.records[0]!.phone);
    expect(rowsOf(host)[0]!.textContent).to.contain('未处理');

    // A wrong phone is refused before any request; the list stays.
    await search(host, '138abc');
    await says(host, '来电号码只能包含数字和“-”');
    expect(host.shadowRoot!.textContent).to.contain(`共 ${unhandled.total} 条`);

    const wanted = unhandled.records[3]!.phone;
    await search(host, wanted);
    await waitFor(() => rowsOf(host).length === 1, 5000, 'one call');
    expect(rowsOf(host)[0]!.textContent).to.contain(wanted);

    // 已处理 calls have no actions; 全部 shows both.
    await search(host, '', '1');
    const handled = await missedCalls({ state: 1 });
    await says(host, `共 ${handled.total} 条`);
    expect(host.shadowRoot!.querySelector('[data-handle]')).to.equal(null);
    expect(rowsOf(host)[0]!.textContent).to.contain(handled.records[0]!.handleResult!);
    await search(host, '', '');
    await waitFor(() => host.shadowRoot!.textContent!.includes(`共 ${unhandled.total + handled.total} 条`), 5000, 'all calls');

    await search(host, '13900000000');
    await says(host, '未找到与您搜索匹配的项目');
  });

  it('marks a call handled: the result is required, the caller’s new order is offered, and the server keeps both', async () => {
    const call = (await missedCalls({ state: 0, size: 1 })).records[0]!;
    // The agent called back and registered an order for the caller.
    const order = await api<WorkflowActionResult>('/aop/workflow/commit', await tokenOf('agent01'), {
      citizenName: '漏单回拨市民', phone: call.phone, channel: '1', appealType: '1', content: '回拨后登记：小区路灯不亮',
    });
    await signInAs('agent01');
    const host = await mountMiss();
    const before = (await missedCalls({ state: 0 })).total;
    await says(host, `共 ${before} 条`);
    host.shadowRoot!.querySelector<HTMLButtonElement>(`[data-handle="${call.id}"]`)!.click();
    const dialog = await dialogOf(host);
    expect(dialog.textContent).to.contain(call.phone);
    // The caller's order registered after the call is chosen already.
    await waitFor(() => dialog.querySelector<HTMLSelectElement>('select[name="workflowId"]')!.value === order.workflowId, 5000, 'related order');

    buttonByText(dialog, '确定')!.click();
    await says(host, '必填项不能为空');
    expect((await missedCalls({ phone: call.phone })).records[0]!.state).to.equal(0);

    const common = dialog.querySelector<HTMLSelectElement>('select[aria-label="常用处理结果"]')!;
    common.value = '已回拨，已登记工单';
    common.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => dialog.querySelector<HTMLTextAreaElement>('textarea[name="handleResult"]')!.value === '已回拨，已登记工单', 3000, 'result filled');
    await pause(1100); // the submit throttle (1 s)
    buttonByText(dialog, '确定')!.click();
    await waitFor(() => !host.shadowRoot!.querySelector('[role="dialog"]'), 5000, 'dialog closed');
    await says(host, '漏单已处理');
    await says(host, `共 ${before - 1} 条`);
    expect(host.shadowRoot!.querySelector(`[data-handle="${call.id}"]`), 'the call left the 未处理 list').to.equal(null);

    const saved = (await missedCalls({ phone: call.phone })).records[0]!;
    expect(saved).to.include({ state: 1, handleResult: '已回拨，已登记工单', workflowId: order.workflowId, handledByName: '王晓敏' });

    // Among the handled calls, its order opens from the row.
    await search(host, call.phone, '1');
    const link = await waitFor(() => [...host.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="row"][data-row-key] button')].find((b) => b.textContent === order.workflowId), 5000, 'order link');
    const opened = new Promise<CustomEvent>((resolve) => document.addEventListener('hotline-order-open', (e) => resolve(e as CustomEvent), { once: true }));
    link.click();
    expect((await opened).detail.workflowId).to.equal(order.workflowId);
  });

  it('登记工单 asks for a registration for the caller, as the softphone does (hotline-register-order)', async () => {
    await signInAs('agent01');
    const host = await mountMiss();
    const call = (await missedCalls({ state: 0, size: 1 })).records[0]!;
    const asked = new Promise<CustomEvent>((resolve) => document.addEventListener('hotline-register-order', (e) => resolve(e as CustomEvent), { once: true }));
    host.shadowRoot!.querySelector<HTMLButtonElement>(`[data-register="${call.id}"]`)!.click();
    expect((await asked).detail).to.deep.equal({ telNo: call.phone, callId: call.callId, numberFlag: '' });
  });

  it('says 暂无权限 from the server to a department user, without a list', async () => {
    await signInAs('dept01');
    const host = mount<HTMLElement>(`<${tag}></${tag}>`);
    const alert = await waitFor(() => host.shadowRoot!.querySelector('[role="alert"]'), 8000, 'refusal');
    expect(alert.textContent).to.contain('暂无权限');
    expect(rowsOf(host).length).to.equal(0);
    expect(host.shadowRoot!.querySelector('[data-empty]')).to.equal(null);
  });

  it('rules: a result is required and at most 500 characters; the likely order is the newest made after the call', () => {
    expect(validateHandleResult('  ')).to.equal('必填项不能为空');
    expect(validateHandleResult('x'.repeat(501))).to.equal('处理结果不能超过 500 个字');
    expect(validateHandleResult('已回拨')).to.equal(null);
    const orders = [
      { workflowId: 'A', createTime: '2026-01-02 09:00:00' },
      { workflowId: 'B', createTime: '2026-01-02 11:00:00' },
      { workflowId: 'C', createTime: '2026-01-01 08:00:00' },
    ] as WorkflowListItem[];
    expect(likelyOrder(orders, '2026-01-02 08:30:00')).to.equal('B');
    expect(likelyOrder(orders, '2026-01-03 08:30:00')).to.equal('');
  });
});
