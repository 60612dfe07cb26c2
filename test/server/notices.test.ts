// Workflow reminders per user, announcements with their permissions and sanitizing, and attachment upload / download.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { Announcement, AnnouncementPage, ReminderListResult, UploadedFile } from '../../src/shared/api/notice.types.ts';
import { htmlText, sanitizeHtml } from '../../server/src/lib/sanitize-html.ts';
import { createReminders } from '../../server/src/services/reminders.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => { await s.reset(); });

async function upload(token: string, name: string, content: Uint8Array<ArrayBuffer> | string): Promise<{ status: number; body: { code: number; msg: string; data: UploadedFile } }> {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const res = await fetch(`${s.url}/api/uploadFile2`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: UploadedFile } };
}

async function userId(username: string): Promise<number> {
  const row = await s.app.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

describe(`工单提醒（${databaseLabel}）`, () => {
  test('selectList 只列出本人的未读提醒，字段齐全，按时间倒序', async () => {
    const token = await s.login('dept01');
    await createReminders(s.app.db, [{ userId: await userId('dept01'), type: 2, workflowId: 'GD-NEW', roleType: 1, content: '最新提醒' }]);
    const r = await s.call<ReminderListResult>('/aop/workflowRemindMsg/selectList', { token, body: { page: 1, size: 50, isRead: 0 } });
    assert.equal(r.body.code, 0);
    const { list, total, unread } = r.body.data;
    assert.equal(list[0]!.workflowId, 'GD-NEW');
    assert.equal(total, unread);
    for (const item of list) for (const key of ['type', 'workflowId', 'roleType', 'content']) assert.ok(key in item, key);
    const other = await s.call<ReminderListResult>('/aop/workflowRemindMsg/selectList', { token: await s.login('dept02'), body: { page: 1, size: 50, isRead: 0 } });
    assert.ok(!other.body.data.list.some((m) => m.workflowId === 'GD-NEW'), '别人的提醒不可见');
  });

  test('标记一条已读、全部已读；不能标记别人的提醒；参数缺失给出中文提示', async () => {
    const token = await s.login('dept01');
    const list = async () => (await s.call<ReminderListResult>('/aop/workflowRemindMsg/selectList', { token, body: { page: 1, size: 50, isRead: 0 } })).body.data;
    const before = await list();
    assert.ok(before.total >= 2);
    const every = async () => (await s.call<ReminderListResult>('/aop/workflowRemindMsg/selectList', { token, body: { page: 1, size: 50 } })).body.data.total;
    const everyBefore = await every();
    const first = before.list[0]!;
    const one = await s.call<{ updated: number }>('/aop/workflowRemindMsg/markRead', { token, body: { id: first.id } });
    assert.equal(one.body.data.updated, 1);
    assert.equal((await list()).total, before.total - 1);

    const stranger = await s.call('/aop/workflowRemindMsg/markRead', { token: await s.login('dept02'), body: { id: before.list[1]!.id } });
    assert.equal(stranger.body.code, 1);
    assert.equal((await list()).total, before.total - 1, '别人标记不了我的提醒');

    const neither = await s.call('/aop/workflowRemindMsg/markRead', { token, body: {} });
    assert.equal(neither.status, 400);
    assert.match(neither.body.msg, /请指定/);

    await s.call('/aop/workflowRemindMsg/markRead', { token, body: { all: true } });
    assert.equal((await list()).total, 0);
    assert.equal(await every(), everyBefore, '不带 isRead 时列出全部（已读的也在）');
  });

  test('未登录 401', async () => {
    const r = await s.call('/aop/workflowRemindMsg/selectList', { body: { page: 1, size: 50, isRead: 0 } });
    assert.equal(r.status, 401);
  });
});

describe(`通知公告（${databaseLabel}）`, () => {
  test('组件查询 publishState 1、isValid 1：records + total，只含已发布；普通用户要草稿也只得到已发布', async () => {
    const token = await s.login('agent01');
    const r = await s.call<AnnouncementPage>('/api/announcementManage/pageQuery', { token, body: { page: 1, size: 10, publishState: 1, isValid: 1 } });
    assert.equal(r.body.code, 0);
    assert.ok(r.body.data.total >= 6);
    assert.ok(r.body.data.records.every((a) => a.publishState === 1 && a.isValid === 1));
    assert.deepEqual(new Set(r.body.data.records.map((a) => a.impLevelName)), new Set(['特别重要', '一般重要', '一般']));
    const drafts = await s.call<AnnouncementPage>('/api/announcementManage/pageQuery', { token, body: { page: 1, size: 10, publishState: 0 } });
    assert.ok(drafts.body.data.records.every((a) => a.publishState === 1));
    const admin = await s.call<AnnouncementPage>('/api/announcementManage/pageQuery', { token: await s.login('admin'), body: { page: 1, size: 10, publishState: 0 } });
    assert.ok(admin.body.data.total >= 3 && admin.body.data.records.every((a) => a.publishState === 0));
  });

  test('只有持有公告权限的人能新增、发布、删除；拒绝时数据不变', async () => {
    const agent = await s.login('agent01');
    const supervisor = await s.login('supervisor');
    const snapshot = await s.snapshot();
    const add = await s.call('/api/announcementManage/add', { token: agent, body: { title: 'x', impLevel: 3, content: '<p>x</p>' } });
    assert.equal(add.status, 403);
    assert.equal((await s.call('/api/announcementManage/publishById', { token: agent, body: { id: 7 } })).status, 403);
    // The seed gives announcement:delete to the centre manager only.
    assert.equal((await s.call('/api/announcementManage/deleteById', { token: supervisor, body: { id: 1 } })).status, 403);
    assert.deepEqual(await s.snapshot(), snapshot);
  });

  test('新增 -> 发布 -> 读者可见 -> 删除（逻辑删除）；服务器消息', async () => {
    const admin = await s.login('admin');
    const created = await s.call<Announcement>('/api/announcementManage/add', { token: admin, body: { title: '  新公告  ', impLevel: 2, content: '<p>正文</p>' } });
    assert.equal(created.body.code, 0);
    assert.equal(created.body.data.title, '新公告');
    assert.equal(created.body.data.publishState, 0);
    const id = created.body.data.id;
    const agent = await s.login('agent01');
    assert.equal((await s.call('/api/announcementManage/queryById', { token: agent, body: { id } })).body.code, 1, '草稿对读者不可见');

    const published = await s.call('/api/announcementManage/publishById', { token: admin, body: { id } });
    assert.equal(published.body.code, 0);
    const again = await s.call('/api/announcementManage/publishById', { token: admin, body: { id } });
    assert.equal(again.body.code, 1);
    assert.match(again.body.msg, /已发布/);
    const read = await s.call<Announcement>('/api/announcementManage/queryById', { token: agent, body: { id } });
    assert.equal(read.body.data.content, '<p>正文</p>');
    assert.equal(read.body.data.publisherName, '林书恒');
    assert.match(read.body.data.publishDate ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const none = await s.call('/api/announcementManage/deleteById', { token: admin, body: { ids: [] } });
    assert.equal(none.status, 400);
    const deleted = await s.call('/api/announcementManage/deleteById', { token: admin, body: { ids: [id] } });
    assert.equal(deleted.body.code, 0);
    assert.equal((await s.call('/api/announcementManage/queryById', { token: agent, body: { id } })).body.code, 1);
    const twice = await s.call('/api/announcementManage/deleteById', { token: admin, body: { id } });
    assert.equal(twice.body.code, 1);
  });

  test('新增校验：标题、重要程度、空内容、附件 id 格式，中文消息且不写入', async () => {
    const admin = await s.login('admin');
    const snapshot = await s.snapshot();
    const cases: Array<[unknown, RegExp]> = [
      [{ impLevel: 1, content: '<p>x</p>' }, /title/],
      [{ title: 'x', impLevel: 4, content: '<p>x</p>' }, /取值无效/],
      [{ title: 'x'.repeat(101), impLevel: 1, content: '<p>x</p>' }, /不能超过 100/],
      [{ title: 'x', impLevel: 1, content: '<p><br></p>' }, /公告内容不能为空/],
      [{ title: '   ', impLevel: 1, content: '<p>x</p>' }, /公告标题不能为空/],
      [{ title: 'x', impLevel: 1, content: '<p>x</p>', attachmentIds: '1;2' }, /格式错误/],
      // A sequential id is not a file reference; an unknown reference names no file.
      [{ title: 'x', impLevel: 1, content: '<p>x</p>', attachmentIds: '999' }, /格式错误/],
      [{ title: 'x', impLevel: 1, content: '<p>x</p>', attachmentIds: '00000000-0000-4000-8000-000000000000' }, /附件不存在/],
    ];
    for (const [body, message] of cases) {
      const r = await s.call('/api/announcementManage/add', { token: admin, body });
      assert.notEqual(r.body.code, 0, JSON.stringify(body));
      assert.match(r.body.msg, message);
    }
    assert.deepEqual(await s.snapshot(), snapshot);
  });

  test('内容在服务器上按白名单清洗', async () => {
    const admin = await s.login('admin');
    const payload = '<p onclick="alert(1)">你好<script>alert(1)</script><img src=x onerror=alert(1)>'
      + '<a href="javascript:alert(1)">坏</a><a href="jav&#x09;ascript:alert(1)">坏2</a><a href="https://www.gov.cn/">好</a>'
      + '<svg><g onload="alert(1)"></g></svg><iframe src="javascript:alert(1)"></iframe><style>*{}</style></p>';
    const r = await s.call<Announcement>('/api/announcementManage/add', { token: admin, body: { title: 'XSS', impLevel: 3, content: payload } });
    assert.equal(r.body.data.content, '<p>你好<a>坏</a><a>坏2</a><a href="https://www.gov.cn/" target="_blank" rel="noopener noreferrer">好</a></p>');
  });

  test('存入的内容：伪装成站内路径的外站链接被去掉，属性值里的 > 不会混进正文', async () => {
    const admin = await s.login('admin');
    const content = '<p title="a>b">正文</p><a href="/\\evil.example/x">外站</a><a href="/notices/1">站内</a>';
    const r = await s.call<Announcement>('/api/announcementManage/add', { token: admin, body: { title: '链接', impLevel: 3, content } });
    assert.equal(r.body.code, 0, r.body.msg);
    assert.equal(r.body.data.content, '<p>正文</p><a>外站</a><a href="/notices/1" target="_blank" rel="noopener noreferrer">站内</a>');
    const stored = await s.app.db.selectFrom('announcement').select('content').where('id', '=', r.body.data.id).executeTakeFirstOrThrow();
    assert.equal(stored.content, r.body.data.content);
  });
});

describe(`附件上传与下载（${databaseLabel}）`, () => {
  test('上传后随公告发布，读者用请求头里的令牌下载；中文文件名', async () => {
    const admin = await s.login('admin');
    const up = await upload(admin, '值班表.txt', '排班内容');
    assert.equal(up.body.code, 0);
    const created = await s.call<Announcement>('/api/announcementManage/add', { token: admin, body: { title: '带附件', impLevel: 1, content: '<p>见附件</p>', attachmentIds: String(up.body.data.id) } });
    assert.equal(created.body.data.attachmentNames, '值班表.txt');
    assert.equal(created.body.data.attachmentIds, String(up.body.data.id));

    const agent = await s.login('agent01');
    const early = await fetch(`${s.url}/api/download?id=${up.body.data.id}`, { headers: { 'x-auth-token': agent } });
    assert.equal(early.status, 403, '未发布公告的附件读者下载不了');
    await s.call('/api/announcementManage/publishById', { token: admin, body: { id: created.body.data.id } });
    const res = await fetch(`${s.url}/api/download?id=${up.body.data.id}`, { headers: { 'x-auth-token': agent } });
    assert.equal(res.status, 200);
    assert.equal(await res.text(), '排班内容');
    assert.match(res.headers.get('content-disposition') ?? '', /filename\*=UTF-8''%E5%80%BC%E7%8F%AD%E8%A1%A8\.txt/);
    const anonymous = await fetch(`${s.url}/api/download?id=${up.body.data.id}`);
    assert.equal(anonymous.status, 401);
  });

  test('类型与大小超限给出明确消息，不写入', async () => {
    const admin = await s.login('admin');
    const snapshot = await s.snapshot();
    const exe = await upload(admin, 'tool.exe', 'MZ');
    assert.equal(exe.body.code, 1);
    assert.match(exe.body.msg, /不支持的文件类型/);
    const big = await upload(admin, 'big.pdf', new Uint8Array(10 * 1024 * 1024 + 1));
    assert.equal(big.body.code, 1);
    assert.match(big.body.msg, /不能超过 10 MB/);
    const empty = await upload(admin, 'empty.txt', '');
    assert.match(empty.body.msg, /为空/);
    const json = await s.call('/api/uploadFile2', { token: admin, body: { file: 'x' } });
    assert.equal(json.status, 400);
    assert.match(json.body.msg, /multipart/);
    assert.deepEqual(await s.snapshot(), snapshot);
  });

  test('残缺或格式错误的 multipart 请求体：400 中文消息，不写入', async () => {
    const admin = await s.login('admin');
    const snapshot = await s.snapshot();
    const head = 'Content-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n';
    const broken: Array<[string, string]> = [
      ['multipart/form-data; boundary=XYZ', `--XYZ\r\n${head}没有结尾的文件内容`],
      ['multipart/form-data; boundary=XYZ', `--XYZ\r\n${head}`],
      ['multipart/form-data; boundary=XYZ', 'garbage'],
      ['multipart/form-data', `--XYZ\r\n${head}x\r\n--XYZ--\r\n`],
    ];
    for (const [type, raw] of broken) {
      const r = await s.call('/api/uploadFile2', { token: admin, raw, headers: { 'content-type': type } });
      assert.equal(r.status, 400, `${type} ${JSON.stringify(raw)}: ${r.body.msg}`);
      assert.equal(r.body.code, 400);
      assert.equal(r.body.msg, '参数错误：上传的内容不完整或格式错误，请重新上传');
    }
    assert.deepEqual(await s.snapshot(), snapshot);
  });

  test('下载不存在的附件：404 中文消息', async () => {
    const res = await fetch(`${s.url}/api/download?id=424242`, { headers: { 'x-auth-token': await s.login('agent01') } });
    assert.equal(res.status, 404);
    assert.match(((await res.json()) as { msg: string }).msg, /附件不存在/);
  });
});

describe('HTML 白名单清洗', () => {
  test('常见载荷都被去掉，普通格式保留', () => {
    assert.equal(sanitizeHtml('<b>粗</b><i>斜</i><ul><li>一</li></ul>'), '<b>粗</b><i>斜</i><ul><li>一</li></ul>');
    assert.equal(sanitizeHtml('<scr<script>ipt>alert(1)</script>'), 'ipt&gt;alert(1)');
    assert.equal(sanitizeHtml('<a href="  JaVaScRiPt:alert(1)">x</a>'), '<a>x</a>');
    assert.equal(sanitizeHtml('<a href=//evil.example>x</a>'), '<a>x</a>');
    assert.equal(sanitizeHtml('<p>a<b>b</p>c'), '<p>a<b>b</b></p>c');
    assert.equal(sanitizeHtml('1 < 2 &amp; 3 > 2'), '1 &lt; 2 &amp; 3 &gt; 2');
    assert.equal(sanitizeHtml('<!-- <script>x</script> -->ok'), 'ok');
    assert.equal(sanitizeHtml('<math><mi xlink:href="javascript:alert(1)">x</mi></math>y'), 'y');
    assert.equal(sanitizeHtml('<table><tr><td>格</td></tr></table><select><option>选</option></select>尾'), '格尾');
  });

  test('外站链接不能伪装成站内路径：只留 http(s)、mailto、tel 和单个 / 开头的站内路径', () => {
    for (const href of ['/\\evil.example/x', '/&#92;evil.example/x', '//evil.example/x', '/\t/evil.example/x', ' //evil.example', '\\\\evil.example',
      'javascript:alert(1)', 'data:text/html,x', '#top', 'x/y']) {
      assert.equal(sanitizeHtml(`<a href="${href}">链接</a>`), '<a>链接</a>', href);
    }
    for (const href of ['https://www.gov.cn/', 'http://example.com/a?b=1', 'mailto:office@example.com', 'tel:12345', '/notices/1']) {
      assert.equal(sanitizeHtml(`<a href="${href}" target="_self" rel="opener">链接</a>`), `<a href="${href}" target="_blank" rel="noopener noreferrer">链接</a>`, href);
    }
  });

  test('属性值里的 > 不会截断标签、混进正文；属性一律去掉', () => {
    assert.equal(sanitizeHtml('<p title="a>b">正文</p>'), '<p>正文</p>');
    assert.equal(sanitizeHtml('<p title="a>b" class="c" style="color:red" id="x" onclick="x()">正文</p>'), '<p>正文</p>');
    assert.equal(htmlText('<p title="a>b">正文</p>'), '正文');
    assert.equal(htmlText('<p><br></p>'), '');
  });
});
