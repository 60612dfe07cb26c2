// Dictionaries, department and region trees, roles, users and the phone book have the spec's shapes.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type {
  Dept, DeptInfo, DeptLevel1, DeptNode, DictData, DictGroup, DictType, Page, PhoneBookEntry, RegionNode, Role, UserDetail, UserInfo,
} from '../../src/shared/api/types.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';
import type { Area } from '../../src/shared/api/contracts/sysArea.ts';

let s: TestServer;
let admin: string;
let agent: string;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  admin = await s.login('admin');
  agent = await s.login('agent01');
});

function walk<T extends { children: T[] }>(nodes: T[], visit: (n: T, parent: T | null) => void, parent: T | null = null): void {
  for (const n of nodes) {
    visit(n, parent);
    walk(n.children, visit, n);
  }
}

describe(`字典（${databaseLabel}）`, () => {
  test('通用字典按 dictType 分组，含诉求类型等业务字典', async () => {
    const r = await s.call<DictGroup[]>('/api/sys/dict/data/dicts', { token: agent });
    assert.equal(r.body.code, 0);
    const byType = new Map(r.body.data.map((g) => [g.dictType, g]));
    for (const t of ['restType', 'area_type', 'is_show', 'appeal_type', 'channel', 'urgency']) assert.ok(byType.has(t), t);
    assert.deepEqual(byType.get('appeal_type')!.dataList.map((d) => d.dictLabel), ['咨询', '求助', '投诉', '建议', '举报', '表扬']);
    for (const g of r.body.data) for (const d of g.dataList) {
      assert.equal(d.dictType, g.dictType);
      assert.equal(typeof d.dictValue, 'string');
      assert.equal(typeof d.dictLabel, 'string');
    }
  });

  test('dictsbycode 按目录编码返回条目，未知编码返回空列表', async () => {
    for (const code of ['restType', 'area_type', 'is_show']) {
      const r = await s.call<DictData[]>(`/api/sys/dict/data/dictsbycode?dictDirCode=${code}`, { token: agent });
      assert.equal(r.body.code, 0);
      assert.ok(r.body.data.length >= 2, code);
      assert.ok(r.body.data.every((d) => d.dictDirCode === code && d.dictValue && d.dictLabel));
    }
    const none = await s.call<DictData[]>('/api/sys/dict/data/dictsbycode?dictDirCode=nope', { token: agent });
    assert.deepEqual(none.body.data, []);
    const missing = await s.call('/api/sys/dict/data/dictsbycode', { token: agent });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.msg, '参数错误：dictDirCode 不能为空');
  });

  test('字典类型全部与分页：records + total，page/size 与 current/size 都可用', async () => {
    const all = await s.call<DictType[]>('/api/sys/dict/type/all', { token: agent });
    const total = all.body.data.length;
    assert.ok(all.body.data.find((t) => t.dictType === 'restType')!.dictList.length > 0);
    const p1 = await s.call<Page<DictType>>('/api/sys/dict/type/page', { token: admin, body: { page: 1, size: 5 } });
    assert.equal(p1.body.data.total, total);
    assert.equal(p1.body.data.records.length, 5);
    const p2 = await s.call<Page<DictType>>('/api/sys/dict/type/page', { token: admin, body: { current: 2, size: 5 } });
    assert.equal(p2.body.data.current, 2);
    assert.notEqual(p2.body.data.records[0]!.id, p1.body.data.records[0]!.id);
    const byName = await s.call<Page<DictType>>('/api/sys/dict/type/page', { token: admin, body: { dictName: '诉求类型' } });
    assert.deepEqual(byName.body.data.records.map((t) => t.dictType), ['appeal_type']);
    const data = await s.call<Page<DictData>>('/api/sys/dict/data/page', { token: admin, body: { dictType: 'channel', page: 1, size: 3 } });
    assert.equal(data.body.data.records.length, 3);
    assert.ok(data.body.data.total > 3);
    assert.equal((await s.call('/api/sys/dict/type/page', { token: agent, body: {} })).status, 403);
  });

  test('删除字典类型连同条目，删除字典数据，无权限者不可删', async () => {
    const types = (await s.call<DictType[]>('/api/sys/dict/type/all', { token: admin })).body.data;
    const urgency = types.find((t) => t.dictType === 'urgency')!;
    assert.equal((await s.call(`/api/sys/dict/type/delete?id=${urgency.id}`, { token: agent })).status, 403);
    const del = await s.call(`/api/sys/dict/type/delete?id=${urgency.id}`, { token: admin });
    assert.equal(del.body.code, 0);
    const after = await s.call<DictData[]>('/api/sys/dict/data/dictsbycode?dictDirCode=urgency', { token: admin });
    assert.deepEqual(after.body.data, []);
    const rest = (await s.call<DictData[]>('/api/sys/dict/data/dictsbycode?dictDirCode=restType', { token: admin })).body.data;
    const delData = await s.call('/api/sys/dict/data/delete', { token: admin, body: { ids: [rest[0]!.id, rest[1]!.id] } });
    assert.equal(delData.body.code, 0);
    const left = (await s.call<DictData[]>('/api/sys/dict/data/dictsbycode?dictDirCode=restType', { token: admin })).body.data;
    assert.equal(left.length, rest.length - 2);
    const none = await s.call('/api/sys/dict/data/delete', { token: admin, body: {} });
    assert.equal(none.status, 400);
    assert.equal(none.body.msg, '请选择删除项');
    const gone = await s.call('/api/sys/dict/data/delete?id=999999', { token: admin });
    assert.equal(gone.body.code, 1);
    assert.ok(gone.body.msg);
  });
});

describe(`组织机构（${databaseLabel}）`, () => {
  test('部门列表与部门树（isTree=2）', async () => {
    const list = await s.call<Dept[]>('/api/sys/dept/list', { token: agent });
    assert.equal(list.body.code, 0);
    const main = list.body.data.filter((d) => d.kind === 'main');
    assert.ok(main.length >= 8);
    for (const m of main) {
      const subs = list.body.data.filter((d) => d.pid === m.id);
      assert.ok(subs.length >= 2 && subs.length <= 4, m.name);
    }
    assert.ok(list.body.data.some((d) => d.name.includes('12345')));
    const tree = await s.call<DeptNode[]>('/api/sys/dept/list2?isTree=2', { token: agent });
    let count = 0;
    walk(tree.body.data, (n, parent) => {
      count++;
      assert.deepEqual(Object.keys(n).sort(), ['children', 'id', 'level', 'name', 'pid']);
      assert.equal(n.pid, parent ? parent.id : 0);
    });
    assert.equal(count, list.body.data.length);
    const flat = await s.call<Dept[]>('/api/sys/dept/list2', { token: agent });
    assert.equal(flat.body.data.length, count);
  });

  test('一级部门与下级部门', async () => {
    const main = await s.call<DeptNode[]>('/api/sys/dept/getMainDeptByPid', { token: agent, body: {} });
    assert.ok(main.body.data.length >= 8);
    assert.ok(main.body.data.every((d) => d.level === 1 && d.children.length >= 2));
    const level1 = await s.call<DeptLevel1[]>('/apo/userController/getDeptListLevel1', { token: agent });
    assert.deepEqual(level1.body.data.map((d) => d.id), main.body.data.map((d) => d.id));
    const first = main.body.data[0]!;
    const sub = await s.call<DeptNode[]>(`/api/sys/dept/getSubDeptByPid?pid=${first.id}`, { token: agent });
    assert.deepEqual(sub.body.data.map((d) => d.id), first.children.map((d) => d.id));
    const missing = await s.call('/api/sys/dept/getSubDeptByPid?pid=424242', { token: agent });
    assert.equal(missing.body.code, 1);
    assert.equal(missing.body.msg, '上级部门不存在');
    const info = await s.call<DeptInfo[]>('/aip/deptinfo/list', { token: agent, body: { name: '住房' } });
    assert.ok(info.body.data.length === 1 && info.body.data[0]!.deptName.includes('住房'));
  });

  test('区域树：region/tree 只含显示的区域（含生成的社区），sysarea/listTree 逐级加载并带 areaType、isShow、hasChildren', async () => {
    const region = await s.call<RegionNode[]>('/api/sys/region/tree', { token: agent });
    let regions = 0;
    walk(region.body.data, (n) => { regions++; assert.ok(n.id && n.name && n.areaType); });
    assert.equal(region.body.data.length, 1);
    assert.ok(regions > 2000, `社区应有数千个，实际 ${regions}`);
    const top = await s.call<Area[]>('/api/sys/sysarea/listTree', { token: admin, body: { pid: 0 } });
    assert.deepEqual(top.body.data.map((a) => [a.name, a.areaType, a.hasChildren]), [['云澜市', '1', true]]);
    const districts = await s.call<Area[]>('/api/sys/sysarea/listTree', { token: admin, body: { pid: top.body.data[0]!.id } });
    assert.ok(districts.body.data.every((a) => a.areaType === '2'));
    const hidden = districts.body.data.filter((a) => a.isShow === '1');
    assert.equal(hidden.length, 1);
    assert.ok(!JSON.stringify(region.body.data).includes(hidden[0]!.name), '隐藏的区域不出现在登记的区域树里');
  });

  test('角色列表要有管理角色的权限（sys:role:list）：管理员能读，话务员得到 403', async () => {
    const roles = await s.call<Role[]>('/api/sys/role/list', { token: admin });
    assert.equal(roles.body.code, 0);
    for (const username of ['agent01', 'dispatcher', 'manager']) {
      const r = await s.call('/api/sys/role/list', { token: await s.login(username) });
      assert.deepEqual([r.status, r.body.msg], [403, '暂无权限'], username);
    }
    const perms = (await s.call<string[]>('/api/sys/menu/navButton', { token: admin })).body.data;
    assert.ok(perms.includes('sys:role:list'), '种子数据里管理员持有 sys:role:list');
  });

  test('角色列表含规格中的角色，user/get 返回 roleIdList', async () => {
    const roles = await s.call<Role[]>('/api/sys/role/list', { token: admin });
    const ids = roles.body.data.map((r) => r.id);
    for (const id of [1, 3, 10, 15, 20, 25, 50, 56]) assert.ok(ids.includes(id), String(id));
    const me = (await s.call<UserInfo>('/api/sys/user/info', { token: agent })).body.data;
    const self = await s.call<UserDetail>(`/api/sys/user/get?id=${me.id}`, { token: agent });
    assert.deepEqual(self.body.data.roleIdList, [10]);
    const byBody = await s.call<UserDetail>('/api/sys/user/get', { token: admin, body: { id: me.id } });
    assert.equal(byBody.body.data.username, 'agent01');
    assert.equal((await s.call(`/api/sys/user/get?id=${me.id + 1}`, { token: agent })).status, 403);
    const missing = await s.call('/api/sys/user/get?id=99999', { token: admin });
    assert.equal(missing.body.code, 1);
  });

  test('每个演示账号都能登录，并有工号、姓名和对应角色', async () => {
    const expected: Record<string, number[]> = {
      admin: [1], agent01: [10], agent02: [10], dispatcher: [15], dept01: [3], dept02: [56], approver: [50], supervisor: [20],
    };
    for (const [username, roles] of Object.entries(expected)) {
      const info = (await s.call<UserInfo>('/api/sys/user/info', { token: await s.login(username) })).body.data;
      assert.deepEqual(info.userRoleList, roles, username);
      assert.ok(info.jobNumber && info.realName, username);
    }
  });

  test('常用号码：名称与号码，按号码前缀过滤', async () => {
    const all = await s.call<PhoneBookEntry[]>('/aip/commonNumber/phone/list', { token: agent });
    assert.ok(all.body.data.length > 5 && all.body.data.every((p) => p.name && /^\d+$/.test(p.number)));
    const prefixed = await s.call<PhoneBookEntry[]>('/aip/commonNumber/phone/list', { token: agent, body: { number: '0871661' } });
    assert.ok(prefixed.body.data.length > 0 && prefixed.body.data.every((p) => p.number.startsWith('0871661')));
  });
});
