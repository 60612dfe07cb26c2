// 部门管理: info, add, update, delete with their permissions, the level rule, cycles, refusals that write nothing, the
// operation log, and the pickers seeing a change at once.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SysDept } from '../../src/shared/api/contracts/sysDept.ts';
import type { Dept, DeptNode } from '../../src/shared/api/types.ts';
import { adminSuite, databaseLabel, registerOrder } from './helpers.ts';

const { server, tokens, as } = adminSuite();

// Seeded: 1 云澜市 (root) -> 2 热线中心 (centre) -> 21 话务受理科 (section); 101 住建局 (main) -> 10101 物业监管科 (sub).
const CITY = 1;
const CENTRE = 2;
const HOUSING = 101;
const MARKET = 102;
const PROPERTY_UNIT = 10101;

const save = (body: Record<string, unknown>) => as.ok<SysDept>('admin', '/api/sys/dept/save', body);
const update = (body: Record<string, unknown>) => as.ok<SysDept>('admin', '/api/sys/dept/update', body);
const info = (id: number) => as.ok<SysDept>('admin', `/api/sys/dept/info?id=${id}`);

describe(`部门管理（${databaseLabel}）`, () => {
  test('新增：级别随上级而定，详情带上级名称，下拉与选择器立即可见', async () => {
    const main = await save({ pid: CITY, name: '云澜市水务局', sort: 9, leader: '李清', phone: '0871-6610199', address: '滨江路1号' });
    assert.deepEqual({ pid: main.pid, level: main.level, kind: main.kind, parentName: main.parentName }, { pid: CITY, level: 1, kind: 'main', parentName: '云澜市' });
    const unit = await save({ pid: main.id, name: '供水管理科', phone: '13800138000' });
    assert.deepEqual([unit.level, unit.kind, unit.sort, unit.leader], [2, 'sub', 0, null]);
    const section = await save({ pid: CENTRE, name: '知识库管理科' });
    assert.deepEqual([section.level, section.kind], [2, 'section']);
    assert.deepEqual(await info(unit.id), unit);

    // The pickers' calls (registration, dispatch) see the new department and unit at once.
    const mains = await as.ok<DeptNode[]>('agent', '/api/sys/dept/getMainDeptByPid', {});
    const water = mains.find((d) => d.id === main.id);
    assert.ok(water, '主办单位选择器里有新部门');
    assert.deepEqual(water.children.map((c) => c.name), ['供水管理科']);
    const subs = await as.ok<DeptNode[]>('agent', `/api/sys/dept/getSubDeptByPid?pid=${main.id}`);
    assert.deepEqual(subs.map((d) => d.id), [unit.id]);
    const flat = await as.ok<Dept[]>('agent', '/api/sys/dept/list', { name: '水务' });
    assert.deepEqual(flat.map((d) => d.name), ['云澜市水务局']);
    const tree = await as.ok<DeptNode[]>('agent', '/api/sys/dept/list2?isTree=2');
    assert.ok(tree[0]!.children.some((d) => d.id === main.id));
  });

  test('新增被拒：名称同级重复、上级不存在、二级部门下再设部门、手机号格式、级别与上级不符、空名称', async () => {
    await as.no('admin', '/api/sys/dept/save', { pid: CITY, name: '云澜市住房和城乡建设局' }, '同一上级部门下已有名为“云澜市住房和城乡建设局”的部门');
    await as.no('admin', '/api/sys/dept/save', { pid: 999999, name: '无上级' }, '上级部门不存在');
    await as.no('admin', '/api/sys/dept/save', { pid: PROPERTY_UNIT, name: '三级科室' }, /二级部门，下面不能再设部门/);
    await as.no('admin', '/api/sys/dept/save', { pid: HOUSING, name: '新科室', phone: '12345' }, '请输入正确的手机号');
    await as.no('admin', '/api/sys/dept/save', { pid: HOUSING, name: '新科室', level: 1 }, /部门级别与上级部门不符/);
    await as.no('admin', '/api/sys/dept/save', { pid: HOUSING, name: '   ' }, '必填项不能为空');
    // Same name under another parent is fine.
    const unit = await save({ pid: MARKET, name: '物业监管科', level: 2 });
    assert.equal(unit.kind, 'sub');
  });

  test('修改：改名、联系方式与排序；移到另一主管部门下；旧数据里的电话不改时不再校验', async () => {
    const unit = await save({ pid: HOUSING, name: '临时科室' });
    const moved = await update({ id: unit.id, pid: MARKET, name: '临时科室（改）', sort: 5, leader: '张三', phone: '0871-6610188' });
    assert.deepEqual([moved.pid, moved.parentName, moved.name, moved.sort, moved.leader, moved.phone, moved.level], [MARKET, '云澜市市场监督管理局', '临时科室（改）', 5, '张三', '0871-6610188', 2]);
    // A centre section moved under the city becomes a main department.
    const section = await save({ pid: CENTRE, name: '临时科' });
    const promoted = await update({ id: section.id, pid: CITY, name: '临时科' });
    assert.deepEqual([promoted.level, promoted.kind], [1, 'main']);
    // Seeded units carry a phone with an extension suffix; saving the form unchanged keeps it.
    const seeded = await info(PROPERTY_UNIT);
    const kept = await update({ id: seeded.id, pid: seeded.pid, name: '物业监管科（一）', phone: seeded.phone ?? undefined });
    assert.equal(kept.phone, seeded.phone);
    assert.equal((await info(CITY)).pid, 0);
    await update({ id: CITY, pid: 0, name: '云澜市', level: 0 });
  });

  test('修改被拒：不能成环、不能带下级移动、热线中心不能移动、有工单的部门不能移动、同级重名、部门不存在', async () => {
    await as.no('admin', '/api/sys/dept/update', { id: HOUSING, pid: HOUSING, name: '云澜市住房和城乡建设局' }, '上级部门不能是本部门或其下级部门');
    await as.no('admin', '/api/sys/dept/update', { id: HOUSING, pid: PROPERTY_UNIT, name: '云澜市住房和城乡建设局' }, '上级部门不能是本部门或其下级部门');
    await as.no('admin', '/api/sys/dept/update', { id: MARKET, pid: CENTRE, name: '云澜市市场监督管理局' }, /该部门有下级部门，不能调整上级部门/);
    await as.no('admin', '/api/sys/dept/update', { id: CENTRE, pid: HOUSING, name: '云澜市12345政务服务便民热线中心' }, /不能调整上级部门/);
    await as.no('admin', '/api/sys/dept/update', { id: PROPERTY_UNIT, pid: MARKET, name: '物业监管科' }, '该部门有关联的工单，不能调整上级部门');
    await as.no('admin', '/api/sys/dept/update', { id: PROPERTY_UNIT, pid: HOUSING, name: '建筑市场监管科' }, '同一上级部门下已有名为“建筑市场监管科”的部门');
    await as.no('admin', '/api/sys/dept/update', { id: 999999, pid: HOUSING, name: '无' }, '部门不存在');
  });

  test('删除：有下级、有用户、有工单时拒绝并说明原因；空部门可删，删后选择器不再有它', async () => {
    await as.no('admin', '/api/sys/dept/delete?id=101', undefined, '请先删除下级部门');
    await as.no('admin', '/api/sys/dept/delete?id=21', undefined, '该部门下还有用户，请先调整这些用户的部门');
    // A unit that handles an order but has no users of its own: 住建局 hands its order down to it.
    const handling = await save({ pid: HOUSING, name: '承办科室' });
    const order = await registerOrder(server(), { deptId: HOUSING });
    const down = await server().call('/aop/workflow/commitTask', {
      method: 'PATCH', token: await server().login('dept01'),
      body: { workflowId: order.workflowId, version: order.version, action: 'assignDown', subDeptId: handling.id },
    });
    assert.equal(down.body.code, 0, down.body.msg);
    await as.no('admin', `/api/sys/dept/delete?id=${handling.id}`, undefined, '该部门有关联的工单（承办、协办或办理记录），不能删除');
    await as.no('admin', `/api/sys/dept/delete?id=${CENTRE}`, undefined, /不能删除/);
    await as.no('admin', '/api/sys/dept/delete?id=999999', undefined, '部门不存在');
    const unit = await save({ pid: HOUSING, name: '待删科室' });
    await as.ok('admin', `/api/sys/dept/delete?id=${unit.id}`);
    const subs = await as.ok<DeptNode[]>('agent', `/api/sys/dept/getSubDeptByPid?pid=${HOUSING}`);
    assert.ok(!subs.some((d) => d.id === unit.id));
    await as.no('admin', `/api/sys/dept/info?id=${unit.id}`, undefined, '部门不存在');
  });

  test('权限：未登录 401，无权限 403 且不写入；每次写操作记入操作日志', async () => {
    const calls: Array<[string, unknown]> = [
      ['/api/sys/dept/info?id=101', undefined],
      ['/api/sys/dept/save', { pid: CITY, name: '越权部门' }],
      ['/api/sys/dept/update', { id: HOUSING, pid: CITY, name: '越权改名' }],
      ['/api/sys/dept/delete?id=10103', undefined],
    ];
    const before = await server().snapshot();
    for (const [path, body] of calls) {
      assert.equal((await server().call(path, { body })).status, 401, path);
      const refused = await server().call(path, { body, token: tokens.agent });
      assert.equal(refused.status, 403, path);
      assert.equal(refused.body.msg, '暂无权限');
    }
    assert.deepEqual(await server().snapshot(), before);

    const dept = await save({ pid: CITY, name: '日志测试局' });
    await update({ id: dept.id, pid: CITY, name: '日志测试局2' });
    await server().call('/api/sys/dept/delete?id=101', { token: tokens.admin });
    await as.ok('admin', `/api/sys/dept/delete?id=${dept.id}`);
    // The log is written once the answer is sent: wait for the last one.
    const readLogs = () => server().app.db.selectFrom('sys_log_operation').select(['module', 'operation', 'status', 'username', 'error_msg'])
      .where('module', '=', '部门管理').where('username', '=', 'admin').orderBy('id').execute();
    let logs = await readLogs();
    for (let tries = 0; logs.length < 4 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      logs = await readLogs();
    }
    // Each is written after its answer is sent, so two may land in either order.
    assert.deepEqual(logs.map((l) => `${l.operation}:${l.status}:${l.username}`).sort(), ['修改部门:1:admin', '删除部门:0:admin', '删除部门:1:admin', '新增部门:1:admin'].sort());
    assert.equal(logs.find((l) => l.status === 0)?.error_msg, '请先删除下级部门');
  });

  test('错误输入：中文 400，不写入', async () => {
    const before = await server().snapshot();
    for (const body of [{ pid: 'x', name: '部门' }, { pid: CITY }, { pid: CITY, name: 'a'.repeat(51) }, { pid: CITY, name: '部门', level: 3 }, { pid: CITY, name: '部门', sort: -1 }]) {
      const r = await server().call('/api/sys/dept/save', { body, token: tokens.admin });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/);
    }
    assert.equal((await server().call('/api/sys/dept/delete?id=abc', { token: tokens.admin })).status, 400);
    assert.deepEqual(await server().snapshot(), before);
  });
});
