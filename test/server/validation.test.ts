// Every route's schema refuses bad input with a Chinese 400 envelope and writes nothing; unknown paths and crashes.
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
  { path: '/api/login', body: { username: 'admin', password: 'Hotline@2026', remember: true }, msg: '参数错误：不支持的参数 remember', anonymous: true },
  { path: '/api/login', body: ['admin'], msg: /参数错误：请求体 应为对象/, anonymous: true },
  { path: '/api/login', raw: '{"username":', msg: '参数错误：请求体不是合法的 JSON', anonymous: true },
  { path: '/api/logout', body: { all: true }, msg: '参数错误：不支持的参数 all' },
  { path: '/api/sys/user/info', body: { id: 1 }, msg: '参数错误：不支持的参数 id' },
  { path: '/api/sys/user/password', body: { password: 'Hotline@2026', newPassword: 'NewPass#2026' }, msg: '参数错误：confirmPassword 不能为空' },
  { path: '/api/sys/user/password', body: { password: 'Hotline@2026', newPassword: 12345678, confirmPassword: 12345678 }, msg: '参数错误：newPassword 应为字符串' },
  { path: '/api/sys/user/password', body: { password: 'Hotline@2026', newPassword: 'NewPass#2026', confirmPassword: 'NewPass#2026', x: 1 }, msg: '参数错误：不支持的参数 x' },
  { path: '/api/loadUser', body: { userId: '1' }, msg: '参数错误：userId 应为整数' },
  { path: '/api/loadUser', body: { landlineNumber: '8001' }, msg: '参数错误：userId 不能为空' },
  { path: '/api/loadUser', body: { userId: 1, landlineNumber: 8001 }, msg: '参数错误：landlineNumber 应为字符串' },
  { path: '/api/getClientMessage', body: { a: 1 }, msg: '参数错误：不支持的参数 a' },
  { path: '/aip/closeWorkflowLog/add', body: { jobNumber: '1', userName: 'x', url: '/x', closeDate: '2026-01-01 00:00:00' }, msg: '参数错误：type 不能为空' },
  { path: '/aip/closeWorkflowLog/add', body: { jobNumber: '1', userName: 'x', url: '/x', closeDate: '2026-01-01 00:00:00', type: 3 }, msg: /参数错误：type 取值无效/ },
  { path: '/aip/closeWorkflowLog/add', body: { jobNumber: '1', userName: 'x', url: '/x', closeDate: true, type: 1 }, msg: /参数错误：closeDate 应为/ },
  { path: '/aip/closeWorkflowLog/add', body: { jobNumber: '1', userName: 'x', url: '/x', closeDate: '2026-01-01', type: 1, extra: 1 }, msg: '参数错误：不支持的参数 extra' },
  { path: '/api/sys/menu/nav', body: { roleId: 1 }, msg: '参数错误：不支持的参数 roleId' },
  { path: '/api/sys/menu/navButton', body: { x: 1 }, msg: '参数错误：不支持的参数 x' },
  { path: '/api/sys/menu/list?name=' + 'x'.repeat(60), msg: '参数错误：name 长度不能超过 50 个字符' },
  { path: '/api/sys/menu/list?foo=1', msg: '参数错误：不支持的参数 foo' },
  { path: '/api/sys/menu/delete', msg: '参数错误：id 不能为空' },
  { path: '/api/sys/menu/delete?id=abc', msg: '参数错误：id 应为整数' },
  { path: '/api/sys/menu/delete?id=0', msg: '参数错误：id 不能小于 1' },
  { path: '/api/sys/dict/data/dicts', body: { dictType: 'x' }, msg: '参数错误：不支持的参数 dictType' },
  { path: '/api/sys/dict/data/dictsbycode', msg: '参数错误：dictDirCode 不能为空' },
  { path: '/api/sys/dict/type/all', body: { x: 1 }, msg: '参数错误：不支持的参数 x' },
  { path: '/api/sys/dict/type/page', body: { page: '1' }, msg: '参数错误：page 应为整数' },
  { path: '/api/sys/dict/type/page', body: { size: 0 }, msg: '参数错误：size 不能小于 1' },
  { path: '/api/sys/dict/data/page', body: { dictType: 5 }, msg: '参数错误：dictType 应为字符串' },
  { path: '/api/sys/dict/type/delete', body: { ids: [] }, msg: '参数错误：ids 至少需要 1 项' },
  { path: '/api/sys/dict/type/delete', body: { ids: ['1'] }, msg: '参数错误：ids.0 应为整数' },
  { path: '/api/sys/dict/data/delete', body: { id: 1 }, msg: '参数错误：不支持的参数 id' },
  { path: '/api/sys/dept/list', body: { name: 1 }, msg: '参数错误：name 应为字符串' },
  { path: '/api/sys/dept/list2?isTree=x', msg: '参数错误：isTree 应为整数' },
  { path: '/api/sys/dept/getMainDeptByPid', body: { pid: 'a' }, msg: '参数错误：pid 应为整数' },
  { path: '/api/sys/dept/getSubDeptByPid', msg: '参数错误：pid 不能为空' },
  { path: '/api/sys/region/tree', body: { level: 1 }, msg: '参数错误：不支持的参数 level' },
  { path: '/apo/userController/getDeptListLevel1', body: { x: 1 }, msg: '参数错误：不支持的参数 x' },
  { path: '/aip/deptinfo/list', body: { name: [] }, msg: '参数错误：name 应为字符串' },
  { path: '/api/sys/sysarea/listTree', body: { x: 1 }, msg: '参数错误：不支持的参数 x' },
  { path: '/api/sys/role/list', body: { x: 1 }, msg: '参数错误：不支持的参数 x' },
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

  test('处理中崩溃回 500 信封，服务器继续服务', async () => {
    const r = await s.call('/__test/crash', { method: 'GET' });
    assert.equal(r.status, 500);
    assert.equal(r.body.code, 500);
    assert.match(r.body.msg, /服务器内部错误/);
    assert.ok(!r.body.msg.includes('故意'));
    assert.equal((await s.call('/api/sys/user/info', { token })).status, 200);
  });
});
