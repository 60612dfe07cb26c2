// Several servers on one PostgreSQL (issue 18, DESIGN §7): a write on A reaches B's lists, counts, menus and
// dictionaries within 1 s; a removal (revoked grant, deleted menu, logout, disabled account) is refused by the very
// next call on any server. C hears no notices at all (its LISTEN is closed): what it refuses at once it learnt from
// the database itself, so those checks never depend on winning a race with NOTIFY.
// A job slot runs once across servers: scheduler.test.ts ('两台服务器共用一个 PostgreSQL：每个时间槽只执行一次').
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startServer, type StartedServer } from '../../server/src/app.ts';
import type { DictGroup, Envelope, MenuItem } from '../../src/shared/api/types.ts';
import type { WorkflowActionResult, WorkflowPage, WorkflowTabEntry } from '../../src/shared/api/workorder.types.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const skip = !process.env.DATABASE_URL && '只在 PostgreSQL 上有多台服务器';
/** What the issue allows a write to take to reach every server. */
const WITHIN_MS = 1_000;
/** A role the tests grant and revoke: 岗位管理's 查看 button under its page and 系统管理. */
const SYSTEM = 1400;
const POST_PAGE = 1408;
const POST_VIEW = 140801;

let a: TestServer;
let b: StartedServer;
let c: StartedServer;
/** Enabled generated accounts (user001…), one per test that changes its roles or status. */
let spare: string[] = [];

async function call<T>(server: { url: string }, path: string, token?: string, body?: unknown, method = 'POST'): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (token) headers['x-auth-token'] = token;
  const res = await fetch(server.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function ok<T>(server: { url: string }, path: string, token: string, body?: unknown, method?: string): Promise<T> {
  const r = await call<T>(server, path, token, body, method);
  assert.equal(r.body.code, 0, `${path}: ${r.body.msg}`);
  return r.body.data;
}

/** Asks until `seen` holds (the answer is checked at once, then every 20 ms); fails after WITHIN_MS. Answers the wait. */
async function within(what: string, seen: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await seen()) return Date.now() - started;
    if (Date.now() - started > WITHIN_MS) assert.fail(`${what}：${WITHIN_MS} ms 内没有看到`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A role holding only 岗位管理 → 查看, signed in as `username` (that user's only role). */
async function signedInWithPostViewer(username: string): Promise<{ roleId: number; token: string }> {
  const admin = await a.login('admin');
  const { id: roleId } = await ok<{ id: number }>(a, '/api/sys/role/save', admin, {
    roleName: `岗位查看${username}`, roleCode: `post_view_${username}`, remark: '', dataScope: 0, menuIdList: [POST_VIEW], halfMenuIdList: [POST_PAGE, SYSTEM],
  });
  const user = await a.app.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  await a.app.db.deleteFrom('sys_user_role').where('user_id', '=', user.id).execute();
  await a.app.db.insertInto('sys_user_role').values({ user_id: user.id, role_id: roleId }).execute();
  return { roleId, token: await a.login(username) };
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flatten(m.children)]);

describe('多台服务器共用一个 PostgreSQL', { skip }, () => {
  before(async () => {
    a = await startTestServer();
    b = await startServer({ databaseUrl: a.databaseUrl, port: 0, logger: false, scheduler: false });
    c = await startServer({ databaseUrl: a.databaseUrl, port: 0, logger: false, scheduler: false });
    await Promise.all([a.app.changes.ready, b.app.changes.ready, c.app.changes.ready]);
    // C never hears another server: only what it reads from the database can change its answers.
    await c.app.changes.close();
    spare = (await a.app.db.selectFrom('sys_user').select('username').where('username', 'like', 'user%').where('status', '=', 1).orderBy('id').limit(3).execute())
      .map((u) => u.username);
  });
  after(async () => {
    await c?.close();
    await b?.close();
    await a?.close();
  });

  test('在 A 登记工单：B 的列表和计数 1 秒内可见', async () => {
    const agent = await a.login('agent01');
    const dept = await a.login('dept01');
    const untodo = { queryType: 0, size: 50 };
    const countOnB = async () => (await ok<WorkflowTabEntry[]>(b, '/aop/workflow/list/all', dept, { belong: 'untodo' })).find((t) => t.type === 'untodo' && String(t.params.queryType) === '0')!.count;
    // B has the list and the count cached before the write.
    const before = await ok<WorkflowPage>(b, '/aop/workflow/list/untodo', dept, untodo);
    const countBefore = await countOnB();
    const order = await ok<WorkflowActionResult>(a, '/aop/neijiangworkflow/commit', agent, {
      citizenName: '跨服务器市民', phone: '13912345678', channel: '1', appealType: '3', eventTypeId: 101, regionId: 110101,
      address: '北门社区1号', content: '在 A 登记的工单应当很快出现在 B 上', mainDeptId: 101,
    });
    await within('B 的一级待办列表', async () => {
      const page = await ok<WorkflowPage>(b, '/aop/workflow/list/untodo', dept, untodo);
      return page.records.some((r) => r.workflowId === order.workflowId) && page.total === before.total + 1;
    });
    await within('B 的一级待办计数', async () => (await countOnB()) === countBefore + 1);
  });

  test('在 A 收回角色的菜单权限：B 和 C 下一次调用就拒绝（403），导航也没有了', async () => {
    const { roleId, token } = await signedInWithPostViewer(spare[0]!);
    for (const server of [b, c]) {
      assert.equal((await call(server, '/api/sys/post/page', token, {})).body.code, 0);
      assert.ok(flatten(await ok<MenuItem[]>(server, '/api/sys/menu/nav', token)).some((m) => m.url === '/system/post'));
    }
    const admin = await a.login('admin');
    await ok(a, '/api/sys/role/update', admin, { id: roleId, roleName: `岗位查看${spare[0]}`, roleCode: `post_view_${spare[0]}`, remark: '', dataScope: 0, menuIdList: [] });
    for (const server of [c, b]) {
      assert.equal((await call(server, '/api/sys/post/page', token, {})).status, 403);
      assert.deepEqual(flatten(await ok<MenuItem[]>(server, '/api/sys/menu/nav', token)), []);
    }
  });

  test('在 A 删除按钮：B 和 C 立即不再有它，持有它的用户下一次调用被拒绝', async () => {
    const { token } = await signedInWithPostViewer(spare[1]!);
    const admin = await a.login('admin');
    for (const server of [b, c]) {
      assert.equal((await call(server, '/api/sys/post/page', token, {})).body.code, 0);
      assert.ok((await ok<string[]>(server, '/api/sys/menu/navButton', admin)).includes('sys:post:list'));
    }
    await ok(a, `/api/sys/menu/delete?id=${POST_VIEW}`, admin);
    for (const server of [c, b]) {
      assert.ok(!(await ok<string[]>(server, '/api/sys/menu/navButton', admin)).includes('sys:post:list'));
      assert.equal((await call(server, '/api/sys/post/page', token, {})).status, 403);
    }
  });

  test('在 A 退出登录：B 和 C 下一次调用就是 401', async () => {
    const token = await a.login('agent02');
    for (const server of [b, c]) assert.equal((await call(server, '/api/sys/user/info', token)).body.code, 0);
    await ok(a, '/api/logout', token);
    for (const server of [c, b]) assert.equal((await call(server, '/api/sys/user/info', token)).status, 401);
  });

  test('在 A 退出登录：该令牌在 B 上打开的推送连接 1 秒内收到 signout 并关闭', async () => {
    const token = await a.login('agent01');
    const res = await fetch(`${b.url}/api/push/stream`, { headers: { 'x-auth-token': token } });
    assert.equal(res.status, 200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (done: () => boolean, what: string) => {
      const timer = setTimeout(() => void reader.cancel(), WITHIN_MS);
      try {
        while (!done()) {
          const chunk = await reader.read();
          if (chunk.done) break;
          text += decoder.decode(chunk.value, { stream: true });
        }
      } finally {
        clearTimeout(timer);
      }
      assert.ok(done(), `${what}：${text}`);
    };
    // The stream's first event: B holds it now.
    await readUntil(() => text.includes('\n\n'), '推送连接没有打开');
    await ok(a, '/api/logout', token);
    await readUntil(() => text.includes('"type":"signout"'), `${WITHIN_MS} ms 内没有收到 signout`);
    await reader.cancel();
  });

  test('在 A 停用用户：B 和 C 下一次调用就是 401，并说明账号已停用', async () => {
    const token = await a.login(spare[2]!);
    for (const server of [b, c]) assert.equal((await call(server, '/api/sys/user/info', token)).body.code, 0);
    const admin = await a.login('admin');
    const user = await a.app.db.selectFrom('sys_user').select('id').where('username', '=', spare[2]!).executeTakeFirstOrThrow();
    await ok(a, '/api/sys/user/changeStatus', admin, { id: user.id, status: 0 });
    for (const server of [c, b]) {
      const refused = await call(server, '/api/sys/user/info', token);
      assert.equal(refused.status, 401);
      assert.equal(refused.body.msg, '账号已停用');
    }
  });

  test('在 A 修改字典：B 1 秒内给出新标签', async () => {
    const agent = await a.login('agent01');
    const admin = await a.login('admin');
    const channelOn = async (server: { url: string }) => (await ok<DictGroup[]>(server, '/api/sys/dict/data/dicts', agent)).find((g) => g.dictType === 'channel')!;
    const entry = (await channelOn(b)).dataList[0]!;
    await ok(a, '/api/sys/dict/data/update', admin, {
      id: entry.id, dictType: 'channel', dictValue: entry.dictValue, dictLabel: '跨服务器渠道', sort: entry.sort, listClass: entry.listClass, status: entry.status,
    });
    await within('B 的字典', async () => (await channelOn(b)).dataList.some((d) => d.id === entry.id && d.dictLabel === '跨服务器渠道'));
  });
});
