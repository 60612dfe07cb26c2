// 系统日志 in the signed-in console against the real server: the operation log (search, detail with masked parameters)
// and the login log (statuses, search, the paused account and until when, unlocking it so it signs in at once); axe on tabs and dialogs.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, chooseOption, settled, testApiBase, typeInto, waitFor, dialogSaying } from '../support/dom.ts';

const rowsOf = (panel: Element) => panel.querySelectorAll('[role="row"][data-row-key]');

async function post(path: string, body: unknown, token?: string): Promise<{ code: number; msg: string; data: { token?: string } | null }> {
  const r = await fetch(testApiBase() + path, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  return r.json() as Promise<{ code: number; msg: string; data: { token?: string } | null }>;
}

async function search(panel: HTMLElement, values: Record<string, string>): Promise<void> {
  const form = panel.querySelector<HTMLFormElement>('form[role="search"]')!;
  for (const [name, value] of Object.entries(values)) {
    const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
    if (field instanceof HTMLSelectElement) await chooseOption(field, value);
    else typeInto(field, value);
  }
  form.requestSubmit();
}

describe('系统日志 page', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  // Leave the seeded city as found: the next file signs in as accounts this one locked.
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('searches the operation log and shows a detail whose parameters are masked', async () => {
    const admin = (await post('/api/login', { username: 'admin', password: 'Hotline@2026' })).data!.token!;
    const newUser = { username: 'logged01', realName: '日志', jobNumber: 'L01', gender: 2, deptId: 21, roleIdList: [10], status: 1, password: 'Secret@2026zz' };
    expect((await post('/api/sys/user', newUser, admin)).code).to.equal(0);
    expect((await post('/api/sys/post/save', { postCode: 'agent', postName: '重复的岗位', sort: 1, status: 1 }, admin)).code).to.not.equal(0);

    const root = await signedInConsole('admin');
    location.hash = '#/system/log';
    const panel = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-operation-log]');
      return found && rowsOf(found).length === 2 ? found : null;
    }, 15000, 'operation log');
    expect(panel.textContent).to.contain('共 2 条').and.to.contain('用户管理').and.to.contain('岗位管理').and.to.contain('失败');
    await settled();
    expect(await accessibilityViolations(root.querySelector('[data-logs-page]')!)).to.deep.equal([]);

    // The module choice lists the modules found in the log; failed ones only.
    await waitFor(() => panel.querySelector('select[name="module"] option[value="岗位管理"]'), 5000, 'module options');
    await search(panel, { module: '岗位管理', status: '0' });
    await waitFor(() => rowsOf(panel).length === 1 && panel.textContent!.includes('共 1 条'), 5000, 'one failed post write');
    await search(panel, { module: '', status: '', username: 'nobody' });
    await waitFor(() => rowsOf(panel).length === 0 && panel.textContent!.includes('共 0 条'), 5000, 'no match');
    buttonByText(panel, '重置')!.click();
    await waitFor(() => rowsOf(panel).length === 2, 5000, 'all again');

    // The detail: every field, the parameters pretty-printed, the password masked.
    const userRow = [...rowsOf(panel)].find((r) => r.textContent!.includes('用户管理'))!;
    userRow.querySelector<HTMLButtonElement>('button[aria-label^="查看日志"]')!.click();
    const detail = await waitFor(() => root.querySelector<HTMLElement>('[data-log-detail]'), 5000, 'detail');
    expect(detail.textContent).to.contain('/api/sys/user').and.to.contain('新增用户').and.to.contain('POST').and.to.contain('成功');
    const params = detail.querySelector('pre')!.textContent!;
    expect(params).to.contain('\n  ').and.to.contain('"password"').and.not.to.contain('Secret@2026zz');
    await settled();
    const detailDialog = detail.closest<HTMLElement>('[role="dialog"]')!;
    expect(await accessibilityViolations(detailDialog)).to.deep.equal([]);
    buttonByText(detailDialog, '关闭')!.click();
    await waitFor(() => !root.querySelector('[data-log-detail]'), 5000, 'detail closed');
  });

  it('shows login attempts with their status and which account is paused until when, and unlocks it: it then signs in at once', async () => {
    await post('/api/login', { username: 'agent02', password: 'wrong-pass' });
    // Nine more failures without waiting out the pauses between them: the next try waits 128 s, long enough to look at.
    await post('/__test/login-failures', { username: 'agent02', count: 9 });
    expect((await post('/api/login', { username: 'agent02', password: 'Hotline@2026' })).msg).to.equal('登录尝试过于频繁，请 3 分钟后再试');

    const root = await signedInConsole('admin');
    location.hash = '#/system/log';
    await waitFor(() => root.querySelector('[data-page]:not([hidden]) [data-operation-log]'), 15000, 'log page');
    const tab = [...root.querySelectorAll<HTMLButtonElement>('[data-logs-page] [role="tab"]')].find((b) => b.textContent!.includes('登录日志'))!;
    tab.click();
    const panel = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-login-log]');
      return found && rowsOf(found).length === 3 ? found : null;
    }, 10000, 'login log');
    expect(panel.textContent).to.contain('尝试过频').and.to.contain('用户名或密码错误').and.to.contain('登录成功').and.to.match(/已限制至 \d\d:\d\d:\d\d/);
    await settled();
    expect(await accessibilityViolations(root.querySelector('[data-logs-page]')!)).to.deep.equal([]);

    await search(panel, { status: '2' });
    await waitFor(() => rowsOf(panel).length === 1 && panel.textContent!.includes('共 1 条'), 5000, 'the locked attempt');

    // 解锁 asks first, then the account may sign in and the list no longer marks it.
    panel.querySelector<HTMLButtonElement>('button[aria-label="解锁账号 agent02"]')!.click();
    const dialog = await dialogSaying(root, '确定解锁账号“agent02”吗');
    await settled();
    expect(await accessibilityViolations(dialog)).to.deep.equal([]);
    buttonByText(dialog, '确认')!.click();
    await waitFor(() => root.textContent!.includes('账号 agent02 已解锁，可立即登录'), 5000, 'unlocked message');
    await waitFor(() => rowsOf(panel).length === 1 && !panel.textContent!.includes('已限制至'), 5000, 'no longer paused');
    expect((await post('/api/login', { username: 'agent02', password: 'Hotline@2026' })).code).to.equal(0);

    // Unlock by name: an empty name is refused before anything is sent.
    buttonByText(panel, '按用户名解锁')!.click();
    const byName = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]'), 5000, 'by name');
    buttonByText(byName, '确认')!.click();
    await waitFor(() => byName.textContent!.includes('必填项不能为空'), 3000, 'required');
    typeInto(byName.querySelector<HTMLInputElement>('input[name="unlockUsername"]')!, 'agent01');
    buttonByText(byName, '确认')!.click();
    await waitFor(() => root.textContent!.includes('账号 agent01 未被限制，无需解锁'), 5000, 'not locked');
  });
});
