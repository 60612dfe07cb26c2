// 云存储 on local storage: permissions and bad input, uploads checked by content and size, the list and its filters,
// preview headers, delete refused while referenced, the configuration without secrets, legacy rows, orphan cleanup.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { OssFile, StorageConfig } from '../../src/shared/api/contracts/sysOss.ts';
import type { Page } from '../../src/shared/api/types.ts';
import { startServer } from '../../server/src/app.ts';
import { SecretKeyMissing } from '../../server/src/lib/secrets.ts';
import { removeOrphanUploads } from '../../server/src/services/storage/cleanup.ts';
import { sealLegacySecret } from '../../server/src/services/storage/settings.ts';
import { S3_PROBE_FAILED } from '../../server/src/services/storage/storage.ts';
import { callsAs, databaseLabel, PASSWORD, registerOrder, startTestServer, type TestServer } from './helpers.ts';
import { age, clearLocalObjects, download, HTML_SCRIPT, localObjects, PDF, PNG_1x1, TEST_SECRET_KEY, upload, xlsxBytes } from './storage-fixtures.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const { ok, no } = callsAs(() => s, tok);

// Saving an S3 secret needs a key on PostgreSQL (HOTLINE_SECRET_KEY); PGlite in memory makes its own.
before(async () => { s = await startTestServer({ secretKey: TEST_SECRET_KEY }); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  await clearLocalObjects(s);
  for (const u of ['admin', 'agent01']) tok[u] = await s.login(u);
});

async function uploaded(name: string, content: Uint8Array | string, user = 'admin'): Promise<string> {
  const r = await upload(s, tok[user]!, name, content);
  assert.equal(r.body.code, 0, `${name}: ${r.body.msg}`);
  return r.body.data.id;
}

const page = (filters: object = {}) => ok<Page<OssFile>>('admin', '/api/sys/oss/page', { page: 1, size: 50, ...filters });

describe(`云存储：权限与参数（${databaseLabel}）`, () => {
  test('未登录 401，无权限 403，参数错误 400 中文消息，都不写入', async () => {
    const id = await uploaded('a.png', PNG_1x1);
    const before = await s.snapshot();
    assert.equal((await s.call('/api/sys/oss/page', { body: {} })).status, 401);
    for (const [path, body] of [['/api/sys/oss/page', {}], ['/api/sys/oss/delete', { ids: [id] }], ['/api/sys/oss/config', {}],
      ['/api/sys/oss/saveConfig', { backend: 'local' }], ['/api/sys/oss/testConfig', { backend: 'local' }]] as const) {
      const r = await s.call(path, { token: tok.agent01, body });
      assert.equal(r.status, 403, path);
      assert.match(r.body.msg, /权限/);
    }
    const preview = await fetch(`${s.url}/api/sys/oss/preview?id=${id}`, { headers: { 'x-auth-token': tok.agent01! } });
    assert.equal(preview.status, 403);
    for (const body of [{ ids: [] }, { ids: ['x'] }, {}]) {
      const r = await s.call('/api/sys/oss/delete', { token: tok.admin, body });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/);
    }
    const bad = await s.call('/api/sys/oss/saveConfig', { token: tok.admin, body: { backend: 'ftp' } });
    assert.equal(bad.status, 400);
    assert.deepEqual(await s.snapshot(), before);
  });
});

describe(`云存储：上传按内容检查（${databaseLabel}）`, () => {
  test('图片、PDF、Office、UTF-8 文本按内容通过；记录内容类型与存储位置', async () => {
    const png = await uploaded('现场照片.PNG', PNG_1x1);
    const pdf = await uploaded('通知.pdf', PDF);
    const xlsx = await uploaded('值班表.xlsx', await xlsxBytes());
    const txt = await uploaded('说明.txt', '市民来电记录\n第二行');
    const rows = (await page()).records;
    const byId = new Map(rows.map((r) => [r.id, r]));
    assert.deepEqual([png, pdf, xlsx, txt].map((id) => byId.get(id)!.contentType),
      ['image/png', 'application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/plain; charset=utf-8']);
    assert.equal(byId.get(png)!.storage, 'local');
    assert.equal(byId.get(png)!.storageLabel, '本地');
    assert.equal(byId.get(png)!.originalName, '现场照片.PNG');
    assert.match(byId.get(png)!.fileName, /^[0-9a-f-]{36}\.png$/, '存储名由服务器生成，与上传名无关');
    // Objects live under yyyy/mm/<uuid>.<ext>, never under the uploaded name.
    const objects = await localObjects(s);
    assert.equal(objects.length, 4);
    for (const key of objects) assert.match(key, /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(png|pdf|xlsx|txt)$/);
    assert.equal((await download(s, tok.admin!, txt)).text, '市民来电记录\n第二行');
  });

  test('冒名文件被拒：脚本冒充 .png、PDF 改名 .jpg、xlsx 改名 .docx、二进制冒充 .txt；超大文件被拒；都不写入', async () => {
    const before = await s.snapshot();
    const cases: Array<[string, Uint8Array | string, RegExp]> = [
      ['logo.png', HTML_SCRIPT, /文件内容与扩展名不符.*不是PNG 图片/],
      ['scan.jpg', PDF, /不是JPG 图片（实际内容为 PDF）/],
      ['report.docx', await xlsxBytes(), /实际内容为 XLSX/],
      ['notes.txt', Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x00, 0x01]), /不是纯文本/],
      ['evil.txt', PNG_1x1, /实际内容为 PNG/],
      ['big.png', Buffer.concat([PNG_1x1, Buffer.alloc(10 * 1024 * 1024)]), /不能超过 10 MB/],
      ['tool.exe', 'MZ', /不支持的文件类型/],
    ];
    for (const [name, content, msg] of cases) {
      const r = await upload(s, tok.admin!, name, content);
      assert.equal(r.body.code, 1, name);
      assert.match(r.body.msg, msg, name);
    }
    assert.deepEqual(await s.snapshot(), before);
    assert.deepEqual(await localObjects(s), [], '被拒的文件不落盘');
  });
});

describe(`云存储：列表、预览、下载、删除（${databaseLabel}）`, () => {
  test('列表字段与筛选：名称、类型、上传人、时间段、存储', async () => {
    const png = await uploaded('巡查照片.png', PNG_1x1);
    const pdf = await uploaded('处置报告.pdf', PDF, 'agent01');
    const all = await page();
    assert.deepEqual(all.records.map((r) => r.id), [pdf, png], '新的在前');
    const row = all.records.find((r) => r.id === pdf)!;
    assert.equal(row.uploaderName, '王晓敏');
    assert.equal(row.size, PDF.length);
    assert.equal(row.extension, 'pdf');
    assert.equal(row.previewable, true);
    assert.match(row.createTime ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.deepEqual((await page({ fileName: '巡查' })).records.map((r) => r.id), [png]);
    assert.deepEqual((await page({ fileName: row.fileName.slice(0, 8) })).records.map((r) => r.id), [pdf], '也按存储名找');
    assert.deepEqual((await page({ extension: '.PDF' })).records.map((r) => r.id), [pdf]);
    assert.deepEqual((await page({ uploader: '王晓' })).records.map((r) => r.id), [pdf]);
    assert.deepEqual((await page({ uploader: 'agent01' })).records.map((r) => r.id), [pdf]);
    assert.equal((await page({ fileName: '%' })).total, 0);
    assert.equal((await page({ startTime: '2999-01-01' })).total, 0);
    assert.equal((await page({ endTime: '2000-01-01' })).total, 0);
    const today = row.createTime!.slice(0, 10);
    assert.equal((await page({ startTime: today, endTime: today })).total, 2);
    assert.equal((await page({ storage: 's3' })).total, 0);
    const paged = await ok<Page<OssFile>>('admin', '/api/sys/oss/page', { current: 2, size: 1 });
    assert.deepEqual([paged.total, paged.records.map((r) => r.id)], [2, [png]]);
  });

  test('预览：图片与 PDF 内联，类型取自内容，沙箱与 nosniff；其他类型拒绝', async () => {
    const png = await uploaded('照片.png', PNG_1x1);
    const pdf = await uploaded('文件.pdf', PDF);
    const txt = await uploaded('说明.txt', '<script>alert(1)</script>');
    for (const [id, type, bytes] of [[png, 'image/png', PNG_1x1], [pdf, 'application/pdf', PDF]] as const) {
      const res = await fetch(`${s.url}/api/sys/oss/preview?id=${id}`, { headers: { 'x-auth-token': tok.admin! } });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), type);
      assert.equal(res.headers.get('content-security-policy'), 'sandbox');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.match(res.headers.get('content-disposition') ?? '', /^inline;/);
      assert.ok(Buffer.from(await res.arrayBuffer()).equals(bytes));
    }
    const refused = await fetch(`${s.url}/api/sys/oss/preview?id=${txt}`, { headers: { 'x-auth-token': tok.admin! } });
    const body = (await refused.json()) as { code: number; msg: string };
    assert.equal(body.code, 1);
    assert.equal(body.msg, '仅图片和 PDF 文件支持预览，请下载后查看');
    // A sequential id, a wrong text and an unknown reference get one answer.
    for (const id of ['1', 'abc', '00000000-0000-4000-8000-000000000000']) {
      const missing = await fetch(`${s.url}/api/sys/oss/preview?id=${id}`, { headers: { 'x-auth-token': tok.admin! } });
      assert.equal(missing.status, 404, id);
      assert.equal(((await missing.json()) as { msg: string }).msg, '附件不存在或已被删除');
    }
  });

  test('删除：被公告或工单引用时拒绝并说明引用方；未引用的删除行和存储对象', async () => {
    const notice = await uploaded('公告附件.pdf', PDF);
    const order = await uploaded('工单附件.png', PNG_1x1);
    const free = await uploaded('无人引用.txt', '临时');
    await ok('admin', '/api/announcementManage/add', { title: '停水通知', impLevel: 1, content: '<p>见附件</p>', attachmentIds: notice });
    const { workflowId: workflow_id } = await registerOrder(s);
    await s.app.db.insertInto('workflow_attachment').values({ workflow_id, file_id: order, file_name: '工单附件.png' }).execute();

    await no('admin', '/api/sys/oss/delete', { ids: [notice] }, '文件“公告附件.pdf”正被公告“停水通知”引用，不能删除');
    await no('admin', '/api/sys/oss/delete', { ids: [free, order] }, `文件“工单附件.png”正被工单 ${workflow_id} 引用，不能删除`);
    assert.equal((await localObjects(s)).length, 3);

    const before = (await localObjects(s));
    await ok('admin', '/api/sys/oss/delete', { ids: [free] });
    assert.equal((await localObjects(s)).length, before.length - 1, '存储对象一并删除');
    assert.deepEqual((await page()).records.map((r) => r.id).sort(), [notice, order].sort());
    assert.equal((await download(s, tok.admin!, free)).status, 404);
    await no('admin', '/api/sys/oss/delete', { ids: [free] }, '文件不存在或已被删除，请刷新后重试');
    const logged = await s.app.db.selectFrom('sys_log_operation').selectAll().execute();
    assert.ok(JSON.stringify(logged).includes('删除文件'), '删除写入操作日志');
  });
});

describe(`云存储：配置（${databaseLabel}）`, () => {
  test('默认本地存储；测试连接本地可写；保存 S3 连接失败时不保存，原因是中文；密钥从不出现在答复和日志里', async () => {
    const config = await ok<StorageConfig>('admin', '/api/sys/oss/config', {});
    assert.deepEqual(config, { backend: 'local', endpoint: '', bucket: '', region: '', accessKeyId: '', secretSet: false, forcePathStyle: true, source: 'environment' });
    const tested = await s.call('/api/sys/oss/testConfig', { token: tok.admin, body: { backend: 'local' } });
    assert.equal(tested.body.msg, '连接成功');

    const secret = 'TopSecret-9f8e7d';
    const s3 = { backend: 's3', endpoint: 'http://127.0.0.1:1', bucket: 'hotline', region: 'cn-east-1', accessKeyId: 'AKIDHOTLINE', secretAccessKey: secret, forcePathStyle: true };
    const probe = await s.call('/api/sys/oss/testConfig', { token: tok.admin, body: s3 });
    assert.equal(probe.body.code, 1);
    assert.equal(probe.body.msg, `连接失败：${S3_PROBE_FAILED}`);
    const saved = await s.call('/api/sys/oss/saveConfig', { token: tok.admin, body: s3 });
    assert.equal(saved.body.msg, `连接失败，未保存：${S3_PROBE_FAILED}`);
    assert.ok(!JSON.stringify([probe.body, saved.body]).includes(secret));
    assert.equal((await s.app.db.selectFrom('sys_storage_config').selectAll().execute()).length, 0);
    assert.deepEqual(await s.tablesContaining(secret), [], '失败的保存不留下密钥（操作日志也已脱敏）');

    await no('admin', '/api/sys/oss/saveConfig', { backend: 's3', endpoint: 'ftp://x', bucket: 'hotline', accessKeyId: 'a', secretAccessKey: 'b' }, '服务地址须以 http:// 或 https:// 开头');
    await no('admin', '/api/sys/oss/saveConfig', { backend: 's3', endpoint: 'http://x', bucket: 'Bad_Bucket', accessKeyId: 'a', secretAccessKey: 'b' }, '存储桶名称须为 3–63 位小写字母、数字、点或短横线');
    await no('admin', '/api/sys/oss/saveConfig', { backend: 's3', endpoint: 'http://x', bucket: 'hotline', accessKeyId: 'a' }, '请填写访问密钥（Secret）');
    await no('admin', '/api/sys/oss/saveConfig', { backend: 's3', bucket: 'hotline' }, '必填项不能为空：服务地址、存储桶和访问密钥 ID');

    await ok('admin', '/api/sys/oss/saveConfig', { backend: 'local' });
    assert.equal((await ok<StorageConfig>('admin', '/api/sys/oss/config', {})).source, 'database');
  });

  test('S3 服务地址指向本机、内网、链路本地（云元数据）或解析到本机的主机名：未在 OUTBOUND_ALLOW 中一律拒绝，同一条消息，本机服务收不到任何连接', async () => {
    // Listeners on the loopback addresses of both families: a port scan through 测试连接 would reach them.
    let connections = 0;
    const listeners = await Promise.all(['127.0.0.1', '::1'].map((host) => new Promise<Server>((resolve) => {
      const listener = createServer((_req, res) => res.writeHead(403).end()).on('connection', () => { connections += 1; });
      listener.listen(0, host, () => resolve(listener));
    })));
    const [v4, v6] = listeners.map((l) => (l.address() as AddressInfo).port);
    try {
      for (const endpoint of [`http://127.0.0.1:${v4}`, `http://localhost:${v4}`, `http://[::1]:${v6}`, `http://[::ffff:127.0.0.1]:${v4}`,
        `http://0x7f.0.0.1:${v4}`, `http://2130706433:${v4}`, `https://127.0.0.1:${v4}`, 'http://10.0.0.1:9000', 'http://192.168.1.1', 'http://169.254.169.254',
        'http://[fd00:ec2::254]', 'http://100.64.0.1', 'http://0.0.0.0:80']) {
        const body = { backend: 's3', endpoint, bucket: 'hotline', region: 'cn-east-1', accessKeyId: 'AKIDHOTLINE', secretAccessKey: 'probe-secret', forcePathStyle: true };
        const tested = await s.call('/api/sys/oss/testConfig', { token: tok.admin, body });
        assert.equal(tested.body.msg, `连接失败：${S3_PROBE_FAILED}`, endpoint);
        await no('admin', '/api/sys/oss/saveConfig', body, `连接失败，未保存：${S3_PROBE_FAILED}`);
      }
      assert.equal(connections, 0, '没有请求到达本机服务');
    } finally {
      await Promise.all(listeners.map((l) => new Promise((resolve) => l.close(resolve))));
    }
  });

  test('升级前明文保存的 S3 密钥：启动时加密，读出照常；配置答复只说已设置', async () => {
    const legacy = 'legacy-secret-31d7';
    await s.app.db.insertInto('sys_storage_config').values({ id: 1, backend: 'local', endpoint: 'https://s3.example.com', bucket: 'hotline', region: 'us-east-1',
      access_key_id: 'AKIDLEGACY', secret_access_key: legacy, force_path_style: 1 }).execute();
    s.app.cache.invalidate();
    assert.equal((await s.app.storage.settings()).s3?.secretAccessKey, legacy, '加密前按明文读出');
    // What every start runs (plugins/storage.ts).
    assert.equal(await sealLegacySecret(s.app.db, s.app.secrets), true);
    assert.equal(await sealLegacySecret(s.app.db, s.app.secrets), false, '只加密一次');
    assert.deepEqual(await s.tablesContaining(legacy), []);
    s.app.cache.invalidate();
    assert.equal((await s.app.storage.settings()).s3?.secretAccessKey, legacy);
    const shown = await s.call('/api/sys/oss/config', { token: tok.admin, body: {} });
    assert.equal((shown.body.data as StorageConfig).secretSet, true);
    assert.ok(!JSON.stringify(shown.body).includes(legacy) && !JSON.stringify(shown.body).includes('enc:v1:'));
  });

  test('PostgreSQL 上未设置 HOTLINE_SECRET_KEY：不能保存新的 S3 密钥，提示运维设置；不写入', { skip: !process.env.DATABASE_URL && '只在 PostgreSQL 上没有自动生成的密钥' }, async () => {
    const keyless = await startServer({ dataDir: 'memory', databaseUrl: s.databaseUrl, port: 0, logger: false, scheduler: false });
    try {
      const login = await fetch(`${keyless.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const before = await s.snapshot();
      const res = await fetch(`${keyless.url}/api/sys/oss/saveConfig`, { method: 'POST', headers: { 'x-auth-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ backend: 's3', endpoint: 'https://s3.example.com', bucket: 'hotline', accessKeyId: 'AKIDHOTLINE', secretAccessKey: 'never-stored-8c1' }) });
      assert.equal(((await res.json()) as { msg: string }).msg, new SecretKeyMissing().message);
      assert.match(new SecretKeyMissing().message, /HOTLINE_SECRET_KEY/);
      const after = await s.snapshot();
      delete before.sys_token;
      delete after.sys_token;
      assert.deepEqual(after, before);
      assert.deepEqual(await s.tablesContaining('never-stored-8c1'), []);
    } finally {
      await keyless.close();
    }
  });

  test('升级前保存在数据库里的文件照常下载、预览，列表标为“数据库”', async () => {
    const legacy = await s.app.db.insertInto('upload_file').values({ name: '旧公告附件.png', size: PNG_1x1.length, data: PNG_1x1, extension: 'png' })
      .returning('public_id as id').executeTakeFirstOrThrow();
    const got = await download(s, tok.admin!, legacy.id);
    assert.equal(got.status, 200);
    assert.ok(got.bytes.equals(PNG_1x1));
    const row = (await page()).records.find((r) => r.id === legacy.id)!;
    assert.equal(row.storageLabel, '数据库');
    assert.equal(row.previewable, true);
    const res = await fetch(`${s.url}/api/sys/oss/preview?id=${legacy.id}`, { headers: { 'x-auth-token': tok.admin! } });
    assert.equal(res.headers.get('content-type'), 'image/png', '类型由内容判断');
  });
});

describe(`云存储：清理无引用的旧文件（${databaseLabel}）`, () => {
  test('只删除超过时限且无人引用的文件，连同存储对象', async () => {
    const oldFree = await uploaded('旧的.txt', '旧');
    const oldNotice = await uploaded('旧公告.pdf', PDF);
    const oldOrder = await uploaded('旧工单.png', PNG_1x1);
    const fresh = await uploaded('新的.txt', '新');
    await ok('admin', '/api/announcementManage/add', { title: '旧公告', impLevel: 1, content: '<p>x</p>', attachmentIds: oldNotice });
    const { workflowId: workflow_id } = await registerOrder(s);
    await s.app.db.insertInto('workflow_attachment').values({ workflow_id, file_id: oldOrder, file_name: '旧工单.png' }).execute();
    for (const id of [oldFree, oldNotice, oldOrder]) await age(s, id, 2);
    assert.equal(await removeOrphanUploads(s.app, 86_400_000), 1);
    assert.deepEqual((await page()).records.map((r) => r.id).sort(), [oldNotice, oldOrder, fresh].sort());
    assert.equal((await localObjects(s)).length, 3);
    assert.equal(await removeOrphanUploads(s.app, 86_400_000), 0);
  });
});
