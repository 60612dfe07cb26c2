// Sign-in, sessions, password change and the session helpers, against a real server (throttling: login-throttle.test.ts).
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { LoadUserResult, LoginResult, PasswordChangeFailure, UserInfo } from '../../src/shared/api/types.ts';
import { databaseLabel, PASSWORD, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => { await s.reset(); });

describe(`登录（${databaseLabel}）`, () => {
  test('正确的账号密码返回 token、userId、vCode，且 token 可用', async () => {
    const r = await s.call<LoginResult>('/api/login', { body: { username: 'agent01', password: PASSWORD } });
    assert.equal(r.status, 200);
    assert.equal(r.body.code, 0);
    assert.match(r.body.data.token, /^[A-Za-z0-9_-]{40,}$/);
    assert.equal(typeof r.body.data.userId, 'number');
    assert.ok(r.body.data.vCode.length > 0);
    const info = await s.call<UserInfo>('/api/sys/user/info', { token: r.body.data.token });
    assert.equal(info.body.code, 0);
    assert.equal(info.body.data.username, 'agent01');
    assert.equal(info.body.data.landlineNumber, '8001');
    assert.deepEqual(info.body.data.userRoleList, [10]);
    assert.ok(info.body.data.jobNumber && info.body.data.realName && info.body.data.deptId);
  });

  test('token 只以哈希保存在数据库中', async () => {
    const token = await s.login('admin');
    const rows = await s.app.db.selectFrom('sys_token').select('token_hash').execute();
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0]!.token_hash, token);
    assert.ok(!JSON.stringify(rows).includes(token));
  });

  test('错误密码与不存在的用户得到同一条中文提示，不发 token', async () => {
    for (const body of [{ username: 'agent01', password: 'Wrong@2026' }, { username: 'nobody', password: PASSWORD }]) {
      const r = await s.call('/api/login', { body });
      assert.equal(r.status, 200);
      assert.equal(r.body.code, 1);
      assert.equal(r.body.msg, '用户名或密码错误');
      assert.equal(r.body.data, null);
    }
  });

  test('登录用户名不区分大小写、忽略首尾空格', async () => {
    const r = await s.call<LoginResult>('/api/login', { body: { username: '  Agent01 ', password: PASSWORD } });
    assert.equal(r.body.code, 0);
  });

  test('被禁用的账号不能登录，已有会话立即失效', async () => {
    const token = await s.login('dept02');
    // The session is in this server's cache now; a write that bypasses the services must still end it at once (the auth epoch).
    assert.equal((await s.call('/api/sys/user/info', { token })).status, 200);
    await s.app.db.updateTable('sys_user').set({ status: 0 }).where('username', '=', 'dept02').execute();
    const r = await s.call('/api/login', { body: { username: 'dept02', password: PASSWORD } });
    assert.equal(r.body.code, 1);
    assert.match(r.body.msg, /禁用/);
    assert.equal((await s.call('/api/sys/user/info', { token })).status, 401);
  });
});

describe(`会话（${databaseLabel}）`, () => {
  const expired = { code: 401, msg: '登录已失效，请重新登录', data: null };

  test('没有 token、错误 token 都回 HTTP 401 信封', async () => {
    for (const path of ['/api/sys/user/info', '/api/sys/menu/nav', '/api/logout', '/aip/commonNumber/phone/list', '/apo/userController/getDeptListLevel1']) {
      const none = await s.call(path);
      assert.equal(none.status, 401, path);
      assert.deepEqual(none.body, expired);
      const bad = await s.call(path, { token: 'not-a-real-token' });
      assert.equal(bad.status, 401, path);
      assert.deepEqual(bad.body, expired);
    }
  });

  test('三个请求头任一个带 token 即可', async () => {
    const token = await s.login('agent01');
    for (const name of ['x-auth-token', 'token', 'userToken']) {
      const r = await s.call('/api/sys/user/info', { headers: { [name]: token } });
      assert.equal(r.body.code, 0, name);
    }
  });

  test('过期的 token 回 401', async () => {
    const token = await s.login('agent01');
    await s.app.db.updateTable('sys_token').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    const r = await s.call('/api/sys/user/info', { token });
    assert.equal(r.status, 401);
    assert.deepEqual(r.body, expired);
  });

  test('tokenTtlMs 很短的服务器上 token 到期即失效', async () => {
    const short = await startTestServer({ tokenTtlMs: 300 });
    try {
      const token = await short.login('agent01');
      assert.equal((await short.call('/api/sys/user/info', { token })).status, 200);
      await new Promise((r) => setTimeout(r, 400));
      assert.equal((await short.call('/api/sys/user/info', { token })).status, 401);
    } finally {
      await short.close();
    }
  });

  test('活动的会话顺延有效期（滑动过期）', async () => {
    const token = await s.login('agent01');
    const soon = new Date(Date.now() + 60_000);
    await s.app.db.updateTable('sys_token').set({ expires_at: soon, last_seen_at: new Date(Date.now() - 5 * 60_000) }).execute();
    assert.equal((await s.call('/api/sys/user/info', { token })).status, 200);
    const row = await s.app.db.selectFrom('sys_token').select('expires_at').executeTakeFirstOrThrow();
    assert.ok(row.expires_at.getTime() > Date.now() + 11 * 3600_000);
  });

  test('退出登录后 token 失效', async () => {
    const token = await s.login('agent01');
    const r = await s.call('/api/logout', { token });
    assert.equal(r.body.code, 0);
    assert.equal((await s.call('/api/sys/user/info', { token })).status, 401);
  });

  test('loadUser 返回当前用户与坐席状态，不允许查别人', async () => {
    const token = await s.login('agent01');
    const info = await s.call<UserInfo>('/api/sys/user/info', { token });
    const r = await s.call<LoadUserResult>('/api/loadUser', { token, body: { userId: info.body.data.id, landlineNumber: '8001' } });
    assert.equal(r.body.code, 0);
    assert.equal(r.body.data.landlineNumber, '8001');
    assert.equal(r.body.data.seatStatus, 'Logged Out');
    assert.equal(r.body.data.jobNumber, '1001');
    assert.match(r.body.data.tokenExpireTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const other = await s.call('/api/loadUser', { token, body: { userId: info.body.data.id + 1 } });
    assert.equal(other.body.code, 1);
    const wrongExt = await s.call('/api/loadUser', { token, body: { userId: info.body.data.id, landlineNumber: '8002' } });
    assert.equal(wrongExt.body.code, 1);
  });

  test('getClientMessage 返回同源地址，且不含 token', async () => {
    const token = await s.login('agent01');
    const r = await s.call<string[]>('/api/getClientMessage', { token });
    assert.equal(r.body.code, 0);
    assert.ok(Array.isArray(r.body.data) && r.body.data.length > 0);
    for (const url of r.body.data) {
      assert.match(url, /^\/[^/]/, 'same-origin path');
      assert.ok(!url.includes(token));
      assert.ok(!/token/i.test(url));
    }
  });

  test('closeWorkflowLog/add 保存打开、关闭登记页的记录', async () => {
    const token = await s.login('agent01');
    const open = await s.call('/aip/closeWorkflowLog/add', { token, body: { jobNumber: '1001', userName: '王晓敏', url: '/gong-dan/dengji/1700000000000', closeDate: '2026-03-01 09:30:00', type: 1 } });
    assert.equal(open.body.code, 0);
    const close = await s.call('/aip/closeWorkflowLog/add', { token, body: { jobNumber: '1001', userName: '王晓敏', url: '/gong-dan/dengji/1700000000000', closeDate: 1772328660, type: 2 } });
    assert.equal(close.body.code, 0);
    const rows = await s.app.db.selectFrom('close_workflow_log').selectAll().orderBy('id').execute();
    assert.equal(rows.length, 2);
    assert.deepEqual(rows.map((r) => r.type), [1, 2]);
    assert.equal(rows[0]!.close_date.toISOString(), '2026-03-01T01:30:00.000Z');
    assert.equal(rows[1]!.close_date.toISOString(), '2026-03-01T01:31:00.000Z');
    const bad = await s.call('/aip/closeWorkflowLog/add', { token, body: { jobNumber: '1001', userName: 'x', url: '/x', closeDate: '昨天', type: 2 } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.msg, '参数错误：closeDate 格式错误');
  });
});

describe(`修改密码（${databaseLabel}）`, () => {
  const change = (token: string, password: string, newPassword: string, confirmPassword = newPassword) =>
    s.call<PasswordChangeFailure | null>('/api/sys/user/password', { token, body: { password, newPassword, confirmPassword } });

  test('不符合密码策略的新密码被拒绝，原因在 msg 和 data.vMessage', async () => {
    const token = await s.login('agent01');
    for (const weak of ['Ab1!', 'abcdefgh', 'abcdefg1', 'ABCDEFG1', 'Abcdefghijklmnopqrstu1', '12345678!']) {
      const r = await change(token, PASSWORD, weak);
      assert.equal(r.body.code, 1, weak);
      assert.ok(r.body.msg.length > 0);
      assert.ok(Array.isArray(r.body.data?.vMessage) && r.body.data.vMessage.length > 0, weak);
    }
    await s.login('agent01'); // the old password still works
  });

  test('确认密码不一致被拒绝', async () => {
    const token = await s.login('agent01');
    const r = await change(token, PASSWORD, 'NewPass#2026', 'NewPass#2027');
    assert.equal(r.body.code, 1);
    assert.equal(r.body.msg, '确认密码与新密码输入不一致');
  });

  test('当前密码错误被拒绝', async () => {
    const token = await s.login('agent01');
    const r = await change(token, 'Wrong@2026', 'NewPass#2026');
    assert.equal(r.body.code, 1);
    assert.equal(r.body.msg, '当前密码不正确');
  });

  test('必填项为空回 400', async () => {
    const token = await s.login('agent01');
    const r = await change(token, '', 'NewPass#2026');
    assert.equal(r.status, 400);
    assert.equal(r.body.msg, '参数错误：password 不能为空');
  });

  test('修改成功后新密码可登录、旧密码不可，其他会话下线', async () => {
    const token = await s.login('agent01');
    const otherSession = await s.login('agent01');
    const r = await change(token, PASSWORD, 'NewPass#2026');
    assert.equal(r.body.code, 0);
    assert.equal((await s.call('/api/sys/user/info', { token })).status, 200);
    assert.equal((await s.call('/api/sys/user/info', { token: otherSession })).status, 401);
    const old = await s.call('/api/login', { body: { username: 'agent01', password: PASSWORD } });
    assert.equal(old.body.code, 1);
    await s.login('agent01', 'NewPass#2026');
    // Three classes out of four are enough (no special symbol here).
    const three = await change(token, 'NewPass#2026', 'abcDEF123456');
    assert.equal(three.body.code, 0);
  });
});
