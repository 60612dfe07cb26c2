// 系统日志 against the real server: the operation log and the login log (filters, capped totals, detail, export),
// the login rows every sign-in writes, unlocking a paused account, and log retention.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { LoginLog, OperationLog, OperationLogDetail } from '../../src/shared/api/contracts/sysLog.ts';
import { loadExcel } from '../../server/src/lib/office.ts';
import { purgeOldLogs } from '../../server/src/services/logs/retention.ts';
import { callsAs, databaseLabel, PASSWORD, startTestServer, type TestServer } from './helpers.ts';

type LogPage<T> = { records: T[]; total: number; more: boolean; current: number; size: number };

let s: TestServer;
const tok: Record<string, string> = {};
const { ok, no } = callsAs(() => s, tok);

before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  for (const u of ['admin', 'agent01']) tok[u] = await s.login(u);
});

const post = (extra: object = {}) => ({ postCode: 'log_trainer', postName: '日志培训师', sort: 9, status: 1, ...extra });
const opPage = (body: object) => ok<LogPage<OperationLog>>('admin', '/api/sys/log/operation/page', body);
const loginPage = (body: object) => ok<LogPage<LoginLog>>('admin', '/api/sys/log/login/page', body);
const attempt = (username: string, password: string, ua = 'LogTest/1.0') =>
  s.call('/api/login', { body: { username, password }, headers: { 'user-agent': ua } });

async function readSheet(path: string, body: object): Promise<string[][]> {
  const res = await fetch(s.url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': tok.admin! }, body: JSON.stringify(body) });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
  assert.match(decodeURIComponent(res.headers.get('content-disposition') ?? ''), /日志_\d{14}\.xlsx/);
  const wb = new (await loadExcel()).Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

describe(`系统日志（${databaseLabel}）`, () => {
  test('操作日志：按操作人、模块、状态、时间筛选，最新在前；详情含参数', async () => {
    await ok('admin', '/api/sys/post/save', post());
    await no('admin', '/api/sys/post/save', post(), '岗位编码“log_trainer”已存在');
    await s.call('/api/sys/post/save', { token: tok.agent01, body: post({ postCode: 'x2' }) });

    const all = await opPage({ page: 1, size: 10 });
    assert.equal(all.total, 3);
    assert.equal(all.more, false);
    assert.deepEqual(all.records.map((r) => [r.username, r.status]), [['agent01', 0], ['admin', 0], ['admin', 1]]);
    const first = all.records[2]!;
    assert.equal(first.module, '岗位管理');
    assert.equal(first.operation, '新增岗位');
    assert.equal(first.requestUri, '/api/sys/post/save');
    assert.equal(first.requestMethod, 'POST');
    assert.ok(first.ip);
    assert.ok(first.durationMs >= 0);
    assert.equal(all.records[0]!.errorMsg, '暂无权限');

    assert.deepEqual((await opPage({ username: ' ADMIN ' })).records.map((r) => r.status), [0, 1]);
    assert.equal((await opPage({ username: 'agent01', status: 1 })).total, 0);
    assert.equal((await opPage({ module: '岗位管理', status: 1 })).total, 1);
    assert.equal((await opPage({ module: '用户管理' })).total, 0);
    assert.deepEqual(await ok('admin', '/api/sys/log/operation/modules'), ['岗位管理']);

    await s.app.db.updateTable('sys_log_operation').set({ created_at: sql<Date>`'2024-03-01 10:00:00+08'` }).where('id', '=', String(first.id)).execute();
    assert.deepEqual((await opPage({ startTime: '2024-03-01', endTime: '2024-03-01' })).records.map((r) => r.id), [first.id]);
    assert.equal((await opPage({ startTime: '2024-03-01 10:00:01', endTime: '2024-03-02' })).total, 0);
    assert.equal((await opPage({ startTime: '2024-03-02' })).total, 2);

    const detail = await ok<OperationLogDetail>('admin', '/api/sys/log/operation/info', { id: first.id });
    assert.equal(detail.operation, '新增岗位');
    assert.deepEqual(JSON.parse(detail.requestParams!).body.postCode, 'log_trainer');
    await no('admin', '/api/sys/log/operation/info', { id: 999_999 }, '日志不存在');
  });

  test('参数在详情与导出里都是遮盖后的：密码从不出现', async () => {
    await ok('admin', '/api/sys/user', {
      username: 'logged01', realName: '日志', jobNumber: 'L01', gender: 2, deptId: 21, roleIdList: [10], status: 1, password: 'Secret@2026zz',
    });
    const [row] = (await opPage({ module: '用户管理' })).records;
    const detail = await ok<OperationLogDetail>('admin', '/api/sys/log/operation/info', { id: row!.id });
    assert.doesNotMatch(detail.requestParams ?? '', /Secret@2026zz/);
    assert.match(detail.requestParams ?? '', /password/);
    const sheet = await readSheet('/api/sys/log/operation/export', { module: '用户管理' });
    assert.equal(sheet[0]![0], '操作人');
    assert.equal(sheet.length, 2);
    assert.equal(sheet[1]![0], 'admin');
    assert.ok(!JSON.stringify(sheet).includes('Secret@2026zz'));
  });

  test('总数封顶 10,000：告知还有更多，超出的深页被拒绝并说明', async () => {
    await sql`insert into sys_log_operation (user_id, username, module, operation, request_uri, request_method, duration_ms, status, created_at)
      select 1, 'admin', case when g % 2 = 0 then '用户管理' else '岗位管理' end, '测试', '/api/x', 'POST', 3, g % 2, now() - g * interval '1 second'
      from generate_series(1, 10050) g`.execute(s.app.db);
    const page = await opPage({ page: 1, size: 20 });
    assert.equal(page.total, 10_000);
    assert.equal(page.more, true);
    assert.equal(page.records.length, 20);
    const narrow = await opPage({ module: '用户管理', status: 0, size: 20 });
    assert.equal(narrow.total, 5025);
    assert.equal(narrow.more, false);
    const last = await opPage({ page: 500, size: 20 });
    assert.equal(last.records.length, 20);
    await no('admin', '/api/sys/log/operation/page', { page: 501, size: 20 }, '超过 10,000 条，请缩小查询范围');
  });

  test('每次登录写一行：成功 1、密码错或账号停用 0、被限流 2；IP、浏览器、用户 id', async () => {
    await s.reset();
    await attempt('agent02', 'wrong-pass');
    await attempt('nobody', 'wrong-pass');
    await s.app.db.updateTable('sys_user').set({ status: 0 }).where('username', '=', 'dept01').execute();
    await attempt('dept01', PASSWORD);
    assert.equal((await attempt('Agent02', PASSWORD, 'Mozilla/5.0 (LogTest)')).body.code, 0);
    tok.admin = await s.login('admin');

    const rows = (await loginPage({ size: 20 })).records;
    assert.deepEqual(rows.map((r) => [r.username, r.status, r.msg]), [
      ['admin', 1, '登录成功'],
      ['agent02', 1, '登录成功'],
      ['dept01', 0, '账号已被禁用，请联系管理员'],
      ['nobody', 0, '用户名或密码错误'],
      ['agent02', 0, '用户名或密码错误'],
    ]);
    assert.equal(rows[1]!.userAgent, 'Mozilla/5.0 (LogTest)');
    assert.ok(rows[1]!.ip);
    assert.ok(rows[1]!.userId! > 0);
    assert.equal(rows[3]!.userId, null);
    assert.equal((await loginPage({ username: 'agent02' })).total, 2);
    assert.equal((await loginPage({ status: 0 })).total, 3);
    assert.equal((await loginPage({ ip: rows[0]!.ip!, status: 1 })).total, 2);
    assert.equal((await loginPage({ ip: '10.9.9.9' })).total, 0);
    assert.equal((await loginPage({ endTime: '2020-01-01' })).total, 0);
    assert.deepEqual(await s.tablesContaining('wrong-pass'), [], '密码不进登录日志');

    const sheet = await readSheet('/api/sys/log/login/export', { status: 0 });
    assert.deepEqual(sheet.map((r) => r[0]), ['用户名', 'dept01', 'nobody', 'agent02']);
    assert.deepEqual(sheet[0]!.slice(0, 7), ['用户名', 'IP', '地点', '浏览器', '操作系统', 'User-Agent', '状态']);
    assert.equal(sheet[1]![2], '内网IP');
    assert.equal(sheet[1]![6], '失败');
  });

  test('负载均衡：只有 TRUST_PROXY 列出的代理转发的客户端地址被采信，其余请求伪造的 X-Forwarded-For 不算', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    await s.reset();
    await s.call('/api/login', { body: { username: 'agent02', password: 'wrong-pass' }, headers: forwarded });
    tok.admin = await s.login('admin');
    const untrusted = (await loginPage({ username: 'agent02' })).records[0]!;
    assert.notEqual(untrusted.ip, '203.0.113.7', '未配置代理时不采信请求自带的地址');

    const behindProxy = await startTestServer({ trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] });
    try {
      await behindProxy.call('/api/login', { body: { username: 'agent02', password: 'wrong-pass' }, headers: forwarded });
      const admin = await behindProxy.login('admin');
      const page = await behindProxy.call<LogPage<LoginLog>>('/api/sys/log/login/page', { body: { username: 'agent02' }, token: admin });
      assert.equal(page.body.data.records[0]!.ip, '203.0.113.7');
    } finally {
      await behindProxy.close();
    }
  });

  test('登录受限被拒记为 2；列表标明已限制及到何时；解锁（各地址的失败都清零）后立即可登录，解锁记入操作日志', async () => {
    await attempt('agent02', 'wrong-pass');
    const { ip } = await s.app.db.selectFrom('login_failure').select('ip').where('username', '=', 'agent02').executeTakeFirstOrThrow();
    // Seven more failures from here without waiting out the pauses between them (the eighth pauses 32 s), and one from elsewhere.
    await s.app.db.insertInto('login_failure').values([...Array.from({ length: 7 }, () => ({ username: 'agent02', ip })), { username: 'agent02', ip: '192.0.2.9' }]).execute();
    const blocked = await attempt('agent02', PASSWORD);
    assert.equal(blocked.status, 429);
    let rows = (await loginPage({ username: 'agent02' })).records;
    assert.equal(rows[0]!.status, 2);
    assert.match(rows[0]!.msg!, /^登录尝试过于频繁，请 \d+ 秒后再试$/);
    assert.ok(rows.every((r) => r.locked), '仍受限的账号每行都标明');
    const until = Date.parse(`${rows[0]!.lockedUntil!.replace(' ', 'T')}+08:00`);
    assert.ok(until > Date.now() + 20_000 && until <= Date.now() + 33_000, rows[0]!.lockedUntil!);
    const free = (await loginPage({ username: 'agent01' })).records[0]!;
    assert.equal(free.locked, false);
    assert.equal(free.lockedUntil, null);

    await no('agent01', '/api/sys/log/login/unlock', { username: 'agent02' }, '暂无权限');
    const r = await s.call<{ username: string; wasLocked: boolean }>('/api/sys/log/login/unlock', { token: tok.admin, body: { username: ' Agent02 ' } });
    assert.equal(r.body.code, 0);
    assert.equal(r.body.msg, '账号 agent02 已解锁，可立即登录');
    assert.deepEqual(r.body.data, { username: 'agent02', wasLocked: true });
    rows = (await loginPage({ username: 'agent02' })).records;
    assert.ok(rows.every((row) => !row.locked && row.lockedUntil === null));
    assert.equal((await s.app.db.selectFrom('login_failure').select('id').where('username', '=', 'agent02').execute()).length, 0);
    assert.equal((await attempt('agent02', PASSWORD)).body.code, 0, '解锁后立即可登录');

    const again = await s.call('/api/sys/log/login/unlock', { token: tok.admin, body: { username: 'agent02' } });
    assert.equal(again.body.msg, '账号 agent02 未被限制，无需解锁');
    const logged = (await opPage({ module: '系统日志' })).records;
    assert.deepEqual(logged.map((x) => [x.username, x.operation, x.status]),
      [['admin', '解锁账号', 1], ['admin', '解锁账号', 1], ['agent01', '解锁账号', 0]], '没有权限的尝试也记为失败');
  });

  test('保留期：只删早于保留天数的操作、登录日志和知识检索记录，分批删完', async () => {
    await sql`insert into sys_log_operation (username, module, operation, request_uri, request_method, duration_ms, status, created_at)
      select 'admin', '测试', '旧', '/api/x', 'POST', 1, 1, now() - interval '31 days' - g * interval '1 minute' from generate_series(1, 12000) g`.execute(s.app.db);
    await sql`insert into sys_log_operation (username, module, operation, request_uri, request_method, duration_ms, status, created_at)
      select 'admin', '测试', '新', '/api/x', 'POST', 1, 1, now() - interval '29 days' from generate_series(1, 3) g`.execute(s.app.db);
    await sql`insert into sys_log_login (username, status, created_at) values ('a', 1, now() - interval '40 days'), ('b', 1, now() - interval '1 day')`.execute(s.app.db);
    const loginsBefore = (await s.app.db.selectFrom('sys_log_login').select('id').execute()).length;
    await sql`insert into knowledge_search_log (query, hits, searched_at) values ('旧检索', 0, now() - interval '31 days'), ('新检索', 0, now() - interval '1 day')`.execute(s.app.db);
    const searchesBefore = (await s.app.db.selectFrom('knowledge_search_log').select('id').execute()).length;

    assert.deepEqual(await purgeOldLogs(s.app.db, 30), { operation: 12_000, login: 1, search: 1 });
    const left = await s.app.db.selectFrom('sys_log_operation').select('operation').execute();
    assert.deepEqual(left.map((x) => x.operation), ['新', '新', '新']);
    assert.equal((await s.app.db.selectFrom('sys_log_login').select('id').execute()).length, loginsBefore - 1);
    assert.equal((await s.app.db.selectFrom('knowledge_search_log').select('id').execute()).length, searchesBefore - 1);
    assert.deepEqual(await purgeOldLogs(s.app.db, 30), { operation: 0, login: 0, search: 0 });
    await assert.rejects(purgeOldLogs(s.app.db, 0), RangeError);
  });

  test('没有会话 401，没有权限 403，错误输入 400（中文），都什么都不写', async () => {
    const paths = ['/api/sys/log/operation/page', '/api/sys/log/operation/info', '/api/sys/log/operation/modules', '/api/sys/log/operation/export',
      '/api/sys/log/login/page', '/api/sys/log/login/export', '/api/sys/log/login/unlock'];
    const before = await s.snapshot();
    for (const path of paths) {
      const body = { id: 1, username: 'agent02' };
      assert.equal((await s.call(path, { body })).status, 401, path);
      const agent = await s.call(path, { token: tok.agent01, body });
      assert.equal(agent.status, 403, path);
      assert.equal(agent.body.msg, '暂无权限');
    }
    assert.deepEqual(await s.snapshot(), before);
    const bad: Array<[string, object]> = [
      ['/api/sys/log/operation/page', { status: 2 }], ['/api/sys/log/operation/page', { size: 101 }],
      ['/api/sys/log/operation/page', { startTime: '2024/01/01' }], ['/api/sys/log/operation/info', { id: 'x' }],
      ['/api/sys/log/login/page', { status: 3 }], ['/api/sys/log/login/unlock', { username: '' }], ['/api/sys/log/login/unlock', {}],
      ['/api/sys/log/operation/export', { module: 'x'.repeat(51) }],
    ];
    for (const [path, body] of bad) {
      const r = await s.call(path, { token: tok.admin, body });
      assert.equal(r.status, 400, `${path} ${JSON.stringify(body)}`);
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/);
    }
  });
});
