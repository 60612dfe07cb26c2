// Secrets at rest (lib/secrets.ts): AES-256-GCM under HOTLINE_SECRET_KEY, and where the key comes from when none is set.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { isSealed, parseSecretKey, resolveSecretKey, SECRET_KEY_FILE, secretBox, SecretKeyMissing } from '../../server/src/lib/secrets.ts';

const CONTEXT = 'sys_storage_config.secret_access_key';

describe('密钥加密保存（HOTLINE_SECRET_KEY）', () => {
  test('加密后不含明文，每次不同；同一密钥解开；换密钥、换字段或改动一个字节都解不开；旧的明文原样读出', () => {
    const box = secretBox(randomBytes(32));
    const sealed = box.seal('wJalrXUtnFEMI/K7MDENG', CONTEXT);
    assert.ok(isSealed(sealed) && !sealed.includes('wJalrXUtnFEMI'));
    assert.notEqual(box.seal('wJalrXUtnFEMI/K7MDENG', CONTEXT), sealed);
    assert.equal(box.open(sealed, CONTEXT), 'wJalrXUtnFEMI/K7MDENG');
    assert.throws(() => secretBox(randomBytes(32)).open(sealed, CONTEXT));
    assert.throws(() => box.open(sealed, 'another.column'));
    const raw = Buffer.from(sealed.slice('enc:v1:'.length), 'base64');
    raw[raw.length - 1]! ^= 1;
    assert.throws(() => box.open(`enc:v1:${raw.toString('base64')}`, CONTEXT));
    assert.equal(box.open('legacy-plaintext', CONTEXT), 'legacy-plaintext');
    assert.throws(() => secretBox(null).seal('x', CONTEXT), SecretKeyMissing);
  });

  test('密钥写成 64 位十六进制或 base64，须为 32 字节', () => {
    const key = randomBytes(32);
    assert.deepEqual(parseSecretKey(key.toString('hex')), key);
    assert.deepEqual(parseSecretKey(key.toString('base64')), key);
    for (const bad of ['short', randomBytes(16).toString('base64'), randomBytes(31).toString('hex')]) assert.throws(() => parseSecretKey(bad), /32 字节/);
  });

  test('未设置时：PGlite 数据目录里生成一个（仅本人可读，下次启动沿用）；内存库每个进程一个；PostgreSQL 没有', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hotline-key-'));
    try {
      const first = await resolveSecretKey({ dataDir });
      assert.equal(first.source, 'file');
      const file = join(dataDir, SECRET_KEY_FILE);
      assert.equal((await stat(file)).mode & 0o777, 0o600);
      assert.deepEqual((await resolveSecretKey({ dataDir })).key, first.key, '再次启动沿用同一密钥');
      assert.deepEqual(parseSecretKey(await readFile(file, 'utf8')), first.key);
      const configured = randomBytes(32);
      assert.deepEqual((await resolveSecretKey({ dataDir, configured: configured.toString('base64') })).key, configured, '环境变量优先');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    const memory = await resolveSecretKey({ dataDir: 'memory' });
    assert.equal(memory.key?.length, 32);
    assert.deepEqual(await resolveSecretKey({ databaseUrl: 'postgres://db/hotline' }), { key: null, source: 'none' });
  });
});
