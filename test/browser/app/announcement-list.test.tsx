// 公告浏览 in the signed-in console against the real server: published announcements only, with importance badges; the
// title search; 10/50/100/200 a page; the detail dialog with its sanitized content and an attachment downloaded with
// the token in headers (never in the address); axe on the list and the dialog.
import { expect } from 'chai';
import '../../../src/app/app.element.tsx';
import { accessibilityViolations } from '../support/axe.ts';
import { freshConsolePage, signedInConsole } from '../support/console.ts';
import { buttonByText, settled, testApiBase, typeInto, waitFor } from '../support/dom.ts';

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(testApiBase() + path, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  expect(json.code, `${path}: ${json.msg}`).to.be.oneOf([0, 200]);
  return json.data;
}
const tokenOf = async (username: string) => (await post<{ token: string }>('/api/login', { username, password: 'Hotline@2026' })).token;

async function upload(token: string, name: string, text: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/plain' }), name);
  const res = await fetch(`${testApiBase()}/api/uploadFile2`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
  const json = (await res.json()) as { code: number; msg: string; data: { id: string } };
  expect(json.code, json.msg).to.equal(0);
  return json.data.id;
}

const rows = (page: ParentNode) => [...page.querySelectorAll<HTMLElement>('[data-announcement-row]')];

describe('公告浏览 page', function () {
  this.timeout(60_000);
  before(async () => {
    await fetch(`${testApiBase()}/__test/reset`, { method: 'POST' });
    const manager = await tokenOf('manager');
    const fileId = await upload(manager, '值守安排.txt', '春节值守安排：见附件');
    const added = await post<{ id: number }>('/api/announcementManage/add', {
      title: '带附件的值守通知', impLevel: 1, content: '<p>请查看<strong>附件</strong><img src=x onerror="window.__xss=1"></p>', attachmentIds: fileId,
    }, manager);
    await post('/api/announcementManage/publishById', { id: added.id }, manager);
    await post('/api/announcementManage/add', { title: '尚未发布的草稿公告', impLevel: 2, content: '<p>草稿</p>' }, manager);
  });
  beforeEach(() => freshConsolePage());
  after(() => fetch(`${testApiBase()}/__test/reset`, { method: 'POST' }));
  afterEach(() => document.body.replaceChildren());

  it('lists published announcements with importance, searches by title, offers 10/50/100/200, opens the detail and downloads the attachment', async () => {
    const root = await signedInConsole('agent01');
    location.hash = '#/announcement/list';
    const page = await waitFor(() => root.querySelector<HTMLElement>('[data-page]:not([hidden]) [data-announcement-list-page]'), 15000, 'announcement list page');
    await waitFor(() => rows(page).length >= 7 || null, 8000, 'rows');
    const titles = rows(page).map((r) => r.textContent ?? '');
    // 6 seeded published + the one published here; drafts never show to readers.
    expect(rows(page).length).to.equal(7);
    expect(titles.some((t) => t.includes('尚未发布的草稿公告'))).to.equal(false);
    expect(titles.some((t) => t.includes('防汛应急诉求处置预案'))).to.equal(false);
    const ours = rows(page).find((r) => r.textContent!.includes('带附件的值守通知'))!;
    expect(ours.querySelector('[data-imp-level="1"]')!.textContent).to.equal('特别重要');
    expect(page.querySelector('[data-imp-level="2"]')!.textContent).to.equal('一般重要');
    expect(page.querySelector('[data-imp-level="3"]')!.textContent).to.equal('一般');

    const sizes = [...page.querySelectorAll<HTMLOptionElement>('[data-pager] select option')].map((o) => o.value);
    expect(sizes).to.deep.equal(['10', '50', '100', '200']);

    // Search by title keeps the typed words and narrows the list.
    const input = page.querySelector<HTMLInputElement>('input[name="title"]')!;
    typeInto(input, '带附件');
    buttonByText(page, '查询')!.click();
    await waitFor(() => rows(page).length === 1 || null, 5000, 'one match');
    expect(rows(page)[0]!.textContent).to.contain('带附件的值守通知');
    expect(input.value).to.equal('带附件');
    typeInto(input, '不存在的公告标题');
    buttonByText(page, '查询')!.click();
    await waitFor(() => page.querySelector('[data-empty="noMatch"]'), 5000, 'no match');
    buttonByText(page, '重置')!.click();
    await waitFor(() => rows(page).length === 7 || null, 5000, 'all again');

    await settled();
    expect(await accessibilityViolations(page)).to.deep.equal([]);

    // The detail: sanitized content (no script handler survives), the attachment downloaded with the token in headers.
    rows(page).find((r) => r.textContent!.includes('带附件的值守通知'))!.querySelector<HTMLButtonElement>('button')!.click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"] [data-announcement]')?.closest<HTMLElement>('[role="dialog"]'), 5000, 'detail dialog');
    const content = dialog.querySelector('[data-announcement-content]')!;
    expect(content.textContent).to.contain('请查看附件');
    expect(content.innerHTML).not.to.contain('onerror');
    const created: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => { created.push(blob); return createObjectURL.call(URL, blob); };
    try {
      dialog.querySelector<HTMLButtonElement>('button[aria-label^="下载"]')!.click();
      await waitFor(() => created.length === 1 || null, 5000, 'downloaded file');
    } finally {
      URL.createObjectURL = createObjectURL;
    }
    expect(await created[0]!.text()).to.equal('春节值守安排：见附件');
    const downloads = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/download'));
    expect(downloads.length).to.be.greaterThan(0);
    for (const d of downloads) expect(d.name).not.to.match(/token/i);

    await settled();
    expect(await accessibilityViolations(dialog)).to.deep.equal([]);
    buttonByText(dialog, '关闭')!.click();
    await waitFor(() => !root.querySelector('[role="dialog"]'), 3000, 'dialog closed');
  });
});
