// Every admin write lands in the operation log: who, what, from where, how long, whether it worked — never a password.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => { await s.reset(); });

const logRows = () => s.app.db.selectFrom('sys_log_operation').selectAll().orderBy('id').execute();

describe(`操作日志（${databaseLabel}）`, () => {
  test('新增用户成功与失败各记一条：用户、模块、操作、路径、方法、IP、耗时、结果；密码不落库', async () => {
    const token = await s.login('admin');
    const body = {
      username: 'agent03', realName: '郑小雨', jobNumber: '1003', gender: 1, mobile: '13800000010', deptId: 21,
      roleIdList: [10], landlineNumber: '8003', status: 1, password: 'Agent3@2026x',
    };
    const ok = await s.call('/api/sys/user', { token, body });
    assert.equal(ok.body.code, 0, ok.body.msg);
    const again = await s.call('/api/sys/user', { token, body });
    assert.notEqual(again.body.code, 0, '重复的用户名被拒绝');

    const rows = await logRows();
    assert.equal(rows.length, 2);
    const [first, second] = rows;
    assert.equal(first!.username, 'admin');
    assert.equal(first!.module, '用户管理');
    assert.ok(first!.operation.length > 0);
    assert.equal(first!.request_uri, '/api/sys/user');
    assert.equal(first!.request_method, 'POST');
    assert.equal(first!.status, 1);
    assert.ok(first!.ip);
    assert.ok(first!.duration_ms >= 0);
    assert.match(first!.request_params ?? '', /agent03/);
    assert.equal(second!.status, 0);
    assert.equal(second!.error_msg, again.body.msg);
    assert.deepEqual(await s.tablesContaining('Agent3@2026x'), [], '密码不出现在任何表里');
  });

  test('读操作不记；没有权限被拒绝的写也记为失败（谁试过什么）', async () => {
    const admin = await s.login('admin');
    await s.call('/api/sys/user/page', { token: admin, body: { page: 1, size: 10 } });
    assert.equal((await logRows()).length, 0, '查询不记日志');
    const agent = await s.login('agent01');
    const r = await s.call('/api/sys/user/changeStatus', { token: agent, body: { id: 1, status: 0 } });
    assert.equal(r.status, 403);
    const rows = await logRows();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.username, 'agent01');
    assert.equal(rows[0]!.status, 0);
    assert.equal(rows[0]!.error_msg, '暂无权限');
  });

  test('重置密码记入日志；答出的一次性密码与令牌都不落库', async () => {
    const token = await s.login('admin');
    const user = await s.app.db.selectFrom('sys_user').select('id').where('username', '=', 'agent02').executeTakeFirstOrThrow();
    const r = await s.call<{ oneTimePassword: string }>('/api/sys/user/resetPassword', { token, body: { id: user.id } });
    assert.equal(r.body.code, 0, r.body.msg);
    // The operation log is written after the answer is sent: wait for its row.
    for (let i = 0; i < 50 && !(await logRows()).some((row) => row.operation === '重置密码'); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok((await logRows()).some((row) => row.operation === '重置密码'));
    assert.deepEqual(await s.tablesContaining(r.body.data.oneTimePassword), []);
    assert.deepEqual(await s.tablesContaining(token), []);
  });
});
