// 用户管理 in the signed-in console against the real server: the list pages through the generated users, searches and
// filters by department; a user is created through the form after its checks and the server's refusal (typed values
// kept); the status switch asks first and disables; 重置密码 shows the server's one-time password once; axe on page and form.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, rowAction, rowWith, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

const rowsOf = (page: ParentNode) => [...page.querySelectorAll<HTMLElement>('[role="row"][data-row-key]')];
const usernames = (page: ParentNode) => rowsOf(page).map((r) => r.textContent!).map((text) => /(user\d{3}|[a-z]+\d*)/.exec(text)?.[1] ?? '');
const totalOf = (page: ParentNode) => Number(/共 (\d+) 条/.exec(page.textContent!)?.[1] ?? -1);

async function openUserPage(root: ShadowRoot): Promise<HTMLElement> {
  location.hash = '#/system/user';
  return waitFor(() => {
    const page = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-users-page]');
    return page && rowsOf(page).length > 0 ? page : null;
  }, 15000, 'user list');
}

async function api<T>(path: string, body: unknown, token = sessionStorage.getItem('token')!): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${testApiBase()}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(body),
  });
  return res.json() as Promise<{ code: number; msg: string; data: T }>;
}

type Listed = { records: Array<{ id: number; username: string; status: number; landlineNumber: string; roleIdList: number[]; deptName: string | null }>; total: number };

function treeItemNamed(root: ParentNode, name: string): HTMLElement | null {
  return [...root.querySelectorAll<HTMLElement>('[role="treeitem"]')]
    .find((item) => item.querySelector(':scope > .fui-TreeItemLayout .fui-TreeItemLayout__main')?.textContent?.trim() === name) ?? null;
}

function search(page: HTMLElement, fields: Record<string, string>): void {
  for (const [name, value] of Object.entries(fields)) typeInto(page.querySelector<HTMLInputElement>(`form[role="search"] input[name="${name}"]`)!, value);
  page.querySelector<HTMLFormElement>('form[role="search"]')!.requestSubmit();
}

describe('用户管理 page', function () {
  this.timeout(120_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  // Leave the seeded city as found: the next file signs in as accounts this one changed (disabled, re-imported).
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('pages through the users, searches, and filters by a department chosen in the tree', async () => {
    const root = await signedInConsole('admin');
    const page = await openUserPage(root);
    const all = (await api<Listed>('/api/sys/user/page', { size: 1 })).data;
    expect(all.total).to.be.greaterThan(70);
    await waitFor(() => totalOf(page) === all.total, 5000, 'total shown');
    expect(rowsOf(page)).to.have.length(10);
    const first = rowsOf(page).map((r) => r.dataset.rowKey);

    page.querySelector<HTMLButtonElement>('button[aria-label="下一页"]')!.click();
    await waitFor(() => rowsOf(page).length === 10 && rowsOf(page)[0]!.dataset.rowKey !== first[0], 5000, 'second page');
    expect(rowsOf(page).map((r) => r.dataset.rowKey)).to.not.include.members(first);

    search(page, { username: 'user06' });
    await waitFor(() => totalOf(page) === 5, 5000, 'five users found');
    expect(usernames(page)).to.have.members(['user060', 'user061', 'user062', 'user063', 'user064']);

    buttonByText(page, '重置')!.click();
    await waitFor(() => totalOf(page) === all.total, 5000, 'search reset');

    // The tree's keyword opens the branch; choosing 物业监管科 lists its one user.
    typeInto(page.querySelector<HTMLInputElement>('nav input[aria-label="搜索部门"]')!, '物业');
    const unit = await waitFor(() => treeItemNamed(page, '物业监管科'), 5000, 'unit in tree');
    unit.querySelector<HTMLElement>(':scope > .fui-TreeItemLayout')!.click();
    await waitFor(() => totalOf(page) === 1, 5000, 'unit filtered');
    expect(page.textContent).to.contain('dept02').and.to.contain('孙丽');

    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);
  });

  it('creates an agent with an extension through the form: checks first, the server refusal keeps the typing', async () => {
    const root = await signedInConsole('admin');
    const page = await openUserPage(root);
    buttonByText(page, '新增')!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="新增用户"]'), 5000, 'user form');

    buttonByText(form, '保存')!.click();
    await waitFor(() => form.textContent!.includes('必填项不能为空'), 3000, 'required message');

    const input = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    typeInto(input('realName'), '李晓华');
    typeInto(input('username'), 'agent03');
    typeInto(input('jobNumber'), '1003');
    typeInto(input('mobile'), '139123');
    typeInto(input('landlineNumber'), '8003');
    typeInto(input('password'), 'weakpass');
    buttonByText(form, '保存')!.click();
    await waitFor(() => form.textContent!.includes('请输入正确的手机号'), 3000, 'phone rule');
    typeInto(input('mobile'), '13912345678');

    // Department through the picker dialog.
    form.querySelector<HTMLButtonElement>('button[aria-label^="所属部门"]')!.click();
    const picker = await waitFor(() => root.querySelector('input[aria-label="输入关键字过滤"]')?.closest<HTMLElement>('[role="dialog"]'), 5000, 'dept picker');
    typeInto(picker.querySelector<HTMLInputElement>('input')!, '话务受理');
    const intake = await waitFor(() => treeItemNamed(picker, '话务受理科'), 5000, 'intake in picker');
    intake.querySelector<HTMLInputElement>(':scope > .fui-TreeItemLayout input[type="radio"]')!.click();
    buttonByText(picker, '确定')!.click();
    await waitFor(() => form.querySelector('button[aria-label="所属部门：话务受理科"]'), 3000, 'dept chosen');

    // Role 话务员 from the multi-select.
    const roles = [...form.querySelectorAll<HTMLButtonElement>('button[role="combobox"]')].find((b) => b.textContent!.includes('请选择角色'))!;
    roles.click();
    // A multi-select listbox is a menu of checkbox items.
    const option = await waitFor(() => [...root.getElementById(roles.getAttribute('aria-controls')!)?.querySelectorAll<HTMLElement>('[role="menuitemcheckbox"]') ?? []]
      .find((o) => o.textContent!.trim() === '话务员'), 5000, 'role option');
    option.click();
    await waitFor(() => roles.textContent!.includes('话务员'), 3000, 'role chosen');
    roles.click();

    // The password policy (the server's own rule, said by the form first): its message shows, and everything typed stays.
    buttonByText(form, '保存')!.click();
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent?.includes('密码'), 5000, 'policy refusal');
    expect(input('username').value).to.equal('agent03');
    expect(input('landlineNumber').value).to.equal('8003');

    await settled();
    expect(await accessibilityViolations(form)).to.deep.equal([]);

    typeInto(input('password'), 'Seat#2026go');
    buttonByText(form, '保存')!.click();
    await waitFor(() => !root.querySelector('form[aria-label="新增用户"]'), 8000, 'form closed');
    await waitFor(() => page.textContent!.includes('agent03'), 5000, 'new row');
    const saved = (await api<Listed>('/api/sys/user/page', { username: 'agent03' })).data.records[0]!;
    expect(saved.landlineNumber).to.equal('8003');
    expect(saved.deptName).to.equal('话务受理科');
    expect(saved.roleIdList).to.deep.equal([10]);
    // The agent signs in and the session carries the extension (the softphone shows for it).
    const login = await api<{ token: string }>('/api/login', { username: 'agent03', password: 'Seat#2026go' });
    expect(login.code).to.equal(0);
    expect((await api<{ landlineNumber: string }>('/api/sys/user/info', {}, login.data.token)).data.landlineNumber).to.equal('8003');
  });

  it('disables a user after confirmation (its session ends) and resets the password to a one-time password shown once', async () => {
    const root = await signedInConsole('admin');
    const page = await openUserPage(root);
    const agentToken = (await api<{ token: string }>('/api/login', { username: 'agent02', password: 'Hotline@2026' })).data.token;
    search(page, { username: 'agent02' });
    await waitFor(() => totalOf(page) === 1, 5000, 'agent02 found');

    const toggle = page.querySelector<HTMLInputElement>('input[role="switch"][aria-label="陈思远 的状态"]')!;
    expect(toggle.checked).to.equal(true);
    toggle.click();
    const question = await waitFor(() => [...root.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find((d) => d.textContent!.includes('确定停用用户“陈思远”吗')), 3000, 'confirmation');
    // Nothing changes before the admin confirms.
    expect((await api<Listed>('/api/sys/user/page', { username: 'agent02' })).data.records[0]!.status).to.equal(1);
    buttonByText(question, '确认')!.click();
    await waitFor(() => !page.querySelector<HTMLInputElement>('input[role="switch"][aria-label="陈思远 的状态"]')!.checked, 5000, 'switch off');
    expect((await api<Listed>('/api/sys/user/page', { username: 'agent02' })).data.records[0]!.status).to.equal(0);
    const stale = await fetch(`${testApiBase()}/api/sys/user/info`, { method: 'POST', headers: { 'x-auth-token': agentToken } });
    expect(stale.status).to.equal(401);

    (await rowAction(root, rowWith(page, '陈思远')!, '重置密码：陈思远')).click();
    const reset = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="重置密码：陈思远"]'), 5000, 'reset dialog');
    expect(reset.textContent).to.contain('确定重置吗');
    expect(reset.querySelector('input[type="password"]'), 'the administrator types no password').to.equal(null);
    buttonByText(reset, '确认')!.click();
    const shown = await waitFor(() => reset.querySelector<HTMLElement>('[data-testid="one-time-password"]'), 8000, 'one-time password');
    const oneTime = shown.textContent!;
    expect(oneTime).to.match(/^\S{12}$/);
    expect(reset.textContent).to.contain('只显示这一次');
    expect(reset.querySelector('button[aria-label="复制一次性密码"]')).to.not.equal(null);
    await settled();
    expect(await accessibilityViolations(reset)).to.deep.equal([]);
    buttonByText(reset, '关闭')!.click();
    await waitFor(() => !root.querySelector('form[aria-label="重置密码：陈思远"]'), 5000, 'reset closed');
    await waitFor(() => root.textContent!.includes('密码已重置'), 5000, 'reset toast');

    // Enabled again, the user signs in with the one-time password only, and must change it first.
    await api('/api/sys/user/changeStatus', { id: (await api<Listed>('/api/sys/user/page', { username: 'agent02' })).data.records[0]!.id, status: 1 });
    expect((await api('/api/login', { username: 'agent02', password: 'Hotline@2026' })).code).to.not.equal(0);
    const signedIn = await api<{ mustChangePassword: boolean }>('/api/login', { username: 'agent02', password: oneTime });
    expect(signedIn.code).to.equal(0);
    expect(signedIn.data.mustChangePassword).to.equal(true);
  });
});
