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

  test('拒绝的回答（外来 Origin 403、预检 403、401、未知路由 404、坏 JSON 400、过大 413、登录暂停 429）带与正常回答相同的安全响应头', async () => {
    const normal = await s.call('/api/login', { body: { username: 'admin', password: PASSWORD } });
    assert.equal(normal.body.code, 0);
    const names = [...normal.headers.keys()].filter((h) =>
      /^(content-security-policy|x-content-type-options|referrer-policy|x-frame-options|strict-transport-security|cross-origin-|origin-agent-cluster|x-dns-prefetch-control|x-download-options|x-permitted-cross-domain-policies|x-xss-protection)/.test(h));
    for (const h of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy']) assert.ok(names.includes(h), h);
    const evil = { origin: 'http://evil.example.com' };
    const refusals: [string, Promise<Response>, number][] = [
      ['foreign origin', fetch(`${s.url}/api/sys/user/info`, { method: 'POST', headers: evil }), 403],
      ['foreign preflight', fetch(`${s.url}/api/sys/user/info`, { method: 'OPTIONS', headers: { ...evil, 'access-control-request-method': 'POST' } }), 403],
      ['no token', fetch(`${s.url}/api/sys/user/info`, { method: 'POST' }), 401],
      ['unknown API', fetch(`${s.url}/api/no/such/route`, { method: 'POST' }), 404],
      ['unknown page', fetch(`${s.url}/no-such-page.html`), 404],
      ['bad JSON', fetch(`${s.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' }), 400],
      ['too large', fetch(`${s.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1024 * 1024 + 1) }), 413],
    ];
    // Six failures pause the next attempt 8 s: longer than a loaded machine's password check, so the 429 is certain.
    for (let i = 0; i < 6; i += 1) await s.call('/api/login', { body: { username: 'headers-probe', password: 'Wrong@1234' } });
    refusals.push(['sign-in pause', fetch(`${s.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'headers-probe', password: 'x' }) }), 429]);
    for (const [kind, pending, status] of refusals) {
      const r = await pending;
      assert.equal(r.status, status, kind);
      for (const h of names) assert.equal(r.headers.get(h), normal.headers.get(h), `${kind}: ${h}`);
    }
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

  test('URL 里误带的 token 类参数不进请求日志、操作日志和登记页记录（键名不分大小写），其他参数照记', async () => {
    const lines: string[] = [];
    const logged = await startTestServer({ logger: { stream: { write: (line: string) => void lines.push(line) } } });
    try {
      const query = '?token=SECRET1&x=1&X-Auth-Token=SECRET2&usertoken=SECRET3&Access_Token=SECRET4&CODE=SECRET5&password=SECRET6';
      assert.equal((await logged.call(`/api/sys/user/info${query}`)).status, 401, 'a token in the URL is not a sign-in');
      const admin = await logged.login('admin');
      const saved = await logged.call(`/api/sys/post/save${query}`, { token: admin, body: { postCode: 'url_probe', postName: '地址探针', sort: 1, status: 1 } });
      assert.equal(saved.body.code, 0);
      assert.equal((await logged.call(`/api/no/such/route${query}`)).status, 404);
      const page = await logged.call('/aip/closeWorkflowLog/add', {
        token: admin, body: { jobNumber: '1001', userName: '王晓敏', url: `/gong-dan/dengji/1${query}`, closeDate: '2026-03-01 09:30:00', type: 1 },
      });
      assert.equal(page.body.code, 0);

      const log = lines.join('');
      assert.match(log, /\/api\/sys\/post\/save\?token=\*{6}&x=1&X-Auth-Token=\*{6}/, 'the URL is logged, its credentials hidden');
      for (let i = 1; i <= 6; i += 1) {
        assert.ok(!log.includes(`SECRET${i}`), `请求日志泄露 SECRET${i}`);
        assert.deepEqual(await logged.tablesContaining(`SECRET${i}`), [], `SECRET${i}`);
      }
      const op = await logged.app.db.selectFrom('sys_log_operation').select(['request_uri']).where('operation', '=', '新增岗位').executeTakeFirstOrThrow();
      assert.equal(op.request_uri, '/api/sys/post/save');
      const kept = await logged.app.db.selectFrom('close_workflow_log').select('url').executeTakeFirstOrThrow();
      assert.equal(kept.url, '/gong-dan/dengji/1?token=******&x=1&X-Auth-Token=******&usertoken=******&Access_Token=******&CODE=******&password=******');
    } finally {
      await logged.close();
    }
  });

  // Waits for the states (the address printed, three requests logged), not for fixed budgets; the timeout only stops a hang.
  test('main.ts 按环境变量启动，打印地址与账号，日志中没有 token 和密码', { timeout: 300_000 }, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: 'memory', HOTLINE_LOG: '1' };
    if (s.databaseUrl) env.DATABASE_URL = s.databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
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
