// Work-order links in <hotline-app>: a reminder with ?workflowId= opens the order's detail tab and selects it in its queue;
// the 漏单 menu page is built (not 功能建设中) and registers for a missed caller on a registration page.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { resetTabs, tabs } from '../../../src/app/stores/tabs.store.ts';
import type { MissOrder } from '../../../src/shared/api/workorder.types.ts';
import type { Page } from '../../../src/shared/api/types.ts';
import { clearPageState } from '../../../src/shared/ui/pageState.ts';
import { signedInConsole } from '../support/console.ts';
import { waitFor, waitForAsync } from '../support/dom.ts';
import { createReminder } from '../notices/support.ts';
import { api, newOrderIn, freshStart, orderAs, tokenOf } from './support.ts';

describe('<hotline-app> work-order links', () => {
  beforeEach(async () => {
    await freshStart();
    resetTabs();
    for (const path of ['/gong-dan/untodo', '/gong-dan/missOrder']) clearPageState(path);
    history.replaceState(null, '', location.pathname);
  });
  afterEach(() => {
    document.body.replaceChildren();
    history.replaceState(null, '', location.pathname);
  });

  it('a reminder opens its order in the detail tab; the queue selects it, and its tab returns to the queue', async () => {
    const workflowId = await newOrderIn('untodo');
    await createReminder('dept01', 0, 1, workflowId, `请办理工单 ${workflowId}`);
    const root = await signedInConsole('dept01');
    const bell = await waitFor(() => root.querySelector<HTMLButtonElement>('button[data-notice-bell]'), 8000, 'bell');
    bell.click();
    const item = await waitFor(() => [...root.querySelectorAll<HTMLButtonElement>('[data-reminder]')].find((b) => b.textContent!.includes(workflowId)), 5000, 'reminder');
    item.click();

    await waitFor(() => location.hash === `#/gong-dan/detail/${workflowId}`, 8000, 'detail tab address');
    const detail = await waitFor(() => root.querySelector(`[data-page="/gong-dan/detail/${workflowId}"]:not([hidden]) [data-workflow-id="${workflowId}"]`), 8000, 'the order');
    expect(detail).to.not.equal(null);
    const queueTab = tabs.list.find((t) => t.path === '/gong-dan/untodo')!;
    expect(queueTab, 'the queue has its tab').to.not.equal(undefined);
    expect(queueTab.fullPath, 'the queue tab keeps no order').to.not.contain('workflowId');
    await waitFor(() => root.querySelector(`[data-page="/gong-dan/untodo"] [data-row-key="${workflowId}"][aria-selected="true"]`), 8000, 'the row selected in the queue');

    // Back to the queue's tab: the queue shows, the order does not open again.
    root.querySelector<HTMLElement>('[role="tablist"][aria-label="已打开的页面"] [data-tab="/gong-dan/untodo"] button[role="tab"]')!.click();
    await waitFor(() => root.querySelector('[data-page="/gong-dan/untodo"]:not([hidden])'), 5000, 'queue shown');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(location.hash).to.equal('#/gong-dan/untodo');
    expect(new URLSearchParams(location.search).get('workflowId')).to.equal(null);
  });

  it('closing an order’s tab gives its work lock back', async () => {
    const workflowId = await newOrderIn('untodo');
    const root = await signedInConsole('dept01');
    const path = `/gong-dan/detail/${workflowId}`;
    location.hash = `#${path}`;
    await waitFor(() => root.querySelector(`[data-page="${path}"]:not([hidden]) [data-workflow-id="${workflowId}"]`), 8000, 'the order');
    await waitFor(() => tabs.list.find((t) => t.path === path)?.processid, 8000, 'the tab holds the lock');
    expect((await orderAs('dept01', workflowId)).lock.lockUserName, 'opened for work: locked').to.be.a('string');

    root.querySelector<HTMLElement>(`[role="tablist"][aria-label="已打开的页面"] [data-tab="${path}"] [data-tab-close]`)!.click();
    await waitFor(() => !tabs.list.some((t) => t.path === path), 3000, 'tab closed');
    await waitForAsync(async () => (await orderAs('dept01', workflowId)).lock.lockUserId === null, 8000, 'lock released on the server');
  });

  it('漏单管理 is a built page; 登记工单 opens a registration page with the caller’s number', async () => {
    const call = (await api<Page<MissOrder>>('/aip/missOrderWork/page', await tokenOf('agent01'), { state: 0, size: 1 })).records[0]!;
    const root = await signedInConsole('agent01');
    location.hash = '#/gong-dan/missOrder';
    const page = await waitFor(() => root.querySelector('[data-page="/gong-dan/missOrder"] [data-miss-orders]'), 8000, 'missed-call page');
    expect(root.querySelector('[data-page="/gong-dan/missOrder"] [data-empty="underConstruction"]')).to.equal(null);
    const register = await waitFor(() => page.querySelector<HTMLButtonElement>(`[data-register="${call.id}"]`), 8000, 'register button');
    register.click();
    await waitFor(() => /^#\/gong-dan\/dengji\/\d{17}$/.test(location.hash), 5000, 'registration page');
    expect(new URLSearchParams(location.search).get('telNo')).to.equal(call.phone);
    const phone = await waitFor(() => root.querySelector<HTMLInputElement>('[data-page^="/gong-dan/dengji/"]:not([hidden]) input[name="phone"]'), 8000, 'registration form');
    expect(phone.value).to.equal(call.phone);
  });
});
