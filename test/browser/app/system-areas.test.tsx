// 区域管理 in the console, as admin, against the real server: a row's children load when it opens, a name search opens
// the tree down to the match, a child is added through the form, moved under another (hidden) parent with the picker,
// and a refused delete shows the server's reason; axe on page and form.
import axe from 'axe-core';
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, nextFrame, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

const row = (root: ShadowRoot, id: number | string) => root.querySelector<HTMLElement>(`[data-area-row="${id}"]`);
const rowIds = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[data-area-row]')].map((r) => r.dataset.areaRow);
const rowNamed = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLElement>('[data-area-row]')].find((r) => r.querySelector('td, [role="cell"]')?.textContent?.includes(name));
const byLabel = (root: ParentNode, label: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const input = (scope: ParentNode, name: string) => scope.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** The open dialog titled `title` (a closing one may linger while it fades). */
function dialog(root: ShadowRoot, title: string): HTMLElement | null {
  return [...root.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => d.querySelector('h2')?.textContent === title) ?? null;
}

async function openAreaPage(): Promise<ShadowRoot> {
  const root = await signedInConsole('admin');
  location.hash = '#/system/area';
  await waitFor(() => row(root, 1), 10000, 'the city row');
  return root;
}

async function expand(root: ShadowRoot, name: string, childId: number): Promise<void> {
  (await waitFor(() => byLabel(root, `展开 ${name}`), 5000, `chevron of ${name}`)).click();
  await waitFor(() => row(root, childId), 5000, `children of ${name}`);
}

/** Chooses `name` in the open 上级区域 picker (filtered by `keyword`) and confirms. */
async function pickParent(root: ShadowRoot, keyword: string, name: string): Promise<void> {
  const picker = await waitFor(() => dialog(root, '上级区域'), 5000, 'parent picker');
  typeInto(picker.querySelector<HTMLInputElement>('input[aria-label="输入关键字过滤"]')!, keyword);
  const item = await waitFor(() => [...picker.querySelectorAll<HTMLElement>('[role="treeitem"]')]
    .find((i) => i.querySelector(':scope > .fui-TreeItemLayout .fui-TreeItemLayout__main')?.textContent?.trim() === name), 5000, `picker item ${name}`);
  item.querySelector<HTMLInputElement>(':scope > .fui-TreeItemLayout input[type="radio"]')!.click();
  buttonByText(picker, '确定')!.click();
}

describe('区域管理 (system/area/index)', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('loads a row’s children when it opens, and a name search opens the tree down to the match', async () => {
    const root = await openAreaPage();
    // Only the top level was loaded: the districts come when the city opens, the streets when a district does.
    expect(rowIds(root)).to.deep.equal(['1']);
    // Type and display read as labels from their dictionaries.
    await waitFor(() => row(root, 1)!.textContent!.includes('显示'), 5000, 'is_show label');
    expect(row(root, 1)!.textContent).to.contain('云澜市').and.contain('市');
    await expand(root, '云澜市', 11);
    expect(row(root, 17)!.textContent, 'hidden area labelled from is_show').to.contain('隐藏');
    expect(row(root, 1101)).to.equal(null);
    await expand(root, '青川区', 1101);
    expect(row(root, 1101)!.textContent).to.contain('街道/乡镇');
    expect(row(root, 110103)).to.equal(null);
    await expand(root, '城关街道', 110103);
    expect(row(root, 110101)!.textContent).to.contain('北门社区').and.contain('社区/村');

    typeInto(input(root.querySelector('form[role="search"]')!, 'name'), '文庙');
    await nextFrame();
    buttonByText(root, '查询')!.click();
    await waitFor(() => rowIds(root).length === 4, 5000, 'the match with its ancestors');
    expect(rowIds(root)).to.deep.equal(['1', '11', '1101', '110103']);
    expect(row(root, 110103)!.textContent).to.contain('文庙社区');
    buttonByText(root, '重置')!.click();
    await waitFor(() => rowIds(root).join() === '1', 5000, 'the top level again');
  });

  it('opens every level with 展开全部 and closes them with 折叠全部', async () => {
    const root = await openAreaPage();
    buttonByText(root, '展开全部')!.click();
    await waitFor(() => row(root, 110101), 15000, 'a community shown');
    expect(row(root, 1101)).to.not.equal(null);
    buttonByText(root, '折叠全部')!.click();
    await waitFor(() => rowIds(root).join() === '1', 5000, 'the top level only');
  });

  it('adds a child through the form, moves it under a hidden area with the picker, and shows a refused delete', async () => {
    const root = await openAreaPage();
    await expand(root, '云澜市', 11);
    await expand(root, '青川区', 1101);
    byLabel(root, '新增下级 城关街道')!.click();
    const form = await waitFor(() => dialog(root, '新增区域'), 5000, 'add dialog');
    await waitFor(() => form.querySelector<HTMLInputElement>('input[aria-label="上级区域"]')?.value === '城关街道', 5000, 'parent named');
    // Required fields are checked before anything is sent, and what was typed stays.
    typeInto(input(form, 'code'), '99110199');
    buttonByText(form, '确定')!.click();
    await waitFor(() => form.textContent?.includes('必填项不能为空'), 3000, 'required name');
    expect(input(form, 'code').value).to.equal('99110199');
    typeInto(input(form, 'name'), '新城社区');
    await settled();
    const formViolations = (await axe.run(form, { resultTypes: ['violations'] })).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(formViolations.map((v) => v.id)).to.deep.equal([]);
    buttonByText(form, '确定')!.click();
    await waitFor(() => !dialog(root, '新增区域'), 5000, 'dialog closed');
    await waitFor(() => root.textContent?.includes('操作成功'), 3000, 'success message');
    // 城关街道 was closed: it opens by itself down to the new area, which is highlighted.
    const added = await waitFor(() => rowNamed(root, '新城社区'), 5000, 'new area listed under 城关街道');
    expect(byLabel(root, '收起 城关街道'), '城关街道 opened').to.not.equal(null);
    expect(added.getAttribute('aria-selected')).to.equal('true');
    const id = added.dataset.areaRow!;
    expect(added.dataset.depth).to.equal(row(root, 110101)!.dataset.depth);
    expect(added.textContent).to.contain('99110199').and.contain('社区/村');

    // Move it under 原老城区（已撤并）, hidden from registration but offered to the admin.
    byLabel(root, '修改区域 新城社区')!.click();
    const edit = await waitFor(() => dialog(root, '修改区域'), 5000, 'edit dialog');
    buttonByText(edit, '选择')!.click();
    await pickParent(root, '老城', '原老城区（已撤并）（隐藏）');
    const back = await waitFor(() => dialog(root, '修改区域'), 5000, 'edit dialog again');
    const parentValue = () => back.querySelector<HTMLInputElement>('input[aria-label="上级区域"]')?.value;
    await waitFor(() => parentValue() === '原老城区（已撤并）', 5000, 'new parent shown');
    buttonByText(back, '确定')!.click();
    await waitFor(() => !dialog(root, '修改区域'), 5000, 'edit closed');
    // Moved: its new parent opens and it is highlighted there; it stays in view with 城关街道 closed, so it left it.
    byLabel(root, '收起 城关街道')!.click();
    await waitFor(() => byLabel(root, '收起 原老城区（已撤并）') && row(root, id)?.getAttribute('aria-selected') === 'true', 5000, 'moved under its new parent');
    const order = rowIds(root);
    expect(order.indexOf(id)).to.be.greaterThan(order.indexOf(rowNamed(root, '原老城区')!.dataset.areaRow));
    expect(row(root, Number(id))!.textContent).to.contain('新城社区');

    // 城关街道 still has communities: the server refuses and the page says why.
    byLabel(root, '删除区域 城关街道')!.click();
    const confirm = await waitFor(() => dialog(root, '删除区域'), 3000, 'confirmation');
    expect(confirm.textContent).to.contain('确定删除区域“城关街道”吗？');
    buttonByText(confirm, '确认')!.click();
    await waitFor(() => root.textContent?.includes('区域“城关街道”下还有下级区域，不能删除'), 5000, 'refusal shown');
    expect(row(root, 1101)).to.exist;
  });

  it('has no serious or critical accessibility violations', async () => {
    const root = await openAreaPage();
    await expand(root, '云澜市', 11);
    await settled();
    const violations = (await axe.run(root.querySelector('[data-page="/system/area"]')!, { resultTypes: ['violations'] })).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => String(n.target)).join(' | ')}`);
    expect(violations).to.deep.equal([]);
  });
});
