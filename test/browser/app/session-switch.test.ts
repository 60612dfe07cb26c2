// The next user at the same page never sees the last user's data: rows, filters and details are session-scoped.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { session } from '../../../src/shared/session/index.ts';
import { pageStates } from '../../../src/shared/ui/pageState.ts';
import { buttonByText, mount, testApiBase, typeInto, waitFor } from '../support/dom.ts';
import { tokenOf } from '../notices/support.ts';
import { freshConsolePage } from '../support/console.ts';

async function untodoIds(username: string): Promise<string[]> {
  const res = await fetch(`${testApiBase()}/aop/workflow/list/untodo`, {
    method: 'POST', headers: { 'x-auth-token': await tokenOf(username), 'content-type': 'application/json' }, body: JSON.stringify({ size: 50 }),
  });
  return ((await res.json()) as { data: { records: Array<{ workflowId: string }> } }).data.records.map((r) => r.workflowId);
}

async function signIn(root: ShadowRoot, username: string): Promise<void> {
  const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="登录"]'), 8000, 'login form');
  typeInto(form.querySelector<HTMLInputElement>('input[name="username"]')!, username);
  typeInto(form.querySelector<HTMLInputElement>('input[name="password"]')!, 'Hotline@2026');
  form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await waitFor(() => root.querySelector('[role="tablist"]'), 10000, 'console layout');
}

describe('a new user on the same page', () => {
  beforeEach(() => {
    freshConsolePage();
  });
  afterEach(() => document.body.replaceChildren());

  it('dept01 signs out, dept02 signs in: no dept01 row ever renders, and dept01’s search is gone', async () => {
    const dept01Only = await untodoIds('dept01');
    const dept02 = new Set(await untodoIds('dept02'));
    const foreign = dept01Only.filter((id) => !dept02.has(id));
    expect(foreign.length, 'the seed gives dept01 orders dept02 cannot see').to.be.greaterThan(0);

    const host = mount<HTMLElement>(`<hotline-app routing="hash" style="display:block;width:1280px;height:800px"></hotline-app>`);
    const root = host.shadowRoot!;
    await signIn(root, 'dept01');
    location.hash = '#/gong-dan/untodo';
    await waitFor(() => foreign.some((id) => root.textContent?.includes(id)), 10000, 'dept01’s queue rows');
    // dept01 searches: the conditions are kept per page (through a reload), so they must go with the session.
    const keyword = () => root.querySelector<HTMLInputElement>('[data-page="/gong-dan/untodo"] input[name="keyword"]');
    typeInto(await waitFor(keyword, 4000, 'search form'), '咨询');
    buttonByText(root.querySelector('[data-page="/gong-dan/untodo"]')!, '查询')!.click();
    await waitFor(() => Object.keys(pageStates).length > 0, 4000, 'search kept in page state');

    // From the moment dept01's session ends, every change of the page is checked for a dept01 order.
    const leaks: string[] = [];
    const dept01Token = session.token;
    const check = () => {
      if (session.token === dept01Token) return; // still dept01's own page while the sign-out goes out
      const text = root.textContent ?? '';
      for (const id of foreign) if (text.includes(id)) leaks.push(id);
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    try {
      root.querySelector<HTMLButtonElement>('button[data-user-menu]')!.click();
      const menu = await waitFor(() => root.querySelector('[role="menu"]'), 3000, 'user menu');
      ([...menu.querySelectorAll('[role="menuitem"]')] as HTMLElement[]).find((m) => m.textContent === '退出登录')!.click();
      await waitFor(() => root.querySelector('form[aria-label="登录"]'), 8000, 'login form after sign-out');
      check();
      expect(JSON.stringify(pageStates), 'saved search filters are dropped with the session').to.equal('{}');
      await signIn(root, 'dept02');
      location.hash = '#/gong-dan/untodo';
      const mine = [...dept02];
      await waitFor(() => mine.length === 0 || mine.some((id) => root.textContent?.includes(id)), 10000, 'dept02’s queue rows');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(keyword()?.value, 'dept01’s search condition').to.equal('');
    } finally {
      observer.disconnect();
    }
    expect(leaks, 'dept01 orders rendered for dept02').to.deep.equal([]);
  });
});
