// Menus (菜单管理): the admin's list, detail, add, update, delete; nav stays in menu.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { menuInfo, saveMenu, updateMenu } from '../services/menus/menu-admin.ts';
import { deleteMenu, menuList } from '../services/menus/menus.ts';

const MODULE = '菜单管理';

const sysMenusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every server drops its menus, grants and permissions, and every open console reloads its routes and buttons.
  const menusChanged = () => app.changes.publish({ caches: ['menus:'], push: { to: 'all', event: { type: 'permissions' } } });

  // The role form's menu tree is read by whoever may view or edit roles.
  app.route({ ...endpoint('/api/sys/menu/list'), config: { permission: ['sys:menu:list', 'sys:role:info', 'sys:role:save', 'sys:role:update'] }, handler: async (request) =>
    ok(await menuList(app.db, request.query.name)) });

  app.route({ ...endpoint('/api/sys/menu/info'), config: { permission: 'sys:menu:info' }, handler: async (request) =>
    ok(await menuInfo(app.db, request.query.id), '') });

  app.route({ ...endpoint('/api/sys/menu/save'), config: { permission: 'sys:menu:save', log: { module: MODULE, action: '新增菜单' } },
    handler: async (request) => {
      const menu = await saveMenu(app.db, request.body);
      await menusChanged();
      return ok(menu);
    } });

  app.route({ ...endpoint('/api/sys/menu/update'), config: { permission: 'sys:menu:update', log: { module: MODULE, action: '修改菜单' } },
    handler: async (request) => {
      const menu = await updateMenu(app.db, request.body);
      await menusChanged();
      return ok(menu);
    } });

  app.route({ ...endpoint('/api/sys/menu/delete'), config: { permission: 'sys:menu:delete', log: { module: MODULE, action: '删除菜单' } },
    handler: async (request) => {
      await deleteMenu(app.db, request.query.id);
      await menusChanged();
      return ok(null, '删除成功');
    } });
};

export default sysMenusRoutes;
