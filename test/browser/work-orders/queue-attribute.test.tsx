// <hotline-order-queue>'s attributes as the manifest describes them: a queue that names no queue warns on the host
// page's console (as <hotline-app routing> does), and tab chooses only the first tab.
import { expect } from 'chai';
import '../../../src/elements/work-orders/order-queue.element.tsx';
import { clearPageState } from '../../../src/shared/ui/pageState.ts';
import { mount, waitFor } from '../support/dom.ts';
import { freshStart, signInAs } from './support.ts';

const selectedTab = (host: Element) => host.shadowRoot!.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-name');

describe('<hotline-order-queue> attributes', () => {
  let warnings: string[];
  const original = console.warn;

  beforeEach(async () => {
    await freshStart();
    clearPageState('standalone');
    warnings = [];
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
    };
  });
  afterEach(() => {
    console.warn = original;
    document.body.replaceChildren();
  });

  it('warns on the console when queue names no queue, and again for the next wrong value only', async () => {
    await signInAs('dispatcher');
    const host = mount<HTMLElement>('<hotline-order-queue queue="nope"></hotline-order-queue>');
    await waitFor(() => host.shadowRoot?.querySelector('[role="alert"]'), 8000, 'the wrong-queue message');
    await waitFor(() => warnings.length > 0, 2000, 'a console warning');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('[hotline-order-queue]').and.contain('“nope”').and.contain('untodo');

    // A right value shows the queue and warns nothing more.
    host.setAttribute('queue', 'unassign');
    await waitFor(() => host.shadowRoot!.querySelector('[role="tab"]'), 8000, 'the unassign tabs');
    expect(warnings).to.have.length(1);

    host.setAttribute('queue', 'unAssign');
    await waitFor(() => warnings.length === 2, 2000, 'a second warning');
    expect(warnings[1]).to.contain('“unAssign”');
  });

  it('warns nothing for a right queue', async () => {
    await signInAs('dept01');
    const host = mount<HTMLElement>('<hotline-order-queue queue="untodo"></hotline-order-queue>');
    await waitFor(() => host.shadowRoot?.querySelector('[role="tab"]'), 8000, 'tabs');
    expect(warnings.filter((w) => w.includes('hotline-order-queue'))).to.deep.equal([]);
  });

  it('takes tab as the first tab only: the user\'s choice stays when the element renders again', async () => {
    await signInAs('dept01');
    const host = mount<HTMLElement>('<hotline-order-queue queue="untodo" tab="level1Done"></hotline-order-queue>');
    await waitFor(() => selectedTab(host) === '一级已办', 8000, 'the named first tab');

    host.shadowRoot!.querySelector<HTMLElement>('[role="tab"][data-name="二级待办"]')!.click();
    await waitFor(() => selectedTab(host) === '二级待办', 5000, 'the tab the user chose');
    // Another attribute re-renders the element with tab still set: the user's choice is kept.
    host.setAttribute('workflow-id', 'YL-NOT-LISTED');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(selectedTab(host)).to.equal('二级待办');

    // A new value names a tab again.
    host.setAttribute('tab', 'level2Done');
    await waitFor(() => selectedTab(host) === '二级已办', 5000, 'the newly named tab');
  });
});
