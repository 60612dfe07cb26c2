// Sign-in throttling against a real server: a centre behind one NAT is never locked out by its own mistypes, a guesser
// is slowed per address+account and per account, the right password works once a pause has passed, a flood from one
// address is stopped. Addresses come from X-Forwarded-For (the test is the trusted proxy).
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import {
  ACCOUNT_MAX_DELAY_MS, ADDRESS_MAX_FAILURES, LOGIN_WINDOW_MS, PAIR_FREE_FAILURES,
} from '../../server/src/services/login-limit.ts';
import type { LoginResult } from '../../src/shared/api/types.ts';
import { databaseLabel, PASSWORD, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
before(async () => { s = await startTestServer({ trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }); });
after(async () => { await s?.close(); });
beforeEach(async () => { await s.reset(); });

const NAT = '198.51.100.1';
const ATTACKER = '203.0.113.66';
const OFFICE = '198.51.100.20';

const attempt = (username: string, password: string, ip: string) =>
  s.call<LoginResult>('/api/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } });

/** Moves every recorded failure back in time, as if that many seconds had passed. */
const wait = (seconds: number) =>
  s.app.db.updateTable('login_failure').set({ failed_at: sql<Date>`failed_at - ${seconds}::int * interval '1 second'` }).execute();

function assertPaused(r: Awaited<ReturnType<typeof attempt>>, maxSeconds: number): number {
  assert.equal(r.status, 429, r.body.msg);
  assert.equal(r.body.code, 429);
  assert.equal(r.body.data, null);
  const retryAfter = Number(r.headers.get('retry-after'));
  assert.ok(retryAfter >= 1 && retryAfter <= maxSeconds, `Retry-After ${retryAfter}`);
  assert.match(r.body.msg, /^登录尝试过于频繁，请 \d+ (秒|分钟)后再试$/);
  return retryAfter;
}

describe(`登录限流（${databaseLabel}）`, () => {
  test('同一出口地址 20 多次失败（多个坐席输错）不妨碍其他坐席从该地址登录', async () => {
    // A centre behind one NAT: seven agents each mistype three times, agent02 among them.
    for (const name of ['dept01', 'dept02', 'dispatcher', 'approver', 'supervisor', 'manager', 'agent02']) {
      for (let i = 0; i < PAIR_FREE_FAILURES; i += 1) assert.equal((await attempt(name, 'Wrong@1234', NAT)).body.code, 1, name);
    }
    assert.equal((await attempt('agent01', PASSWORD, NAT)).body.code, 0, 'agent01 is not slowed by the others');
    assert.equal((await attempt('admin', PASSWORD, NAT)).body.code, 0);
    // agent02's own pause is short, and the right password works once it has passed.
    await wait(2);
    assert.equal((await attempt('agent02', PASSWORD, NAT)).body.code, 0);
  });

  test('admin 被攻击地址连续试错 5 次：另一地址用正确密码立即可登录；攻击地址暂停期间 429，过后正确密码可登录', async () => {
    for (let i = 0; i < 3; i += 1) assert.equal((await attempt('admin', `Guess@${i}`, ATTACKER)).body.code, 1);
    await wait(1);
    assert.equal((await attempt('admin', 'Guess@4', ATTACKER)).body.code, 1);
    // Four failures: 2 s before the next try.
    assertPaused(await attempt('admin', 'Guess@3', ATTACKER), 2);
    await wait(2);
    assert.equal((await attempt('admin', 'Guess@5', ATTACKER)).body.code, 1);
    // Five failures: the sixth try from there waits 4 s, and is answered without looking at the password.
    assertPaused(await attempt('admin', PASSWORD, ATTACKER), 4);
    assertPaused(await attempt('admin', 'Guess@6', ATTACKER), 4);
    assert.equal((await s.app.db.selectFrom('login_failure').select('id').where('ip', '=', ATTACKER).execute()).length, 5, '暂停中的尝试不计数');

    assert.equal((await attempt('admin', PASSWORD, OFFICE)).body.code, 0, 'the owner elsewhere is not kept out');
    await wait(5);
    assert.equal((await attempt('admin', PASSWORD, ATTACKER)).body.code, 0, 'once the pause passed the right password works');
    assert.equal((await s.app.db.selectFrom('login_failure').select('id').where('username', '=', 'admin').execute()).length, 0);
  });

  test('暂停刚过时的一批并发尝试只有一次核对密码，其余 429，没有 5xx', async () => {
    for (let i = 0; i < PAIR_FREE_FAILURES; i += 1) await attempt('agent02', 'Wrong@1234', ATTACKER);
    await wait(2);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt('agent02', `Burst@${i}`, ATTACKER)));
    assert.deepEqual(burst.map((r) => r.status).sort(), [200, 429, 429, 429, 429, 429, 429, 429]);
    assert.equal(burst.filter((r) => r.body.code === 1).length, 1);
  });

  test('同一账号从许多地址试错：各处都要等待，但最长不超过 30 秒', async () => {
    for (let i = 1; i <= 40; i += 1) {
      // Failures spread over forty addresses, one each: no address+account pause applies.
      await s.app.db.insertInto('login_failure').values({ username: 'agent02', ip: `192.0.2.${i}` }).execute();
    }
    const r = await attempt('agent02', PASSWORD, OFFICE);
    assert.equal(assertPaused(r, ACCOUNT_MAX_DELAY_MS / 1000), ACCOUNT_MAX_DELAY_MS / 1000);
    assert.match(r.body.msg, /请 30 秒后再试/);
    assert.equal((await attempt('agent01', PASSWORD, OFFICE)).body.code, 0, 'other accounts are not slowed');
    await wait(31);
    assert.equal((await attempt('agent02', PASSWORD, OFFICE)).body.code, 0);
  });

  test('单个地址失败达硬上限（300 次/15 分钟）即被拒绝，其他地址不受影响；成功登录不计入', async () => {
    // A flood of made-up names (each under the address+account threshold), written directly: 300 scrypt checks take too long.
    await sql`insert into login_failure (username, ip) select 'ghost' || g, ${ATTACKER} from generate_series(1, ${ADDRESS_MAX_FAILURES - 1}::int) g`
      .execute(s.app.db);
    for (let i = 0; i < 3; i += 1) assert.equal((await attempt('agent01', PASSWORD, ATTACKER)).body.code, 0, 'successes do not count');
    assert.equal((await attempt('ghost-last', 'Wrong@1234', ATTACKER)).body.code, 1);
    const r = await attempt('agent01', PASSWORD, ATTACKER);
    const retryAfter = assertPaused(r, LOGIN_WINDOW_MS / 1000);
    assert.ok(retryAfter > 60, String(retryAfter));
    assert.match(r.body.msg, /分钟后再试/);
    assert.equal((await attempt('agent01', PASSWORD, OFFICE)).body.code, 0);
  });

  test('正确密码只清除本地址对该账号的失败，其他地址的失败仍计', async () => {
    for (let i = 0; i < 2; i += 1) await attempt('agent02', 'Wrong@1234', ATTACKER);
    await attempt('agent02', 'Wrong@1234', OFFICE);
    assert.equal((await attempt('agent02', PASSWORD, OFFICE)).body.code, 0);
    const left = await s.app.db.selectFrom('login_failure').select('ip').where('username', '=', 'agent02').execute();
    assert.deepEqual(left.map((r) => r.ip), [ATTACKER, ATTACKER]);
  });
});
