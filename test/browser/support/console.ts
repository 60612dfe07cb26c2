// A <hotline-app> with hash routing, signed in through its own login form (the console tests' starting point).
import { resetTabs } from '../../../src/app/stores/tabs.store.ts';
import { setEndpoints } from '../../../src/shared/config.ts';
import { endSession } from '../../../src/shared/session/index.ts';
import { mount, testApiBase, typeInto, waitFor } from './dom.ts';

export async function signedInConsole(username: string, password = 'Hotline@2026'): Promise<ShadowRoot> {
  const host = mount<HTMLElement>(`<hotline-app routing="hash" style="display:block;width:1280px;height:800px"></hotline-app>`);
  const root = host.shadowRoot!;
  const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="登录"]'), 8000, 'login form');
  typeInto(form.querySelector<HTMLInputElement>('input[name="username"]')!, username);
  typeInto(form.querySelector<HTMLInputElement>('input[name="password"]')!, password);
  form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await waitFor(() => root.querySelector('[role="tablist"]'), 10000, 'console layout');
  return root;
}

/** A clean page for the next console test: no element, no session, no tabs, no route, the test server's endpoints. */
export function freshConsolePage(): void {
  document.body.replaceChildren();
  endSession('logout');
  sessionStorage.clear();
  resetTabs();
  history.replaceState(null, '', location.pathname);
  location.hash = '';
  setEndpoints({ apiBase: testApiBase() });
}
