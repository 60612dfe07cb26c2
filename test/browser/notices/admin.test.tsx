// The console's announcement admin page against the reference server: add, publish, delete with step-back, permissions.
import { expect } from 'chai';
import AnnouncementAdminPage from '../../../src/app/pages/AnnouncementAdminPage.tsx';
import { clearPageState } from '../../../src/shared/ui/pageState.ts';
import type { Announcement } from '../../../src/shared/api/notice.types.ts';
import { defineElement } from '../../../src/shared/element/index.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { buttonByText, mount, typeInto, uniqueTag, waitFor } from '../support/dom.ts';
import { api, freshStart, signInAs, tokenOf } from './support.ts';

const TAG = uniqueTag('announcement-admin');
defineElement(TAG, AnnouncementAdminPage);

function rows(host: Element): HTMLElement[] {
  return [...host.shadowRoot!.querySelectorAll<HTMLElement>('[data-announcement-row]')];
}

function pageOf(host: Element): string {
  return host.shadowRoot!.querySelector('[data-page-of]')?.textContent ?? '';
}

async function mountPage(): Promise<HTMLElement> {
  const host = mount<HTMLElement>(`<${TAG}></${TAG}>`);
  await waitFor(() => rows(host).length > 0, 8000, 'announcement rows');
  return host;
}

function toastSays(host: Element, text: string): Promise<unknown> {
  return waitFor(() => host.shadowRoot!.textContent?.includes(text), 5000, `message ${text}`);
}

describe('announcement admin page', () => {
  beforeEach(async () => {
    await freshStart();
    clearPageState('standalone');
  });
  afterEach(() => document.body.replaceChildren());

  it('says 请选择删除项 when nothing is selected, and deleting the only item of the last page steps back a page', async () => {
    const admin = await tokenOf('admin');
    // 9 seeded valid announcements + 2 = 11: page 2 of 10 holds one.
    await api<Announcement>('/api/announcementManage/add', admin, { title: '待删除一', impLevel: 3, content: '<p>一</p>' });
    await api<Announcement>('/api/announcementManage/add', admin, { title: '待删除二', impLevel: 3, content: '<p>二</p>' });
    await signInAs('admin');
    const host = await mountPage();
    await waitFor(() => pageOf(host) === '第 1 / 2 页', 5000);

    buttonByText(host.shadowRoot!, '删除')!.click();
    await toastSays(host, '请选择删除项');
    expect(host.shadowRoot!.querySelector('[role="dialog"]')).to.equal(null);

    host.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="下一页"]')!.click();
    await waitFor(() => pageOf(host) === '第 2 / 2 页' && rows(host).length === 1, 5000, 'page 2 with one row');
    const lastTitle = rows(host)[0]!.textContent!;
    rows(host)[0]!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    buttonByText(host.shadowRoot!, '删除')!.click();
    const dialog = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]'), 3000, 'confirmation');
    expect(dialog.textContent).to.contain('确定删除选中的 1 条公告');
    buttonByText(dialog, '确认')!.click();
    await toastSays(host, '操作成功');
    await waitFor(() => pageOf(host) === '第 1 / 1 页' && rows(host).length === 10, 5000, 'stepped back to page 1');
    expect(rows(host).map((r) => r.textContent).includes(lastTitle)).to.equal(false);
  });

  it('shows the server message when a delete is refused', async () => {
    await signInAs('admin');
    const host = await mountPage();
    const first = rows(host)[0]!;
    first.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    // Someone else deletes it first.
    const id = Number(first.dataset.announcementRow);
    await api('/api/announcementManage/deleteById', await tokenOf('admin'), { id });
    buttonByText(host.shadowRoot!, '删除')!.click();
    const dialog = await waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]'), 3000);
    buttonByText(dialog, '确认')!.click();
    await toastSays(host, '操作失败：公告不存在或已被删除');
  });

  it('adds an announcement with rich text and an attachment, then publishes it', async () => {
    await signInAs('admin');
    const host = await mountPage();
    buttonByText(host.shadowRoot!, '新增')!.click();
    const form = await waitFor(() => host.shadowRoot!.querySelector<HTMLFormElement>('form[aria-label="新增公告"]'), 3000, 'add form');

    buttonByText(form, '保存')!.click();
    await waitFor(() => form.textContent?.includes('请输入公告标题') && form.textContent.includes('请输入公告内容'), 3000, 'required messages');

    typeInto(form.querySelector<HTMLInputElement>('input[name="title"]')!, '浏览器新增的公告');
    const level = form.querySelector<HTMLSelectElement>('select[name="impLevel"]')!;
    level.value = '1';
    level.dispatchEvent(new Event('change', { bubbles: true }));
    const editor = form.querySelector<HTMLElement>('[data-rich-text]')!;
    editor.focus();
    editor.innerHTML = '<p>第一段<script>window.__bad=1</script></p>';
    editor.dispatchEvent(new Event('input', { bubbles: true }));

    const input = form.querySelector<HTMLInputElement>('input[data-attachment-input]')!;
    const files = new DataTransfer();
    files.items.add(new File(['附件内容'], '值班安排.txt', { type: 'text/plain' }));
    files.items.add(new File(['MZ'], '病毒.exe'));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => form.textContent?.includes('病毒.exe：不支持的文件类型'), 5000, 'server message for the .exe');
    await waitFor(() => form.querySelector('ul[aria-label="附件"]')?.textContent?.includes('值班安排.txt'), 5000, 'uploaded file listed');

    buttonByText(form, '保存')!.click();
    await toastSays(host, '操作成功');
    const row = await waitFor(() => rows(host).find((r) => r.textContent?.includes('浏览器新增的公告')), 5000, 'new row');
    expect(row.textContent).to.contain('未发布').and.contain('特别重要');

    buttonByText(row, '发布')!.click();
    const dialog = await waitFor(
      () => [...host.shadowRoot!.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => d.textContent?.includes('确定发布公告“浏览器新增的公告”')),
      3000,
      'publish confirmation',
    );
    buttonByText(dialog, '确认')!.click();
    await waitFor(() => rows(host).find((r) => r.textContent?.includes('浏览器新增的公告') && r.textContent.includes('已发布')), 5000, 'published');

    const agent = await tokenOf('agent01');
    const page = await api<{ records: Announcement[] }>('/api/announcementManage/pageQuery', agent, { page: 1, size: 10, publishState: 1, isValid: 1 });
    const published = page.records.find((a) => a.title === '浏览器新增的公告')!;
    expect(published.attachmentNames).to.equal('值班安排.txt');
    const detail = await api<Announcement>('/api/announcementManage/queryById', agent, { id: published.id });
    expect(detail.content).to.equal('<p>第一段</p>');
  });

  it('hides add, publish and delete from a user without the permissions', async () => {
    await signInAs('agent01');
    const host = mount<HTMLElement>(`<${TAG}></${TAG}>`);
    await waitFor(() => rows(host).length > 0, 8000);
    expect(buttonByText(host.shadowRoot!, '新增')).to.equal(null);
    expect(buttonByText(host.shadowRoot!, '删除')).to.equal(null);
    expect(buttonByText(host.shadowRoot!, '发布')).to.equal(null);
    expect(host.shadowRoot!.querySelector('input[type="checkbox"]')).to.equal(null);
    expect(await accessibilityViolations(host)).to.deep.equal([]);
  });
});
