// RuoYi's depth on 用户/角色/部门管理, in the console against the real server: 分配角色 and 用户详情, the admin's own row
// locked; 数据权限 with 自定 departments, role 状态, 分配用户 (add, 取消授权), role export; dept 邮箱 rule and a 停用 dept
// gone from the user form's picker. Each test creates the user, role or department it checks through the API first.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, rowAction, rowWith, testApiBase, typeInto, waitFor } from '../support/dom.ts';

const INTAKE = 21;
const HOUSING = 101;
const AGENT_ROLE = 10;

async function api<T>(path: string, body: unknown = {}): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${testApiBase()}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': sessionStorage.getItem('token')! }, body: JSON.stringify(body),
  });
  return res.json() as Promise<{ code: number; msg: string; data: T }>;
}
async function ok<T>(path: string, body: unknown = {}): Promise<T> {
  const answer = await api<T>(path, body);
  if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

type UserRow = { id: number; username: string; roleIdList: number[] };
const userNamed = async (username: string) => (await ok<{ records: UserRow[] }>('/api/sys/user/page', { username })).records.find((u) => u.username === username)!;
const roleNamed = async (name: string) => (await ok<Array<{ id: number; roleName: string; status: number }>>('/api/sys/role/list', { roleName: name })).find((r) => r.roleName === name)!;

const visiblePage = (root: ShadowRoot, marker: string) => root.querySelector<HTMLElement>(`[data-page]:not([hidden]) [data-${marker}]`);
const dialogSaying = (root: ShadowRoot, text: string) => [...root.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find((d) => d.textContent!.includes(text)) ?? null;
function treeItemNamed(scope: ParentNode, name: string): HTMLElement | null {
  return [...scope.querySelectorAll<HTMLElement>('[role="treeitem"]')]
    .find((item) => item.querySelector(':scope > .fui-TreeItemLayout .fui-TreeItemLayout__main')?.textContent?.trim() === name) ?? null;
}

const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true';

async function searchList(page: HTMLElement, name: string, value: string, until: () => unknown): Promise<void> {
  typeInto(page.querySelector<HTMLInputElement>(`form[role="search"] input[name="${name}"]`)!, value);
  page.querySelector<HTMLFormElement>('form[role="search"]')!.requestSubmit();
  await waitFor(until, 8000, `search ${value}`);
}

describe('用户/角色/部门管理 at RuoYi depth', function () {
  this.timeout(120_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('用户管理: 分配角色 saves the ticked role, 详情 shows the user, the admin cannot disable or delete itself', async () => {
    const root = await signedInConsole('admin');
    await ok('/api/sys/role/save', { roleName: '回访复核', roleCode: 'rbac_review', dataScope: 0, menuIdList: [] });
    const role = await roleNamed('回访复核');
    await ok('/api/sys/user', { username: 'rbac01', realName: '权限甲', jobNumber: 'R0001', gender: 1, deptId: INTAKE, status: 1, roleIdList: [AGENT_ROLE], mobile: '13912340001', email: 'rbac01@yunlan.gov.cn' });

    location.hash = '#/system/user';
    const page = await waitFor(() => { const p = visiblePage(root, 'users-page'); return p && rowWith(p, 'admin') ? p : null; }, 15000, 'user list');
    await searchList(page, 'username', 'rbac01', () => rowWith(page, 'rbac01') && page.querySelectorAll('[role="row"][data-row-key]').length === 1);

    // 详情: the user's fields, its role by name.
    (await rowAction(root, rowWith(page, 'rbac01')!, '查看 权限甲 的详情')).click();
    const detail = await waitFor(() => { const d = dialogSaying(root, '用户详情'); return d?.querySelector('dl') ? d : null; }, 8000, 'detail dialog');
    for (const text of ['rbac01', '权限甲', 'R0001', '话务受理科', '13912340001', 'rbac01@yunlan.gov.cn', '话务员', '从未登录']) expect(detail.textContent).to.contain(text);
    buttonByText(detail, '关闭')!.click();
    await waitFor(() => !dialogSaying(root, '用户详情'), 5000, 'detail closed');

    // 分配角色: tick 回访复核, untick 话务员, 保存.
    (await rowAction(root, rowWith(page, 'rbac01')!, '为 权限甲 分配角色')).click();
    const auth = await waitFor(() => visiblePage(root, 'auth-role-page'), 10000, '分配角色 page');
    expect(auth.textContent).to.contain('rbac01').and.contain('权限甲');
    const box = (name: string) => [...auth.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((c) => c.labels?.[0]?.textContent?.trim() === name)!;
    expect(box('话务员').checked).to.equal(true);
    expect(box('回访复核').checked).to.equal(false);
    box('回访复核').click();
    box('话务员').click();
    await waitFor(() => box('回访复核').checked && !box('话务员').checked, 3000, 'ticks');
    buttonByText(auth, '保存')!.click();
    await waitFor(() => root.textContent!.includes('角色已保存'), 8000, 'saved toast');
    expect((await userNamed('rbac01')).roleIdList).to.deep.equal([role.id]);

    // The signed-in admin's own row: the switch and 删除 are off.
    location.hash = '#/system/user';
    const users = await waitFor(() => visiblePage(root, 'users-page'), 10000, 'user list again');
    await searchList(users, 'username', 'admin', () => rowWith(users, '林书恒'));
    const own = rowWith(users, '林书恒')!;
    expect(own.querySelector<HTMLInputElement>('input[role="switch"][aria-label="林书恒 的状态"]')!.disabled).to.equal(true);
    expect(isDisabled(await rowAction(root, own, '删除 林书恒'))).to.equal(true);
  });

  it('角色管理: 自定数据权限 with the department tree saves; 状态 停用 asks first; export asks the server for the sheet', async () => {
    const root = await signedInConsole('admin');
    await ok('/api/sys/role/save', { roleName: '范围测试', roleCode: 'rbac_scope', dataScope: 0, menuIdList: [] });
    const role = await roleNamed('范围测试');
    location.hash = '#/system/role';
    const page = await waitFor(() => { const p = visiblePage(root, 'roles-page'); return p && rowWith(p, '范围测试') ? p : null; }, 15000, 'role list');

    (await rowAction(root, rowWith(page, '范围测试')!, '角色 范围测试 的数据权限')).click();
    const dialog = await waitFor(() => { const d = dialogSaying(root, '分配数据权限'); return d?.querySelector('select[name="dataScope"]') ? d : null; }, 8000, 'data scope dialog');
    const scope = dialog.querySelector<HTMLSelectElement>('select[name="dataScope"]')!;
    scope.value = '4';
    scope.dispatchEvent(new Event('change', { bubbles: true }));
    const housing = await waitFor(() => treeItemNamed(dialog, '云澜市住房和城乡建设局'), 5000, 'department tree');
    housing.querySelector<HTMLInputElement>(':scope > .fui-TreeItemLayout input[type="checkbox"]')!.click();
    await waitFor(() => housing.getAttribute('aria-checked') === 'true', 3000, 'housing checked');
    buttonByText(dialog, '确定')!.click();
    await waitFor(() => !dialogSaying(root, '分配数据权限'), 8000, 'dialog closed');
    const saved = await ok<{ dataScope: number; deptIdList: number[] }>('/api/sys/role/info', { id: role.id });
    expect(saved.dataScope).to.equal(4);
    expect(saved.deptIdList).to.deep.equal([HOUSING]);
    await waitFor(() => rowWith(page, '范围测试')?.textContent?.includes('自定'), 5000, 'row shows 自定');

    // 状态: nothing changes before 确认.
    const toggle = () => page.querySelector<HTMLInputElement>('input[role="switch"][aria-label="角色 范围测试 的状态"]')!;
    expect(toggle().checked).to.equal(true);
    toggle().click();
    const question = await waitFor(() => dialogSaying(root, '确定停用角色“范围测试”吗'), 5000, 'confirmation');
    expect((await roleNamed('范围测试')).status).to.equal(1);
    buttonByText(question, '确认')!.click();
    await waitFor(() => !toggle().checked, 8000, 'switch off');
    expect((await roleNamed('范围测试')).status).to.equal(0);

    // 导出: the page asks the server for the sheet and gets an .xlsx.
    const seen: Array<{ url: string; status: number; type: string }> = [];
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      const res = await realFetch(input, init);
      seen.push({ url: String(input instanceof Request ? input.url : input), status: res.status, type: res.headers.get('content-type') ?? '' });
      return res;
    };
    try {
      buttonByText(page, '导出')!.click();
      const asked = await waitFor(() => seen.find((r) => r.url.includes('/api/sys/role/export')), 10000, 'export request');
      expect(asked.status).to.equal(200);
      expect(asked.type).to.match(/spreadsheetml/);
      await waitFor(() => root.textContent!.includes('角色列表已导出'), 8000, 'export toast');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('角色管理 分配用户: adds a user through the picker, then 取消授权', async () => {
    const root = await signedInConsole('admin');
    await ok('/api/sys/role/save', { roleName: '授权测试', roleCode: 'rbac_grant', dataScope: 0, menuIdList: [] });
    const role = await roleNamed('授权测试');
    await ok('/api/sys/user', { username: 'rbac02', realName: '权限乙', jobNumber: 'R0002', gender: 0, deptId: INTAKE, status: 1, roleIdList: [AGENT_ROLE] });
    location.hash = '#/system/role';
    const roles = await waitFor(() => { const p = visiblePage(root, 'roles-page'); return p && rowWith(p, '授权测试') ? p : null; }, 15000, 'role list');
    (await rowAction(root, rowWith(roles, '授权测试')!, '为角色 授权测试 分配用户')).click();
    const page = await waitFor(() => visiblePage(root, 'role-users-page'), 10000, '分配用户 page');
    await waitFor(() => page.textContent!.includes('暂无') || page.textContent!.includes('未找到') || page.textContent!.includes('共 0 条'), 8000, 'nobody holds it yet');

    buttonByText(page, '添加用户')!.click();
    const picker = await waitFor(() => dialogSaying(root, '选择用户'), 5000, 'picker');
    typeInto(picker.querySelector<HTMLInputElement>('input[aria-label="用户名"]')!, 'rbac02');
    buttonByText(picker, '查询')!.click();
    const offered = await waitFor(() => { const r = rowWith(picker, 'rbac02'); return r && picker.querySelectorAll('[role="row"][data-row-key]').length === 1 ? r : null; }, 8000, 'rbac02 offered');
    offered.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    buttonByText(picker, '确认')!.click();
    await waitFor(() => !dialogSaying(root, '选择用户'), 8000, 'picker closed');
    await waitFor(() => rowWith(page, 'rbac02'), 8000, 'rbac02 holds the role');
    expect((await userNamed('rbac02')).roleIdList).to.have.members([AGENT_ROLE, role.id]);

    (await rowAction(root, rowWith(page, 'rbac02')!, '取消 权限乙 的授权')).click();
    const confirm = await waitFor(() => dialogSaying(root, '确定取消“权限乙”的该角色吗'), 5000, 'confirmation');
    buttonByText(confirm, '确认')!.click();
    await waitFor(() => !rowWith(page, 'rbac02'), 8000, 'row gone');
    expect((await userNamed('rbac02')).roleIdList).to.deep.equal([AGENT_ROLE]);
  });

  it('部门管理: a bad 邮箱 is refused with its message; a 停用 department is gone from the user form\'s picker', async () => {
    const root = await signedInConsole('admin');
    await ok('/api/sys/dept/save', { pid: HOUSING, name: '启用测试科' });
    const off = await ok<{ id: number }>('/api/sys/dept/save', { pid: HOUSING, name: '停用测试科' });
    const info = await ok<Record<string, unknown>>(`/api/sys/dept/info?id=${off.id}`);
    await ok('/api/sys/dept/update', { id: off.id, pid: HOUSING, name: '停用测试科', phone: '', leader: '', address: '', email: '', ...{ sort: info.sort }, status: 0 });

    location.hash = '#/system/dept';
    const add = await waitFor(() => root.querySelector<HTMLButtonElement>('button[aria-label="新增下级 云澜市住房和城乡建设局"]'), 15000, 'dept rows');
    add.click();
    const form = await waitFor(() => dialogSaying(root, '新增部门'), 5000, 'add dialog');
    typeInto(form.querySelector<HTMLInputElement>('input[name="name"]')!, '邮箱测试科');
    typeInto(form.querySelector<HTMLInputElement>('input[name="email"]')!, 'not-an-email');
    buttonByText(form, '确定')!.click();
    await waitFor(() => form.textContent!.includes('请输入正确的邮箱地址'), 3000, 'email rule');
    expect(form.querySelector<HTMLInputElement>('input[name="email"]')!.value, 'what was typed stays').to.equal('not-an-email');
    buttonByText(form, '取消')!.click();
    await waitFor(() => !dialogSaying(root, '新增部门'), 5000, 'dialog closed');

    location.hash = '#/system/user';
    const users = await waitFor(() => visiblePage(root, 'users-page'), 15000, 'user list');
    buttonByText(users, '新增')!.click();
    const userForm = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="新增用户"]'), 5000, 'user form');
    userForm.querySelector<HTMLButtonElement>('button[aria-label^="所属部门"]')!.click();
    const picker = await waitFor(() => root.querySelector('input[aria-label="输入关键字过滤"]')?.closest<HTMLElement>('[role="dialog"]'), 5000, 'dept picker');
    typeInto(picker.querySelector<HTMLInputElement>('input')!, '测试科');
    await waitFor(() => treeItemNamed(picker, '启用测试科'), 5000, 'the enabled sibling');
    expect(treeItemNamed(picker, '停用测试科')).to.equal(null);
  });
});
