// Menus (菜单管理): the admin's list, detail, add, update, delete; nav stays in menu.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { deleteMenu, menuList } from '../services/menus/menus.ts';
import { refusing } from './workorders-common.ts';

const sysMenusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/api/sys/menu/list'), config: { permission: 'sys:menu:list' }, handler: async (request) =>
    ok(await menuList(app.db, request.query.name)) });

  app.route({ ...endpoint('/api/sys/menu/delete'), config: { permission: 'sys:menu:delete' }, handler: (request) => refusing(async () => {
    await deleteMenu(app.db, request.query.id).finally(() => app.cache.invalidate('menus:'));
    return ok(null, '删除成功');
  }) });
};

export default sysMenusRoutes;
