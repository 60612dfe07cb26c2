// Every route's schema refuses bad input with a Chinese 400 envelope and writes nothing; what the server accepts anyway
// (unknown fields, a body-less JSON POST); NUL, non-finite numbers and empty updates; unknown paths and crashes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let token: string;
before(async () => {
  s = await startTestServer({ testRoutes: true });
  token = await s.login('admin');
});
after(async () => { await s?.close(); });

interface BadCase {
  path: string;
  body?: unknown;
  raw?: string;
  /** Expected message, or a pattern. */
  msg: string | RegExp;
  /** Send without a token (login). */
  anonymous?: boolean;
}

const CASES: BadCase[] = [
  { path: '/api/login', body: {}, msg: '参数错误：username 不能为空', anonymous: true },
  { path: '/api/login', body: { username: 'admin' }, msg: '参数错误：password 不能为空', anonymous: true },
  { path: '/api/login', body: { username: 1, password: 'x' }, msg: '参数错误：username 应为字符串', anonymous: true },
  { path: '/api/login', body: { username: '', password: 'x' }, msg: '参数错误：username 不能为空', anonymous: true },
  { path: '/api/login', body: ['admin'], msg: /参数错误：请求体 应为对象/, anonymous: true },
  { path: '/api/login', raw: '{"username":', msg: '参数错误：请求体不是合法的 JSON', anonymous: true },
  { path: '/api/sys/user/password', body: { password: 'Hotline@2026', newPassword: 'NewPass#2026' }, msg: '参数错误：confirmPassword 不能为空' },
  { path: '/api/sys/user/password', body: { password: 'Hotline@2026', newPassword: 12345678, confirmPassword: 12345678 }, msg: '参数错误：newPassword 应为字符串' },
  { path: '/api/loadUser', body: { userId: '1' }, msg: '参数错误：userId 应为整数' },
  { path: '/api/loadUser', body: { landlineNumber: '8001' }, msg: '参数错误：userId 不能为空' },
  { path: '/api/loadUser', body: { userId: 1, landlineNumber: 8001 }, msg: '参数错误：landlineNumber 应为字符串' },
  { path: '/aip/closeWorkflowLog/add', body: { jobNumber: '1', userName: 'x', url: '/x', closeDate: '2026-01-01 00:00:00' }, msg: '参数错误：type 不能为空' },
  { path: '/aip/closeWorkflowLog/add', body: { jobNumber: '1', userName: 'x', url: '/x', closeDate: '2026-01-01 00:00:00', type: 3 }, msg: /参数错误：type 取值无效/ },
  { path: '/aip/closeWorkflowLog/add', body: { jobNumber: '1', userName: 'x', url: '/x', closeDate: true, type: 1 }, msg: /参数错误：closeDate 应为/ },
  { path: '/api/sys/menu/list?name=' + 'x'.repeat(60), msg: '参数错误：name 长度不能超过 50 个字符' },
  { path: '/api/sys/menu/delete', msg: '参数错误：id 不能为空' },
  { path: '/api/sys/menu/delete?id=abc', msg: '参数错误：id 应为整数' },
  { path: '/api/sys/menu/delete?id=0', msg: '参数错误：id 不能小于 1' },
  { path: '/api/sys/dict/data/dictsbycode', msg: '参数错误：dictDirCode 不能为空' },
  { path: '/api/sys/dict/type/page', body: { page: '1' }, msg: '参数错误：page 应为整数' },
  { path: '/api/sys/dict/type/page', body: { size: 0 }, msg: '参数错误：size 不能小于 1' },
  { path: '/api/sys/dict/data/page', body: { dictType: 5 }, msg: '参数错误：dictType 应为字符串' },
  { path: '/api/sys/dict/type/delete', body: { ids: [] }, msg: '参数错误：ids 至少需要 1 项' },
  { path: '/api/sys/dict/type/delete', body: { ids: ['1'] }, msg: '参数错误：ids.0 应为整数' },
  // Unknown fields are dropped: this call then names nothing to delete.
  { path: '/api/sys/dict/data/delete', body: { id: 1 }, msg: '请选择删除项' },
  { path: '/api/sys/dept/list', body: { name: 1 }, msg: '参数错误：name 应为字符串' },
  { path: '/api/sys/dept/list2?isTree=x', msg: '参数错误：isTree 应为整数' },
  { path: '/api/sys/dept/getMainDeptByPid', body: { pid: 'a' }, msg: '参数错误：pid 应为整数' },
  { path: '/api/sys/dept/getSubDeptByPid', msg: '参数错误：pid 不能为空' },
  { path: '/aip/deptinfo/list', body: { name: [] }, msg: '参数错误：name 应为字符串' },
  { path: '/api/sys/user/get?id=x', msg: '参数错误：id 应为整数' },
  { path: '/api/sys/user/get', body: {}, msg: '参数错误：id 不能为空' },
  { path: '/aip/commonNumber/phone/list', body: { number: 'abc' }, msg: '参数错误：number 格式错误' },
];

describe(`参数校验（${databaseLabel}）`, () => {
  test('每个接口对错误参数回 400 中文信封，数据库不变', async () => {
    const before = await s.snapshot();
    for (const c of CASES) {
      const r = await s.call(c.path, { body: c.body, raw: c.raw, token: c.anonymous ? undefined : token });
      const label = `${c.path} ${c.raw ?? JSON.stringify(c.body)}`;
      assert.equal(r.status, 400, label);
      assert.equal(r.body.code, 400, label);
      if (typeof c.msg === 'string') assert.equal(r.body.msg, c.msg, label);
      else assert.match(r.body.msg, c.msg, label);
    }
    assert.deepEqual(await s.snapshot(), before);
  });

  test('不认识的字段被忽略而不是拒绝：新旧客户端都能调用', async () => {
    const accepted: Array<[string, unknown]> = [
      ['/api/sys/user/info', { id: 1 }],
      ['/api/sys/user/password', { password: 'Wrong#Pass2026', newPassword: 'NewPass#2026', confirmPassword: 'NewPass#2026', x: 1 }],
      ['/api/getClientMessage', { a: 1 }],
      ['/api/sys/menu/nav', { roleId: 1 }],
      ['/api/sys/menu/navButton', { x: 1 }],
      ['/api/sys/menu/list?foo=1', undefined],
      ['/api/sys/dict/data/dicts', { dictType: 'x' }],
      ['/api/sys/dict/type/all', { x: 1 }],
      ['/api/sys/region/tree', { level: 1 }],
      ['/apo/userController/getDeptListLevel1', { x: 1 }],
      ['/api/sys/sysarea/listTree', { x: 1 }],
      ['/api/sys/role/list', { x: 1 }],
    ];
    for (const [path, body] of accepted) {
      const r = await s.call(path, { body, token });
      assert.equal(r.status, 200, `${path}: ${r.body.msg}`);
      assert.doesNotMatch(r.body.msg, /不支持的参数/, path);
    }
    const login = await s.call<{ token: string }>('/api/login', { body: { username: 'admin', password: 'Hotline@2026', remember: true, captcha: '' } });
    assert.equal(login.body.code, 0, login.body.msg);
    const logout = await s.call('/api/logout', { body: { all: true }, token: login.body.data.token });
    assert.equal(logout.body.code, 0, logout.body.msg);
  });

  test('不认识的字段不会被存下：写入的只有已知字段', async () => {
    const marker = `新版客户端字段-${Date.now()}`;
    const me = (await s.call<{ id: number }>('/api/sys/user/info', { token })).body.data.id;
    const added = await s.call<{ id: number }>('/aop/opinions/add', {
      token, body: { content: '请尽快处理', sort: 3, id: 424242, userId: me + 1, user_id: me + 1, createTime: '2000-01-01 00:00:00', note: marker },
    });
    assert.equal(added.body.code, 0, added.body.msg);
    const row = await s.app.db.selectFrom('workflow_opinion').selectAll().where('id', '=', added.body.data.id).executeTakeFirstOrThrow();
    assert.notEqual(row.id, 424242);
    assert.equal(row.user_id, me);
    assert.equal(row.content, '请尽快处理');
    assert.ok(Date.now() - new Date(row.created_at).getTime() < 60_000, '创建时间是服务器的时间');
    const logged = await s.call('/aip/closeWorkflowLog/add', {
      token, body: { jobNumber: 'A0001', userName: '林书恒', url: '/gong-dan/register', closeDate: '2026-01-01 08:00:00', type: 1, extra: marker },
    });
    assert.equal(logged.body.code, 0, logged.body.msg);
    assert.deepEqual(await s.tablesContaining(marker), []);
  });

  test('任何字符串里的 NUL 字符：400「包含非法字符」，指出字段，不写入', async () => {
    const before = await s.snapshot();
    const cases: Array<{ path: string; method?: string; raw?: string; anonymous?: boolean; msg: string }> = [
      { path: '/api/login', raw: JSON.stringify({ username: 'admin\u0000', password: 'x' }), anonymous: true, msg: '参数错误：username 包含非法字符' },
      { path: '/api/sys/menu/list?name=a%00b', msg: '参数错误：name 包含非法字符' },
      { path: '/aop/workflowRel/GD%000001', method: 'GET', msg: '参数错误：workflowId 包含非法字符' },
      { path: '/aop/opinions/add', raw: JSON.stringify({ content: '意见\u0000' }), msg: '参数错误：content 包含非法字符' },
      { path: '/aop/tPropertyConfig/bathUpdate', raw: JSON.stringify({ list: [{ id: 1, label: '标\u0000签' }] }), msg: '参数错误：list.0.label 包含非法字符' },
      { path: '/aop/opinions/add', raw: JSON.stringify({ content: '意见', 'no\u0000te': 1 }), msg: '参数错误：note 包含非法字符' },
      { path: '/aop/opinions/add', raw: JSON.stringify('\u0000'), msg: '参数错误：请求体 包含非法字符' },
    ];
    for (const c of cases) {
      const r = await s.call(c.path, { method: c.method, raw: c.raw, token: c.anonymous ? undefined : token });
      assert.equal(r.status, 400, `${c.path} ${c.raw}`);
      assert.deepEqual(r.body, { code: 400, msg: c.msg, data: null }, `${c.path} ${c.raw}`);
    }
    assert.deepEqual(await s.snapshot(), before);
  });

  test('查询串或请求体里的非有限数字（1e309、Infinity）：400「不是有效的数字」', async () => {
    const before = await s.snapshot();
    const cases: Array<{ path: string; method?: string; raw?: string }> = [
      { path: '/api/sys/menu/delete?id=1e309' },
      { path: '/api/sys/menu/delete?id=-1e309' },
      { path: '/api/sys/menu/delete?id=Infinity' },
      { path: '/api/sys/user/get?id=1e309' },
      { path: '/api/sys/user/get', raw: '{"id":1e309}' },
    ];
    for (const c of cases) {
      const r = await s.call(c.path, { method: c.method, raw: c.raw, token });
      assert.equal(r.status, 400, `${c.path} ${c.raw ?? ''}: ${r.body.msg}`);
      assert.deepEqual(r.body, { code: 400, msg: '参数错误：id 不是有效的数字', data: null }, c.path);
    }
    assert.deepEqual(await s.snapshot(), before);
  });

  test('只带 id、没有要修改内容的更新：400 中文说明，不写入', async () => {
    const before = await s.snapshot();
    const empty = await s.call('/aop/opinions/update', { token, body: { id: 1 } });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.msg, '参数错误：没有需要修改的内容，请至少填写 content、sort 之一');
    const onlyUnknown = await s.call('/aop/opinions/update', { token, body: { id: 1, remark: '新版字段' } });
    assert.equal(onlyUnknown.status, 400);
    assert.equal(onlyUnknown.body.msg, '参数错误：没有需要修改的内容，请至少填写 content、sort 之一');
    const batch = await s.call('/aop/tPropertyConfig/bathUpdate', { token, body: { list: [{ id: 1, sort: 2 }, { id: 2 }] } });
    assert.equal(batch.status, 400);
    assert.equal(batch.body.msg, '参数错误：list.1 没有需要修改的内容，请至少填写 label、visible、required、sort 之一');
    assert.deepEqual(await s.snapshot(), before);
    // One field to change is enough.
    const added = await s.call<{ id: number }>('/aop/opinions/add', { token, body: { content: '原意见' } });
    const changed = await s.call<{ sort: number; content: string }>('/aop/opinions/update', { token, body: { id: added.body.data.id, sort: 5 } });
    assert.equal(changed.body.code, 0, changed.body.msg);
    assert.deepEqual([changed.body.data.content, changed.body.data.sort], ['原意见', 5]);
  });

  test('无请求体的 POST 带 Content-Type: application/json 按「没有请求体」处理', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      for (const path of ['/api/sys/user/info', '/aop/workflowRemindMsg/selectList', '/api/announcementManage/pageQuery']) {
        const r = await s.call(path, { token, headers: { 'content-type': type } });
        assert.equal(r.status, 200, `${type} ${path}: ${r.body.msg}`);
        assert.equal(r.body.code, 0, `${type} ${path}: ${r.body.msg}`);
      }
      const blank = await s.call('/api/sys/user/info', { token, raw: ' \r\n', headers: { 'content-type': type } });
      assert.equal(blank.body.code, 0, blank.body.msg);
      // A call that needs a body still says what is missing.
      const login = await s.call('/api/login', { headers: { 'content-type': type } });
      assert.deepEqual([login.status, login.body.msg], [400, '参数错误：请求体不能为空']);
    }
    const echo = await s.call<{ body: unknown }>('/__test/echo', { headers: { 'content-type': 'application/json' } });
    assert.equal(echo.body.data.body, null);
    // Broken JSON is still refused.
    const broken = await s.call('/api/sys/user/info', { token, raw: '{' });
    assert.deepEqual([broken.status, broken.body.msg], [400, '参数错误：请求体不是合法的 JSON']);
  });

  test('未登录时先回 401，不暴露参数规则', async () => {
    const r = await s.call('/api/loadUser', { body: { userId: 'x' } });
    assert.equal(r.status, 401);
  });

  test('未知接口回 404 信封', async () => {
    for (const path of ['/api/nope', '/aop/workflow/nothing', '/api/sys/menu/nav/extra']) {
      const r = await s.call(path, { token });
      assert.equal(r.status, 404, path);
      assert.deepEqual(r.body, { code: 404, msg: '接口不存在', data: null });
    }
  });

  test('漏过校验、被 PostgreSQL 拒绝的值（数据异常）回 400 中文信封，不是 500', async () => {
    const r = await s.call('/__test/bad-value', { method: 'GET' });
    assert.deepEqual([r.status, r.body], [400, { code: 400, msg: '参数错误：参数值无效', data: null }]);
  });

  test('处理中崩溃回 500 信封，服务器继续服务', async () => {
    const r = await s.call('/__test/crash', { method: 'GET' });
    assert.equal(r.status, 500);
    assert.equal(r.body.code, 500);
    assert.match(r.body.msg, /服务器内部错误/);
    assert.ok(!r.body.msg.includes('故意'));
    assert.equal((await s.call('/api/sys/user/info', { token })).status, 200);
  });
});
