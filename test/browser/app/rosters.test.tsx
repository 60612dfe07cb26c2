// 班组管理, 技能组 and 常用号码 in the signed-in console against the real server: add with members and a night shift,
// refusals shown (skill1/skill2 fixed, a number taken), import with row errors; axe on pages and forms; and the softphone's
// open sign-in dialog offering a class added meanwhile, without reload (the server's 'changed' push).
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, rowAction, rowWith, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

const rowsOf = (page: Element) => page.querySelectorAll('[role="row"][data-row-key]');

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(testApiBase() + path, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}
const tokenOf = async (username: string) => (await post<{ token: string }>('/api/login', { username, password: 'Hotline@2026' })).token;

async function openPage(root: ShadowRoot, hash: string, marker: string): Promise<HTMLElement> {
  location.hash = hash;
  return waitFor(() => {
    const page = root.querySelector<HTMLElement>(`[data-page]:not([hidden]) [${marker}]`);
    return page && rowsOf(page).length > 0 ? page : null;
  }, 15000, marker);
}

async function fillAndSave(root: ShadowRoot, title: string, values: Record<string, string>): Promise<HTMLFormElement> {
  const form = await waitFor(() => root.querySelector<HTMLFormElement>(`form[aria-label="${title}"]`), 5000, title);
  await waitFor(() => form.querySelector('[name]'), 5000, `${title} fields`);
  for (const [name, value] of Object.entries(values)) typeInto(form.querySelector<HTMLInputElement>(`[name="${name}"]`)!, value);
  buttonByText(form, '确定')!.click();
  return form;
}

const checkboxLabelled = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLLabelElement>('label')].find((l) => l.textContent?.startsWith(text))?.control as HTMLInputElement | undefined;

describe('排班管理与常用号码 pages', function () {
  this.timeout(120_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('班组管理: adds a night shift with a member picked by search, shows it, deletes it after confirming', async () => {
    const root = await signedInConsole('admin');
    const page = await openPage(root, '#/roster/banci', 'data-classes-page');
    expect(page.textContent).to.contain('共 4 条').and.to.contain('早班（08:00-16:00）');
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    buttonByText(page, '新增')!.click();
    let form = await fillAndSave(root, '新增班组', {});
    await waitFor(() => form.textContent!.includes('必填项不能为空'), 3000, 'required');
    // Pick a member through the picker's search.
    const search = await waitFor(() => [...form.querySelectorAll<HTMLInputElement>('input')].find((i) => i.closest('[role="group"]') && !i.name && i.type !== 'checkbox'), 3000, 'picker search');
    typeInto(search, '8001');
    const box = await waitFor(() => checkboxLabelled(form, '王晓敏（8001）'), 5000, 'agent 8001');
    expect(form.textContent).to.contain('当前班组：早班（08:00-16:00）');
    box.click();
    await waitFor(() => form.textContent!.includes('已选 1 人'), 3000, 'chosen');
    await settled();
    expect(await accessibilityViolations(form)).to.deep.equal([]);
    form = await fillAndSave(root, '新增班组', { className: '早班（08:00-16:00）', startTime: '22:00', endTime: '06:00', busyLimit: '1' });
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent?.includes('班组名称“早班（08:00-16:00）”已存在'), 5000, 'name taken');
    expect(form.querySelector<HTMLInputElement>('[name="startTime"]')!.value, 'typed values stay').to.equal('22:00');
    await fillAndSave(root, '新增班组', { className: '应急夜班' });
    await waitFor(() => !root.querySelector('form[aria-label="新增班组"]'), 5000, 'form closed');
    await waitFor(() => page.textContent!.includes('共 5 条') && page.textContent!.includes('22:00 - 次日 06:00'), 5000, 'new class');

    (await rowAction(root, rowWith(page, '应急夜班')!, '删除 应急夜班')).click();
    await waitFor(() => root.textContent!.includes('确定删除班组“应急夜班”吗'), 3000, 'confirmation');
    buttonByText(root, '确认')!.click();
    await waitFor(() => page.textContent!.includes('共 4 条'), 5000, 'deleted');
  });

  it('技能组: fixed groups are marked and refused on delete; a new group is added with members', async () => {
    const root = await signedInConsole('admin');
    const page = await openPage(root, '#/roster/skills', 'data-skills-page');
    expect(page.textContent).to.contain('法律专席').and.to.contain('系统固定');
    expect(page.querySelector('button[aria-label="删除 法律专席"]'), 'no delete button on a fixed group').to.equal(null);
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    // Selecting every row and deleting: the server refuses for the fixed group, nothing goes.
    page.querySelector<HTMLInputElement>('input[type="checkbox"][aria-label="全选"]')!.click();
    const toolbarDelete = [...page.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === '删除' && !b.getAttribute('aria-label'))!;
    toolbarDelete.click();
    (await waitFor(() => buttonByText(root, '确认'), 3000, 'confirm')).click();
    await waitFor(() => root.textContent!.includes('是系统固定技能组，不能删除'), 5000, 'fixed refusal');
    buttonByText(root, '取消')?.click();

    buttonByText(page, '新增')!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="新增技能组"]'), 5000, 'form');
    (await waitFor(() => checkboxLabelled(form, '陈思远（8002）'), 5000, 'agent 8002')).click();
    await fillAndSave(root, '新增技能组', { name: 'skill4', description: '医保专席' });
    await waitFor(() => !root.querySelector('form[aria-label="新增技能组"]'), 5000, 'form closed');
    await waitFor(() => page.textContent!.includes('医保专席') && page.textContent!.includes('共 4 条'), 5000, 'new group');
  });

  it('常用号码: a wrong number is caught, a taken one refused, and an import lists refused rows by row number', async () => {
    const root = await signedInConsole('admin');
    const page = await openPage(root, '#/address-book/phone', 'data-phone-book-page');
    expect(page.textContent).to.contain('共 14 条');
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    buttonByText(page, '新增')!.click();
    let form = await fillAndSave(root, '新增常用号码', { name: '医保中心', number: '12' });
    await waitFor(() => form.textContent!.includes('请输入正确的号码（手机号、带区号的座机号或3-6位短号）'), 3000, 'number rule');
    form = await fillAndSave(root, '新增常用号码', { number: '12348' });
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent?.includes('号码“12348”已存在（法律援助热线）'), 5000, 'taken');
    await fillAndSave(root, '新增常用号码', { number: '0871-6610199' });
    await waitFor(() => !root.querySelector('form[aria-label="新增常用号码"]'), 5000, 'form closed');
    await waitFor(() => page.textContent!.includes('08716610199') && page.textContent!.includes('共 15 条'), 5000, 'added');

    // The export of two rows imported back: both already exist, so both are refused with their row numbers.
    const admin = await tokenOf('admin');
    const res = await fetch(`${testApiBase()}/aip/commonNumber/phone/export`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': admin }, body: JSON.stringify({ name: '抢修' }),
    });
    const sheet = new File([await res.blob()], '常用号码.xlsx');
    buttonByText(page, '导入')!.click();
    const dialog = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="导入常用号码"]'), 5000, 'import dialog');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    const transfer = new DataTransfer();
    transfer.items.add(sheet);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => dialog.textContent!.includes('常用号码.xlsx'), 3000, 'file chosen');
    await settled();
    expect(await accessibilityViolations(dialog)).to.deep.equal([]);
    buttonByText(dialog, '开始导入')!.click();
    await waitFor(() => dialog.textContent!.includes('导入完成：成功 0 条，失败 2 条'), 10000, 'result');
    expect(dialog.textContent).to.contain('第2行：号码“08716696110”已存在（云澜燃气抢修）').and.to.contain('第3行：');
  });

  it('the softphone\'s open sign-in dialog offers a class added meanwhile, without reload', async () => {
    const root = await signedInConsole('agent01');
    const signInButton = await waitFor(() => root.querySelector<HTMLButtonElement>('[data-control="sign-in"]:not([disabled])'), 10000, 'softphone connected');
    signInButton.click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[data-dialog="sign-in"]'), 3000, 'sign-in dialog');
    const select = await waitFor(() => {
      const s = dialog.querySelector<HTMLSelectElement>('select[name="classId"]');
      return s && s.options.length > 1 ? s : null;
    }, 5000, 'class options');
    expect([...select.options].map((o) => o.text)).to.not.include('应急夜班');
    await post('/aip/callcenter/banci/save', { className: '应急夜班', startTime: '22:00', endTime: '06:00', busyLimit: 1, sort: 0, memberIds: [] }, await tokenOf('manager'));
    await waitFor(() => [...dialog.querySelectorAll<HTMLOptionElement>('select[name="classId"] option')].some((o) => o.text === '应急夜班'), 5000, 'new class offered');
    await post('/aip/zCallcenterSkills/save', { name: 'skill4', description: '医保专席', sort: 9, memberIds: [] }, await tokenOf('manager'));
    await waitFor(() => [...dialog.querySelectorAll<HTMLOptionElement>('select[name="skillName"] option')].some((o) => o.text === '医保专席'), 5000, 'new skill offered');
  });
});
