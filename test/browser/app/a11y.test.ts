// axe-core on the signed-in console as an agent sees it: the shell (sidebar, top bar with the softphone, tabs) around
// the dashboard, 受理登记, a queue, 工单查询 and 个人中心. No serious or critical violation is allowed, except the
// spec's own white-on-#1677ff sidebar (its colour contrast is the spec's choice, and the only rule left out).
import axe from 'axe-core';
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { stopSoftphone } from '../../../src/elements/softphone/softphone.store.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { testApiBase, waitFor } from '../support/dom.ts';

/** Serious and critical violations in the console, as `rule: node, node…` lines (the sidebar's colour contrast left out). */
async function seriousViolations(root: ShadowRoot): Promise<string[]> {
  const sidebar = root.querySelector('nav[aria-label="导航菜单"]');
  // The whole page, not only the shadow root: what the parts put into the host page's body counts too.
  const result = await axe.run(document, { resultTypes: ['violations'], elementRef: true, rules: { region: { enabled: false } } });
  const lines: string[] = [];
  for (const v of result.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const nodes = v.nodes.filter((n) => !(v.id === 'color-contrast' && sidebar && n.element && sidebar.contains(n.element)));
    if (!nodes.length) continue;
    lines.push(`${v.id} (${v.impact}): ${nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`).join(' | ')}`);
  }
  return lines;
}

/** The page shown, its content loaded and no search running for 600 ms, so colour transitions are over. */
async function showPage(root: ShadowRoot, hash: string, ready: string): Promise<void> {
  location.hash = hash;
  await waitFor(() => root.querySelector(`[data-page]:not([hidden]) ${ready}`), 10000, `${hash}: ${ready}`);
  // A list that refreshes (a pushed order, its count) disables 查询/重置 for a moment; axe must not see them fading back.
  const busy = () => root.querySelector('[data-page]:not([hidden]) :is([aria-busy="true"], form[role="search"] button[disabled])');
  let idleSince = 0;
  await waitFor(() => {
    if (busy()) idleSince = 0;
    else if (!idleSince) idleSince = Date.now();
    return idleSince > 0 && Date.now() - idleSince >= 600;
  }, 15000, `${hash}: idle`);
}

describe('<hotline-app> signed in: accessibility (axe-core)', function () {
  this.timeout(60_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  afterEach(() => {
    document.body.replaceChildren();
    stopSoftphone();
  });

  it('has no serious or critical violations on the dashboard, 受理登记, a queue, 工单查询 and 个人中心', async () => {
    const root = await signedInConsole('agent01');
    await waitFor(() => root.querySelector('[data-connection="connected"]'), 8000, 'softphone connected');
    await waitFor(() => root.querySelectorAll('iframe[data-client-frame]').length > 0, 5000, 'client frames');
    const pages: Array<[string, string]> = [
      ['#/dashboard', '*'],
      ['#/gong-dan/dengji', 'form'],
      ['#/gong-dan/unaccept', '[role="row"][data-row-key]'],
      ['#/gong-dan/list/index', '[role="row"][data-row-key]'],
      ['#/person-center/perCenter', 'form[aria-label="修改密码"]'],
    ];
    const found: string[] = [];
    for (const [hash, ready] of pages) {
      await showPage(root, hash, ready);
      for (const line of await seriousViolations(root)) found.push(`${hash} ${line}`);
    }
    expect(found).to.deep.equal([]);
    // Fluent's focus bumpers (aria-hidden, yet tabbable) are not put into the host page's body.
    expect(document.querySelectorAll('body > [data-tabster-dummy]').length).to.equal(0);
  });

  it('tab bar: only tabs in the tab list; keyboards close a tab with Delete, the mouse with its ×', async () => {
    const root = await signedInConsole('agent01');
    for (const path of ['/gong-dan/list/index', '/person-center/perCenter', '/gong-dan/unaccept']) {
      location.hash = `#${path}`;
      await waitFor(() => root.querySelector(`[data-tab="${path}"] [aria-selected="true"]`), 5000, path);
    }
    const tabList = root.querySelector('[role="tablist"]')!;
    expect([...tabList.querySelectorAll('button, [tabindex]')].map((el) => el.getAttribute('role'))).to.deep.equal(['tab', 'tab', 'tab', 'tab']);
    const tabPaths = () => [...root.querySelectorAll<HTMLElement>('[data-tab]')].map((t) => t.dataset.tab);

    // Delete on the focused (active) tab closes it; focus goes to the tab now shown.
    const unaccept = root.querySelector<HTMLElement>('[data-tab="/gong-dan/unaccept"] [role="tab"]')!;
    expect(unaccept.getAttribute('aria-keyshortcuts')).to.equal('Delete');
    unaccept.focus();
    unaccept.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true, cancelable: true }));
    await waitFor(() => !tabPaths().includes('/gong-dan/unaccept'), 3000, 'closed by Delete');
    await waitFor(() => root.activeElement?.closest('[data-tab]')?.getAttribute('data-tab') === '/person-center/perCenter', 3000, 'focus on the tab now shown');
    expect(location.hash).to.equal('#/person-center/perCenter');

    // ←/→ move between tabs; Delete on the home tab does nothing.
    const home = root.querySelector<HTMLElement>('[data-tab="/dashboard"] [role="tab"]')!;
    home.focus();
    home.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true, cancelable: true }));
    home.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    await waitFor(() => root.activeElement?.closest('[data-tab]')?.getAttribute('data-tab') === '/gong-dan/list/index', 3000, 'next tab focused');
    expect(tabPaths()[0]).to.equal('/dashboard');

    // The × is for the mouse: hidden from assistive technology, out of the tab order, and it closes its tab.
    const close = root.querySelector<HTMLElement>('[data-tab="/gong-dan/list/index"] [data-tab-close]')!;
    expect(close.getAttribute('aria-hidden')).to.equal('true');
    expect(close.tabIndex).to.equal(-1);
    close.click();
    await waitFor(() => !tabPaths().includes('/gong-dan/list/index'), 3000, 'closed by ×');
  });
});
