// 用户管理 against the real server: list and filters, pickers' lists, add / get / update / delete, field rules, password
// policy, status and password reset ending sessions at once, data scope, extensions and seats, 401 / 403.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { UserDetail, UserOption } from '../../src/shared/api/contracts/sysUser.ts';
import type { Page } from '../../src/shared/api/types.ts';
import { passwordPolicyViolations } from '../../src/shared/protocol/password.ts';
import { callsAs, databaseLabel, PASSWORD, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const tok: Record<string, string> = {};
const { ok, no } = callsAs(() => s, tok);

before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  for (const u of ['admin', 'agent01', 'dept01', 'dept02']) tok[u] = await s.login(u);
});

const AGENT_ROLE = 10;
const INTAKE_DEPT = 21;
const NEW_PASSWORD = 'Seat#2026go';

const agent03 = (extra: object = {}) => ({
  username: 'agent03', realName: '李晓华', jobNumber: '1003', gender: 1, mobile: '13912345678', email: 'agent03@example.cn',
  deptId: INTAKE_DEPT, roleIdList: [AGENT_ROLE], postIdList: [] as number[], landlineNumber: '8003', status: 1, password: NEW_PASSWORD, ...extra,
});

async function postId(code: string): Promise<number> {
  return (await s.app.db.selectFrom('sys_post').select('id').where('post_code', '=', code).executeTakeFirstOrThrow()).id;
}

async function userCount(): Promise<number> {
  return Number((await s.app.db.selectFrom('sys_user').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
}

/** Lets a role list users (the seed gives department roles no 用户管理 buttons). */
async function grantUserList(roleId: number): Promise<void> {
  const menu = await s.app.db.selectFrom('sys_menu').select('id').where('perms', 'like', '%sys:user:list%').executeTakeFirstOrThrow();
  await s.app.db.insertInto('sys_role_menu').values({ role_id: roleId, menu_id: menu.id }).execute();
  s.app.cache.invalidate();
}

describe(`用户管理（${databaseLabel}）`, () => {
  test('分页：每页条数、总数、最新在前；每行带部门名、角色与岗位', async () => {
    const total = await userCount();
    assert.ok(total >= 70, '种子至少 70 个用户');
    const first = await ok<Page<UserDetail>>('admin', '/api/sys/user/page', { page: 1, size: 10 });
    assert.equal(first.total, total);
    assert.equal(first.records.length, 10);
    const last = await ok<Page<UserDetail>>('admin', '/api/sys/user/page', { current: Math.ceil(total / 10), size: 10 });
    assert.equal(last.records.length, total % 10 || 10);
    const times = first.records.map((u) => u.createTime!);
    assert.deepEqual(times, [...times].sort().reverse(), '按创建时间倒序');
    const dept02 = (await ok<Page<UserDetail>>('admin', '/api/sys/user/page', { username: 'dept02' })).records[0]!;
    assert.equal(dept02.deptName, '物业监管科');
    assert.deepEqual(dept02.roleIdList, [56]);
    assert.deepEqual(dept02.postIdList, [await postId('handler')]);
  });

  test('筛选：用户名、姓名、手机、状态、部门及下级、创建日期', async () => {
    const page = (body: object) => ok<Page<UserDetail>>('admin', '/api/sys/user/page', { size: 100, ...body });
    assert.deepEqual((await page({ username: 'user00' })).records.map((u) => u.username).sort(),
      ['user001', 'user002', 'user003', 'user004', 'user005', 'user006', 'user007', 'user008', 'user009']);
    assert.equal((await page({ username: '%' })).total, 0, '通配符按字面匹配');
    assert.deepEqual((await page({ realName: '王晓敏' })).records.map((u) => u.username), ['agent01']);
    assert.deepEqual((await page({ mobile: '13800000003' })).records.map((u) => u.username), ['agent02']);
    const disabled = await page({ status: 0 });
    assert.ok(disabled.total >= 6 && disabled.records.every((u) => u.status === 0));
    // 101 市住建局 and its units: dept01 in 101, dept02 in 10101.
    const housing = await page({ deptId: 101 });
    assert.ok(housing.records.some((u) => u.username === 'dept01') && housing.records.some((u) => u.username === 'dept02'));
    assert.ok(housing.records.every((u) => u.deptId === 101 || String(u.deptId).startsWith('101')));
    assert.deepEqual((await page({ deptId: 10101 })).records.map((u) => u.username), ['dept02']);
    // user001 was created a day ago, user002 two days ago (seed daysAgo).
    const u1 = (await page({ username: 'user001' })).records[0]!;
    const day = u1.createTime!.slice(0, 10);
    const sameDay = await page({ startTime: day, endTime: day });
    assert.ok(sameDay.records.some((u) => u.username === 'user001'));
    assert.ok(!sameDay.records.some((u) => u.username === 'user002'));
    assert.equal((await page({ startTime: '2099-01-01' })).total, 0);
    const bad = await s.call('/api/sys/user/page', { token: tok.admin, body: { startTime: '昨天' } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /startTime 格式错误/);
  });

  test('选择器列表：只给正常用户；getUserList 只本部门，sysUser/list 含下级；关键字', async () => {
    const own = await ok<UserOption[]>('admin', '/api/sys/user/getUserList', { deptId: 101 });
    assert.deepEqual(own.map((u) => u.username), ['dept01']);
    const below = await ok<UserOption[]>('admin', '/api/sysUser/list', { deptId: 101 });
    assert.ok(below.some((u) => u.username === 'dept02'));
    const keyword = await ok<UserOption[]>('admin', '/api/sysUser/list', { keyword: '8001' });
    assert.deepEqual(keyword.map((u) => [u.username, u.landlineNumber]), [['agent01', '8001']]);
    const all = await ok<UserOption[]>('admin', '/api/sysUser/list');
    assert.ok(!all.some((u) => u.username === 'user010'), '停用的用户不可选');
  });

  test('新增 → 详情 → 列表 → 修改 → 删除；写入记操作日志且不含密码', async () => {
    const posts = [await postId('agent'), await postId('team_leader')];
    const { id } = await ok<{ id: number }>('admin', '/api/sys/user', agent03({ postIdList: posts, realName: ' 李晓华 ' }));
    const detail = await ok<UserDetail>('admin', '/api/sys/user/get', { id });
    assert.deepEqual({ ...detail, createTime: null }, {
      id, username: 'agent03', realName: '李晓华', jobNumber: '1003', landlineNumber: '8003', deptId: INTAKE_DEPT, deptName: '话务受理科',
      mobile: '13912345678', email: 'agent03@example.cn', gender: 1, status: 1, roleIdList: [AGENT_ROLE], postIdList: [...posts].sort((a, b) => a - b), createTime: null, lastLoginTime: null,
    });
    const listed = await ok<Page<UserDetail>>('admin', '/api/sys/user/page', { page: 1, size: 10 });
    assert.equal(listed.records[0]!.id, id, '新用户排在最前');

    await ok('admin', '/api/sys/user/update', { ...agent03({ password: undefined }), id, realName: '李晓桦', mobile: '0871-6612399', roleIdList: [AGENT_ROLE, 15], postIdList: [], email: '' });
    const changed = await ok<UserDetail>('admin', `/api/sys/user/get?id=${id}`);
    assert.equal(changed.realName, '李晓桦');
    assert.equal(changed.mobile, '0871-6612399');
    assert.equal(changed.email, null);
    assert.deepEqual(changed.roleIdList, [AGENT_ROLE, 15]);
    assert.deepEqual(changed.postIdList, []);

    const totalBefore = await userCount();
    await ok('admin', '/api/sys/user/delete', { ids: [id] });
    assert.equal(await userCount(), totalBefore - 1);
    assert.equal((await s.call('/api/sys/user/get', { token: tok.admin, body: { id } })).body.msg, '用户不存在');

    // The operation log is written after the answer is sent: wait for its rows.
    const logged = () => s.app.db.selectFrom('sys_log_operation').select(['operation', 'status']).where('module', '=', '用户管理').execute();
    for (let i = 0; i < 50 && (await logged()).length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual((await logged()).map((r) => r.operation).sort(), ['修改用户', '删除用户', '新增用户']);
    assert.ok((await logged()).every((r) => r.status === 1));
    assert.deepEqual(await s.tablesContaining(NEW_PASSWORD), [], '密码不以明文存在任何表中');
  });

  test('用户名、工号、分机号唯一，说明被谁占用；字段规则与密码策略；都什么都不写', async () => {
    await no('admin', '/api/sys/user', agent03({ username: 'agent01' }), '用户名“agent01”已存在');
    await no('admin', '/api/sys/user', agent03({ jobNumber: '1001' }), '工号“1001”已存在');
    await no('admin', '/api/sys/user', agent03({ landlineNumber: '8002' }), '分机号“8002”已被陈思远使用，请换一个分机号');
    await no('admin', '/api/sys/user', agent03({ username: '李四' }), '用户名须为2-30位字母、数字、下划线、点或短横线');
    await no('admin', '/api/sys/user', agent03({ realName: '   ' }), '姓名不能为空，且不超过30个字符');
    await no('admin', '/api/sys/user', agent03({ mobile: '12345678901' }), '请输入正确的手机号');
    await no('admin', '/api/sys/user', agent03({ email: 'agent03@' }), '请输入正确的邮箱地址');
    await no('admin', '/api/sys/user', agent03({ landlineNumber: '80a3' }), '分机号须为3-8位数字');
    await no('admin', '/api/sys/user', agent03({ deptId: 999_999 }), '所选部门不存在，请重新选择');
    await no('admin', '/api/sys/user', agent03({ roleIdList: [999] }), '所选角色不存在，请刷新后重试');
    await no('admin', '/api/sys/user', agent03({ postIdList: [999] }), '所选岗位不存在，请刷新后重试');
    await no('admin', '/api/sys/user', agent03({ password: 'short1A' }), /密码长度须为8-20位/);
    await no('admin', '/api/sys/user', agent03({ password: 'alllowercase1' }), /三/);
    const { id } = await ok<{ id: number }>('admin', '/api/sys/user', agent03());
    await no('admin', '/api/sys/user/update', { ...agent03({ password: undefined }), id, landlineNumber: '8001' }, '分机号“8001”已被王晓敏使用，请换一个分机号');
    await no('admin', '/api/sys/user/update', { ...agent03({ password: undefined }), id: 999_999, username: 'ghost', jobNumber: 'G1', landlineNumber: '' }, '用户不存在或超出数据权限');
    for (const bad of [agent03({ gender: 3 }), agent03({ status: 2 }), agent03({ deptId: '21' }), agent03({ username: 'a' }), agent03({ realName: 'x'.repeat(31) }),
      agent03({ roleIdList: 'agent' }), { username: 'nobody' }, agent03({ password: 'x'.repeat(21) })]) {
      const before = await s.snapshot();
      const r = await s.call('/api/sys/user', { token: tok.admin, body: bad });
      assert.equal(r.status, 400, JSON.stringify(bad));
      assert.match(r.body.msg, /^参数错误：.*[\u4e00-\u9fa5]/);
      assert.deepEqual(await s.snapshot(), before);
    }
  });

  test('停用用户：旧令牌立即 401，不能再登录；启用后可登录；不能停用自己', async () => {
    const agent = await s.app.db.selectFrom('sys_user').select('id').where('username', '=', 'agent02').executeTakeFirstOrThrow();
    const token = await s.login('agent02');
    assert.equal((await s.call('/api/sys/user/info', { token })).status, 200);
    await ok('admin', '/api/sys/user/changeStatus', { id: agent.id, status: 0 });
    const refused = await s.call('/api/sys/user/info', { token });
    assert.equal(refused.status, 401);
    assert.equal(refused.body.msg, '账号已停用', 'the 401 says why, for a console whose push signout lost the race');
    assert.notEqual((await s.call('/api/login', { body: { username: 'agent02', password: PASSWORD } })).body.code, 0);
    await ok('admin', '/api/sys/user/changeStatus', { id: agent.id, status: 1 });
    await s.login('agent02');
    const me = await ok<Page<UserDetail>>('admin', '/api/sys/user/page', { username: 'admin' });
    await no('admin', '/api/sys/user/changeStatus', { id: me.records[0]!.id, status: 0 }, '不能停用当前登录的用户');
    // Disabling through the form ends sessions too.
    const token2 = await s.login('agent02');
    const detail = await ok<UserDetail>('admin', '/api/sys/user/get', { id: agent.id });
    await ok('admin', '/api/sys/user/update', { ...detail, id: agent.id, status: 0, email: '', mobile: detail.mobile ?? '', deptId: detail.deptId!, createTime: undefined, deptName: undefined });
    assert.equal((await s.call('/api/sys/user/info', { token: token2 })).status, 401);
  });

  test('重置密码：服务端生成一次性密码只答一次；管理员输入的密码不被采用；旧令牌立即 401，新密码登录后须先修改', async () => {
    const agent = await s.app.db.selectFrom('sys_user').select('id').where('username', '=', 'agent02').executeTakeFirstOrThrow();
    const token = await s.login('agent02');
    const { oneTimePassword } = await ok<{ oneTimePassword: string }>('admin', '/api/sys/user/resetPassword', { id: agent.id, password: NEW_PASSWORD });
    assert.deepEqual(passwordPolicyViolations(oneTimePassword), [], '一次性密码自身符合密码策略');
    assert.equal((await s.call('/api/sys/user/info', { token })).status, 401);
    for (const known of [PASSWORD, NEW_PASSWORD]) {
      assert.equal((await s.call('/api/login', { body: { username: 'agent02', password: known } })).body.msg, '用户名或密码错误', known);
    }
    const signedIn = await s.call<{ mustChangePassword: boolean }>('/api/login', { body: { username: 'agent02', password: oneTimePassword } });
    assert.equal(signedIn.body.data.mustChangePassword, true);
    const me = await s.app.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await no('admin', '/api/sys/user/resetPassword', { id: me.id }, '不能重置自己的密码，请在个人中心修改密码');
    const again = await ok<{ oneTimePassword: string }>('admin', '/api/sys/user/resetPassword', { id: agent.id });
    assert.notEqual(again.oneTimePassword, oneTimePassword, '每次重置都是新的随机密码');
    assert.deepEqual(await s.tablesContaining(again.oneTimePassword), [], '一次性密码不以明文保存');
  });

  test('删除：不能删自己；有工单的用户请改为停用；全部或全不', async () => {
    const ids = Object.fromEntries((await s.app.db.selectFrom('sys_user').select(['id', 'username']).execute()).map((u) => [u.username, u.id]));
    await no('admin', '/api/sys/user/delete', { ids: [ids.admin] }, '不能删除当前登录的用户');
    await no('admin', '/api/sys/user/delete', { ids: [ids.user001, ids.agent01] }, '用户“王晓敏”已有工单办理记录，不能删除，请改为停用');
    await no('admin', '/api/sys/user/delete', { ids: [999_999] }, '用户不存在或超出数据权限，请刷新后重试');
    await ok('admin', '/api/sys/user/delete', { ids: [ids.user001, ids.user002] });
    assert.equal((await ok<Page<UserDetail>>('admin', '/api/sys/user/page', { username: 'user00', size: 20 })).total, 7);
  });

  test('数据权限：二级单位（56）只看本部门及以下，一级单位（3）看本局及下级；范围外的不能读也不能改', async () => {
    await grantUserList(56);
    await grantUserList(3);
    tok.dept02 = await s.login('dept02');
    tok.dept01 = await s.login('dept01');
    const mine = await ok<Page<UserDetail>>('dept02', '/api/sys/user/page', { size: 100 });
    assert.ok(mine.total >= 1);
    assert.ok(mine.records.every((u) => u.deptId === 10101), JSON.stringify(mine.records.map((u) => u.deptId)));
    const housing = await ok<Page<UserDetail>>('dept01', '/api/sys/user/page', { size: 100 });
    assert.ok(housing.records.some((u) => u.username === 'dept02'));
    assert.ok(housing.records.every((u) => u.deptId === 101 || String(u.deptId).startsWith('101')));
    assert.ok(!(await ok<UserOption[]>('dept01', '/api/sysUser/list')).some((u) => u.username === 'agent01'));
    // Writing outside the scope is refused even with the permission (admin grants it to role 3 here).
    const save = await s.app.db.selectFrom('sys_menu').select('id').where('perms', 'like', '%sys:user:update%').executeTakeFirstOrThrow();
    await s.app.db.insertInto('sys_role_menu').values({ role_id: 3, menu_id: save.id }).execute();
    s.app.cache.invalidate();
    const agent01 = await s.app.db.selectFrom('sys_user').select('id').where('username', '=', 'agent01').executeTakeFirstOrThrow();
    await no('dept01', '/api/sys/user/changeStatus', { id: agent01.id, status: 0 }, '用户不存在或超出数据权限');
  });

  test('分机号：新坐席有座席状态，登录后 info 带分机；改分机、删除用户时座席随之改变', async () => {
    const { id } = await ok<{ id: number }>('admin', '/api/sys/user', agent03());
    const seat = () => s.app.db.selectFrom('seat_state').select(['landline_number', 'user_id', 'seat_status']).where('landline_number', 'in', ['8003', '8004']).execute();
    assert.deepEqual(await seat(), [{ landline_number: '8003', user_id: id, seat_status: 'Logged Out' }]);
    const token = await s.login('agent03', NEW_PASSWORD);
    const info = await s.call<{ landlineNumber: string }>('/api/sys/user/info', { token });
    assert.equal(info.body.data.landlineNumber, '8003');
    await ok('admin', '/api/sys/user/update', { ...agent03({ password: undefined }), id, landlineNumber: '8004' });
    assert.deepEqual(await seat(), [{ landline_number: '8004', user_id: id, seat_status: 'Logged Out' }]);
    assert.equal((await s.call<{ landlineNumber: string }>('/api/sys/user/info', { token })).body.data.landlineNumber, '8004', '会话读到新分机');
    await ok('admin', '/api/sys/user/delete', { ids: [id] });
    assert.deepEqual(await seat(), []);
  });

  test('没有会话 401，没有权限 403，都什么都不写', async () => {
    const before = await s.snapshot();
    const paths = ['/api/sys/user/page', '/api/sys/user/getUserList', '/api/sysUser/list', '/api/sys/user', '/api/sys/user/update',
      '/api/sys/user/delete', '/api/sys/user/changeStatus', '/api/sys/user/resetPassword'];
    for (const path of paths) {
      const body = { ...agent03(), id: 1, ids: [1], status: 0 };
      assert.equal((await s.call(path, { body })).status, 401, path);
      const agent = await s.call(path, { token: tok.agent01, body });
      assert.equal(agent.status, 403, path);
      assert.equal(agent.body.msg, '暂无权限');
    }
    assert.equal((await s.call('/api/sys/user/get', { token: tok.agent01, body: { id: 1 } })).status, 403);
    assert.deepEqual(await s.snapshot(), before);
  });
});
