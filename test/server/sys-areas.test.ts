// 区域管理 against the real server: level-by-level tree, name search with ancestors, add / update / move / delete with
// their refusals (nothing written), the region tree of registration following at once, and the push it hears.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Area } from '../../src/shared/api/contracts/sysArea.ts';
import type { AreaNode, RegionNode } from '../../src/shared/api/types.ts';
import { adminSuite, databaseLabel, registerOrder } from './helpers.ts';

const { server, tokens, as } = adminSuite();
const { ok, no } = as;

const children = (pid: number) => ok<Area[]>('admin', '/api/sys/sysarea/listTree', { pid });
const area = (extra: object = {}) => ({ pid: 1101, name: '新城社区', code: '99110199', areaType: '4', isShow: '0', sort: 300, ...extra });
const regionNames = async () => JSON.stringify((await ok<RegionNode[]>('agent', '/api/sys/region/tree')));

describe(`区域管理（${databaseLabel}）`, () => {
  test('未登录 401，话务员 403（可读登记用的区域树），什么也没写', async () => {
    assert.equal((await server().call('/api/sys/sysarea', { body: area() })).status, 401);
    const before = await server().snapshot();
    for (const [path, body] of [['/api/sys/sysarea/listTree', {}], ['/api/sys/sysarea', area()], ['/api/sys/sysarea/update', { id: 1101, ...area() }]] as const) {
      const r = await server().call(path, { token: tokens.agent, body });
      assert.deepEqual([r.status, r.body.msg], [403, '暂无权限'], path);
    }
    const r = await server().call('/api/sys/sysarea/delete?id=110103', { token: tokens.agent });
    assert.equal(r.status, 403);
    assert.deepEqual(await server().snapshot(), before);
    assert.ok((await regionNames()).includes('北门社区'));
  });

  test('输入不合规得到 400 中文提示', async () => {
    for (const body of [area({ code: '编码' }), area({ name: '' }), area({ pid: -1 }), area({ sort: 'x' })]) {
      const r = await server().call('/api/sys/sysarea', { token: tokens.admin, body });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/);
    }
    const r = await server().call('/api/sys/sysarea/delete', { token: tokens.admin });
    assert.equal(r.status, 400);
  });

  test('逐级加载：每级只给下一级并带 hasChildren；一条街道下有上百个社区', async () => {
    const [city] = await children(0);
    assert.equal(city!.name, '云澜市');
    const districts = await children(city!.id);
    assert.ok(districts.length >= 6 && districts.every((d) => d.pid === city!.id && d.areaType === '2'));
    const streets = await children(11);
    assert.deepEqual(streets.map((s) => s.name), ['城关街道', '东湖街道']);
    const communities = await children(1101);
    assert.ok(communities.length > 200, `${communities.length}`);
    assert.deepEqual(communities.slice(0, 3).map((c) => c.name), ['北门社区', '南门社区', '文庙社区']);
    assert.ok(communities.every((c) => !c.hasChildren && c.areaType === '4'));
  });

  test('按名称搜索：给出匹配的区域和它们的全部上级', async () => {
    const found = await ok<Area[]>('admin', '/api/sys/sysarea/listTree', { name: '文庙' });
    assert.deepEqual(found.map((a) => a.name).sort(), ['云澜市', '城关街道', '文庙社区', '青川区'].sort());
    assert.deepEqual(await ok<Area[]>('admin', '/api/sys/sysarea/listTree', { name: '%' }), []);
  });

  test('新增、修改、移动：上级必须存在，编码唯一，不能移到自己或下级之下；登记的区域树立刻变化并收到推送', async () => {
    const { id } = await ok<{ id: number }>('admin', '/api/sys/sysarea', area());
    assert.ok((await regionNames()).includes('新城社区'), '登记的区域树立刻看到新区域');
    const info = await ok<Area>('admin', '/api/sys/sysarea/info', { id });
    assert.deepEqual([info.pid, info.name, info.code, info.hasChildren], [1101, '新城社区', '99110199', false]);
    await no('admin', '/api/sys/sysarea', area({ name: '别的社区' }), '区域编码“99110199”已被“新城社区”使用');
    await no('admin', '/api/sys/sysarea', area({ code: '1', pid: 424242 }), '上级区域不存在');
    await no('admin', '/api/sys/sysarea', area({ code: '2', areaType: '9' }), '区域类型不正确');
    await no('admin', '/api/sys/sysarea/update', { id: 11, ...area({ pid: 11, code: '99110000', name: '青川区', areaType: '2' }) }, '上级区域不能是自己');
    await no('admin', '/api/sys/sysarea/update', { id: 11, ...area({ pid: 1101, code: '99110000', name: '青川区', areaType: '2' }) }, '不能移动到自己的下级区域之下');
    await no('admin', '/api/sys/sysarea/update', { id: 424242, ...area({ code: '3' }) }, '区域不存在');
    // Move under 东湖街道, rename, hide: the registration tree follows at once.
    await ok('admin', '/api/sys/sysarea/update', { id, ...area({ pid: 1102, name: '鹭洲苑社区' }) });
    assert.ok((await children(1102)).some((a) => a.id === id && a.name === '鹭洲苑社区'));
    assert.ok(!(await children(1101)).some((a) => a.id === id));
    await ok('admin', '/api/sys/sysarea/update', { id, ...area({ pid: 1102, name: '鹭洲苑社区', isShow: '1' }) });
    assert.ok(!(await regionNames()).includes('鹭洲苑社区'), '隐藏后登记的区域树不再提供');
    // The form's parent picker still offers the hidden area, marked hidden, and an area can move under it.
    const find = (nodes: AreaNode[], name: string): AreaNode | undefined =>
      nodes.map((n) => (n.name === name ? n : find(n.children, name))).find(Boolean);
    const hidden = find(await ok<AreaNode[]>('admin', '/api/sys/sysarea/tree'), '鹭洲苑社区');
    assert.deepEqual([hidden?.id, hidden?.isShow], [id, '1']);
    const { id: child } = await ok<{ id: number }>('admin', '/api/sys/sysarea', area({ pid: 1101, name: '待移小区', code: '99110198' }));
    await ok('admin', '/api/sys/sysarea/update', { id: child, ...area({ pid: id, name: '待移小区', code: '99110198' }) });
    assert.deepEqual((await children(id)).map((a) => a.name), ['待移小区']);
    assert.equal((await server().call('/api/sys/sysarea/tree', { token: tokens.agent })).status, 403);
  });

  test('删除：有下级或被工单使用时拒绝且不写入；叶子区域可删', async () => {
    await no('admin', '/api/sys/sysarea/delete?id=1101', undefined, '区域“城关街道”下还有下级区域，不能删除');
    // A community named by a work order keeps its place in the order's 所属区域.
    await registerOrder(server(), { fields: { regionId: 110103, address: '文庙社区2号' } });
    await no('admin', '/api/sys/sysarea/delete?id=110103', undefined, '区域“文庙社区”已被工单使用，不能删除，可改为隐藏');
    await no('admin', '/api/sys/sysarea/delete?id=424242', undefined, '区域不存在，请刷新后重试');
    const { id } = await ok<{ id: number }>('admin', '/api/sys/sysarea', area());
    await ok('admin', `/api/sys/sysarea/delete?id=${id}`);
    assert.ok(!(await children(1101)).some((a) => a.id === id));
    const logged = await server().app.db.selectFrom('sys_log_operation').selectAll().execute();
    assert.ok(JSON.stringify(logged).includes('删除区域'), '操作日志应有 删除区域');
  });
});
