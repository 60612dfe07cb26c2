// Accounts (DESIGN §7): no account gets a known password (create without one answers a one-time password), a password
// someone else chose must be changed before anything else, the policy on every path that sets a password, scrypt at
// OWASP's cost with a rehash at the next sign-in, and a session's absolute lifetime besides its idle expiry.
import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import type { LoadUserResult, LoginResult } from '../../src/shared/api/types.ts';
import { passwordPolicyViolations } from '../../src/shared/protocol/password.ts';
import { hashToken } from '../../server/src/services/sessions.ts';
import { adminSuite, databaseLabel, PASSWORD, startTestServer } from './helpers.ts';

// OWASP's real cost here: this file checks it (other test servers hash cheaply to keep the suites fast).
const { server, tokens, as } = adminSuite({ fastPasswordHashes: false });

const AGENT_ROLE = 10;
const INTAKE_DEPT = 21;
const newAgent = (extra: object = {}) => ({
  username: 'agent07', realName: '赵新人', jobNumber: '1007', gender: 2, deptId: INTAKE_DEPT, roleIdList: [AGENT_ROLE], status: 1, ...extra,
});

const userRow = (username: string) => server().app.db.selectFrom('sys_user').selectAll().where('username', '=', username).executeTakeFirstOrThrow();

async function signIn(username: string, password: string): Promise<LoginResult> {
  const r = await server().call<LoginResult>('/api/login', { body: { username, password } });
  assert.equal(r.body.code, 0, `${username}: ${r.body.msg}`);
  return r.body.data;
}

describe(`首次密码（${databaseLabel}）`, () => {
  test('新增用户不填密码：服务端生成符合策略的一次性密码只答一次，首次登录须修改；演示密码登录不了', async () => {
    const added = await as.ok<{ id: number; oneTimePassword: string }>('admin', '/api/sys/user', newAgent({ password: '' }));
    assert.deepEqual(passwordPolicyViolations(added.oneTimePassword), []);
    assert.deepEqual(await server().tablesContaining(added.oneTimePassword), [], '一次性密码不以明文保存');
    assert.equal((await server().call('/api/login', { body: { username: 'agent07', password: PASSWORD } })).body.msg, '用户名或密码错误');
    assert.equal((await signIn('agent07', added.oneTimePassword)).mustChangePassword, true);
    const detail = await as.ok<{ oneTimePassword: unknown }>('admin', '/api/sys/user', newAgent({ username: 'agent08', jobNumber: '1008' }));
    assert.equal(typeof detail.oneTimePassword, 'string', '不带 password 字段同样生成');
  });

  test('新增用户填了密码：须符合策略，首次登录同样须修改（管理员知道这个密码）', async () => {
    const added = await as.ok<{ id: number; oneTimePassword: string | null }>('admin', '/api/sys/user', newAgent({ password: 'Chosen#Pass9' }));
    assert.equal(added.oneTimePassword, null);
    assert.equal((await signIn('agent07', 'Chosen#Pass9')).mustChangePassword, true);
    assert.equal((await signIn('agent01', PASSWORD)).mustChangePassword, false, '演示账号不受影响');
  });
});

describe(`须先修改密码的会话（${databaseLabel}）`, () => {
  test('只能读自己的信息、修改密码、退出；其它调用 403 请先修改初始密码；改好后同一令牌照常使用', async () => {
    const { oneTimePassword } = await as.ok<{ oneTimePassword: string }>('admin', '/api/sys/user', newAgent());
    const { token, userId } = await signIn('agent07', oneTimePassword);
    const call = (path: string, body?: unknown) => server().call(path, { token, body });

    assert.equal((await call('/api/sys/user/info')).body.code, 0, '画修改密码页需要的用户信息可以读');
    for (const [path, body] of [['/api/sys/menu/nav', undefined], ['/api/loadUser', { userId }], ['/aop/workflow/list/all', { page: 1, size: 10 }]] as const) {
      const refused = await call(path, body);
      assert.equal(refused.status, 403, path);
      assert.equal(refused.body.msg, '请先修改初始密码', path);
      assert.deepEqual(refused.body.data, { mustChangePassword: true }, path);
    }
    const stream = await fetch(`${server().url}/api/push/stream`, { headers: { 'x-auth-token': token } });
    assert.equal(stream.status, 403, '推送通道也不开');
    await stream.body?.cancel();

    const weak = await call('/api/sys/user/password', { password: oneTimePassword, newPassword: 'weakpass', confirmPassword: 'weakpass' });
    assert.equal(weak.body.msg, '密码须至少包含小写字母、大写字母、数字、特殊符号中的三种');
    const changed = await call('/api/sys/user/password', { password: oneTimePassword, newPassword: 'Mine#2026ok', confirmPassword: 'Mine#2026ok' });
    assert.equal(changed.body.code, 0, changed.body.msg);
    assert.equal((await userRow('agent07')).must_change_password, false);
    assert.equal((await call('/api/sys/menu/nav')).body.code, 0, '改好后同一令牌不再受限');
    assert.equal((await signIn('agent07', 'Mine#2026ok')).mustChangePassword, false);
  });

  test('须修改密码时可以退出登录', async () => {
    const { oneTimePassword } = await as.ok<{ oneTimePassword: string }>('admin', '/api/sys/user', newAgent());
    const { token } = await signIn('agent07', oneTimePassword);
    assert.equal((await server().call('/api/logout', { token })).body.code, 0);
    assert.equal((await server().call('/api/sys/user/info', { token })).status, 401);
  });
});

describe(`密码策略在每条设置密码的路径上由服务端检查（${databaseLabel}）`, () => {
  test('修改自己的密码：弱密码被拒，原因为策略的中文说明，什么都不写', async () => {
    await as.no('agent', '/api/sys/user/password', { password: PASSWORD, newPassword: 'short1A', confirmPassword: 'short1A' }, '密码长度须为8-20位');
    await as.no('agent', '/api/sys/user/password', { password: PASSWORD, newPassword: 'alllowercase1', confirmPassword: 'alllowercase1' },
      '密码须至少包含小写字母、大写字母、数字、特殊符号中的三种');
  });

  test('管理员新增用户：弱密码被拒，什么都不写', async () => {
    await as.no('admin', '/api/sys/user', newAgent({ password: 'short1A' }), '密码长度须为8-20位');
    await as.no('admin', '/api/sys/user', newAgent({ password: 'Has space1A' }), '密码不能包含空格');
  });
  // 重置密码 takes no password (the server chooses one); the import's 初始密码 column: sys-users-import.test.ts (row 6).
});

describe(`scrypt 成本（${databaseLabel}）`, () => {
  test('新哈希用 N=2^17、r=8、p=1；旧成本的哈希在下一次成功登录时按新成本重存，错误密码不改它', async () => {
    const salt = randomBytes(16);
    const oldKey = scryptSync(PASSWORD, salt, 32, { N: 16384, r: 8, p: 1 });
    const oldHash = `scrypt$16384$8$1$${salt.toString('base64')}$${oldKey.toString('base64')}`;
    await server().app.db.updateTable('sys_user').set({ password_hash: oldHash }).where('username', '=', 'dept01').execute();

    assert.notEqual((await server().call('/api/login', { body: { username: 'dept01', password: 'Wrong#2026x' } })).body.code, 0);
    assert.equal((await userRow('dept01')).password_hash, oldHash, '错误密码不触发重存');
    await signIn('dept01', PASSWORD);
    const stored = (await userRow('dept01')).password_hash;
    assert.match(stored, /^scrypt\$131072\$8\$1\$/);
    await signIn('dept01', PASSWORD);
    assert.equal((await userRow('dept01')).password_hash, stored, '已是新成本的哈希不再重存');
  });
});

describe(`会话的绝对有效期（${databaseLabel}）`, () => {
  test('登录满 12 小时的会话即使一直在用也被拒：401 并说明原因；loadUser 的到期时间不晚于它', async () => {
    const token = await server().login('dept02');
    const status = await server().call<LoadUserResult>('/api/loadUser', { token, body: { userId: (await userRow('dept02')).id } });
    const signedInAt = Date.now();
    assert.ok(Date.parse(status.body.data.tokenExpireTime.replace(' ', 'T') + '+08:00') <= signedInAt + 12 * 3_600_000 + 1000);

    // Signed in 12 hours ago and active a moment ago: the idle expiry is still hours away.
    await server().app.db.updateTable('sys_token').set({ created_at: new Date(Date.now() - 12 * 3_600_000 - 1000), last_seen_at: new Date() })
      .where('token_hash', '=', hashToken(token)).execute();
    server().app.sessions.clear();
    const refused = await server().call('/api/sys/user/info', { token });
    assert.equal(refused.status, 401);
    assert.equal(refused.body.msg, '登录已超过 12 小时，请重新登录');
    assert.equal((await server().call('/api/sys/user/info', { token: tokens.agent })).status, 200, '别的会话不受影响');
  });

  test('有效期可配置（sessionMaxMs）；已缓存的会话到点同样失效', async () => {
    const short = await startTestServer({ sessionMaxMs: 1500, fastPasswordHashes: false });
    try {
      const token = await short.login('agent02');
      assert.equal((await short.call('/api/sys/user/info', { token })).status, 200);
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const refused = await short.call('/api/sys/user/info', { token });
      assert.equal(refused.status, 401);
      assert.equal(refused.body.msg, '登录已超过 1 分钟，请重新登录');
      const row = await sql<{ n: number }>`select count(*)::int as n from sys_token`.execute(short.app.db);
      assert.equal(row.rows[0]!.n, 1, '令牌仍在（闲置到期后由会话清理删除），只是不再放行');
    } finally {
      await short.close();
    }
  });
});
