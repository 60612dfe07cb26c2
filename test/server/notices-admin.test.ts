// 公告管理 at RuoYi's depth: edit a draft (text and attachments), 撤回 a published one (asks the publish permission, leaves
// every reader's list at once through the push channel, returns to draft, is logged).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Announcement, AnnouncementPage, UploadedFile } from '../../src/shared/api/notice.types.ts';
import { adminSuite, databaseLabel, pushedUntil } from './helpers.ts';

const { server, tokens, as } = adminSuite();

async function upload(token: string, name: string): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', new Blob(['内容']), name);
  const res = await fetch(`${server().url}/api/uploadFile2`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
  return ((await res.json()) as { data: UploadedFile }).data;
}

const draft = (body: Record<string, unknown> = {}) =>
  as.ok<Announcement>('admin', '/api/announcementManage/add', { title: '草稿公告', impLevel: 3, content: '<p>初稿</p>', ...body });
const readerSees = async (id: number) => (await server().call<AnnouncementPage>('/api/announcementManage/pageQuery',
  { token: tokens.agent, body: { page: 1, size: 200, publishState: 1, isValid: 1 } })).body.data.records.some((a) => a.id === id);

describe(`公告修改与撤回（${databaseLabel}）`, () => {
  test('修改草稿：标题、重要程度、正文、附件（保留原附件、加自己上传的）；别人上传的附件和已发布的公告被拒绝', async () => {
    const first = await upload(tokens.admin!, '原附件.txt');
    const { id } = await draft({ attachmentIds: first.id });
    const second = await upload(tokens.admin!, '新附件.txt');
    const updated = await as.ok<Announcement>('admin', '/api/announcementManage/update', {
      id, title: ' 改后的标题 ', impLevel: 1, content: '<p>改稿</p><script>x</script>', attachmentIds: `${first.id},${second.id}` });
    assert.equal(updated.title, '改后的标题');
    assert.equal(updated.impLevel, 1);
    assert.equal(updated.content, '<p>改稿</p>');
    assert.deepEqual(updated.attachments.map((a) => a.name), ['原附件.txt', '新附件.txt']);

    const foreign = await upload(tokens.agent!, '别人的.txt');
    const refused = await server().call('/api/announcementManage/update', { token: tokens.admin, body: { id, title: 't', impLevel: 3, content: '<p>x</p>', attachmentIds: foreign.id } });
    assert.equal(refused.body.code, 1);
    assert.match(refused.body.msg, /附件不存在或不是您上传的/);
    const empty = await server().call('/api/announcementManage/update', { token: tokens.admin, body: { id, title: 't', impLevel: 3, content: '<p> </p>' } });
    assert.equal(empty.body.msg, '公告内容不能为空');
    assert.equal((await server().call('/api/announcementManage/update', { token: tokens.agent, body: { id, title: 't', impLevel: 3, content: '<p>x</p>' } })).status, 403);

    await as.ok('admin', '/api/announcementManage/publishById', { id });
    const published = await server().call('/api/announcementManage/update', { token: tokens.admin, body: { id, title: 't', impLevel: 3, content: '<p>x</p>' } });
    assert.equal(published.body.code, 1);
    assert.equal(published.body.msg, '已发布的公告不能修改，请先撤回');
    const stored = await as.ok<Announcement>('admin', '/api/announcementManage/queryById', { id });
    assert.equal(stored.title, '改后的标题', '被拒绝的修改不写入');
  });

  test('撤回：读者的列表里立即消失（推送通知每个控制台），回到草稿，记入操作日志；草稿不能撤回；读者无权撤回', async () => {
    const { id } = await draft({ title: '将被撤回的公告' });
    await as.ok('admin', '/api/announcementManage/publishById', { id });
    assert.ok(await readerSees(id));

    assert.equal((await server().call('/api/announcementManage/withdrawById', { token: tokens.agent, body: { id } })).status, 403);
    const event = await pushedUntil(server(), tokens.agent!, () => as.ok('admin', '/api/announcementManage/withdrawById', { id }),
      (e) => e.type === 'changed' && e.resources.includes('announcements'));
    assert.deepEqual(event, { type: 'changed', resources: ['announcements', 'announcement'] });
    assert.equal(await readerSees(id), false);
    assert.equal((await server().call('/api/announcementManage/queryById', { token: tokens.agent, body: { id } })).body.code, 1);

    const back = await as.ok<Announcement>('admin', '/api/announcementManage/queryById', { id });
    assert.equal(back.publishState, 0);
    assert.equal(back.publishDate, null);
    const again = await server().call('/api/announcementManage/withdrawById', { token: tokens.admin, body: { id } });
    assert.equal(again.body.msg, '该公告尚未发布，无需撤回');
    const logged = await server().app.db.selectFrom('sys_log_operation').select(['operation', 'username'])
      .where('operation', 'like', '%撤回公告%').where('status', '=', 1).execute();
    assert.equal(logged.filter((l) => l.username === 'admin').length, 1);
    // Editable again, then published again.
    await as.ok('admin', '/api/announcementManage/update', { id, title: '改正后重新发布', impLevel: 2, content: '<p>改正</p>' });
    await as.ok('admin', '/api/announcementManage/publishById', { id });
    assert.ok(await readerSees(id));
  });
});
