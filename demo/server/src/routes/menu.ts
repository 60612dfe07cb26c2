// Menus: the signed-in user's route tree and button permissions; the admin's menu list and delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import type { MenuItem } from '../../../../src/shared/api/types.ts';
import type { SysMenuTable } from '../db/schema.ts';
import { endpoint, sendJson } from '../lib/contract.ts';
import { fail, ok } from '../lib/envelope.ts';
import { likePattern } from '../lib/schema.ts';
import { buildTree } from '../lib/tree.ts';
import { grantedMenuIds, permissionsOf } from '../services/permissions.ts';

function toMenuItem(m: Selectable<SysMenuTable>): Omit<MenuItem, 'children'> {
  return {
    id: m.id, pid: m.pid, name: m.name, url: m.url, component: m.component, componentName: m.component_name, icon: m.icon,
    routingType: m.routing_type, isShow: m.is_show, noCache: m.no_cache, sort: m.sort,
  };
}

const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every console start asks for it: the answer is built and serialised (by its reply schema) once per role set until menus change.
  app.route({ ...endpoint('/api/sys/menu/nav'), handler: async (request, reply) => {
    const roles = request.user.roleIds;
    const json = await app.cache.get(`menus:nav:${roles.join(',')}`, async () => {
      const granted = await grantedMenuIds(app.db, roles, app.cache);
      const rows = await app.cache.get('menus:rows', () =>
        app.db.selectFrom('sys_menu').selectAll().where('type', '=', 0).orderBy('sort').orderBy('id').execute());
      const visible = rows.filter((m) => granted === 'all' || granted.has(m.id)).map(toMenuItem);
      // Only items whose whole ancestor chain is visible make it into the tree.
      return reply.serialize(ok(buildTree(visible, 0) as MenuItem[])) as string;
    });
    return sendJson(reply, json);
  } });

  app.route({ ...endpoint('/api/sys/menu/navButton'), handler: async (request) =>
    ok(await permissionsOf(app.db, request.user.roleIds, app.cache)) });

  app.route({ ...endpoint('/api/sys/menu/list'), config: { permission: 'sys:menu:list' }, handler: async (request) => {
    let q = app.db.selectFrom('sys_menu as m').leftJoin('sys_menu as p', 'p.id', 'm.pid').selectAll('m').select('p.name as parent_name');
    if (request.query.name) q = q.where('m.name', 'like', likePattern(request.query.name));
    const rows = await q.orderBy('m.pid').orderBy('m.sort').orderBy('m.id').execute();
    return ok(rows.map((m) => ({ ...toMenuItem(m), parentName: m.parent_name, type: m.type, perms: m.perms })));
  } });

  app.route({ ...endpoint('/api/sys/menu/delete'), config: { permission: 'sys:menu:delete' }, handler: async (request) => {
    const { id } = request.query;
    return app.db.transaction().execute(async (tx) => {
      const menu = await tx.selectFrom('sys_menu').select('id').where('id', '=', id).executeTakeFirst();
      if (!menu) return fail('菜单不存在');
      const child = await tx.selectFrom('sys_menu').select('id').where('pid', '=', id).limit(1).executeTakeFirst();
      if (child) return fail('请先删除子菜单或按钮');
      await tx.deleteFrom('sys_role_menu').where('menu_id', '=', id).execute();
      await tx.deleteFrom('sys_menu').where('id', '=', id).execute();
      return ok(null, '删除成功');
    }).finally(() => app.cache.invalidate('menus:'));
  } });
};

export default menuRoutes;
