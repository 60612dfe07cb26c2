// Menus and button permissions differ by role, and the seeded tree exercises every dynamic-route rule.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { MenuItem, MenuRow } from '../../src/shared/api/types.ts';
import { databaseLabel, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => { await s.reset(); });

const ICONS = ['home', 'reports', 'messages', 'addressBook', 'knowledge', 'roster', 'system', 'data', 'monitor', 'notice', 'network', 'business', 'analysis', 'user'];

async function nav(username: string): Promise<MenuItem[]> {
  const r = await s.call<MenuItem[]>('/api/sys/menu/nav', { token: await s.login(username) });
  assert.equal(r.body.code, 0);
  return r.body.data;
}

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((m) => [m, ...flatten(m.children)]);
}

const urls = (items: MenuItem[]) => new Set(flatten(items).map((m) => m.url));

describe(`菜单（${databaseLabel}）`, () => {
  test('管理员的菜单树覆盖动态路由的每条规则', async () => {
    const tree = await nav('admin');
    const all = flatten(tree);
    const keys = ['url', 'componentName', 'component', 'isShow', 'noCache', 'name', 'icon', 'id', 'routingType', 'children'];
    for (const m of all) for (const k of keys) assert.ok(k in m, `${m.name} 缺少 ${k}`);
    for (const top of tree) {
      assert.equal(top.component, 'Layout', top.name);
      assert.ok(ICONS.includes(top.icon), `${top.name} 图标 ${top.icon}`);
      assert.ok(top.children.length > 0, top.name);
    }
    assert.deepEqual(new Set(tree.map((t) => t.icon)), new Set(ICONS), '每个图标都用到');
    assert.ok(all.some((m) => m.routingType === 3) && all.some((m) => m.routingType !== 3), 'routingType 3 与非 3');
    assert.ok(all.some((m) => /^https?:\/\//.test(m.url)), 'http 外链');
    assert.ok(all.some((m) => m.url.includes('/knowledge/')), '/knowledge/ 页面');
    assert.ok(all.some((m) => m.url.includes('/qualitySys/')), '/qualitySys/ 页面');
    assert.ok(all.some((m) => m.isShow === 1), '隐藏菜单');
    assert.ok(all.some((m) => m.noCache === 1), '不缓存页面');
    const have = urls(tree);
    for (const q of ['unaccept', 'unassign', 'untodo', 'todo2', 'uncheckList', 'uncallback', 'unAssessmentList', 'delayApply', 'list/index', 'WorkOrderReminder']) {
      assert.ok(have.has(`/gong-dan/${q}`), q);
    }
    for (const u of ['/system/user', '/system/role', '/system/dept', '/system/menu', '/system/dict', '/system/area', '/system/log', '/announcement/manage']) {
      assert.ok(have.has(u), u);
    }
    const components = new Set(all.map((m) => m.component));
    for (const c of ['gong-dan/untodo/index', 'gong-dan/list/index', 'system/user/index', 'system/announcement/index', 'dashboard/index']) {
      assert.ok(components.has(c), c);
    }
    // Sorted by sort within each level.
    for (const m of [{ children: tree } as MenuItem, ...all]) {
      const sorts = m.children.map((c) => c.sort);
      assert.deepEqual(sorts, [...sorts].sort((a, b) => a - b));
    }
  });

  test('不同角色看到不同的菜单树', async () => {
    const admin = urls(await nav('admin'));
    const agent = urls(await nav('agent01'));
    const dept = urls(await nav('dept01'));
    const dept2 = urls(await nav('dept02'));
    assert.ok(agent.has('/gong-dan/dengji') && agent.has('/gong-dan/unaccept'));
    assert.ok(!agent.has('/system/user') && !agent.has('/gong-dan/untodo'));
    assert.ok(dept.has('/gong-dan/untodo') && dept.has('/gong-dan/todo2') && dept.has('/gong-dan/supervise'));
    assert.ok(!dept.has('/gong-dan/dengji') && !dept.has('/system/menu'));
    assert.ok(dept2.has('/gong-dan/untodo') && !dept2.has('/gong-dan/supervise'));
    assert.ok(admin.size > agent.size && admin.size > dept.size);
    for (const u of agent) assert.ok(admin.has(u));
  });

  test('按钮权限按角色返回', async () => {
    const perms = async (u: string) => (await s.call<string[]>('/api/sys/menu/navButton', { token: await s.login(u) })).body.data;
    const admin = await perms('admin');
    const agent = await perms('agent01');
    const approver = await perms('approver');
    assert.ok(admin.includes('sys:menu:save') && admin.includes('sys:menu:delete') && admin.includes('sys:user:info'));
    assert.ok(agent.includes('gongdan:order:commit'));
    assert.ok(!agent.includes('sys:menu:save'));
    assert.ok(approver.includes('gongdan:delay:approve') && !approver.includes('gongdan:order:commit'));
    for (const p of [...agent, ...approver]) assert.ok(admin.includes(p));
  });

  test('菜单列表只给有权限的人，支持名称过滤', async () => {
    const adminToken = await s.login('admin');
    const all = await s.call<MenuRow[]>('/api/sys/menu/list', { token: adminToken });
    assert.equal(all.body.code, 0);
    assert.ok(all.body.data.some((m) => m.type === 1 && m.perms.includes('sys:menu:delete')));
    const filtered = await s.call<MenuRow[]>(`/api/sys/menu/list?name=${encodeURIComponent('用户')}`, { token: adminToken });
    assert.ok(filtered.body.data.length > 0 && filtered.body.data.every((m) => m.name.includes('用户')));
    const agent = await s.call('/api/sys/menu/list', { token: await s.login('agent01') });
    assert.equal(agent.status, 403);
    assert.equal(agent.body.msg, '暂无权限');
  });

  test('删除菜单：有子项时拒绝，叶子可删除，无权限者不可删', async () => {
    const token = await s.login('admin');
    const parent = await s.call('/api/sys/menu/delete?id=1400', { token });
    assert.equal(parent.body.code, 1);
    assert.equal(parent.body.msg, '请先删除子菜单或按钮');
    const missing = await s.call('/api/sys/menu/delete?id=999999', { token });
    assert.equal(missing.body.code, 1);
    const agentToken = await s.login('agent01');
    assert.equal((await s.call('/api/sys/menu/delete?id=140404', { token: agentToken })).status, 403);
    const leaf = await s.call('/api/sys/menu/delete?id=140404', { token });
    assert.equal(leaf.body.code, 0);
    const perms = (await s.call<string[]>('/api/sys/menu/navButton', { token })).body.data;
    assert.ok(!perms.includes('sys:menu:delete'));
  });
});
