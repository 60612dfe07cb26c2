// Roles (角色管理): list, detail, add, update, delete, with menus and data scope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { dataScopeOf } from '../services/data-scope.ts';
import { exportRoles } from '../services/roles/export.ts';
import { changeRoleStatus, saveRoleDataScope } from '../services/roles/role-access.ts';
import { grantRole, revokeRole, roleUsers } from '../services/roles/role-users.ts';
import { addRole, deleteRoles, roleDetail, roleList, updateRole } from '../services/roles/roles.ts';
import { USER_CACHE_PREFIX } from '../services/users/user-list.ts';
import { sendWorkbook, stamp } from './sys-users-import.ts';

const MODULE = '角色管理';
/** Session resources of the consoles that list roles (the user form's role choice). */
const ROLES_RESOURCE = 'sys:roles';

const sysRolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Every server drops its menu caches and the roles' users reload menus and buttons; other consoles refresh role lists. */
  const rolesChanged = async (roleIds: number[], menusChanged: boolean) => {
    if (menusChanged) await app.changes.publish({ caches: ['menus:'], push: { to: { roles: roleIds }, event: { type: 'permissions' } } });
    await app.changes.publish({ push: { to: 'all', event: { type: 'changed', resources: [ROLES_RESOURCE] } } });
  };

  /** A role's reach changed for these users (status, data scope, holders): their sessions are re-read (the auth epoch) and their consoles reload menus. */
  const holdersChanged = async (userIds: number[]) => {
    await app.changes.publish({
      caches: ['menus:', USER_CACHE_PREFIX], sessionsOf: userIds,
      push: { to: { users: userIds }, event: { type: 'permissions' } },
    });
    await app.changes.publish({ push: { to: 'all', event: { type: 'changed', resources: [ROLES_RESOURCE, 'sys:users'] } } });
  };
  const holdersOf = async (roleId: number) =>
    (await app.db.selectFrom('sys_user_role').select('user_id').where('role_id', '=', roleId).execute()).map((r) => r.user_id);
  const writerOf = async (request: FastifyRequest) => ({ id: request.user.id, roleIds: request.user.roleIds, scope: await dataScopeOf(app.db, request.user) });

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

  app.route({ ...endpoint('/api/sys/role/changeStatus'), config: { permission: 'sys:role:update', log: { module: MODULE, action: '修改角色状态' } },
    handler: async (request) => {
      await changeRoleStatus(app.db, request.body.id, request.body.status);
      await holdersChanged(await holdersOf(request.body.id));
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/role/dataScope'), config: { permission: 'sys:role:update', log: { module: MODULE, action: '分配数据权限' } },
    handler: async (request) => {
      await saveRoleDataScope(app.db, request.body);
      await holdersChanged(await holdersOf(request.body.id));
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/role/authUser/allocatedList'), config: { permission: 'sys:role:list' }, handler: async (request) =>
    ok(await roleUsers(app.db, await dataScopeOf(app.db, request.user), request.body, pageOf(request.body), true)) });

  app.route({ ...endpoint('/api/sys/role/authUser/unallocatedList'), config: { permission: 'sys:role:list' }, handler: async (request) =>
    ok(await roleUsers(app.db, await dataScopeOf(app.db, request.user), request.body, pageOf(request.body), false)) });

  app.route({ ...endpoint('/api/sys/role/authUser/selectAll'), config: { permission: 'sys:role:update', log: { module: MODULE, action: '分配用户' } },
    handler: async (request) => {
      await grantRole(app.db, await writerOf(request), request.body.roleId, request.body.userIds);
      await holdersChanged(request.body.userIds);
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/role/authUser/cancelAll'), config: { permission: 'sys:role:update', log: { module: MODULE, action: '取消授权' } },
    handler: async (request) => {
      await revokeRole(app.db, await writerOf(request), request.body.roleId, request.body.userIds);
      await holdersChanged(request.body.userIds);
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/role/export'), config: { permission: 'sys:role:export', log: { module: MODULE, action: '导出角色' } },
    handler: async (request, reply) => sendWorkbook(reply, `角色列表_${stamp()}.xlsx`, (out) => exportRoles(app.db, request.body?.roleName, out)) });
};

export default sysRolesRoutes;
