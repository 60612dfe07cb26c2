// 派单目录 in the signed-in console against the real server: the seeded catalogue; an entry added (required fields first,
// a duplicate of the seeded 价格违法 entry refused with what was typed kept), found by its event type, edited and
// deleted; axe on the page and the dialog.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { api, tokenOf } from '../notices/support.ts';
import { buttonByText, chooseOption, rowActionByLabel, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

const ADD = '新增派单目录条目';
const EDIT = '修改派单目录条目';
const rowsOf = (page: Element) => page.querySelectorAll('[role="row"][data-row-key]');

async function openCatalogue(root: ShadowRoot): Promise<HTMLElement> {
  location.hash = '#/system/catalogue';
  return waitFor(() => {
    const page = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-catalogue-page]');
    return page && rowsOf(page).length > 0 ? page : null;
  }, 15000, 'catalogue list');
}

/** Opens the form's dropdown `name` and clicks the option whose text is `label`. */
async function pick(root: ShadowRoot, form: HTMLElement, name: string, label: string): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>(`button[role="combobox"][name="${name}"]`)!;
  button.focus();
  button.click();
  // A multiselect dropdown's options are menuitemcheckboxes.
  const option = await waitFor(() => [...root.getElementById(button.getAttribute('aria-controls')!)?.querySelectorAll<HTMLElement>('[role="option"], [role="menuitemcheckbox"]') ?? []]
    .find((o) => o.textContent!.trim() === label), 5000, `${name} option ${label}`);
  option.click();
  await waitFor(() => button.textContent!.includes(label), 3000, `${label} chosen`);
}

describe('派单目录 page', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('lists the seeded catalogue, adds an entry (a duplicate refused with the typed values kept), finds, edits and deletes it', async () => {
    // The page shows every seeded entry: as many as the server holds.
    const seeded = await api<{ total: number }>('/api/sys/dispatchCatalogue/page', await tokenOf('admin'), { size: 10 });
    expect(seeded.total).to.be.greaterThan(20);
    const root = await signedInConsole('admin');
    const page = await openCatalogue(root);
    expect(page.textContent).to.contain(`共 ${seeded.total} 条`).and.to.contain('城乡建设 / 物业管理').and.to.contain('云澜市住房和城乡建设局');
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    // Required fields checked before anything is sent.
    buttonByText(page, '新增')!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>(`form[aria-label="${ADD}"]`), 5000, 'add form');
    buttonByText(form, '确定')!.click();
    await waitFor(() => form.textContent!.includes('必填项不能为空'), 3000, 'required');

    // The seeded 价格违法 entry already covers the whole city: the server's reason shows, the typed values stay.
    await pick(root, form, 'eventTypeId', '市场监管 / 价格违法');
    await pick(root, form, 'leadDeptId', '云澜市城市管理综合执法局');
    await pick(root, form, 'assistDeptIds', '云澜市交通运输局');
    form.querySelector<HTMLButtonElement>('button[role="combobox"][name="assistDeptIds"]')!.click();
    typeInto(form.querySelector<HTMLTextAreaElement>('[name="basis"]')!, '测试依据：城管局负责停车场收费秩序');
    typeInto(form.querySelector<HTMLInputElement>('[name="timeLimit"]')!, '3');
    buttonByText(form, '确定')!.click();
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent?.includes('已有相同事件分类、区域和关键词且生效期重叠的启用条目'), 5000, 'refusal');
    expect(form.querySelector<HTMLTextAreaElement>('[name="basis"]')!.value).to.equal('测试依据：城管局负责停车场收费秩序');
    expect(form.querySelector<HTMLInputElement>('[name="timeLimit"]')!.value).to.equal('3');
    await settled();
    expect(await accessibilityViolations(form)).to.deep.equal([]);

    // Narrowed by keywords it is an entry of its own.
    typeInto(form.querySelector<HTMLInputElement>('[name="keywords"]')!, '停车费，停车场');
    buttonByText(form, '确定')!.click();
    await waitFor(() => !root.querySelector(`form[aria-label="${ADD}"]`), 5000, 'form closed');
    await waitFor(() => page.textContent!.includes(`共 ${seeded.total + 1} 条`), 5000, 'the new entry counted');

    // Found by its event type.
    await chooseOption(page.querySelector<HTMLSelectElement>('form[role="search"] select[name="eventTypeId"]')!, '203');
    page.querySelector<HTMLFormElement>('form[role="search"]')!.requestSubmit();
    await waitFor(() => page.textContent!.includes('共 2 条') && rowsOf(page).length === 2, 5000, 'two 价格违法 entries');
    expect(page.textContent).to.contain('停车费、停车场').and.to.contain('云澜市交通运输局').and.to.contain('3 个工作日');

    // Edited from its row.
    (await rowActionByLabel(root, page, `${EDIT} 市场监管 / 价格违法 → 云澜市城市管理综合执法局`)).click();
    const edit = await waitFor(() => root.querySelector<HTMLFormElement>(`form[aria-label="${EDIT}"]`), 5000, 'edit form');
    expect(edit.querySelector<HTMLInputElement>('[name="keywords"]')!.value).to.equal('停车费,停车场');
    typeInto(edit.querySelector<HTMLInputElement>('[name="timeLimit"]')!, '');
    typeInto(edit.querySelector<HTMLInputElement>('[name="effectiveTo"]')!, '2030-12-31');
    buttonByText(edit, '确定')!.click();
    await waitFor(() => !root.querySelector(`form[aria-label="${EDIT}"]`), 5000, 'edit closed');
    await waitFor(() => page.textContent!.includes('不限 至 2030-12-31') && page.textContent!.includes('按诉求类型'), 5000, 'edited row');

    // Deleted after confirmation.
    (await rowActionByLabel(root, page, '删除派单目录条目 市场监管 / 价格违法 → 云澜市城市管理综合执法局')).click();
    await waitFor(() => root.textContent!.includes('确定删除派单目录条目“市场监管 / 价格违法 → 云澜市城市管理综合执法局”吗'), 3000, 'confirmation');
    buttonByText(root, '确认')!.click();
    await waitFor(() => page.textContent!.includes('共 1 条') && rowsOf(page).length === 1, 5000, 'one left');
    expect(page.textContent).to.not.contain('停车费');
  });
});
