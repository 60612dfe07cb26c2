// demo/pages/portal-work.js with the real elements: a reminder from the bell (or ?open= from the portal's home page) picks
// the queue and tab, selects the order's row and shows the order in the detail beside it.
import { expect } from 'chai';
import '../../../src/elements/notice-bell/notice-bell.element.tsx';
import '../../../src/elements/work-orders/order-detail.element.tsx';
import '../../../src/elements/work-orders/order-queue.element.tsx';
import { mount, waitFor } from '../support/dom.ts';
import { createReminder } from '../notices/support.ts';
import { newOrderIn, freshStart, signInAs } from './support.ts';

let runs = 0;

/** The work page's markup (ids the script uses) and its script, run afresh. */
async function portalWorkPage(): Promise<{ queue: HTMLElement; detail: HTMLElement; bell: HTMLElement }> {
  const page = mount<HTMLElement>(`<div>
    <select id="queue-choice"><option value="untodo">待办工单</option><option value="unassign">待派遣</option></select>
    <hotline-notice-bell></hotline-notice-bell>
    <hotline-order-queue id="queue" queue="unassign"></hotline-order-queue>
    <hotline-order-detail id="detail"></hotline-order-detail>
  </div>`);
  runs += 1;
  // Served by the test runner as the portal serves it; a new query runs the module again.
  const script = `/demo/pages/portal-work.js?run=${runs}`;
  await import(/* @vite-ignore */ script);
  return { queue: page.querySelector('#queue')!, detail: page.querySelector('#detail')!, bell: page.querySelector('hotline-notice-bell')! };
}

async function showsOrder(queue: HTMLElement, detail: HTMLElement, workflowId: string): Promise<void> {
  await waitFor(() => detail.shadowRoot?.querySelector(`[data-workflow-id="${workflowId}"]`), 8000, 'the order in the detail');
  expect(queue.getAttribute('queue')).to.equal('untodo');
  expect((document.getElementById('queue-choice') as HTMLSelectElement).value).to.equal('untodo');
  await waitFor(() => queue.shadowRoot?.querySelector(`[data-row-key="${workflowId}"][aria-selected="true"]`), 8000, 'the row selected');
}

describe('portal work page (portal-work.js)', () => {
  beforeEach(freshStart);
  afterEach(() => {
    document.body.replaceChildren();
    history.replaceState(null, '', location.pathname);
  });

  it('a reminder from the bell opens its queue and shows the order beside it', async () => {
    const workflowId = await newOrderIn('untodo');
    await createReminder('dept01', 0, 1, workflowId, `请办理工单 ${workflowId}`);
    await signInAs('dept01');
    const { queue, detail, bell } = await portalWorkPage();
    (await waitFor(() => bell.shadowRoot?.querySelector<HTMLButtonElement>('button[data-notice-bell]'), 8000, 'bell')).click();
    const item = await waitFor(() => [...bell.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-reminder]')].find((b) => b.textContent!.includes(workflowId)), 8000, 'reminder');
    item.click();
    await showsOrder(queue, detail, workflowId);
  });

  it('?open= (a reminder opened on the portal’s home page) does the same when the page loads', async () => {
    const workflowId = await newOrderIn('untodo');
    await signInAs('dept01');
    history.replaceState(null, '', `${location.pathname}?open=${encodeURIComponent(`/gong-dan/untodo?workflowId=${workflowId}`)}`);
    const { queue, detail } = await portalWorkPage();
    await showsOrder(queue, detail, workflowId);
  });
});
