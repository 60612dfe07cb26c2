// The push channel: one stream per console, events for the right users only, a signout that ends the stream, and
// (on PostgreSQL) a change published on one server reaching a stream held by another server on the same database.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startServer, type StartedServer } from '../../server/src/app.ts';
import { maskedParams } from '../../server/src/lib/mask.ts';
import { RoleId } from '../../src/shared/protocol/roles.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';
import { noEventWithin, openStream } from './push-stream.ts';

let s: TestServer;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => { await s.reset(); });

describe(`推送通道（${databaseLabel}）`, () => {
  test('没有会话的连接得到 401，令牌不出现在地址里', async () => {
    const stream = await openStream(s.url);
    assert.equal(stream.status, 401);
    stream.close();
  });

  test('连上先收到 hello；权限变更只推给相关角色的用户', async () => {
    const agent = await openStream(s.url, await s.login('agent01'));
    const dept = await openStream(s.url, await s.login('dept01'));
    try {
      assert.deepEqual(await agent.next(), { type: 'hello', dictVersion: 1 });
      assert.deepEqual(await dept.next(), { type: 'hello', dictVersion: 1 });
      assert.equal(s.app.push.size, 2);
      await s.app.changes.publish({ caches: ['menus:'], push: { to: { roles: [RoleId.agent] }, event: { type: 'permissions' } } });
      assert.deepEqual(await agent.next(), { type: 'permissions' });
      await noEventWithin(dept, 300);
    } finally {
      agent.close();
      dept.close();
    }
  });

  test('账号停用：该用户的每个连接收到 signout（原因）后被关闭，旧令牌立即 401', async () => {
    const token = await s.login('agent01');
    const a = await openStream(s.url, token);
    const b = await openStream(s.url, token);
    await a.next();
    await b.next();
    const user = await s.app.db.selectFrom('sys_user').select('id').where('username', '=', 'agent01').executeTakeFirstOrThrow();
    // What a disable does: the account and its sessions end, then every server hears of it.
    await s.app.db.updateTable('sys_user').set({ status: 0 }).where('id', '=', user.id).execute();
    await s.app.db.deleteFrom('sys_token').where('user_id', '=', user.id).execute();
    await s.app.changes.publish({ sessionsOf: [user.id], reason: '账号已停用' });
    assert.deepEqual(await a.next(), { type: 'signout', reason: '账号已停用' });
    assert.deepEqual(await b.next(), { type: 'signout', reason: '账号已停用' });
    await Promise.all([a.ended, b.ended]);
    assert.equal(s.app.push.size, 0);
    const r = await s.call('/api/sys/user/info', { token });
    assert.equal(r.status, 401);
  });

  test('用户角色变化：其连接收到 permissions，不需要重新登录', async () => {
    const token = await s.login('agent01');
    const stream = await openStream(s.url, token);
    await stream.next();
    const user = await s.app.db.selectFrom('sys_user').select('id').where('username', '=', 'agent01').executeTakeFirstOrThrow();
    await s.app.db.insertInto('sys_user_role').values({ user_id: user.id, role_id: RoleId.supervisor }).execute();
    await s.app.changes.publish({ sessionsOf: [user.id] });
    assert.deepEqual(await stream.next(), { type: 'permissions' });
    const info = await s.call<{ userRoleList: number[] }>('/api/sys/user/info', { token });
    assert.ok(info.body.data.userRoleList.includes(RoleId.supervisor), '新角色在下一次调用即生效');
    stream.close();
  });

  test('操作日志的参数：密码、令牌、身份证号被遮盖，过长截断', () => {
    const masked = maskedParams({
      query: { id: '7' },
      body: { username: 'agent03', password: 'Secret@123', newPassword: 'x', token: 'abc', idCard: '110101199003071234', remark: '身份证 110101199003071234 已核验' },
    })!;
    assert.ok(!masked.includes('Secret@123') && !masked.includes('abc') && !masked.includes('199003071234'), masked);
    assert.match(masked, /agent03/);
    assert.match(masked, /110101\*{8}1234/);
    assert.ok(maskedParams({ body: { text: 'x'.repeat(5000) } })!.length <= 2001);
  });

  test('多台服务器共用一个 PostgreSQL：在 A 上发布的变更到达 B 上的连接', { skip: !s?.databaseUrl && !process.env.DATABASE_URL }, async () => {
    let b: StartedServer | undefined;
    try {
      b = await startServer({ databaseUrl: s.databaseUrl, port: 0, logger: false });
      await b.app.changes.ready;
      const stream = await openStream(b.url, await s.login('agent01'));
      await stream.next();
      const started = Date.now();
      await s.app.changes.publish({ caches: ['menus:'], push: { to: { roles: [RoleId.agent] }, event: { type: 'permissions' } } });
      assert.deepEqual(await stream.next(1_000), { type: 'permissions' });
      assert.ok(Date.now() - started < 1_000);
      stream.close();
    } finally {
      await b?.close();
    }
  });
});

describe(`推送通道与关机（${databaseLabel}）`, () => {
  let other: TestServer;
  // Starting a server (a fresh database) is not what is timed: on a loaded machine it alone can take longer than the close.
  before(async () => { other = await startTestServer(); });
  test('有打开的推送连接时服务器也能在几秒内关闭', { timeout: 15_000 }, async () => {
    const stream = await openStream(other.url, await other.login('agent01'));
    await stream.next();
    const started = Date.now();
    await other.close();
    await stream.ended;
    assert.ok(Date.now() - started < 5_000, `${Date.now() - started} ms`);
  });
});
