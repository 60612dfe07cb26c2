// 角色管理 in the signed-in console against the real server: add a role with the menu tree (父子联动 on and off), the
// saved items restored on edit, refusals shown with what was typed kept, delete with confirmation; axe on the form.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, rowAction, rowWith, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

const SYSTEM = 1400;
const POST_PAGE = 1408;
const POST_BUTTONS = [140801, 140802, 140803, 140804];

/** The tree item of a menu and its checked state as the tree announces it ('true', 'false' or 'mixed'). */
const item = (root: ShadowRoot, id: number) => root.querySelector<HTMLElement>(`[role="treeitem"][data-menu-id="${id}"]`);
const stateOf = (root: ShadowRoot, id: number) => item(root, id)?.getAttribute('aria-checked');
function clickBox(root: ShadowRoot, id: number): void {
  item(root, id)!.querySelector<HTMLInputElement>(':scope > .fui-TreeItemLayout input[type="checkbox"]')!.click();
}
function switchNamed(form: Element, label: string): HTMLInputElement {
  const found = [...form.querySelectorAll<HTMLInputElement>('input[role="switch"]')].find((s) => s.labels?.[0]?.textContent?.trim() === label);
  if (!found) throw new Error(`no switch ${label}`);
  return found;
}

async function openRolePage(root: ShadowRoot): Promise<HTMLElement> {
  location.hash = '#/system/role';
  return waitFor(() => {
    const page = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-roles-page]');
    return page?.querySelector('[role="row"][data-row-key]') ? page : null;
  }, 15000, 'role list');
}

async function serverRole(name: string) {
  const token = sessionStorage.getItem('token')!;
  const call = async (path: string, body: unknown) => (await (await fetch(`${testApiBase()}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(body),
  })).json()) as { data: unknown };
  const roles = (await call('/api/sys/role/list', { roleName: name })).data as Array<{ id: number; roleName: string }>;
  const role = roles.find((r) => r.roleName === name);
  return role ? (await call('/api/sys/role/info', { id: role.id })).data as { id: number; menuIdList: number[]; halfMenuIdList: number[]; dataScope: number } : null;
}

describe('角色管理 page', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  // Leave the seeded city as found: the next file signs in as accounts this one changed (disabled, re-imported).
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('adds a role with the tree (父子联动 on, then off), restores it on edit, and deletes it after confirmation', async () => {
    const root = await signedInConsole('admin');
    const page = await openRolePage(root);
    expect(page.textContent).to.contain('话务员').and.to.contain('本部门及以下');

    buttonByText(page, '新增')!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="新增角色"]'), 5000, 'role form');
    await waitFor(() => item(root, SYSTEM), 8000, 'menu tree');

    // Saving without a name or code says so and sends nothing.
    buttonByText(form, '确定')!.click();
    await waitFor(() => form.textContent!.includes('必填项不能为空'), 3000, 'required message');

    typeInto(form.querySelector<HTMLInputElement>('input[name="roleName"]')!, '回访专员');
    typeInto(form.querySelector<HTMLInputElement>('input[name="roleCode"]')!, 'callback_staff');
    const scope = form.querySelector<HTMLSelectElement>('select[name="dataScope"]')!;
    scope.value = '2';
    scope.dispatchEvent(new Event('change', { bubbles: true }));

    switchNamed(form, '展开/折叠').click();
    await waitFor(() => item(root, POST_BUTTONS[0]!), 3000, 'expanded tree');

    // Linked: checking 岗位管理 checks its buttons and leaves 系统管理 half-checked.
    clickBox(root, POST_PAGE);
    await waitFor(() => stateOf(root, POST_PAGE) === 'true', 3000, 'page checked');
    for (const id of POST_BUTTONS) expect(stateOf(root, id), `button ${id}`).to.equal('true');
    expect(stateOf(root, SYSTEM)).to.equal('mixed');
    // Unchecking a button takes its page out too (parents follow children).
    clickBox(root, POST_BUTTONS[3]!);
    await waitFor(() => stateOf(root, POST_PAGE) === 'mixed', 3000, 'page half-checked');
    clickBox(root, POST_BUTTONS[3]!);
    await waitFor(() => stateOf(root, POST_PAGE) === 'true', 3000, 'page checked again');

    // Independent: unchecking a button leaves its page checked.
    switchNamed(form, '父子联动').click();
    clickBox(root, POST_BUTTONS[3]!);
    await waitFor(() => stateOf(root, POST_BUTTONS[3]!) === 'false', 3000, 'button unchecked');
    expect(stateOf(root, POST_PAGE)).to.equal('true');

    await settled();
    expect(await accessibilityViolations(form)).to.deep.equal([]);

    buttonByText(form, '确定')!.click();
    await waitFor(() => !root.querySelector('form[aria-label="新增角色"]'), 5000, 'form closed');
    await waitFor(() => page.textContent!.includes('回访专员'), 5000, 'new row');
    const saved = (await serverRole('回访专员'))!;
    expect(saved.menuIdList).to.deep.equal([POST_PAGE, 140801, 140802, 140803]);
    expect(saved.halfMenuIdList).to.deep.equal([SYSTEM]);
    expect(saved.dataScope).to.equal(2);

    // Editing restores exactly the saved items.
    (await rowAction(root, rowWith(page, '回访专员')!, '修改角色 回访专员')).click();
    const edit = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="修改角色"]'), 5000, 'edit form');
    await waitFor(() => edit.querySelector<HTMLInputElement>('input[name="roleName"]')?.value === '回访专员', 5000, 'role loaded');
    expect(edit.querySelector<HTMLSelectElement>('select[name="dataScope"]')!.value).to.equal('2');
    switchNamed(edit, '展开/折叠').click();
    await waitFor(() => item(root, POST_BUTTONS[0]!), 3000, 'expanded');
    expect(stateOf(root, SYSTEM)).to.equal('mixed');
    expect(stateOf(root, POST_PAGE)).to.equal('true');
    expect(POST_BUTTONS.map((id) => stateOf(root, id))).to.deep.equal(['true', 'true', 'true', 'false']);

    // A name already taken: the server's reason shows and what was typed stays.
    typeInto(edit.querySelector<HTMLInputElement>('input[name="roleName"]')!, '话务员');
    buttonByText(edit, '确定')!.click();
    await waitFor(() => edit.querySelector('[role="alert"]')?.textContent?.includes('角色名称“话务员”已存在'), 5000, 'refusal shown');
    expect(edit.querySelector<HTMLInputElement>('input[name="roleName"]')!.value).to.equal('话务员');
    buttonByText(edit, '取消')!.click();
    await waitFor(() => !root.querySelector('form[aria-label="修改角色"]'), 5000, 'edit closed');

    // A role in use cannot be deleted: the server says how many users hold it.
    (await rowAction(root, rowWith(page, '话务员')!, '删除角色 话务员')).click();
    let confirm = await waitFor(() => buttonByText(root, '确认'), 3000, 'confirm');
    confirm.click();
    await waitFor(() => root.textContent!.includes('已分配给'), 5000, 'in-use refusal');
    buttonByText(root, '取消')!.click();

    (await rowAction(root, rowWith(page, '回访专员')!, '删除角色 回访专员')).click();
    await waitFor(() => root.textContent!.includes('确定删除角色“回访专员”吗'), 3000, 'confirmation text');
    confirm = buttonByText(root, '确认')!;
    confirm.click();
    await waitFor(() => !page.textContent!.includes('回访专员'), 5000, 'row gone');
    expect(await serverRole('回访专员')).to.equal(null);
  });

  it('searches by name and shows 未找到 for no match', async () => {
    const root = await signedInConsole('admin');
    const page = await openRolePage(root);
    typeInto(page.querySelector<HTMLInputElement>('input[name="roleName"]')!, '承办');
    page.querySelector<HTMLFormElement>('form[role="search"]')!.requestSubmit();
    await waitFor(() => page.querySelectorAll('[role="row"][data-row-key]').length === 2, 5000, 'two rows');
    typeInto(page.querySelector<HTMLInputElement>('input[name="roleName"]')!, '不存在的角色');
    page.querySelector<HTMLFormElement>('form[role="search"]')!.requestSubmit();
    await waitFor(() => page.textContent!.includes('未找到与您搜索匹配的项目'), 5000, 'no match');
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);
  });
});
