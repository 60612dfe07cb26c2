// 云存储 against a real S3-compatible server (s3rver, started here, listed in OUTBOUND_ALLOW): configured on the screen or by
// environment, upload → list → download → preview → delete, secrets never answered and sealed at rest, a new endpoint never
// gets the stored secret, old files readable after switching, cleanup on both backends.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import S3rver from 's3rver';
import type { OssFile, StorageConfig } from '../../src/shared/api/contracts/sysOss.ts';
import type { Page } from '../../src/shared/api/types.ts';
import { startServer } from '../../server/src/app.ts';
import { outboundPolicy } from '../../server/src/lib/outbound.ts';
import { s3Client, S3Store } from '../../server/src/services/storage/backends.ts';
import { S3_PROBE_FAILED } from '../../server/src/services/storage/storage.ts';
import { removeOrphanUploads } from '../../server/src/services/storage/cleanup.ts';
import { storageFromEnv } from '../../server/src/services/storage/settings.ts';
import { callsAs, databaseLabel, PASSWORD, startTestServer, type TestServer } from './helpers.ts';
import { age, clearLocalObjects, download, localObjects, PDF, PNG_1x1, TEST_SECRET_KEY, upload } from './storage-fixtures.ts';

const BUCKET = 'hotline-files';
// s3rver knows the key id S3RVER; a secret of our own lets the tests look for it in answers.
const KEY_ID = 'S3RVER';
const SECRET = 'hotline-secret-5f1c9a';

let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let s: TestServer;
// Another service the operator allowed: what it hears (Authorization headers) shows whether a test called it.
let elsewhereServer: Server;
let elsewhere: string;
const elsewhereHeard: string[] = [];
const tok: Record<string, string> = {};
const { ok, no } = callsAs(() => s, tok);

before(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'hotline-s3rver-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET }] });
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  elsewhereServer = createServer((req, res) => {
    elsewhereHeard.push(req.headers.authorization ?? '');
    res.writeHead(403).end();
  });
  await new Promise<void>((resolve) => elsewhereServer.listen(0, '127.0.0.1', resolve));
  elsewhere = `http://127.0.0.1:${(elsewhereServer.address() as AddressInfo).port}`;
  s = await startTestServer({ outboundAllow: [new URL(endpoint).host, new URL(elsewhere).host], secretKey: TEST_SECRET_KEY });
});
after(async () => {
  await s?.close();
  await s3?.close();
  await new Promise((resolve) => elsewhereServer?.close(resolve));
  await rm(s3Dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await s.reset();
  await clearLocalObjects(s);
  elsewhereHeard.length = 0;
  for (const u of ['admin', 'agent01']) tok[u] = await s.login(u);
});

const s3Config = (extra: object = {}) => ({ backend: 's3', endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: KEY_ID, secretAccessKey: SECRET, forcePathStyle: true, ...extra });
const bucket = () => new S3Store(s3Client({ endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: KEY_ID, secretAccessKey: SECRET, forcePathStyle: true },
  outboundPolicy([new URL(endpoint).host])), BUCKET);

async function keyOf(ref: string): Promise<string> {
  return (await s.app.db.selectFrom('upload_file').select('object_key').where('public_id', '=', ref).executeTakeFirstOrThrow()).object_key!;
}

async function uploaded(name: string, content: Uint8Array | string): Promise<string> {
  const r = await upload(s, tok.admin!, name, content);
  assert.equal(r.body.code, 0, `${name}: ${r.body.msg}`);
  return r.body.data.id;
}

describe(`云存储：S3 兼容存储（${databaseLabel}）`, () => {
  test('界面上配置 S3：测试连接，保存；上传 → 列表 → 下载 → 预览 → 删除都走存储桶；密钥从不返回', async () => {
    const tested = await s.call('/api/sys/oss/testConfig', { token: tok.admin, body: s3Config() });
    assert.equal(tested.body.msg, '连接成功');
    await ok('admin', '/api/sys/oss/saveConfig', s3Config());
    const config = await ok<StorageConfig>('admin', '/api/sys/oss/config', {});
    assert.deepEqual(config, { backend: 's3', endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: KEY_ID, secretSet: true, forcePathStyle: true, source: 'database' });

    const id = await uploaded('现场.png', PNG_1x1);
    const key = await keyOf(id);
    assert.ok(await bucket().exists(key), '对象在存储桶里');
    assert.deepEqual(await localObjects(s), [], '本地没有副本');
    const row = (await ok<Page<OssFile>>('admin', '/api/sys/oss/page', { storage: 's3' })).records;
    assert.deepEqual(row.map((r) => [r.id, r.storageLabel, r.contentType]), [[id, 'S3', 'image/png']]);
    const got = await download(s, tok.admin!, id);
    assert.equal(got.status, 200);
    assert.ok(got.bytes.equals(PNG_1x1));
    const preview = await fetch(`${s.url}/api/sys/oss/preview?id=${id}`, { headers: { 'x-auth-token': tok.admin! } });
    assert.equal(preview.headers.get('content-type'), 'image/png');
    assert.equal(preview.headers.get('content-security-policy'), 'sandbox');
    // Content checks apply on S3 too.
    const fake = await upload(s, tok.admin!, 'fake.png', '<html><script>alert(1)</script></html>');
    assert.match(fake.body.msg, /文件内容与扩展名不符/);

    await ok('admin', '/api/sys/oss/delete', { ids: [id] });
    assert.equal(await bucket().exists(key), false, '删除后存储桶里也没有了');

    // Saving again without a secret keeps the stored one: uploads still work.
    await ok('admin', '/api/sys/oss/saveConfig', s3Config({ secretAccessKey: '', region: 'cn-north-1' }));
    assert.equal((await ok<StorageConfig>('admin', '/api/sys/oss/config', {})).region, 'cn-north-1');
    await uploaded('第二个.pdf', PDF);
    const stored = await s.app.db.selectFrom('sys_storage_config').select('secret_access_key').executeTakeFirstOrThrow();
    assert.match(stored.secret_access_key!, /^enc:v1:/, '密钥加密保存');
    const logs = await s.app.db.selectFrom('sys_log_operation').selectAll().execute();
    assert.ok(logs.length >= 2 && JSON.stringify(logs).includes('修改存储配置'));
    assert.deepEqual(await s.tablesContaining(SECRET), [], '数据库里没有明文密钥（配置表加密，操作日志已脱敏）');
  });

  test('测试连接失败（存储桶不存在、密钥不对）与地址被拒同一条消息；保存被拒，不写入', async () => {
    const missing = await s.call('/api/sys/oss/testConfig', { token: tok.admin, body: s3Config({ bucket: 'no-such-bucket' }) });
    assert.equal(missing.body.msg, `连接失败：${S3_PROBE_FAILED}`);
    const wrongKey = await s.call('/api/sys/oss/testConfig', { token: tok.admin, body: s3Config({ accessKeyId: 'NOT-S3RVER' }) });
    assert.equal(wrongKey.body.msg, `连接失败：${S3_PROBE_FAILED}`);
    await no('admin', '/api/sys/oss/saveConfig', s3Config({ bucket: 'no-such-bucket' }), `连接失败，未保存：${S3_PROBE_FAILED}`);
  });

  test('换了服务地址、存储桶或访问密钥 ID 而密钥留空：不用已保存的密钥，要求重新填写；同一地址留空照常沿用', async () => {
    await ok('admin', '/api/sys/oss/saveConfig', s3Config());
    const retype = '服务地址、存储桶、访问密钥 ID 或访问方式已更改，请重新填写访问密钥（Secret）';
    for (const changed of [{ endpoint: elsewhere }, { bucket: 'other-bucket' }, { accessKeyId: 'OTHERKEY' }, { forcePathStyle: false }]) {
      const tested = await s.call('/api/sys/oss/testConfig', { token: tok.admin, body: s3Config({ ...changed, secretAccessKey: '' }) });
      assert.equal(tested.body.msg, retype, JSON.stringify(changed));
      await no('admin', '/api/sys/oss/saveConfig', s3Config({ ...changed, secretAccessKey: '' }), retype);
    }
    assert.equal(elsewhereHeard.length, 0, '新地址没有收到任何请求');
    // The other listener is reachable (it is allowed): with a secret typed, the test does call it, signed with that one.
    const typed = await s.call('/api/sys/oss/testConfig', { token: tok.admin, body: s3Config({ endpoint: elsewhere, secretAccessKey: 'typed-secret' }) });
    assert.equal(typed.body.msg, `连接失败：${S3_PROBE_FAILED}`);
    assert.ok(elsewhereHeard.length > 0 && elsewhereHeard.every((auth) => auth.includes('Credential=S3RVER/')), '填写了密钥才会连接新地址');
    const same = await s.call('/api/sys/oss/testConfig', { token: tok.admin, body: s3Config({ secretAccessKey: '' }) });
    assert.equal(same.body.msg, '连接成功', '同一地址、存储桶和访问密钥 ID：留空沿用已保存的密钥');
  });

  test('切换存储后旧文件照常可读；清理无引用旧文件时两种存储的对象都删除', async () => {
    const local = await uploaded('本地的.txt', '本地内容');
    await ok('admin', '/api/sys/oss/saveConfig', s3Config());
    const remote = await uploaded('桶里的.txt', '桶里内容');
    assert.equal((await download(s, tok.admin!, local)).text, '本地内容', '切到 S3 后本地旧文件可读');
    await ok('admin', '/api/sys/oss/saveConfig', { backend: 'local' });
    assert.equal((await ok<StorageConfig>('admin', '/api/sys/oss/config', {})).secretSet, true, '切回本地保留 S3 设置');
    assert.equal((await download(s, tok.admin!, remote)).text, '桶里内容', '切回本地后 S3 旧文件可读');
    const later = await uploaded('又是本地.txt', '又是本地');
    assert.equal((await localObjects(s)).length, 2);

    const remoteKey = await keyOf(remote);
    for (const id of [local, remote]) await age(s, id, 3);
    assert.equal(await removeOrphanUploads(s.app, 86_400_000), 2);
    assert.equal(await bucket().exists(remoteKey), false, 'S3 对象已删除');
    assert.equal((await localObjects(s)).length, 1, '本地对象已删除');
    assert.deepEqual((await ok<Page<OssFile>>('admin', '/api/sys/oss/page', {})).records.map((r) => r.id), [later]);
  });

  test('由环境变量配置 S3（STORAGE=s3 与 S3_*）：上传进存储桶，配置答复不含密钥', async () => {
    const env = storageFromEnv({ STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: KEY_ID, S3_SECRET_ACCESS_KEY: SECRET, S3_FORCE_PATH_STYLE: 'true' });
    const other = await startServer({ dataDir: 'memory', port: 0, logger: false, storage: env });
    try {
      const login = await fetch(`${other.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const configRes = await fetch(`${other.url}/api/sys/oss/config`, { method: 'POST', headers: { 'x-auth-token': token, 'content-type': 'application/json' }, body: '{}' });
      const text = await configRes.text();
      assert.ok(!text.includes(SECRET), text);
      assert.deepEqual(JSON.parse(text).data, { backend: 's3', endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: KEY_ID, secretSet: true, forcePathStyle: true, source: 'environment' });
      const form = new FormData();
      form.append('file', new Blob([PDF]), '环境.pdf');
      const up = (await (await fetch(`${other.url}/api/uploadFile2`, { method: 'POST', headers: { 'x-auth-token': token }, body: form })).json()) as { code: number; data: { id: string } };
      assert.equal(up.code, 0);
      const row = await other.app.db.selectFrom('upload_file').select(['storage', 'object_key', 'bucket']).where('public_id', '=', up.data.id).executeTakeFirstOrThrow();
      assert.deepEqual([row.storage, row.bucket], ['s3', BUCKET]);
      assert.ok(await bucket().exists(row.object_key!));
    } finally {
      await other.close();
    }
    assert.throws(() => storageFromEnv({ STORAGE: 's3' }), /S3_ENDPOINT/);
  });

  test('多台服务器共用 PostgreSQL：一台保存配置，另一台 1 秒内改用新存储', { skip: !process.env.DATABASE_URL && '只在 PostgreSQL 上有多台服务器' }, async () => {
    const second = await startServer({ dataDir: 'memory', databaseUrl: s.databaseUrl, port: 0, logger: false, secretKey: TEST_SECRET_KEY, outboundAllow: [new URL(endpoint).host] });
    try {
      assert.equal((await second.app.storage.settings()).backend, 'local');
      await ok('admin', '/api/sys/oss/saveConfig', s3Config());
      const started = Date.now();
      while ((await second.app.storage.settings()).backend !== 's3') {
        assert.ok(Date.now() - started < 1000, '另一台服务器 1 秒内切换');
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await second.close();
    }
  });
});
