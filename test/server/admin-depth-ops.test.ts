// Issue 26, 菜单管理 / 字典管理 / 系统日志 at RuoYi's depth: 菜单状态 (停用 hides a menu from every nav and refuses its
// buttons' permissions, admin's too), log 清空 (logged), sorting on a whitelist of columns, 地点 / 浏览器 / 操作系统
// worked out when a row is written, and 刷新缓存 of dictionaries (dropping what every server cached).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startServer, type StartedServer } from '../../server/src/app.ts';
import type { LoginLog, OperationLog } from '../../src/shared/api/contracts/sysLog.ts';
import type { DictGroup, MenuItem, MenuRow } from '../../src/shared/api/types.ts';
import { locationOfIp } from '../../server/src/lib/ip-location.ts';
import { parseUserAgent } from '../../server/src/lib/user-agent.ts';
import { adminSuite, databaseLabel } from './helpers.ts';

const { server, tokens, as } = adminSuite();

// Seeded: 1400 系统管理 -> 1408 岗位管理 (sys:post:list …), 1404 菜单管理 -> 140403 修改 (sys:menu:update).
const SYSTEM = 1400;
const POST_PAGE = 1408;
const MENU_PAGE = 1404;
const MENU_UPDATE = 140403;
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

type LogPage<T> = { records: T[]; total: number };
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flatten(m.children)]);
const nav = async (user: string) => flatten(await as.ok<MenuItem[]>(user, '/api/sys/menu/nav')).map((m) => m.id);
const setStatus = async (id: number, status: 0 | 1) => {
  const menu = await as.ok<MenuRow>('admin', `/api/sys/menu/info?id=${id}`);
  return server().call<MenuRow>('/api/sys/menu/update', { token: tokens.admin, body: { ...menu, status } });
};

describe(`菜单状态、日志清空与排序、字典刷新缓存（${databaseLabel}）`, () => {
  test('停用菜单：所有人的导航里消失（含下级），其按钮权限在服务端被拒绝；启用后恢复', async () => {
    assert.ok((await nav('admin')).includes(POST_PAGE));
    await as.ok('admin', '/api/sys/post/page', {});
    assert.equal((await setStatus(POST_PAGE, 1)).body.code, 0);
    assert.equal((await as.ok<MenuRow>('admin', `/api/sys/menu/info?id=${POST_PAGE}`)).status, 1);
    assert.ok(!(await nav('admin')).includes(POST_PAGE), '停用的菜单不在导航里');
    assert.ok(!(await as.ok<string[]>('admin', '/api/sys/menu/navButton')).includes('sys:post:list'));
    const refused = await server().call('/api/sys/post/page', { token: tokens.admin, body: {} });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.msg, '暂无权限');
    // The admin list still shows it, with its status, so it can be switched on again.
    assert.equal((await as.ok<MenuRow[]>('admin', '/api/sys/menu/list')).find((m) => m.id === POST_PAGE)?.status, 1);
    assert.equal((await setStatus(POST_PAGE, 0)).body.code, 0);
    assert.ok((await nav('admin')).includes(POST_PAGE));
    await as.ok('admin', '/api/sys/post/page', {});
  });

  test('不能停用菜单管理的修改按钮或其上级（否则再也无法启用），拒绝时不写入', async () => {
    for (const id of [MENU_UPDATE, MENU_PAGE, SYSTEM]) {
      const menu = await as.ok<MenuRow>('admin', `/api/sys/menu/info?id=${id}`);
      await as.no('admin', '/api/sys/menu/update', { ...menu, status: 1 }, /不能停用菜单管理/);
    }
  });

  test('日志排序：白名单列升降序；白名单外的列 400 中文提示', async () => {
    for (const [i, name] of ['排序甲', '排序乙', '排序丙'].entries()) {
      await as.ok('admin', '/api/sys/post/save', { postCode: `sort_${i}`, postName: name, sort: i, status: 1 });
    }
    const names = async (order: 'asc' | 'desc') =>
      (await as.ok<LogPage<OperationLog>>('admin', '/api/sys/log/operation/page', { orderBy: 'createTime', order })).records.map((r) => r.id);
    const asc = await names('asc');
    assert.deepEqual(asc, [...asc].sort((a, b) => a - b));
    assert.deepEqual(await names('desc'), [...asc].reverse());
    const byUser = await as.ok<LogPage<LoginLog>>('admin', '/api/sys/log/login/page', { orderBy: 'username', order: 'desc' });
    const users = byUser.records.map((r) => r.username);
    assert.deepEqual(users, [...users].sort().reverse());
    for (const [path, orderBy] of [['/api/sys/log/operation/page', 'request_params'], ['/api/sys/log/login/page', 'id; drop table sys_user']] as const) {
      const r = await server().call(path, { token: tokens.admin, body: { orderBy } });
      assert.equal(r.status, 400);
      assert.match(r.body.msg, /orderBy.*取值无效/);
    }
  });

  test('地点、浏览器、操作系统：写入时从 IP 与 User-Agent 得出', async () => {
    await server().call('/api/login', { body: { username: 'admin', password: 'wrong' }, headers: { 'user-agent': CHROME_WINDOWS } });
    const [row] = (await as.ok<LogPage<LoginLog>>('admin', '/api/sys/log/login/page', { username: 'admin', status: 0 })).records;
    assert.deepEqual([row?.location, row?.browser, row?.os], ['内网IP', 'Chrome 126', 'Windows 10']);
    await server().call('/api/sys/post/save', { token: tokens.admin, body: { postCode: 'ua_post', postName: '浏览器岗', sort: 1, status: 1 }, headers: { 'user-agent': CHROME_WINDOWS } });
    const [op] = (await as.ok<LogPage<OperationLog>>('admin', '/api/sys/log/operation/page', {})).records;
    assert.deepEqual([op?.operation, op?.location, op?.browser, op?.os], ['新增岗位', '内网IP', 'Chrome 126', 'Windows 10']);

    assert.deepEqual(parseUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'),
      { browser: 'Safari 17', os: 'iOS 17' });
    assert.deepEqual(parseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0'),
      { browser: 'Edge 120', os: 'Windows 10' });
    assert.deepEqual(parseUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0'), { browser: 'Firefox 125', os: 'Linux' });
    assert.deepEqual(parseUserAgent(undefined), { browser: '未知', os: '未知' });
    for (const ip of ['10.1.2.3', '172.20.0.1', '192.168.1.9', '127.0.0.1', '::1', '::ffff:192.168.0.2', 'fd00::1', '100.64.1.1']) assert.equal(locationOfIp(ip), '内网IP', ip);
    for (const ip of ['8.8.8.8', '172.32.0.1', '2001:4860::8888', 'not-an-ip', '']) assert.equal(locationOfIp(ip), '未知', ip);
  });

  test('清空操作日志与登录日志：需 sys:log:clean，清空本身记入操作日志', async () => {
    await as.ok('admin', '/api/sys/post/save', { postCode: 'clean_me', postName: '待清空', sort: 1, status: 1 });
    await as.no('agent', '/api/sys/log/operation/clean', null, '暂无权限');
    const cleared = await as.ok<{ deleted: number }>('admin', '/api/sys/log/operation/clean');
    assert.ok(cleared.deleted >= 1);
    const ops = (await as.ok<LogPage<OperationLog>>('admin', '/api/sys/log/operation/page', {})).records;
    assert.deepEqual(ops.map((r) => [r.username, r.module, r.operation, r.status]), [['admin', '系统日志', '清空操作日志', 1]]);

    assert.ok((await as.ok<LogPage<LoginLog>>('admin', '/api/sys/log/login/page', {})).total >= 1);
    await as.ok('admin', '/api/sys/log/login/clean');
    assert.equal((await as.ok<LogPage<LoginLog>>('admin', '/api/sys/log/login/page', {})).total, 0);
    const latest = (await as.ok<LogPage<OperationLog>>('admin', '/api/sys/log/operation/page', {})).records[0];
    assert.equal(latest?.operation, '清空登录日志');
  });

  test('刷新缓存：服务端丢弃已缓存的字典，版本前进，记入操作日志；无权限者被拒绝', async () => {
    const channel = async () => (await as.ok<DictGroup[]>('agent', '/api/sys/dict/data/dicts')).find((g) => g.dictType === 'channel')!;
    const entry = (await channel()).dataList[0]!;
    // Written behind the server's back (another tool, a restore): the cached copy does not know.
    await server().app.db.updateTable('sys_dict_data').set({ dict_label: '库里改的渠道' }).where('id', '=', entry.id).execute();
    assert.notEqual((await channel()).dataList[0]!.dictLabel, '库里改的渠道', '缓存中的字典仍是旧的');
    const { version: before } = await as.ok<{ version: number }>('agent', '/api/sys/dict/version');
    await as.no('agent', '/api/sys/dict/refresh', null, '暂无权限');
    const { version } = await as.ok<{ version: number }>('admin', '/api/sys/dict/refresh');
    assert.ok(version > before);
    assert.equal((await channel()).dataList.find((d) => d.id === entry.id)?.dictLabel, '库里改的渠道');
    assert.equal((await as.ok<LogPage<OperationLog>>('admin', '/api/sys/log/operation/page', {})).records[0]?.operation, '刷新字典缓存');
  });

  test('字典导出：类型与某类型的数据各一个 xlsx', async () => {
    for (const [path, body, name] of [['/api/sys/dict/type/export', {}, '字典类型'], ['/api/sys/dict/data/export', { dictType: 'channel' }, '字典数据']] as const) {
      const res = await fetch(server().url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': tokens.admin! }, body: JSON.stringify(body) });
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
      assert.match(decodeURIComponent(res.headers.get('content-disposition') ?? ''), new RegExp(`${name}_\\d{14}\\.xlsx`));
      assert.ok((await res.arrayBuffer()).byteLength > 1000);
    }
  });
});

describe('刷新缓存在每台服务器上生效（PostgreSQL）', { skip: !process.env.DATABASE_URL && '只在 PostgreSQL 上有多台服务器' }, () => {
  let b: StartedServer;
  before(async () => {
    b = await startServer({ databaseUrl: server().databaseUrl, port: 0, logger: false, scheduler: false });
    await Promise.all([server().app.changes.ready, b.app.changes.ready]);
  });
  after(async () => { await b?.close(); });

  test('A 上刷新缓存，B 在 1 秒内读到库里的新字典', async () => {
    const onB = async () => {
      const res = await fetch(`${b.url}/api/sys/dict/data/dicts`, { method: 'POST', headers: { 'x-auth-token': tokens.agent! } });
      return ((await res.json()) as { data: DictGroup[] }).data.find((g) => g.dictType === 'channel')!.dataList;
    };
    const entry = (await onB())[0]!;
    await server().app.db.updateTable('sys_dict_data').set({ dict_label: '两台服务器的渠道' }).where('id', '=', entry.id).execute();
    assert.notEqual((await onB())[0]!.dictLabel, '两台服务器的渠道', 'B 仍用缓存');
    await as.ok('admin', '/api/sys/dict/refresh');
    const started = Date.now();
    while (!(await onB()).some((d) => d.id === entry.id && d.dictLabel === '两台服务器的渠道')) {
      assert.ok(Date.now() - started < 1_000, 'B 在 1 秒内丢弃缓存');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
