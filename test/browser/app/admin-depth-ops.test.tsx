// Issue 26 at RuoYi's depth, in the signed-in console against the real server: 菜单管理's icon grid and 菜单状态 (a 停用
// menu leaves the sidebar), 系统日志's sortable headers, 清空 after a question and the 地点 / 浏览器 columns, 字典管理's
// 刷新缓存 and each type's data on its own tab.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, testApiBase, typeInto, waitFor } from '../support/dom.ts';

const byLabel = (root: ParentNode, label: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const input = (scope: ParentNode, name: string) => scope.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const dialog = (root: ShadowRoot, title: string) =>
  [...root.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => d.querySelector('h2')?.textContent?.includes(title)) ?? null;
const visible = (root: ShadowRoot, marker: string) => root.querySelector<HTMLElement>(`[data-page]:not([hidden]) [data-${marker}]`);
const rowsOf = (panel: Element) => [...panel.querySelectorAll<HTMLElement>('[role="row"][data-row-key]')];

describe('菜单、字典、日志 at RuoYi depth', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('菜单管理: picks an icon from the searchable grid and 停用 hides the menu from the sidebar, showing 停用 in the tree', async () => {
    const root = await signedInConsole('admin');
    location.hash = '#/system/menu';
    await waitFor(() => root.querySelector('[data-menu-row="1400"]'), 10000, 'menu rows');
    byLabel(root, '展开 系统管理')!.click();
    (await waitFor(() => byLabel(root, '修改 岗位管理'), 3000, 'row')).click();
    const form = await waitFor(() => dialog(root, '修改菜单'), 3000, 'edit dialog');
    await waitFor(() => input(form, 'url')?.value === '/system/post', 5000, 'loaded values');

    (await waitFor(() => form.querySelector<HTMLButtonElement>('[data-icon-picker]'), 3000, 'icon picker')).click();
    const search = await waitFor(() => root.querySelector<HTMLInputElement>('input[aria-label="搜索图标名称"]'), 3000, 'icon search');
    expect(root.querySelectorAll('[data-icon-option]').length, 'the spec set and the Fluent icons').to.be.greaterThan(30);
    typeInto(search, '电话');
    await waitFor(() => root.querySelectorAll('[data-icon-option]').length === 1, 3000, 'one match');
    root.querySelector<HTMLButtonElement>('[data-icon-option="phone"]')!.click();
    await waitFor(() => form.querySelector('[data-icon-picker]')?.textContent?.includes('电话（phone）'), 3000, 'chosen icon');

    form.querySelector<HTMLInputElement>('input[name="status"][value="1"]')!.click();
    buttonByText(form, '确定')!.click();
    await waitFor(() => !dialog(root, '修改菜单'), 5000, 'saved');
    const row = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[data-menu-row="1408"]');
      return found?.textContent?.includes('停用') ? found : null;
    }, 5000, '停用 in the tree');
    expect(row.querySelector('[data-icon="phone"]'), 'the tree draws the new icon').to.exist;
    const sidebar = () => root.querySelector('nav[aria-label="导航菜单"]')!;
    const group = [...sidebar().querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === '系统管理');
    if (group && group.getAttribute('aria-expanded') !== 'true') group.click();
    await waitFor(() => sidebar().textContent?.includes('菜单管理') && !sidebar().textContent?.includes('岗位管理'), 5000, '停用 menu gone from the sidebar');
  });

  it('系统日志: sorts by a header on the server, shows 地点 and 浏览器, and 清空 asks first and leaves the clearing logged', async () => {
    const admin = await signedInConsole('admin');
    // Three posts: three operation-log rows of known names.
    const token = sessionStorage.getItem('token')!;
    for (const [i, code] of ['sort_b', 'sort_a', 'sort_c'].entries()) {
      await fetch(`${testApiBase()}/api/sys/post/save`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify({ postCode: code, postName: `排序岗${i}`, sort: i, status: 1 }),
      });
    }
    location.hash = '#/system/log';
    const panel = await waitFor(() => {
      const found = visible(admin, 'operation-log');
      return found && rowsOf(found).length === 3 ? found : null;
    }, 15000, 'operation log');
    const header = panel.querySelector<HTMLElement>('[role="columnheader"][aria-sort] button[title^="按操作时间排序"]')!;
    const ids = () => rowsOf(panel).map((r) => Number(r.dataset.rowKey));
    const newestFirst = ids();
    header.click();
    await waitFor(() => panel.querySelector('[aria-sort="ascending"]') && ids().join() === [...newestFirst].reverse().join(), 5000, 'oldest first');
    expect(panel.textContent).to.contain('内网IP');

    buttonByText(panel, '清空')!.click();
    const ask = await waitFor(() => dialog(admin, '清空日志'), 3000, 'question');
    expect(ask.textContent).to.contain('确定清空全部操作日志吗');
    buttonByText(ask, '取消')!.click();
    await waitFor(() => !dialog(admin, '清空日志'), 3000, 'cancelled');
    expect(rowsOf(panel).length, 'nothing cleared on 取消').to.equal(3);
    buttonByText(panel, '清空')!.click();
    buttonByText(await waitFor(() => dialog(admin, '清空日志'), 3000, 'question'), '确认')!.click();
    await waitFor(() => rowsOf(panel).length === 1 && panel.textContent?.includes('清空操作日志'), 8000, 'only the clearing left');

    admin.querySelector<HTMLButtonElement>('[data-logs-page] [role="tab"][id$="-login"]')!.click();
    const logins = await waitFor(() => {
      const found = visible(admin, 'login-log');
      return found && rowsOf(found).length > 0 ? found : null;
    }, 8000, 'login log');
    expect(logins.textContent).to.contain('内网IP').and.to.contain('Chrome');
  });

  it('字典管理: 刷新缓存 says so, and a type opens its data on its own tab where an entry is added', async () => {
    const root = await signedInConsole('admin');
    location.hash = '#/system/dict';
    const page = await waitFor(() => visible(root, 'dicts-page'), 10000, 'dict page');
    await waitFor(() => rowsOf(page).length > 0, 8000, 'types');
    buttonByText(page, '刷新缓存')!.click();
    await waitFor(() => root.textContent?.includes('字典缓存已刷新'), 5000, 'refreshed toast');

    const open = await waitFor(() => page.querySelector<HTMLButtonElement>('button[aria-label^="打开 "][aria-label$=" 的字典数据页"]'), 5000, 'open data');
    open.click();
    const data = await waitFor(() => visible(root, 'dict-data-page'), 8000, 'data tab');
    await waitFor(() => location.hash.startsWith('#/system/dict-data/') && rowsOf(data).length > 0, 8000, 'entries');
    const before = rowsOf(data).length;
    buttonByText(data, '新增字典数据')!.click();
    const form = await waitFor(() => dialog(root, '新增字典数据'), 3000, 'entry form');
    typeInto(input(form, 'dictLabel')!, '界面新增项');
    typeInto(input(form, 'dictValue')!, 'ui_added');
    buttonByText(form, '确定')!.click();
    await waitFor(() => rowsOf(data).length === before + 1 && data.textContent?.includes('界面新增项'), 8000, 'added entry');
  });
});
