// Security headers, CORS by configured origin, body limit, static files, and no secrets in the log.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { databaseLabel, PASSWORD, startTestServer, type TestServer } from './helpers.ts';

const PORTAL = 'http://portal.example.gov.cn';
let s: TestServer;
let root: string;
before(async () => {
  root = mkdtempSync(join(tmpdir(), 'hotline-static-'));
  mkdirSync(join(root, 'demo', 'pages'), { recursive: true });
  writeFileSync(join(root, 'demo', 'pages', 'index.html'), '<!doctype html><title>首页</title>');
  writeFileSync(join(root, 'demo', 'pages', 'console.html'), '<!doctype html><title>控制台</title>');
  s = await startTestServer({ allowedOrigins: [PORTAL], staticRoot: root });
});
after(async () => {
  await s?.close();
  rmSync(root, { recursive: true, force: true });
});

describe(`安全（${databaseLabel}）`, () => {
  test('安全响应头：CSP frame-ancestors 含配置的来源、nosniff、不缓存接口', async () => {
    const r = await s.call('/api/login', { body: { username: 'admin', password: PASSWORD } });
    const csp = r.headers.get('content-security-policy') ?? '';
    assert.match(csp, new RegExp(`frame-ancestors 'self' ${PORTAL.replace(/\./g, '\\.')}`));
    assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(r.headers.get('cache-control'), 'no-store');
  });

  test('CORS 允许配置的来源及 token 请求头，拒绝其他来源', async () => {
    const pre = await fetch(`${s.url}/api/sys/menu/nav`, {
      method: 'OPTIONS',
      headers: { origin: PORTAL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-auth-token,token,usertoken,content-type' },
    });
    assert.ok(pre.status === 204 || pre.status === 200, String(pre.status));
    assert.equal(pre.headers.get('access-control-allow-origin'), PORTAL);
    const allowed = (pre.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['x-auth-token', 'token', 'usertoken', 'content-type']) assert.ok(allowed.split(',').map((x) => x.trim()).includes(h), h);

    const token = await s.login('agent01');
    const real = await s.call('/api/sys/user/info', { token, headers: { origin: PORTAL } });
    assert.equal(real.status, 200);
    assert.equal(real.headers.get('access-control-allow-origin'), PORTAL);

    for (const method of ['OPTIONS', 'POST']) {
      const evil = await fetch(`${s.url}/api/sys/user/info`, {
        method, headers: { origin: 'http://evil.example.com', 'access-control-request-method': 'POST', 'x-auth-token': token },
      });
      assert.equal(evil.status, 403, method);
      assert.equal(evil.headers.get('access-control-allow-origin'), null);
      assert.deepEqual(await evil.json(), { code: 403, msg: '不允许的跨域来源', data: null });
    }
    // The page's own origin is always allowed.
    const same = await s.call('/api/sys/user/info', { token, headers: { origin: s.url } });
    assert.equal(same.status, 200);
  });

  test('超过 1 MiB 的请求体被拒绝', async () => {
    const r = await s.call('/api/login', { raw: JSON.stringify({ username: 'admin', password: 'x'.repeat(1024 * 1024) }) });
    assert.equal(r.status, 413);
    assert.equal(r.body.code, 413);
    assert.match(r.body.msg, /请求内容过大/);
  });

  test('同源提供演示页面与 dist/，构建出的文件随时可取', async () => {
    const index = await fetch(`${s.url}/`);
    assert.equal(index.status, 200);
    assert.match(await index.text(), /首页/);
    assert.match(await (await fetch(`${s.url}/console.html`)).text(), /控制台/);
    assert.equal((await fetch(`${s.url}/dist/hotline.js`)).status, 404);
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(join(root, 'dist', 'hotline.js'), 'export const ok = 1;');
    const js = await fetch(`${s.url}/dist/hotline.js`);
    assert.equal(js.status, 200);
    assert.match(js.headers.get('content-type') ?? '', /javascript/);
    assert.equal(js.headers.get('cross-origin-resource-policy'), 'cross-origin');
    const missing = await fetch(`${s.url}/nothing.html`);
    assert.equal(missing.status, 404);
  });

  // Waits for the states (the address printed, three requests logged), not for fixed budgets; the timeout only stops a hang.
  test('main.ts 按环境变量启动，打印地址与账号，日志中没有 token 和密码', { timeout: 300_000 }, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: 'memory', HOTLINE_LOG: '1' };
    if (s.databaseUrl) env.DATABASE_URL = s.databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          const m = /已启动：(http:\/\/\S+)[\s\S]*manager/.exec(out);
          if (m) resolve(m[1]!);
        });
        child.on('exit', (code) => reject(new Error(`进程退出 ${code}：${out}`)));
      });
      assert.match(out, /agent01/);
      assert.match(out, /Hotline@2026/);
      const login = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'agent01', password: 'Secret#Wrong1' }) });
      assert.equal(((await login.json()) as { code: number }).code, 1);
      const ok = (await (await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'agent01', password: PASSWORD }) })).json()) as { data: { token: string } };
      const token = ok.data.token;
      await fetch(`${url}/api/sys/user/password`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token, token, usertoken: token },
        body: JSON.stringify({ password: PASSWORD, newPassword: 'Logged#Secret9', confirmPassword: 'Logged#Secret9' }),
      });
      // The log is written as the process gets to it: wait until the three requests above are logged.
      while ((out.slice(out.indexOf('已启动')).match(/request completed/g) ?? []).length < 3) await new Promise((r) => setTimeout(r, 50));
      const logBody = out.slice(out.indexOf('已启动'));
      assert.match(logBody, /\/api\/login/, 'requests are logged');
      for (const secret of [token, 'Secret#Wrong1', 'Logged#Secret9']) assert.ok(!logBody.includes(secret), `日志泄露 ${secret.slice(0, 6)}…`);
      assert.ok(!/Hotline@2026/.test(logBody.slice(logBody.indexOf('Server listening'))));
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  });
});
