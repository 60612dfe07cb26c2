// 部门管理 in the console, as admin, against the real server: the tree table opens and closes, search keeps the ancestors,
// a child is added through the form (phone rule first), edited, and a refused delete shows the server's reason.
import axe from 'axe-core';
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, nextFrame, testApiBase, typeInto, waitFor } from '../support/dom.ts';

const row = (root: ShadowRoot, id: number | string) => root.querySelector<HTMLElement>(`[data-dept-row="${id}"]`);
const rowIds = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[data-dept-row]')].map((r) => r.dataset.deptRow);
const byLabel = (root: ParentNode, label: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

async function openDeptPage(): Promise<ShadowRoot> {
  const root = await signedInConsole('admin');
  location.hash = '#/system/dept';
  await waitFor(() => row(root, 101), 10000, 'department rows');
  return root;
}

function dialog(root: ShadowRoot, title: string): HTMLElement | null {
  return [...root.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => d.textContent?.includes(title)) ?? null;
}

const input = (scope: ParentNode, name: string) => scope.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('部门管理 (system/dept/index)', function () {
  this.timeout(60_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  // Leave the seeded city as found: the next file signs in as accounts this one changed (disabled, re-imported).
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('opens and closes branches one by one and all at once, and searches with ancestors', async () => {
    const root = await openDeptPage();
    // The city and its departments show; units stay closed.
    expect(row(root, 1)).to.exist;
    expect(row(root, 10101)).to.equal(null);
    byLabel(root, '展开 云澜市住房和城乡建设局')!.click();
    await waitFor(() => row(root, 10101), 3000, 'units of 住建局');
    expect(row(root, 10101)!.dataset.depth).to.equal('2');
    const collapse = byLabel(root, '收起 云澜市住房和城乡建设局')!;
    expect(collapse.getAttribute('aria-expanded')).to.equal('true');
    collapse.click();
    await waitFor(() => !row(root, 10101), 3000, 'units hidden again');

    buttonByText(root, '展开全部')!.click();
    await waitFor(() => row(root, 10101) && row(root, 10201) && row(root, 21), 3000, 'every branch open');
    buttonByText(root, '折叠全部')!.click();
    await waitFor(() => rowIds(root).length === 1, 3000, 'only the city');

    typeInto(input(root.querySelector('form[role="search"]')!, 'name'), '物业');
    await nextFrame();
    buttonByText(root, '查询')!.click();
    await waitFor(() => row(root, 10101), 3000, 'the match');
    expect(rowIds(root)).to.deep.equal(['1', '101', '10101']);
    buttonByText(root, '重置')!.click();
    await waitFor(() => row(root, 102) && !row(root, 10101), 3000, 'whole tree again');
  });

  it('adds a child through the form, edits it, and shows the server refusing a delete', async () => {
    const root = await openDeptPage();
    byLabel(root, '新增下级 云澜市住房和城乡建设局')!.click();
    const form = await waitFor(() => dialog(root, '新增部门'), 3000, 'add dialog');
    expect((form.querySelector<HTMLInputElement>('input[aria-label="上级部门"]'))!.value).to.equal('云澜市住房和城乡建设局');
    expect(input(form, 'level').value).to.equal('二级部门');
    // Required name and the phone rule are checked before anything is sent.
    buttonByText(form, '确定')!.click();
    await waitFor(() => form.textContent?.includes('必填项不能为空'), 3000, 'required name');
    typeInto(input(form, 'name'), '城建档案馆');
    typeInto(input(form, 'leader'), '陈立');
    typeInto(input(form, 'phone'), '12345');
    buttonByText(form, '确定')!.click();
    await waitFor(() => form.textContent?.includes('请输入正确的手机号'), 3000, 'phone rule');
    expect(input(form, 'name').value, 'what was typed stays').to.equal('城建档案馆');
    typeInto(input(form, 'phone'), '0871-6610177');
    buttonByText(form, '确定')!.click();
    await waitFor(() => !dialog(root, '新增部门'), 5000, 'dialog closed');
    await waitFor(() => root.textContent?.includes('操作成功'), 3000, 'success message');

    byLabel(root, '展开 云澜市住房和城乡建设局')?.click();
    const added = await waitFor(() => [...root.querySelectorAll<HTMLElement>('[data-dept-row]')].find((r) => r.textContent?.includes('城建档案馆')), 5000, 'new unit row');
    expect(added.textContent).to.contain('陈立').and.contain('0871-6610177').and.contain('二级部门');
    const id = added.dataset.deptRow!;

    byLabel(root, '修改 城建档案馆')!.click();
    const edit = await waitFor(() => dialog(root, '修改部门'), 3000, 'edit dialog');
    await waitFor(() => input(edit, 'name')?.value === '城建档案馆', 5000, 'loaded values');
    typeInto(input(edit, 'name'), '城建档案馆（新）');
    buttonByText(edit, '确定')!.click();
    await waitFor(() => row(root, id)?.textContent?.includes('城建档案馆（新）'), 5000, 'renamed row');

    // 话务受理科 has agents: the server refuses, and says why.
    byLabel(root, '展开 云澜市12345政务服务便民热线中心')!.click();
    (await waitFor(() => byLabel(root, '删除 话务受理科'), 3000, 'section row')).click();
    const confirm = await waitFor(() => dialog(root, '删除部门'), 3000, 'confirmation');
    expect(confirm.textContent).to.contain('确定删除部门“话务受理科”吗？');
    buttonByText(confirm, '确认')!.click();
    await waitFor(() => root.textContent?.includes('该部门下还有用户，请先调整这些用户的部门'), 5000, 'refusal shown');
    expect(row(root, 21)).to.exist;

    byLabel(root, '删除 城建档案馆（新）')!.click();
    buttonByText(await waitFor(() => dialog(root, '删除部门'), 3000, 'confirmation'), '确认')!.click();
    await waitFor(() => !row(root, id), 5000, 'deleted row gone');
  });

  it('has no serious or critical accessibility violations, with the form open too', async () => {
    const root = await openDeptPage();
    const serious = async (scope: Element = root.querySelector('[data-page="/system/dept"]')!) => (await axe.run(scope, { resultTypes: ['violations'] })).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => `${String(n.target)} ${n.failureSummary ?? ''}`).join(' | ')}`);
    expect(await serious()).to.deep.equal([]);
    byLabel(root, '修改 云澜市住房和城乡建设局')!.click();
    const edit = await waitFor(() => dialog(root, '修改部门'), 3000, 'edit dialog');
    await waitFor(() => input(edit, 'name')?.value, 5000, 'loaded');
    await new Promise((resolve) => setTimeout(resolve, 600)); // the dialog's fade-in over, colours are final
    expect(await serious(edit)).to.deep.equal([]);
  });
});
