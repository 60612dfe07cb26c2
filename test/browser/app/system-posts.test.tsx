// 岗位管理 in the signed-in console against the real server: add (required fields, a code taken refused with what was typed
// kept), edit, search, a post in use refused, deleting the only row of the last page steps back a page; axe on page and form.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, rowActionByLabel, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

const rowsOf = (page: Element) => page.querySelectorAll('[role="row"][data-row-key]');

async function openPostPage(root: ShadowRoot): Promise<HTMLElement> {
  location.hash = '#/system/post';
  return waitFor(() => {
    const page = root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-posts-page]');
    return page && rowsOf(page).length > 0 ? page : null;
  }, 15000, 'post list');
}

async function fillAndSave(root: ShadowRoot, title: string, values: Record<string, string>): Promise<HTMLFormElement> {
  const form = await waitFor(() => root.querySelector<HTMLFormElement>(`form[aria-label="${title}"]`), 5000, title);
  for (const [name, value] of Object.entries(values)) typeInto(form.querySelector<HTMLInputElement>(`[name="${name}"]`)!, value);
  buttonByText(form, '确定')!.click();
  return form;
}

describe('岗位管理 page', function () {
  this.timeout(90_000);
  beforeEach(async () => {
    freshConsolePage();
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
  });
  // Leave the seeded city as found: the next file signs in as accounts this one changed (disabled, re-imported).
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('adds, edits and searches posts, shows refusals, and steps back a page after deleting the last row', async () => {
    const root = await signedInConsole('admin');
    const page = await openPostPage(root);
    expect(page.textContent).to.contain('共 8 条').and.to.contain('话务员');
    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    // Required fields checked before anything is sent.
    buttonByText(page, '新增')!.click();
    let form = await fillAndSave(root, '新增岗位', {});
    await waitFor(() => form.textContent!.includes('必填项不能为空'), 3000, 'required');
    await settled();
    expect(await accessibilityViolations(form)).to.deep.equal([]);

    // A code already taken: the server's reason shows and the typed values stay.
    form = await fillAndSave(root, '新增岗位', { postCode: 'agent', postName: '热线培训师', sort: '20' });
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent?.includes('岗位编码“agent”已存在'), 5000, 'refusal');
    expect(form.querySelector<HTMLInputElement>('[name="postName"]')!.value).to.equal('热线培训师');
    typeInto(form.querySelector<HTMLInputElement>('[name="postCode"]')!, 'trainer');
    buttonByText(form, '确定')!.click();
    await waitFor(() => !root.querySelector('form[aria-label="新增岗位"]'), 5000, 'form closed');
    await waitFor(() => page.textContent!.includes('共 9 条'), 5000, '9 posts');

    for (const [code, name] of [['mentor', '导师'], ['auditor', '稽核员']] as const) {
      buttonByText(page, '新增')!.click();
      await fillAndSave(root, '新增岗位', { postCode: code, postName: name, sort: '30' });
      await waitFor(() => !root.querySelector('form[aria-label="新增岗位"]'), 5000, 'form closed');
    }
    await waitFor(() => page.textContent!.includes('共 11 条'), 5000, '11 posts');

    // Edit from the row.
    (await rowActionByLabel(root, page, '修改岗位 热线培训师')).click();
    form = await fillAndSave(root, '修改岗位', { postName: '热线讲师' });
    await waitFor(() => !root.querySelector('form[aria-label="修改岗位"]'), 5000, 'edit closed');
    await waitFor(() => page.textContent!.includes('热线讲师'), 5000, 'edited row');

    // Search by name.
    typeInto(page.querySelector<HTMLInputElement>('form[role="search"] input[name="postName"]')!, '讲师');
    page.querySelector<HTMLFormElement>('form[role="search"]')!.requestSubmit();
    await waitFor(() => rowsOf(page).length === 1 && page.textContent!.includes('共 1 条'), 5000, 'one match');
    buttonByText(page, '重置')!.click();
    await waitFor(() => page.textContent!.includes('共 11 条'), 5000, 'all again');

    // A post users carry cannot be deleted.
    (await rowActionByLabel(root, page, '删除岗位 话务员')).click();
    (await waitFor(() => buttonByText(root, '确认'), 3000, 'confirm')).click();
    await waitFor(() => root.textContent!.includes('岗位“话务员”已分配给'), 5000, 'in-use refusal');
    buttonByText(root, '取消')!.click();

    // Page 2 holds one row (sorted last, sort 30); deleting it steps back to page 1.
    page.querySelector<HTMLButtonElement>('button[aria-label="下一页"]')!.click();
    await waitFor(() => page.textContent!.includes('第 2 / 2 页') && rowsOf(page).length === 1, 5000, 'page 2');
    const last = rowsOf(page)[0]!.textContent!.includes('稽核员') ? '稽核员' : '导师';
    (await rowActionByLabel(root, page, `删除岗位 ${last}`)).click();
    await waitFor(() => root.textContent!.includes(`确定删除岗位“${last}”吗`), 3000, 'confirmation');
    buttonByText(root, '确认')!.click();
    await waitFor(() => page.textContent!.includes('第 1 / 1 页') && page.textContent!.includes('共 10 条'), 5000, 'stepped back');
    expect(page.textContent).to.not.contain(last);
  });
});
