// A user whose password an administrator chose (新增用户 without one: a one-time password) signs in to the console: only
// the change-password page shows, whatever the address, until a new password is set; then the console opens the page
// first asked for. A session restored on reload learns it from the server's 403. Against the real reference server.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { session } from '../../../src/shared/session/index.ts';
import { freshConsolePage } from '../support/console.ts';
import { mount, testApiBase, typeInto, waitFor } from '../support/dom.ts';

async function api<T>(path: string, body: unknown, token?: string): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${testApiBase()}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  return res.json() as Promise<{ code: number; msg: string; data: T }>;
}

/** A new agent added by the admin without a password: the server answers its one-time password. */
async function newAgent(username: string): Promise<string> {
  const admin = (await api<{ token: string }>('/api/login', { username: 'admin', password: 'Hotline@2026' })).data.token;
  const added = await api<{ oneTimePassword: string }>('/api/sys/user', {
    username, realName: '赵新人', jobNumber: username.toUpperCase(), gender: 2, deptId: 21, roleIdList: [10], status: 1,
  }, admin);
  expect(added.code, added.msg).to.equal(0);
  return added.data.oneTimePassword;
}

function mountConsole(): ShadowRoot {
  return mount<HTMLElement>(`<hotline-app routing="hash" style="display:block;width:1280px;height:800px"></hotline-app>`).shadowRoot!;
}

const changeForm = (root: ShadowRoot) => root.querySelector<HTMLFormElement>('section[aria-label="请修改初始密码"] form[aria-label="修改密码"]');

function fill(form: HTMLFormElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) typeInto(form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!, value);
  form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
}

describe('first sign-in with a password someone else chose', function () {
  this.timeout(60_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('shows only the change-password page, whatever the address, until a new password is set; then the console', async () => {
    const oneTime = await newAgent('agent07');
    location.hash = '#/person-center/perCenter';
    const root = mountConsole();
    const login = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="登录"]'), 8000, 'login form');
    fill(login, { username: 'agent07', password: oneTime });

    const form = await waitFor(() => changeForm(root), 10000, 'change-password page');
    expect(session.mustChangePassword).to.equal(true);
    expect(root.querySelector('[role="tablist"]'), 'no console layout').to.equal(null);
    // Another address shows the same page: the guard honours the state before any route.
    location.hash = '#/home';
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changeForm(root)).to.not.equal(null);
    expect(root.querySelector('[role="tablist"]')).to.equal(null);

    // The policy is said before the round trip, in the server's words.
    fill(form, { password: oneTime, newPassword: 'weakpass', confirmPassword: 'weakpass' });
    await waitFor(() => form.textContent!.includes('密码须至少包含小写字母、大写字母、数字、特殊符号中的三种'), 3000, 'policy message');
    expect(session.mustChangePassword).to.equal(true);

    await new Promise((resolve) => setTimeout(resolve, 1100)); // the form submits at most once a second (spec §9)
    fill(form, { password: oneTime, newPassword: 'Mine#2026ok', confirmPassword: 'Mine#2026ok' });
    await waitFor(() => root.querySelector('[role="tablist"]'), 15000, 'console layout after the change');
    expect(session.mustChangePassword).to.equal(false);
    expect((await api<{ mustChangePassword: boolean }>('/api/login', { username: 'agent07', password: 'Mine#2026ok' })).data.mustChangePassword).to.equal(false);
  });

  it('a session restored on reload learns from the server refusal (403) and shows the change page', async () => {
    const oneTime = await newAgent('agent08');
    const signedIn = await api<{ token: string; userId: number }>('/api/login', { username: 'agent08', password: oneTime });
    // As after a reload: the token and user id in sessionStorage, nothing else known.
    sessionStorage.setItem('token', signedIn.data.token);
    sessionStorage.setItem('userId', String(signedIn.data.userId));
    session.token = signedIn.data.token;
    session.userId = String(signedIn.data.userId);
    location.hash = '#/home';
    const root = mountConsole();
    await waitFor(() => changeForm(root), 10000, 'change-password page');
    expect(root.querySelector('[role="tablist"]')).to.equal(null);

    // 退出登录 leaves for the sign-in form.
    const signOut = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === '退出登录')!;
    signOut.click();
    await waitFor(() => root.querySelector('form[aria-label="登录"]'), 8000, 'login form after sign-out');
    expect(session.token).to.equal(null);
  });
});
