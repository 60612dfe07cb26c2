// 在线用户 and 参数设置 against the real server: the live sessions (never a token), 强退 ending a session with its reason
// (also across servers on one PostgreSQL), typed settings checked by type and range, and settings the server reads.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startServer, type StartedServer } from '../../server/src/app.ts';
import { hashToken } from '../../server/src/services/sessions.ts';
import { centreFigures } from '../../server/src/services/traffic/figures.ts';
import type { Setting } from '../../src/shared/api/contracts/sysConfig.ts';
import type { OnlineSession } from '../../src/shared/api/contracts/sysOnline.ts';
import type { Page } from '../../src/shared/api/types.ts';
import { SETTING } from '../../src/shared/protocol/settings.ts';
import { callsAs, databaseLabel, startTestServer, type TestServer } from './helpers.ts';
import { openStream, type Stream } from './push-stream.ts';

const FORCED_OUT = '您已被管理员强制退出，请重新登录';
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let s: TestServer;
const tok: Record<string, string> = {};
const { ok, no } = callsAs(() => s, tok);

before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  tok.admin = await s.login('admin');
});

/** Signs in through the API with a browser's User-Agent. */
async function signInFrom(server: { url: string }, username: string, userAgent = CHROME_ON_WINDOWS): Promise<string> {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': userAgent }, body: JSON.stringify({ username, password: 'Hotline@2026' }),
  });
  const body = await res.json() as { code: number; data: { token: string } };
  assert.equal(body.code, 0);
  return body.data.token;
}

/** The next signout on the stream (list refreshes pushed to everyone may come first). */
async function signoutOn(stream: Stream, ms = 3_000): Promise<unknown> {
  for (;;) {
    const event = await stream.next(ms);
    if (event.type === 'signout') return event;
  }
}

const sessionsOf = async (username: string) =>
  (await ok<Page<OnlineSession>>('admin', '/api/sys/online/page', { username, size: 50 })).records.filter((r) => r.username === username);

const settingByKey = async (key: string) =>
  (await ok<Page<Setting>>('admin', '/api/sys/config/page', { configKey: key })).records.find((r) => r.configKey === key)!;

const edit = (row: Setting, change: Partial<Setting>) => {
  const { id, configKey, configName, valueType, configValue, unit, minValue, maxValue, remark } = { ...row, ...change };
  return { id, configKey, configName, valueType, configValue, unit, minValue, maxValue, remark };
};

describe(`在线用户（${databaseLabel}）`, () => {
  test('列出会话：账号、姓名、部门、IP、浏览器、操作系统；按账号和 IP 筛选；从不给出令牌', async () => {
    const agentToken = await signInFrom(s, 'agent01');
    const page = await ok<Page<OnlineSession>>('admin', '/api/sys/online/page', { size: 50 });
    const agent = page.records.find((r) => r.username === 'agent01');
    assert.ok(agent, 'agent01 在线');
    assert.equal(agent.realName, '王晓敏');
    assert.ok(agent.deptName);
    assert.equal(agent.browser, 'Chrome 126');
    assert.equal(agent.os, 'Windows 10');
    assert.equal(agent.current, false);
    assert.ok(agent.loginTime && agent.lastSeen && agent.ip);
    assert.ok(page.records.some((r) => r.username === 'admin' && r.current), '自己的会话标为当前');
    const text = JSON.stringify(page);
    for (const secret of [agentToken, hashToken(agentToken), tok.admin!, hashToken(tok.admin!)]) assert.ok(!text.includes(secret), '列表不含令牌或其散列');
    assert.deepEqual((await sessionsOf('agent01')).length, 1);
    assert.equal((await ok<Page<OnlineSession>>('admin', '/api/sys/online/page', { username: '王晓敏' })).records[0]?.username, 'agent01');
    assert.equal((await ok<Page<OnlineSession>>('admin', '/api/sys/online/page', { ip: '203.0.113.' })).total, 0);
  });

  test('强退：该会话立即失效并说明原因，推送通道收到 signout；记入操作日志；同一用户的其他会话不受影响', async () => {
    const forced = await signInFrom(s, 'agent01');
    const other = await s.login('agent01');
    const stream = await openStream(s.url, forced);
    try {
      assert.equal((await stream.next()).type, 'hello');
      const [row] = (await sessionsOf('agent01')).filter((r) => r.browser === 'Chrome 126');
      const r = await s.call('/api/sys/online/forceLogout', { token: tok.admin, body: { id: row!.id } });
      assert.equal(r.body.code, 0, r.body.msg);
      assert.deepEqual(await signoutOn(stream), { type: 'signout', reason: FORCED_OUT });
      await stream.ended;
    } finally {
      stream.close();
    }
    const refused = await s.call('/api/sys/user/info', { token: forced });
    assert.equal(refused.status, 401);
    assert.equal(refused.body.msg, FORCED_OUT);
    assert.equal((await s.call('/api/sys/user/info', { token: other })).status, 200);
    const log = await s.app.db.selectFrom('sys_log_operation').select(['module', 'operation', 'status']).where('module', '=', '在线用户').execute();
    assert.deepEqual(log, [{ module: '在线用户', operation: '强退', status: 1 }]);
  });

  test('不能强退自己当前的会话；没有权限的人看不到也强退不了；已结束的会话说清楚', async () => {
    const own = (await sessionsOf('admin')).find((r) => r.current)!;
    await no('admin', '/api/sys/online/forceLogout', { id: own.id }, '不能强退自己当前的会话，请使用“退出登录”');
    tok.agent = await s.login('agent01');
    const r = await s.call('/api/sys/online/page', { token: tok.agent, body: {} });
    assert.notEqual(r.body.code, 0);
    await no('agent', '/api/sys/online/forceLogout', { id: own.id }, /权限/);
    await no('admin', '/api/sys/online/forceLogout', { id: 'no-such-session' }, '该会话已结束，请刷新列表');
  });
});

describe(`参数设置（${databaseLabel}）`, () => {
  test('内置参数等于规格值；按类型和范围校验，中文提示，什么都不写', async () => {
    const idle = await settingByKey(SETTING.sessionIdleMinutes);
    assert.deepEqual([idle.configValue, idle.unit, idle.builtin], ['720', '分钟', true]);
    assert.equal((await settingByKey(SETTING.answerWithinSeconds)).configValue, '15');
    assert.equal((await settingByKey(SETTING.ringTimeoutSeconds)).configValue, '15');
    await no('admin', '/api/sys/config/update', edit(idle, { configValue: '2' }), '参数值不能小于 5');
    await no('admin', '/api/sys/config/update', edit(idle, { configValue: '99999' }), '参数值不能大于 1440');
    await no('admin', '/api/sys/config/update', edit(idle, { configValue: '十分钟' }), '参数值应为数字');
    await no('admin', '/api/sys/config/update', edit(idle, { configKey: 'session.idle' }), '系统内置参数不能修改键名、类型和取值范围');
    await no('admin', '/api/sys/config/delete', { ids: [idle.id] }, '“会话空闲超时”是系统内置参数，不能删除');
    await no('admin', '/api/sys/config/save', { configKey: 'demo.flag', configName: '演示开关', valueType: 'boolean', configValue: '是' }, '请选择“是”或“否”');
    await no('admin', '/api/sys/config/save', { configKey: 'demo.n', configName: '演示', valueType: 'number', configValue: '1', minValue: 5, maxValue: 2 }, '最小值不能大于最大值');
    await no('admin', '/api/sys/config/save', { configKey: SETTING.ringTimeoutSeconds, configName: '重复', valueType: 'text', configValue: '' }, `参数键名“${SETTING.ringTimeoutSeconds}”已存在`);
    tok.agent = await s.login('agent01');
    await no('agent', '/api/sys/config/update', edit(idle, { configValue: '30' }), /权限/);
  });

  test('新增、修改、删除自定义参数，写入操作日志', async () => {
    const { id } = await ok<{ id: number }>('admin', '/api/sys/config/save', { configKey: 'demo.flag', configName: '演示开关', valueType: 'boolean', configValue: 'true', remark: '测试' });
    const row = await ok<Setting>('admin', '/api/sys/config/info', { id });
    assert.deepEqual([row.configValue, row.builtin], ['true', false]);
    await ok('admin', '/api/sys/config/update', edit(row, { configValue: 'false' }));
    assert.equal((await ok<Setting>('admin', '/api/sys/config/info', { id })).configValue, 'false');
    await ok('admin', '/api/sys/config/delete', { ids: [id] });
    await ok('admin', '/api/sys/config/refreshCache');
    const log = await s.app.db.selectFrom('sys_log_operation').select('operation').where('module', '=', '参数设置').orderBy('id').execute();
    assert.deepEqual(log.map((l) => l.operation), ['新增参数', '修改参数', '删除参数', '刷新缓存']);
  });

  test('会话空闲超时改短后立即生效：空闲超过新时限的会话失效', async () => {
    const agent = await s.login('agent01');
    const agentId = (await s.app.db.selectFrom('sys_user').select('id').where('username', '=', 'agent01').executeTakeFirstOrThrow()).id;
    await s.app.db.updateTable('sys_token').set({ last_seen_at: new Date(Date.now() - 10 * 60_000) }).where('user_id', '=', agentId).execute();
    s.app.sessions.clear();
    assert.equal((await s.call('/api/sys/user/info', { token: agent })).status, 200, '720 分钟内空闲 10 分钟仍有效');
    await s.app.db.updateTable('sys_token').set({ last_seen_at: new Date(Date.now() - 10 * 60_000) }).where('user_id', '=', agentId).execute();
    await ok('admin', '/api/sys/config/update', edit(await settingByKey(SETTING.sessionIdleMinutes), { configValue: '5' }));
    assert.equal((await s.call('/api/sys/user/info', { token: agent })).status, 401);
    assert.equal((await s.call('/api/sys/user/info', { token: tok.admin })).status, 200, '刚用过的会话不受影响');
  });

  test('及时接通时限：15秒接通量按参数设置计算，改后立即生效', async () => {
    const offered = Date.parse('2026-03-02T09:00:00+08:00');
    await s.app.db.insertInto('call_record').values({
      call_id: 'in-time-20s', leg: 1, caller: '13900000001', called: '12345', extension: null, agent_id: null, agent_name: null, skill_name: 'skill1',
      queue: 'lineUp', direction: 'in', offered_at: new Date(offered), queued_at: new Date(offered), rang_at: null,
      answered_at: new Date(offered + 20_000), ended_at: new Date(offered + 80_000), wait_seconds: 20, talk_seconds: 60,
      result: 'answered', transferred_to: null, third_number: null, recording_file_id: null, simulated: 0,
    }).execute();
    const day = { from: new Date(offered - 3600_000), to: new Date(offered + 3600_000) };
    assert.equal((await centreFigures(s.app.db, day)).answeredInTime, 0, '20 秒接通不计入 15 秒接通量');
    await ok('admin', '/api/sys/config/update', edit(await settingByKey(SETTING.answerWithinSeconds), { configValue: '25' }));
    assert.equal((await centreFigures(s.app.db, day)).answeredInTime, 1);
    await ok('admin', '/api/sys/config/update', edit(await settingByKey(SETTING.ringTimeoutSeconds), { configValue: '30' }));
    assert.equal(s.app.settings.number(SETTING.ringTimeoutSeconds), 30);
  });
});

/** Asks until `seen` holds (every 20 ms); fails after 1 s, what DESIGN §7 allows a change to take to reach every server. */
async function within(what: string, seen: () => Promise<boolean> | boolean): Promise<void> {
  const started = Date.now();
  while (!(await seen())) {
    if (Date.now() - started > 1_000) assert.fail(`${what}：1 秒内没有看到`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('两台服务器共用一个 PostgreSQL：强退与参数设置', { skip: !process.env.DATABASE_URL && '只在 PostgreSQL 上有多台服务器' }, () => {
  let b: StartedServer;
  before(async () => {
    b = await startServer({ databaseUrl: s.databaseUrl, port: 0, logger: false, scheduler: false });
    await Promise.all([s.app.changes.ready, b.app.changes.ready]);
  });
  after(async () => { await b?.close(); });

  test('在 A 上强退 B 上的会话：B 的推送通道收到原因，B 上的下一次调用 401', async () => {
    const onB = await signInFrom(b, 'agent02');
    const stream = await openStream(b.url, onB);
    try {
      assert.equal((await stream.next()).type, 'hello');
      const row = (await sessionsOf('agent02'))[0]!;
      await ok('admin', '/api/sys/online/forceLogout', { id: row.id });
      assert.deepEqual(await signoutOn(stream, 1_000), { type: 'signout', reason: FORCED_OUT });
    } finally {
      stream.close();
    }
    const res = await fetch(`${b.url}/api/sys/user/info`, { method: 'POST', headers: { 'x-auth-token': onB } });
    assert.equal(res.status, 401);
    assert.equal((await res.json() as { msg: string }).msg, FORCED_OUT);
  });

  test('在 A 上改参数，B 不重启即按新值：振铃超时与会话空闲超时', async () => {
    await ok('admin', '/api/sys/config/update', edit(await settingByKey(SETTING.ringTimeoutSeconds), { configValue: '40' }));
    await within('B 读到新的振铃超时', () => b.app.settings.number(SETTING.ringTimeoutSeconds) === 40);
    const onB = await signInFrom(b, 'agent02');
    await s.app.db.updateTable('sys_token').set({ last_seen_at: new Date(Date.now() - 10 * 60_000) }).where('token_hash', '=', hashToken(onB)).execute();
    await ok('admin', '/api/sys/config/update', edit(await settingByKey(SETTING.sessionIdleMinutes), { configValue: '5' }));
    await within('B 上空闲 10 分钟的会话失效', async () => (await fetch(`${b.url}/api/sys/user/info`, { method: 'POST', headers: { 'x-auth-token': onB } })).status === 401);
  });
});
