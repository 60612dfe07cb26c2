import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { resetTabs } from '../../../src/app/stores/tabs.store.ts';
import { setEndpoints } from '../../../src/shared/config.ts';
import { endSession, session } from '../../../src/shared/session/index.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { buttonByText, mount, testApiBase, textsIn, typeInto, waitFor } from '../support/dom.ts';

const PASSWORD = 'Hotline@2026';

function mountConsole(width = 1280): HTMLElement {
  const host = mount<HTMLElement>(`<hotline-app routing="hash"></hotline-app>`);
  host.style.cssText = `display:block;width:${width}px;height:800px`;
  return host;
}

function root(host: HTMLElement): ShadowRoot {
  return host.shadowRoot!;
}

async function signIn(host: HTMLElement, username: string, password = PASSWORD): Promise<void> {
  const form = await waitFor(() => root(host).querySelector<HTMLFormElement>('form[aria-label="登录"]'), 8000, 'login form');
  typeInto(form.querySelector<HTMLInputElement>('input[name="username"]')!, username);
  typeInto(form.querySelector<HTMLInputElement>('input[name="password"]')!, password);
  form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
}

async function signedInConsole(username = 'agent01', width = 1280): Promise<HTMLElement> {
  const host = mountConsole(width);
  await signIn(host, username);
  await waitFor(() => root(host).querySelector('[role="tablist"]'), 10000, 'console layout');
  return host;
}

function tabTitles(host: HTMLElement): string[] {
  return textsIn(root(host), '[role="tablist"][aria-label="已打开的页面"] [role="tab"]');
}

describe('<hotline-app> against the reference server', () => {
  beforeEach(() => {
    document.body.replaceChildren();
    endSession('logout');
    sessionStorage.clear();
    resetTabs();
    history.replaceState(null, '', location.pathname + location.search.replace(/[?&]redirect=[^&]*/, ''));
    location.hash = '';
    setEndpoints({ apiBase: testApiBase() });
  });

  afterEach(() => document.body.replaceChildren());

  it('guard: without a token any path goes to /login, and after sign-in to the page first asked for', async () => {
    location.hash = '#/person-center/perCenter';
    const host = mountConsole();
    await waitFor(() => location.hash.startsWith('#/login'), 5000, 'redirect to login');
    await signIn(host, 'agent01');
    await waitFor(() => location.hash === '#/person-center/perCenter', 10000, 'back to the asked page');
    await waitFor(() => root(host).querySelector('[data-tab="/person-center/perCenter"] [aria-selected="true"]'), 5000, 'tab of the page');
    expect(session.token).to.be.a('string');
    expect(sessionStorage.getItem('token')).to.equal(session.token);
    expect(JSON.parse(localStorage.getItem('permission') ?? '[]')).to.include('gongdan:order:commit');
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    const host = mountConsole();
    await signIn(host, 'agent02', 'wrong-password');
    const alert = await waitFor(() => root(host).querySelector('[role="alert"]'), 5000, 'error message');
    expect(alert.textContent).to.contain('用户名或密码错误');
    expect(root(host).querySelector<HTMLInputElement>('input[name="username"]')!.value).to.equal('agent02');
    expect(session.token).to.equal(null);
  });

  it('builds the sidebar from the user’s menu and opens pages as tabs; the home tab stays', async () => {
    const host = await signedInConsole('agent01');
    const nav = root(host).querySelector('nav[aria-label="导航菜单"]')!;
    await waitFor(() => nav.textContent?.includes('工单管理'), 5000, 'menu groups');
    expect(nav.textContent).to.not.contain('系统管理'); // admin only
    expect(nav.textContent).to.not.contain('受理登记'); // isShow 1
    location.hash = '#/gong-dan/list/index';
    await waitFor(() => tabTitles(host).includes('工单查询'), 5000);
    location.hash = '#/gong-dan/untodo';
    await waitFor(() => tabTitles(host).includes('待办工单'), 5000);
    expect(tabTitles(host)[0]).to.equal('首页');
    const untodo = root(host).querySelector<HTMLElement>('[data-page="/gong-dan/untodo"]')!;
    await waitFor(() => untodo.querySelector('[role="grid"]'), 15000, 'the queue page with its list'); // the run's first queue query, on a cold server
    expect(root(host).querySelector<HTMLElement>('[data-page="/gong-dan/list/index"]')!.hidden, 'inactive cached page stays mounted, hidden').to.equal(true);
  });

  it('right-click on a tab offers the six actions; 关闭其他 keeps home and that tab', async () => {
    const host = await signedInConsole('agent01');
    for (const path of ['/gong-dan/list/index', '/person-center/perCenter', '/gong-dan/untodo']) {
      location.hash = `#${path}`;
      await waitFor(() => root(host).querySelector(`[data-tab="${path}"]`), 5000, path);
    }
    const tab = root(host).querySelector<HTMLElement>('[data-tab="/person-center/perCenter"]')!;
    tab.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 200, clientY: 120 }));
    const menu = await waitFor(() => root(host).querySelector('[role="menu"]'), 3000, 'context menu');
    expect(textsIn(menu, '[role="menuitem"]')).to.deep.equal(['刷新', '关闭当前', '关闭其他', '关闭左侧', '关闭右侧', '全部关闭']);
    ([...menu.querySelectorAll('[role="menuitem"]')] as HTMLElement[]).find((m) => m.textContent === '关闭其他')!.click();
    const tabPaths = () => [...root(host).querySelectorAll<HTMLElement>('[data-tab]')].map((t) => t.dataset.tab);
    await waitFor(() => tabPaths().join() === '/dashboard,/person-center/perCenter', 3000, 'others closed');
    expect(location.hash).to.equal('#/person-center/perCenter');
  });

  it('sends an unknown path to /404 with the not-found text', async () => {
    const host = await signedInConsole('agent01');
    location.hash = '#/no/such/page';
    await waitFor(() => location.hash === '#/404', 5000, '404 redirect');
    await waitFor(() => root(host).textContent?.includes('抱歉！您访问的页面失联啦...'), 5000, 'not-found text');
  });

  it('switches to the mobile layout below 992 px of width, with the menu in a drawer', async () => {
    const host = await signedInConsole('agent01', 1000);
    const shell = () => root(host).querySelector<HTMLElement>('[data-layout]')!;
    expect(shell().dataset.layout).to.equal('desktop');
    host.style.width = '991px';
    await waitFor(() => shell().dataset.layout === 'mobile', 3000, 'mobile layout');
    expect(root(host).querySelector('nav[aria-label="导航菜单"]'), 'sidebar hidden in a closed drawer').to.equal(null);
    root(host).querySelector<HTMLButtonElement>('button[aria-label="展开/收起菜单"]')!.click();
    await waitFor(() => root(host).querySelector('nav[aria-label="导航菜单"]'), 3000, 'drawer menu');
    host.style.width = '992px';
    await waitFor(() => shell().dataset.layout === 'desktop', 3000, 'desktop again');
  });

  it('password form: required fields, mismatch, and the server’s refusal', async () => {
    const host = await signedInConsole('agent01');
    location.hash = '#/person-center/perCenter';
    const form = await waitFor(() => root(host).querySelector<HTMLFormElement>('form[aria-label="修改密码"]'), 5000, 'password form');
    const submit = () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    submit();
    await waitFor(() => textsIn(form, '[role="alert"], .fui-Field__validationMessage').filter((t) => t === '必填项不能为空').length === 3, 3000, '3 required');
    const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    typeInto(field('password'), PASSWORD);
    typeInto(field('newPassword'), 'Newpass@2026');
    typeInto(field('confirmPassword'), 'Newpass@2027');
    await new Promise((resolve) => setTimeout(resolve, 1050)); // the submit throttle is 1 s
    submit();
    await waitFor(() => form.textContent?.includes('确认密码与新密码输入不一致'), 3000, 'mismatch');
    typeInto(field('password'), 'not-my-password');
    typeInto(field('confirmPassword'), 'Newpass@2026');
    await new Promise((resolve) => setTimeout(resolve, 1050));
    submit();
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent?.includes('当前密码不正确'), 5000, 'server message');
    expect(field('newPassword').value, 'typed values kept').to.equal('Newpass@2026');
  });

  it('logs out from the user menu back to /login with the session cleared', async () => {
    const host = await signedInConsole('agent01');
    root(host).querySelector<HTMLButtonElement>('button[data-user-menu]')!.click();
    const menu = await waitFor(() => root(host).querySelector('[role="menu"]'), 3000, 'user menu');
    expect(textsIn(menu, '[role="menuitem"]')).to.deep.equal(['首页', '个人中心', '修改密码', '退出登录']);
    ([...menu.querySelectorAll('[role="menuitem"]')] as HTMLElement[]).find((m) => m.textContent === '退出登录')!.click();
    await waitFor(() => location.hash.startsWith('#/login'), 5000, 'login again');
    expect(session.token).to.equal(null);
    expect(sessionStorage.getItem('token')).to.equal(null);
    await waitFor(() => root(host).querySelector('form[aria-label="登录"]'), 5000);
  });

  it('goes to /login when the server answers 401', async () => {
    await signedInConsole('agent01');
    // The session ends on the server (another login elsewhere, an expiry): the next call answers 401. The console's
    // push stream reconnects with the token it now holds, and any page call would do the same.
    sessionStorage.setItem('token', 'expired');
    session.token = 'expired';
    location.hash = '#/person-center/perCenter';
    await waitFor(() => location.hash.startsWith('#/login'), 5000, 'login after 401');
    expect(session.token).to.equal(null);
  });

  it('has no accessibility violations on the login page', async () => {
    const host = mountConsole();
    await waitFor(() => root(host).querySelector('form[aria-label="登录"]'), 5000);
    expect(await accessibilityViolations(root(host).firstElementChild!)).to.deep.equal([]);
    expect(buttonByText(root(host), '登录')).to.not.equal(null);
  });
});
