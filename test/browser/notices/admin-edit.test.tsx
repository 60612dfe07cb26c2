// 公告管理: 修改 reopens a draft in the editor with its content and saves it; 撤回 asks first, then the announcement is a
// draft again and no reader sees it.
import { expect } from 'chai';
import AnnouncementAdminPage from '../../../src/app/pages/AnnouncementAdminPage.tsx';
import type { Announcement, AnnouncementPage } from '../../../src/shared/api/notice.types.ts';
import { defineElement } from '../../../src/shared/element/index.ts';
import { clearPageState } from '../../../src/shared/ui/pageState.ts';
import { buttonByText, mount, rowActionByLabel, typeInto, uniqueTag, waitFor } from '../support/dom.ts';
import { api, freshStart, signInAs, tokenOf } from './support.ts';

const TAG = uniqueTag('announcement-admin-edit');
defineElement(TAG, AnnouncementAdminPage);

const rowOf = (host: Element, title: string) =>
  [...host.shadowRoot!.querySelectorAll<HTMLElement>('[data-announcement-row]')].find((r) => r.textContent!.includes(title));

describe('announcement admin: edit a draft, withdraw a published one', function () {
  this.timeout(60_000);
  beforeEach(async () => {
    await freshStart();
    clearPageState('standalone');
  });
  afterEach(() => document.body.replaceChildren());

  it('修改 opens the draft with its content and saves it; 撤回 asks, then it is a draft no reader sees', async () => {
    const admin = await tokenOf('admin');
    const created = await api<Announcement>('/api/announcementManage/add', admin, { title: '待修改草稿', impLevel: 3, content: '<p>初稿内容</p>' });
    await signInAs('admin');
    const host = mount<HTMLElement>(`<${TAG}></${TAG}>`);
    const shadow = host.shadowRoot!;
    await waitFor(() => rowOf(host, '待修改草稿'), 8000, 'draft row');

    (await rowActionByLabel(shadow, shadow, '修改 待修改草稿')).click();
    const form = await waitFor(() => shadow.querySelector<HTMLFormElement>('form[aria-label="修改公告"]'), 5000, 'edit form');
    const title = form.querySelector<HTMLInputElement>('input[name="title"]')!;
    await waitFor(() => title.value === '待修改草稿' && form.querySelector('[contenteditable]')?.textContent?.includes('初稿内容'), 5000, 'filled with the draft');
    typeInto(title, '已修改的草稿');
    buttonByText(form, '保存')!.click();
    await waitFor(() => !shadow.querySelector('form[aria-label="修改公告"]') && rowOf(host, '已修改的草稿'), 5000, 'saved');
    const stored = await api<Announcement>('/api/announcementManage/queryById', admin, { id: created.id });
    expect(stored.title).to.equal('已修改的草稿');
    expect(stored.content).to.equal('<p>初稿内容</p>');
    expect(shadow.querySelector('button[aria-label="撤回 已修改的草稿"]')).to.equal(null, '草稿没有撤回');

    await api('/api/announcementManage/publishById', admin, { id: created.id });
    buttonByText(shadow, '查询')!.click();
    const withdraw = await waitFor(() => shadow.querySelector<HTMLButtonElement>('button[aria-label="撤回 已修改的草稿"]'), 5000, 'withdraw button');
    expect(shadow.querySelector('button[aria-label="修改 已修改的草稿"]')).to.equal(null, '已发布的不能修改');
    withdraw.click();
    // the edit dialog may still be fading out, so the confirmation is found by what it asks
    const dialog = await waitFor(
      () => [...shadow.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find((d) => d.textContent!.includes('确定撤回公告“已修改的草稿”吗')),
      3000,
      'confirmation',
    );
    buttonByText(dialog, '确认')!.click();
    await waitFor(() => shadow.textContent!.includes('已撤回'), 5000, 'withdrawn toast');
    await waitFor(() => shadow.querySelector('button[aria-label="修改 已修改的草稿"]'), 5000, 'editable again');
    const seen = await api<AnnouncementPage>('/api/announcementManage/pageQuery', await tokenOf('agent01'), { page: 1, size: 200, publishState: 1, isValid: 1 });
    expect(seen.records.some((a) => a.id === created.id)).to.equal(false);
  });
});
