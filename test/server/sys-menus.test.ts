// 菜单管理: info, add, update, delete with their permissions; the rules of a menu (view path of the console's registry,
// icon of the spec's set, buttons under menus, no cycles, no two routed menus on one path); refusals that write nothing;
// an edit seen by the next /api/sys/menu/nav and navButton at once; the operation log.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { MenuItem, MenuRow } from '../../src/shared/api/types.ts';
import { VIEW_PATHS } from '../../src/shared/protocol/views.ts';
import { adminSuite, databaseLabel } from './helpers.ts';

const { server, tokens, as } = adminSuite();

// Seeded: 1400 系统管理 (Layout, /system) -> 1404 菜单管理 (/system/menu) -> 140404 删除 (sys:menu:delete).
const SYSTEM = 1400;
const MENU_PAGE = 1404;
const MENU_DELETE_BUTTON = 140404;
const WORKBENCH = 101;

const save = (body: Record<string, unknown>) => as.ok<MenuRow>('admin', '/api/sys/menu/save', body);
const update = (body: Record<string, unknown>) => as.ok<MenuRow>('admin', '/api/sys/menu/update', body);
const info = (id: number) => as.ok<MenuRow>('admin', `/api/sys/menu/info?id=${id}`);
const page = (extra: Record<string, unknown> = {}) => ({ type: 0, pid: SYSTEM, name: '测试页面', url: '/system/test-page', component: 'system/log/index', icon: 'data', ...extra });

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flatten(m.children)]);
const nav = async (user: string) => flatten(await as.ok<MenuItem[]>(user, '/api/sys/menu/nav'));

describe(`菜单管理（${databaseLabel}）`, () => {
  test('新增菜单与按钮：详情、列表、导航与按钮权限立即可见', async () => {
    await nav('admin'); // the nav is cached per role set: the write must drop it
    const menu = await save(page({ sort: 20, isShow: 0, noCache: 1 }));
    assert.deepEqual(
      { pid: menu.pid, parentName: menu.parentName, type: menu.type, url: menu.url, component: menu.component, icon: menu.icon, routingType: menu.routingType, noCache: menu.noCache, sort: menu.sort, componentName: menu.componentName },
      { pid: SYSTEM, parentName: '系统管理', type: 0, url: '/system/test-page', component: 'system/log/index', icon: 'data', routingType: 3, noCache: 1, sort: 20, componentName: `Menu${menu.id}` },
    );
    assert.deepEqual(await info(menu.id), menu);
    const button = await save({ type: 1, pid: menu.id, name: '导出', perms: ' test:page:export , test:page:info', url: '/ignored', icon: 'home' });
    assert.deepEqual([button.perms, button.url, button.icon, button.component], ['test:page:export,test:page:info', '', '', '']);

    const seen = await nav('admin');
    assert.ok(seen.some((m) => m.id === menu.id && m.url === '/system/test-page'), '新菜单出现在导航里');
    assert.ok(!seen.some((m) => m.id === button.id), '按钮不出现在导航里');
    const perms = await as.ok<string[]>('admin', '/api/sys/menu/navButton');
    assert.ok(perms.includes('test:page:export') && perms.includes('test:page:info'));
    const list = await as.ok<MenuRow[]>('admin', '/api/sys/menu/list');
    assert.ok(list.some((m) => m.id === button.id && m.parentName === '测试页面'));
  });

  test('修改菜单：改路径与图标后导航立即变化，其他角色随授权看到变化', async () => {
    const before = await nav('agent');
    assert.ok(before.some((m) => m.id === WORKBENCH && m.url === '/home/workbench'));
    const current = await info(WORKBENCH);
    const edited = await update({ ...current, url: '/home/desk', name: '我的工作台', icon: 'home' });
    assert.equal(edited.url, '/home/desk');
    const after = await nav('agent');
    const item = after.find((m) => m.id === WORKBENCH);
    assert.deepEqual([item?.url, item?.name, item?.icon], ['/home/desk', '我的工作台', 'home']);
    // A leading slash and a .vue ending are how older menus wrote a component; they are stored as the registry's path.
    const normalised = await update({ ...current, component: '/dashboard/index.vue' });
    assert.equal(normalised.component, 'dashboard/index');
    // Hidden: still routed (the console keeps the route), marked isShow 1.
    await update({ ...current, isShow: 1 });
    assert.equal((await nav('agent')).find((m) => m.id === WORKBENCH)?.isShow, 1);
  });

  test('组件与图标：只接受页面列表中的路径、Layout、空（外链与内嵌页）和菜单图标集', async () => {
    for (const component of ['system/nothing/index', 'Layout2', '../etc/passwd']) {
      await as.no('admin', '/api/sys/menu/save', page({ component }), /不在控制台的页面列表中，请从列表中选择/);
    }
    await as.no('admin', '/api/sys/menu/save', page({ icon: 'rocket' }), '图标“rocket”不在菜单图标集中');
    await as.no('admin', '/api/sys/menu/save', page({ component: '' }), '请选择页面组件');
    await as.no('admin', '/api/sys/menu/save', page({ url: '' }), '请填写路由地址');
    await as.no('admin', '/api/sys/menu/save', page({ url: '/system/has space' }), '路由地址不能包含空白字符');
    // Every listed view is accepted; frames and links need no component; a group is Layout.
    for (const [i, component] of VIEW_PATHS.slice(0, 3).entries()) await save(page({ url: `/system/v${i}`, component }));
    await save(page({ url: 'https://example.org/', component: '', name: '外部链接' }));
    await save(page({ url: '/frame.html', component: '', routingType: 1, name: '内嵌页面' }));
    const group = await save({ type: 0, pid: 0, name: '新目录', url: '/new-group', component: 'Layout', icon: 'network' });
    await save({ type: 0, pid: group.id, name: '目录下页面', url: 'child', component: 'system/oss/index' });
    assert.ok((await nav('admin')).some((m) => m.url === 'child'));
  });

  test('上级与类型：按钮必须在菜单下、菜单只能在目录下、不能成环、有下级不能改为按钮', async () => {
    await as.no('admin', '/api/sys/menu/save', { type: 1, pid: 0, name: '孤立按钮', perms: 'a:b:c' }, '按钮必须属于一个菜单，请选择上级菜单');
    await as.no('admin', '/api/sys/menu/save', { type: 1, pid: MENU_DELETE_BUTTON, name: '按钮下按钮', perms: 'a:b:c' }, /是按钮，下面不能再添加菜单或按钮/);
    await as.no('admin', '/api/sys/menu/save', page({ pid: MENU_PAGE, url: '/system/menu/sub' }), /不是目录（组件不是 Layout），下面只能添加按钮/);
    await as.no('admin', '/api/sys/menu/save', page({ pid: 999999 }), '上级菜单不存在');
    await as.no('admin', '/api/sys/menu/save', { type: 1, pid: MENU_PAGE, name: '无权限按钮' }, '请填写按钮的权限标识');
    await as.no('admin', '/api/sys/menu/save', { type: 1, pid: MENU_PAGE, name: '坏权限', perms: 'sys:menu:save,bad perm' }, /权限标识“bad perm”格式错误/);

    const system = await info(SYSTEM);
    await as.no('admin', '/api/sys/menu/update', { ...system, pid: SYSTEM }, '上级菜单不能是本菜单或其下级');
    const group = await save({ type: 0, pid: SYSTEM, name: '子目录', url: 'sub', component: 'Layout' });
    await as.no('admin', '/api/sys/menu/update', { ...system, pid: group.id }, '上级菜单不能是本菜单或其下级');
    const menuPage = await info(MENU_PAGE);
    await as.no('admin', '/api/sys/menu/update', { ...menuPage, type: 1, perms: 'sys:menu:x' }, '该菜单有下级菜单或按钮，不能改为按钮');
    await as.no('admin', '/api/sys/menu/update', { ...system, component: 'system/menu/index' }, '该目录下有菜单，组件必须为 Layout');
    await as.no('admin', '/api/sys/menu/update', { ...system, id: 999999 }, '菜单不存在');
  });

  test('路由地址不能与另一个路由菜单重复（含目录路径拼接出的相对地址）', async () => {
    await as.no('admin', '/api/sys/menu/save', page({ url: '/system/user', name: '重复用户管理' }), '路由地址“/system/user”已被菜单“用户管理”使用');
    const menuPage = await info(MENU_PAGE);
    await as.no('admin', '/api/sys/menu/update', { ...menuPage, url: '/system/dept' }, '路由地址“/system/dept”已被菜单“部门管理”使用');
    // A relative url joins its group's path.
    await as.no('admin', '/api/sys/menu/save', page({ url: 'role', name: '相对地址' }), '路由地址“/system/role”已被菜单“角色管理”使用');
    // A group moved onto another path carries its pages along: checked too.
    const group = await save({ type: 0, pid: 0, name: '另一目录', url: '/other', component: 'Layout' });
    await save({ type: 0, pid: group.id, name: '相对页面', url: 'user', component: 'system/user/index' });
    await as.no('admin', '/api/sys/menu/update', { ...(await info(group.id)), url: '/system' }, '路由地址“/system/user”已被菜单“用户管理”使用');
    // External links and frames are not routed by url: the same address twice is fine.
    await save(page({ url: 'https://example.org/', component: '', name: '链接一' }));
    await save(page({ url: 'https://example.org/', component: '', name: '链接二' }));
    // Saving a menu unchanged is not a duplicate of itself.
    await update(menuPage);
  });

  test('删除：有下级时拒绝；删除按钮后权限立即收回', async () => {
    await as.no('admin', `/api/sys/menu/delete?id=${SYSTEM}`, undefined, '请先删除子菜单或按钮');
    await as.no('admin', '/api/sys/menu/delete?id=999999', undefined, '菜单不存在');
    await as.ok('admin', `/api/sys/menu/delete?id=${MENU_DELETE_BUTTON}`);
    assert.ok(!(await as.ok<string[]>('admin', '/api/sys/menu/navButton')).includes('sys:menu:delete'));
    // Its grants went with it.
    const grants = await server().app.db.selectFrom('sys_role_menu').select('role_id').where('menu_id', '=', MENU_DELETE_BUTTON).execute();
    assert.equal(grants.length, 0);
  });

  test('权限：未登录 401，无权限 403 且不写入；写操作记入操作日志', async () => {
    const calls: Array<[string, unknown]> = [
      ['/api/sys/menu/list', undefined],
      [`/api/sys/menu/info?id=${MENU_PAGE}`, undefined],
      ['/api/sys/menu/save', page()],
      ['/api/sys/menu/update', { ...page(), id: MENU_PAGE }],
      [`/api/sys/menu/delete?id=${MENU_DELETE_BUTTON}`, undefined],
    ];
    const before = await server().snapshot();
    for (const [path, body] of calls) {
      assert.equal((await server().call(path, { body })).status, 401, path);
      const refused = await server().call(path, { body, token: tokens.agent });
      assert.equal(refused.status, 403, path);
      assert.equal(refused.body.msg, '暂无权限');
    }
    assert.deepEqual(await server().snapshot(), before);

    const menu = await save(page());
    await update({ ...menu, name: '改名' });
    await server().call(`/api/sys/menu/delete?id=${SYSTEM}`, { token: tokens.admin });
    await as.ok('admin', `/api/sys/menu/delete?id=${menu.id}`);
    // The log is written once the answer is sent: wait for the last one.
    const readLogs = () => server().app.db.selectFrom('sys_log_operation').select(['operation', 'status', 'error_msg'])
      .where('module', '=', '菜单管理').where('username', '=', 'admin').orderBy('id').execute();
    let logs = await readLogs();
    for (let tries = 0; logs.length < 4 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      logs = await readLogs();
    }
    // Each is written after its answer is sent, so two may land in either order.
    assert.deepEqual(logs.map((l) => `${l.operation}:${l.status}`).sort(), ['修改菜单:1', '删除菜单:0', '删除菜单:1', '新增菜单:1'].sort());
    assert.equal(logs.find((l) => l.status === 0)?.error_msg, '请先删除子菜单或按钮');
  });

  test('错误输入：中文 400，不写入', async () => {
    const before = await server().snapshot();
    for (const body of [page({ type: 2 }), page({ name: '' }), page({ pid: -1 }), page({ isShow: 2 }), page({ url: 'x'.repeat(201) }), { type: 0 }]) {
      const r = await server().call('/api/sys/menu/save', { body, token: tokens.admin });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.msg, /[\u4e00-\u9fa5]/);
    }
    assert.equal((await server().call('/api/sys/menu/info?id=0', { token: tokens.admin })).status, 400);
    assert.deepEqual(await server().snapshot(), before);
  });
});
