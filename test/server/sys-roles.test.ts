// 角色管理 against the real server: list, detail, add, update, delete with their refusals; half-checked parents saved and
// restored; grants and revocations seen on the next call; the data scope narrowing what the work-order engine shows.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { MenuItem, Role, RoleDetail } from '../../src/shared/api/types.ts';
import type { WorkflowActionResult, WorkflowPage, WorkflowTabEntry } from '../../src/shared/api/workorder.types.ts';
import type { Change } from '../../server/src/services/changes.ts';
import { callsAs, databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const { ok, no } = callsAs(() => s, tok);

before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  for (const u of ['admin', 'agent01', 'agent02']) tok[u] = await s.login(u);
});

/** 系统管理 > 岗位管理 > 查看 (sys:post:list,sys:post:info): a button under a page under a directory. */
const SYSTEM = 1400;
const POST_PAGE = 1408;
const POST_VIEW = 140801;
const POST_ADD = 140802;
const AGENT_ROLE = 10;

const role = (extra: object = {}) => ({ roleName: '质检专员', roleCode: 'qc', remark: '抽查工单', dataScope: 0, menuIdList: [], ...extra });

/** Gives a seeded handler only this role, then signs them in. */
async function signInWithRole(username: string, roleId: number): Promise<string> {
  const user = await s.app.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  await s.app.db.deleteFrom('sys_user_role').where('user_id', '=', user.id).execute();
  await s.app.db.insertInto('sys_user_role').values({ user_id: user.id, role_id: roleId }).execute();
  return s.login(username);
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flatten(m.children)]);

describe(`角色管理（${databaseLabel}）`, () => {
  test('列表按名称筛选，仍是角色数组；详情带菜单与数据范围', async () => {
    const all = await ok<Role[]>('admin', '/api/sys/role/list');
    assert.ok(all.length >= 8);
    assert.deepEqual(all.find((r) => r.id === 3)?.dataScope, 1);
    const found = await ok<Role[]>('admin', '/api/sys/role/list', { roleName: '承办' });
    assert.deepEqual(found.map((r) => r.roleName).sort(), ['一级承办单位', '二级承办单位']);
    const agent = await ok<RoleDetail>('admin', '/api/sys/role/info', { id: AGENT_ROLE });
    assert.equal(agent.roleName, '话务员');
    assert.ok(agent.menuIdList.length > 0);
    await no('admin', '/api/sys/role/info', { id: 999_999 }, '角色不存在');
  });

  test('新增角色：勾选项与半选父级分别保存，编辑时原样恢复', async () => {
    const { id } = await ok<{ id: number }>('admin', '/api/sys/role/save',
      role({ dataScope: 2, menuIdList: [POST_VIEW, POST_ADD], halfMenuIdList: [POST_PAGE, SYSTEM] }));
    assert.ok(id >= 1000, '新角色编号从序列取');
    const rows = await s.app.db.selectFrom('sys_role_menu').select(['menu_id', 'half']).where('role_id', '=', id).orderBy('menu_id').execute();
    assert.deepEqual(rows, [{ menu_id: SYSTEM, half: true }, { menu_id: POST_PAGE, half: true }, { menu_id: POST_VIEW, half: false }, { menu_id: POST_ADD, half: false }]);
    const detail = await ok<RoleDetail>('admin', '/api/sys/role/info', { id });
    assert.deepEqual(detail.menuIdList, [POST_VIEW, POST_ADD]);
    assert.deepEqual(detail.halfMenuIdList, [SYSTEM, POST_PAGE]);
    assert.equal(detail.dataScope, 2);
    assert.equal(detail.remark, '抽查工单');
    const listed = (await ok<Role[]>('admin', '/api/sys/role/list')).find((r) => r.id === id);
    assert.equal(listed?.roleName, '质检专员');
    const log = await s.app.db.selectFrom('sys_log_operation').select(['module', 'operation', 'status']).where('request_uri', '=', '/api/sys/role/save').execute();
    assert.deepEqual(log, [{ module: '角色管理', operation: '新增角色', status: 1 }]);
  });

  test('名称、编码唯一；必填项；菜单须存在；错误的输入 400 且什么都不写', async () => {
    await no('admin', '/api/sys/role/save', role({ roleName: '话务员' }), '角色名称“话务员”已存在');
    await no('admin', '/api/sys/role/save', role({ roleCode: 'agent' }), '角色编码“agent”已存在');
    await no('admin', '/api/sys/role/save', role({ roleName: '   ' }), '必填项不能为空');
    await no('admin', '/api/sys/role/save', role({ menuIdList: [POST_VIEW, 987_654] }), '部分菜单不存在，请刷新后重试');
    for (const bad of [role({ dataScope: 7 }), role({ roleName: '' }), role({ menuIdList: ['x'] }), { roleName: '缺字段' }, role({ roleName: 'x'.repeat(31) })]) {
      const before = await s.snapshot();
      const r = await s.call('/api/sys/role/save', { token: tok.admin, body: bad });
      assert.equal(r.status, 400, JSON.stringify(bad));
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/, '中文说明');
      assert.deepEqual(await s.snapshot(), before);
    }
    const { id } = await ok<{ id: number }>('admin', '/api/sys/role/save', role());
    await no('admin', '/api/sys/role/update', { id, ...role({ roleName: '派单员' }) }, '角色名称“派单员”已存在');
    // Its own name and code are not "taken".
    await ok('admin', '/api/sys/role/update', { id, ...role({ remark: '改了备注' }) });
    await no('admin', '/api/sys/role/update', { id: 999_999, ...role({ roleName: '无此角色', roleCode: 'none' }) }, '角色不存在');
  });

  test('没有会话 401，没有权限 403，都什么都不写', async () => {
    const before = await s.snapshot();
    for (const path of ['/api/sys/role/list', '/api/sys/role/info', '/api/sys/role/save', '/api/sys/role/update', '/api/sys/role/delete']) {
      const body = { id: AGENT_ROLE, ids: [AGENT_ROLE], ...role() };
      const anonymous = await s.call(path, { body });
      assert.equal(anonymous.status, 401, path);
      const agent = await s.call(path, { token: tok.agent01, body });
      assert.equal(agent.status, 403, path);
      assert.equal(agent.body.msg, '暂无权限');
    }
    assert.deepEqual(await s.snapshot(), before);
  });

  test('删除：有用户的角色与管理员角色不能删，说明有几个用户；空闲角色连同授权一起删', async () => {
    const holders = await s.app.db.selectFrom('sys_user_role').select((eb) => eb.fn.countAll<number>().as('n')).where('role_id', '=', AGENT_ROLE).executeTakeFirstOrThrow();
    await no('admin', '/api/sys/role/delete', { ids: [AGENT_ROLE] }, `角色“话务员”已分配给 ${Number(holders.n)} 个用户，不能删除`);
    await no('admin', '/api/sys/role/delete', { ids: [1] }, '系统管理员角色不能修改菜单权限或删除');
    const { id } = await ok<{ id: number }>('admin', '/api/sys/role/save', role({ menuIdList: [POST_VIEW], halfMenuIdList: [POST_PAGE, SYSTEM] }));
    // One role in use refuses the whole call: the free one stays too.
    await no('admin', '/api/sys/role/delete', { ids: [id, AGENT_ROLE] }, /已分配给/);
    await ok('admin', '/api/sys/role/delete', { ids: [id] });
    assert.equal((await ok<Role[]>('admin', '/api/sys/role/list')).some((r) => r.id === id), false);
    assert.equal((await s.app.db.selectFrom('sys_role_menu').select('menu_id').where('role_id', '=', id).execute()).length, 0);
  });

  test('管理员角色的菜单不能改：详情全选，修改只改名称和备注', async () => {
    const admin = await ok<RoleDetail>('admin', '/api/sys/role/info', { id: 1 });
    const menus = await s.app.db.selectFrom('sys_menu').select('id').execute();
    assert.equal(admin.menuIdList.length, menus.length);
    await ok('admin', '/api/sys/role/update', { id: 1, roleName: '系统管理员', roleCode: 'admin', remark: '新备注', dataScope: 0, menuIdList: [] });
    const nav = await ok<string[]>('admin', '/api/sys/menu/navButton');
    assert.ok(nav.includes('sys:role:update'), '管理员仍有全部权限');
    assert.equal((await ok<RoleDetail>('admin', '/api/sys/role/info', { id: 1 })).remark, '新备注');
  });

  test('只授予子按钮时，保存的半选父级让菜单出现在该角色用户的导航里', async () => {
    const { id } = await ok<{ id: number }>('admin', '/api/sys/role/save', role({ menuIdList: [POST_VIEW], halfMenuIdList: [POST_PAGE, SYSTEM] }));
    const token = await signInWithRole('user001', id);
    const nav = await s.call<MenuItem[]>('/api/sys/menu/nav', { token });
    const items = flatten(nav.body.data);
    assert.deepEqual(items.map((m) => m.url), ['/system', '/system/post']);
    const buttons = await s.call<string[]>('/api/sys/menu/navButton', { token });
    assert.deepEqual(buttons.body.data, ['sys:post:info', 'sys:post:list']);
  });

  test('菜单改动告诉每台服务器清菜单缓存，并推 permissions 给该角色的用户；只改备注不推 permissions', async () => {
    const { id } = await ok<{ id: number }>('admin', '/api/sys/role/save', role({ menuIdList: [POST_VIEW], halfMenuIdList: [POST_PAGE, SYSTEM] }));
    const published: Change[] = [];
    const original = s.app.changes.publish;
    s.app.changes.publish = (change) => { published.push(change); return original.call(s.app.changes, change); };
    try {
      await ok('admin', '/api/sys/role/update', { id, ...role({ remark: '只改备注', menuIdList: [POST_VIEW], halfMenuIdList: [POST_PAGE, SYSTEM] }) });
      assert.ok(!published.some((c) => c.push?.event.type === 'permissions'), '菜单没变');
      await ok('admin', '/api/sys/role/update', { id, ...role({ menuIdList: [POST_ADD], halfMenuIdList: [POST_PAGE, SYSTEM] }) });
      const change = published.find((c) => c.push?.event.type === 'permissions');
      assert.deepEqual(change, { caches: ['menus:'], push: { to: { roles: [id] }, event: { type: 'permissions' } } });
    } finally {
      s.app.changes.publish = original;
    }
  });

  test('收回权限在下一次调用时生效，授予也一样', async () => {
    const { id } = await ok<{ id: number }>('admin', '/api/sys/role/save', role({ menuIdList: [POST_VIEW], halfMenuIdList: [POST_PAGE, SYSTEM] }));
    const token = await signInWithRole('user002', id);
    assert.equal((await s.call('/api/sys/post/page', { token, body: {} })).body.code, 0);
    await ok('admin', '/api/sys/role/update', { id, ...role({ menuIdList: [] }) });
    const revoked = await s.call('/api/sys/post/page', { token, body: {} });
    assert.equal(revoked.status, 403);
    assert.deepEqual(flatten((await s.call<MenuItem[]>('/api/sys/menu/nav', { token })).body.data), []);
    await ok('admin', '/api/sys/role/update', { id, ...role({ menuIdList: [POST_VIEW], halfMenuIdList: [POST_PAGE, SYSTEM] }) });
    assert.equal((await s.call('/api/sys/post/page', { token, body: {} })).body.code, 0);
  });
});

describe(`数据范围收窄工单引擎（${databaseLabel}）`, () => {
  const newOrder = {
    citizenName: '范围测试', phone: '13912345670', channel: '1', appealType: '3', eventTypeId: 101, regionId: 110101,
    address: '北门社区2号', content: '数据范围测试工单',
  };
  const total = async (user: string) => (await ok<WorkflowPage>(user, '/aop/workflow/list/index', { size: 1 })).total;
  const unacceptCount = async (user: string) =>
    (await ok<WorkflowTabEntry[]>(user, '/aop/workflow/list/all', { belong: 'unaccept' })).find((t) => t.name === '待受理')!.count;
  const setAgentScope = async (dataScope: number) => {
    const agent = await ok<RoleDetail>('admin', '/api/sys/role/info', { id: AGENT_ROLE });
    await ok('admin', '/api/sys/role/update', { ...agent, remark: agent.remark ?? '', dataScope });
  };

  test('话务员改为仅本人：别人的工单从列表、计数和详情里消失，自己的仍在；改回全部又都回来', async () => {
    const others = await ok<WorkflowActionResult>('agent01', '/aop/workflow/commit', newOrder);
    const mine = await ok<WorkflowActionResult>('agent02', '/aop/workflow/commit', { ...newOrder, content: '话务员二登记' });
    const allOrders = await total('agent02');
    const allUnaccepted = await unacceptCount('agent02');
    assert.ok(allOrders > 2 && allUnaccepted >= 2);

    await setAgentScope(3);
    const ownIds = await s.app.db.selectFrom('workflow as w').select('w.workflow_id').distinct()
      .leftJoin('workflow_step as st', 'st.workflow_id', 'w.workflow_id')
      .innerJoin('sys_user as u', (j) => j.on('u.username', '=', 'agent02'))
      .where('w.deleted', '=', 0)
      .where((eb) => eb.or([eb('w.creator_id', '=', eb.ref('u.id')), eb('st.user_id', '=', eb.ref('u.id'))])).execute();
    const page = await ok<WorkflowPage>('agent02', '/aop/workflow/list/index', { size: 100 });
    assert.equal(page.total, ownIds.length);
    assert.ok(page.total < allOrders);
    assert.ok(page.records.some((r) => r.workflowId === mine.workflowId));
    assert.ok(!page.records.some((r) => r.workflowId === others.workflowId));
    assert.ok(await unacceptCount('agent02') < allUnaccepted);
    const detail = await s.call(`/aop/workflow/detail?workflowId=${others.workflowId}`, { token: tok.agent02, method: 'GET' });
    assert.equal(detail.body.msg, '工单不存在或无权查看');
    assert.equal((await s.call(`/aop/workflow/detail?workflowId=${mine.workflowId}`, { token: tok.agent02, method: 'GET' })).body.code, 0);
    // agent01's own order is still agent01's to see.
    assert.equal((await s.call(`/aop/workflow/detail?workflowId=${others.workflowId}`, { token: tok.agent01, method: 'GET' })).body.code, 0);

    await setAgentScope(0);
    assert.equal(await total('agent02'), allOrders);
    assert.equal(await unacceptCount('agent02'), allUnaccepted);
  });

  test('范围只收窄不放宽：一级单位改为全部，看到的工单不变', async () => {
    const dept01 = await s.login('dept01');
    const seen = async () => (await s.call<WorkflowPage>('/aop/workflow/list/index', { token: dept01, body: { size: 1 } })).body.data.total;
    const before = await seen();
    assert.ok(before > 0);
    const l1 = await ok<RoleDetail>('admin', '/api/sys/role/info', { id: 3 });
    await ok('admin', '/api/sys/role/update', { ...l1, remark: l1.remark ?? '', dataScope: 0 });
    assert.equal(await seen(), before);
    await ok('admin', '/api/sys/role/update', { ...l1, remark: l1.remark ?? '', dataScope: 3 });
    assert.ok(await seen() < before, '仅本人：只剩本人登记或经手的');
  });
});
