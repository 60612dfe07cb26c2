// Roles (角色管理): list, detail, add, update, delete, with menus and data scope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { addRole, deleteRoles, roleDetail, roleList, updateRole } from '../services/roles/roles.ts';

const MODULE = '角色管理';
/** Session resources of the consoles that list roles (the user form's role choice). */
const ROLES_RESOURCE = 'sys:roles';

const sysRolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Every server drops its menu caches and the roles' users reload menus and buttons; other consoles refresh role lists. */
  const rolesChanged = async (roleIds: number[], menusChanged: boolean) => {
    if (menusChanged) await app.changes.publish({ caches: ['menus:'], push: { to: { roles: roleIds }, event: { type: 'permissions' } } });
    await app.changes.publish({ push: { to: 'all', event: { type: 'changed', resources: [ROLES_RESOURCE] } } });
  };

  // The user form offers roles to whoever may add or edit users.
  app.route({ ...endpoint('/api/sys/role/list'), config: { permission: ['sys:role:list', 'sys:user:save', 'sys:user:update'] }, handler: async (request) =>
    ok(await roleList(app.db, request.body?.roleName)) });

  app.route({ ...endpoint('/api/sys/role/info'), config: { permission: 'sys:role:info' }, handler: async (request) =>
    ok(await roleDetail(app.db, request.body.id)) });

  app.route({ ...endpoint('/api/sys/role/save'), config: { permission: 'sys:role:save', log: { module: MODULE, action: '新增角色' } },
    handler: async (request) => {
      const id = await addRole(app.db, request.body);
      await rolesChanged([id], false);
      return ok({ id });
    } });

  app.route({ ...endpoint('/api/sys/role/update'), config: { permission: 'sys:role:update', log: { module: MODULE, action: '修改角色' } },
    handler: async (request) => {
      const { id, ...fields } = request.body;
      const { menusChanged } = await updateRole(app.db, id, fields);
      await rolesChanged([id], menusChanged);
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/role/delete'), config: { permission: 'sys:role:delete', log: { module: MODULE, action: '删除角色' } },
    handler: async (request) => {
      // Only roles nobody holds are deleted, so no console loses anything; menu caches keyed by role sets still go.
      await deleteRoles(app.db, request.body.ids);
      await rolesChanged(request.body.ids, true);
      return ok(null);
    } });
};

export default sysRolesRoutes;
