// 在线用户 in the console against the real server: the admin sees another user's session (browser, system, no token),
// 强退 asks first and removes it; its own session is marked and cannot be forced; the forced-out console returns to the
// sign-in form at once, without a reload, saying why.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { push } from '../../../src/shared/push/push.store.ts';
import { session } from '../../../src/shared/session/session.store.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, rowActionByLabel, settled, testApiBase, waitFor } from '../support/dom.ts';

const FORCED_OUT = '您已被管理员强制退出，请重新登录';

async function post<T>(path: string, token: string | null, body: unknown): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers['x-auth-token'] = token;
  const res = await fetch(testApiBase() + path, { method: 'POST', headers, body: JSON.stringify(body) });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}
const signIn = (username: string) => post<{ token: string }>('/api/login', null, { username, password: 'Hotline@2026' }).then((r) => r.token);

describe('在线用户 page', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
    freshConsolePage();
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => freshConsolePage());

  it('lists sessions without tokens, marks the own one, and 强退 asks first then removes the session', async () => {
    const agentToken = await signIn('dispatcher');
    const root = await signedInConsole('admin');
    location.hash = '#/system/online';
    const page = await waitFor(() => {
      const p = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-online-page]');
      return p?.querySelector('button[aria-label="强退 dispatcher"]') ? p : null;
    }, 15000, 'online list');
    expect(page.textContent).to.contain('浏览器').and.to.contain('操作系统').and.to.contain('当前会话').and.to.contain('Chrome');
    expect(page.textContent).to.not.contain(agentToken);
    expect(page.querySelector<HTMLButtonElement>('button[aria-label="强退 admin"]')!.disabled, 'own session cannot be forced').to.equal(true);
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    (await rowActionByLabel(root, page, '强退 dispatcher')).click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]'), 3000, 'confirm');
    expect(dialog.textContent).to.contain('确定强退');
    buttonByText(dialog, '取消')!.click();
    await waitFor(() => !root.querySelector('[role="dialog"], [role="alertdialog"]'), 3000, 'cancelled');
    expect((await fetch(`${testApiBase()}/api/sys/user/info`, { method: 'POST', headers: { 'x-auth-token': agentToken } })).status).to.equal(200);

    (await rowActionByLabel(root, page, '强退 dispatcher')).click();
    buttonByText(await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]'), 3000, 'confirm'), '确认')!.click();
    await waitFor(() => !page.querySelector('button[aria-label="强退 dispatcher"]'), 5000, 'row gone');
    const after = await fetch(`${testApiBase()}/api/sys/user/info`, { method: 'POST', headers: { 'x-auth-token': agentToken } });
    expect(after.status).to.equal(401);
    expect(((await after.json()) as { msg: string }).msg).to.equal(FORCED_OUT);
  });

  it('the forced-out console returns to sign-in at once, without a reload, and says why', async () => {
    const root = await signedInConsole('agent01');
    await waitFor(() => push.live, 5000, 'push channel live');
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
    const admin = await signIn('admin');
    const sessions = await post<{ records: Array<{ id: string; username: string; current: boolean }> }>('/api/sys/online/page', admin, { username: 'agent01', size: 50 });
    for (const s of sessions.records.filter((r) => r.username === 'agent01')) await post('/api/sys/online/forceLogout', admin, { id: s.id });
    await waitFor(() => session.token === null, 2000, 'signed out');
    const form = await waitFor(() => root.querySelector('form[aria-label="登录"]'), 3000, 'login form');
    await waitFor(() => form.textContent?.includes(FORCED_OUT), 2000, 'the reason');
    expect((window as unknown as { notReloaded?: boolean }).notReloaded).to.equal(true);
  });
});
