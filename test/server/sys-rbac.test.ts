// RuoYi's depth of 用户/角色/部门管理 against the real server: role 状态 takes a role's menus and scope from its users,
// 自定数据权限 narrows to the chosen departments, 分配用户 / 分配角色 with their refusals, the admin cannot disable or
// delete itself, and a disabled department leaves the pickers and takes no new orders.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { DeptNode, MenuItem, Page, RoleDetail, UserDetail } from '../../src/shared/api/types.ts';
import type { RoleUser } from '../../src/shared/api/contracts/sysRole.ts';
import type { SysDept } from '../../src/shared/api/contracts/sysDept.ts';
import type { WorkflowActionResult } from '../../src/shared/api/workorder.types.ts';
import { callsAs, databaseLabel, NEW_ORDER, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const { ok, no } = callsAs(() => s, tok);

before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  for (const u of ['admin', 'dispatcher']) tok[u] = await s.login(u);
});

const SYSTEM = 1400;
const USER_PAGE = 1401;
const USER_VIEW = 140101;
const ENVIRONMENT = 103;
const [AIR, ENFORCEMENT] = [10301, 10302];
const HOUSING = 101;

const userId = async (username: string) => (await s.app.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flatten(m.children)]);
const flatNodes = (nodes: DeptNode[]): DeptNode[] => nodes.flatMap((n) => [n, ...flatNodes(n.children)]);

/** A role that may list users (用户管理 > 查看), held by agent02 alone; answers the role id and agent02's token. */
async function userViewerRole(dataScope = 0): Promise<{ id: number; token: string }> {
  const { id } = await ok<{ id: number }>('admin', '/api/sys/role/save',
    { roleName: '用户查看员', roleCode: 'user_viewer', dataScope, menuIdList: [USER_VIEW], halfMenuIdList: [USER_PAGE, SYSTEM] });
  await ok('admin', '/api/sys/user/authRole', { userId: await userId('agent02'), roleIds: [id] });
  return { id, token: await s.login('agent02') };
}

describe(`角色状态与自定数据权限（${databaseLabel}）`, () => {
  test('停用角色：其用户立即失去它的菜单和按钮权限；启用后恢复；管理员角色不能停用', async () => {
    const { id, token } = await userViewerRole();
    assert.equal((await s.call('/api/sys/user/page', { token, body: {} })).body.code, 0);
    await ok('admin', '/api/sys/role/changeStatus', { id, status: 0 });
    assert.equal((await s.call('/api/sys/user/page', { token, body: {} })).status, 403);
    assert.deepEqual(flatten((await s.call<MenuItem[]>('/api/sys/menu/nav', { token })).body.data).map((m) => m.id), []);
    const listed = await ok<Array<{ id: number; status: number }>>('admin', '/api/sys/role/list');
    assert.equal(listed.find((r) => r.id === id)?.status, 0);
    await ok('admin', '/api/sys/role/changeStatus', { id, status: 1 });
    assert.equal((await s.call('/api/sys/user/page', { token, body: {} })).body.code, 0);
    await no('admin', '/api/sys/role/changeStatus', { id: 1, status: 0 }, '系统管理员角色不能停用');
  });

  test('自定数据权限：只看得到所选部门的用户（和自己）；至少选一个部门；详情带回所选部门', async () => {
    const { id, token } = await userViewerRole();
    const seen = async () => (await s.call<Page<UserDetail>>('/api/sys/user/page', { token, body: { size: 500 } })).body.data.records;
    assert.ok((await seen()).some((u) => u.username === 'dept01'), '全部数据权限时看得到住建局的用户');
    await no('admin', '/api/sys/role/dataScope', { id, dataScope: 4, deptIdList: [] }, '自定数据权限请至少选择一个部门');
    await ok('admin', '/api/sys/role/dataScope', { id, dataScope: 4, deptIdList: [HOUSING] });
    const detail = await ok<RoleDetail>('admin', '/api/sys/role/info', { id });
    assert.equal(detail.dataScope, 4);
    assert.deepEqual(detail.deptIdList, [HOUSING]);
    const rows = await seen();
    const own = await userId('agent02');
    assert.ok(rows.length > 0 && rows.every((u) => u.deptId === HOUSING || u.id === own), '只剩住建局的用户和自己');
    assert.ok(rows.some((u) => u.username === 'dept01'));
    assert.ok(!rows.some((u) => u.username === 'dept02'), '下级单位不在所选部门里');
    // Outside the scope: the detail is refused as for any user it cannot see.
    assert.notEqual((await s.call('/api/sys/user/get', { token, body: { id: await userId('dept02') } })).body.code, 0);
    await ok('admin', '/api/sys/role/dataScope', { id, dataScope: 0 });
    assert.ok((await seen()).some((u) => u.username === 'dept02'));
    assert.deepEqual((await ok<RoleDetail>('admin', '/api/sys/role/info', { id })).deptIdList, []);
  });

  test('停用的角色不再给数据权限：只剩自己', async () => {
    const { id } = await userViewerRole();
    const agent02 = await userId('agent02');
    // A second, enabled role keeps the page reachable; the disabled one's 全部 scope no longer counts.
    const { id: narrow } = await ok<{ id: number }>('admin', '/api/sys/role/save',
      { roleName: '仅本人查看', roleCode: 'self_viewer', dataScope: 3, menuIdList: [USER_VIEW], halfMenuIdList: [USER_PAGE, SYSTEM] });
    await ok('admin', '/api/sys/user/authRole', { userId: agent02, roleIds: [id, narrow] });
    const token = await s.login('agent02');
    await ok('admin', '/api/sys/role/changeStatus', { id, status: 0 });
    const rows = (await s.call<Page<UserDetail>>('/api/sys/user/page', { token, body: { size: 500 } })).body.data.records;
    assert.deepEqual(rows.map((u) => u.id), [agent02]);
  });
});

describe(`分配用户与分配角色（${databaseLabel}）`, () => {
  test('分配用户：已分配列表、可选列表、批量添加、批量取消', async () => {
    const { id } = await ok<{ id: number }>('admin', '/api/sys/role/save', { roleName: '临时组', roleCode: 'temp', dataScope: 0, menuIdList: [] });
    const listed = async (path: string, body: object = {}) => ok<Page<RoleUser>>('admin', path, { roleId: id, size: 500, ...body });
    assert.equal((await listed('/api/sys/role/authUser/allocatedList')).total, 0);
    const offered = await listed('/api/sys/role/authUser/unallocatedList', { username: 'agent0' });
    assert.deepEqual(offered.records.map((u) => u.username).sort(), ['agent01', 'agent02']);
    const ids = offered.records.map((u) => u.id);
    await ok('admin', '/api/sys/role/authUser/selectAll', { roleId: id, userIds: ids });
    assert.deepEqual((await listed('/api/sys/role/authUser/allocatedList')).records.map((u) => u.username).sort(), ['agent01', 'agent02']);
    assert.equal((await listed('/api/sys/role/authUser/unallocatedList', { username: 'agent0' })).total, 0);
    await ok('admin', '/api/sys/role/authUser/cancelAll', { roleId: id, userIds: [ids[0]!] });
    assert.equal((await listed('/api/sys/role/authUser/allocatedList')).total, 1);
    await no('admin', '/api/sys/role/authUser/selectAll', { roleId: 999_999, userIds: ids }, '角色不存在');
    await no('admin', '/api/sys/role/authUser/cancelAll', { roleId: 1, userIds: [await userId('admin')] }, '不能取消当前登录用户的系统管理员角色');
  });

  test('分配角色：替换用户的角色；非管理员不能授予管理员角色；管理员不能取消自己的管理员角色', async () => {
    const agent01 = await userId('agent01');
    await ok('admin', '/api/sys/user/authRole', { userId: agent01, roleIds: [10, 20] });
    assert.deepEqual((await ok<UserDetail>('admin', '/api/sys/user/get', { id: agent01 })).roleIdList, [10, 20]);
    await no('admin', '/api/sys/user/authRole', { userId: await userId('admin'), roleIds: [10] }, '不能取消当前登录用户的系统管理员角色');
    await no('admin', '/api/sys/user/authRole', { userId: agent01, roleIds: [999_999] }, '所选角色不存在，请刷新后重试');
    const { token } = await userViewerRole();
    // Without sys:user:update the call is refused before anything else.
    assert.equal((await s.call('/api/sys/user/authRole', { token, body: { userId: agent01, roleIds: [1] } })).status, 403);
  });

  test('当前登录的管理员不能停用或删除自己；详情带最近登录时间', async () => {
    const admin = await userId('admin');
    await no('admin', '/api/sys/user/changeStatus', { id: admin, status: 0 }, '不能停用当前登录的用户');
    await no('admin', '/api/sys/user/delete', { ids: [admin] }, '不能删除当前登录的用户');
    const detail = await ok<UserDetail>('admin', '/api/sys/user/get', { id: admin });
    assert.match(detail.lastLoginTime ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  test('导出角色：xlsx', async () => {
    const r = await s.call('/api/sys/role/export', { token: tok.admin, body: {} });
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /spreadsheetml/);
    assert.match(decodeURIComponent(r.headers.get('content-disposition') ?? ''), /角色列表_\d{14}\.xlsx/);
  });
});

describe(`部门状态与邮箱（${databaseLabel}）`, () => {
  const info = (id: number) => ok<SysDept>('admin', `/api/sys/dept/info?id=${id}`);
  const update = async (id: number, change: object) => {
    const d = await info(id);
    return { id, pid: d.pid, name: d.name, phone: d.phone ?? '', leader: d.leader ?? '', address: d.address ?? '', email: d.email ?? '', status: d.status, ...change };
  };

  test('邮箱校验；停用要先停用下级；停用的部门从选择器里消失，不能派单、不能协办、不能放新用户', async () => {
    await no('admin', '/api/sys/dept/update', await update(HOUSING, { email: 'not-an-email' }), '请输入正确的邮箱地址');
    await ok('admin', '/api/sys/dept/update', await update(HOUSING, { email: 'zjj@yunlan.gov.cn' }));
    assert.equal((await info(HOUSING)).email, 'zjj@yunlan.gov.cn');

    await no('admin', '/api/sys/dept/update', await update(ENVIRONMENT, { status: 0 }), '该部门包含未停用的下级部门，请先停用下级部门');
    await ok('admin', '/api/sys/dept/update', await update(AIR, { status: 0 }));
    await ok('admin', '/api/sys/dept/update', await update(ENFORCEMENT, { status: 0 }));
    await ok('admin', '/api/sys/dept/update', await update(ENVIRONMENT, { status: 0 }));
    await no('admin', '/api/sys/dept/update', await update(AIR, { status: 1 }), /上级部门“云澜市生态环境局”已停用/);

    const tree = flatNodes((await s.call<DeptNode[]>('/api/sys/dept/list2?isTree=2', { token: tok.admin })).body.data);
    assert.ok(tree.some((d) => d.id === HOUSING) && !tree.some((d) => [ENVIRONMENT, AIR, ENFORCEMENT].includes(d.id)));
    const mains = flatNodes(await ok<DeptNode[]>('dispatcher', '/api/sys/dept/getMainDeptByPid', {}));
    assert.ok(!mains.some((d) => d.id === ENVIRONMENT));
    const admin = await ok<Array<{ id: number; status?: number }>>('admin', '/api/sys/dept/list', {});
    assert.equal(admin.find((d) => d.id === ENVIRONMENT)?.status, 0, '部门管理仍列出停用的部门');

    tok.agent01 = await s.login('agent01');
    const order = await ok<WorkflowActionResult>('agent01', '/aop/workflow/commit', NEW_ORDER);
    const accepted = await ok<WorkflowActionResult>('dispatcher', '/aop/workflow/commitTask', { workflowId: order.workflowId, version: order.version, action: 'accept' }, 'PATCH');
    await no('dispatcher', '/aop/workflow/commitTask', { workflowId: order.workflowId, version: accepted.version, action: 'dispatch', mainDeptId: ENVIRONMENT }, '部门“云澜市生态环境局”已停用，不能接收新工单', 'PATCH');
    await no('dispatcher', '/aop/workflow/commitTask',
      { workflowId: order.workflowId, version: accepted.version, action: 'dispatch', mainDeptId: HOUSING, coDeptIds: [ENFORCEMENT] }, '部门“生态环境执法支队”已停用，不能接收新工单', 'PATCH');
    await no('admin', '/api/sys/user', {
      username: 'newcomer', realName: '新同事', jobNumber: 'N0001', gender: 0, deptId: AIR, status: 1, roleIdList: [10],
    }, '部门“大气环境管理科”已停用，请选择其他部门');
  });
});
