// Users (用户管理): list, pickers' lists, detail, add, update, delete, status, password reset.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { endpoint } from '../lib/contract.ts';
import { ApiError, fail, ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { dataScopeOf } from '../services/data-scope.ts';
import { permissionsOf } from '../services/permissions.ts';
import { addUser, assignUserRoles, changeUserStatus, deleteUsers, resetUserPassword, updateUser, type UserWriteEffects, type UserWriter } from '../services/users/user-admin.ts';
import { USER_CACHE_PREFIX, userDetail, userOptions, userPage } from '../services/users/user-list.ts';

import { ACCOUNT_DISABLED, PASSWORD_RESET } from '../services/sessions.ts';

const MODULE = '用户管理';
/** Session resources of the consoles that list users (user lists, pickers). */
const USERS_RESOURCE = 'sys:users';
const SIGNED_OUT = { disabled: ACCOUNT_DISABLED, passwordReset: PASSWORD_RESET, deleted: '账号已被删除' } as const;

const sysUsersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const scopeOf = (request: FastifyRequest) => dataScopeOf(app.db, request.user);
  const writerOf = async (request: FastifyRequest): Promise<UserWriter> =>
    ({ id: request.user.id, roleIds: request.user.roleIds, scope: await scopeOf(request) });

  /** Every server drops the list's counts and re-reads the users' sessions; seats of changed extensions reload; lists refresh. */
  const usersChanged = async (userIds: number[], effects: UserWriteEffects, reason?: string) => {
    await app.changes.publish({
      caches: [USER_CACHE_PREFIX], sessionsOf: userIds, reason, seats: effects.extensions,
      push: { to: 'all', event: { type: 'changed', resources: [USERS_RESOURCE] } },
    });
  };

  app.route({ ...endpoint('/api/sys/user/page'), config: { permission: 'sys:user:list' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await userPage(app.db, app.cache, await scopeOf(request), input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/sys/user/getUserList'), config: { permission: 'sys:user:list' }, handler: async (request) =>
    ok(await userOptions(app.db, await scopeOf(request), request.body ?? {}, false)) });

  app.route({ ...endpoint('/api/sysUser/list'), config: { permission: 'sys:user:list' }, handler: async (request) =>
    ok(await userOptions(app.db, await scopeOf(request), request.body ?? {}, true)) });

  // The own record needs no permission; anyone else's needs sys:user:info and must be within the data scope.
  app.route({ ...endpoint('/api/sys/user/get'), handler: async (request) => {
    const id = request.query.id ?? request.body?.id;
    if (id === undefined) throw new ApiError(400, '参数错误：id 不能为空');
    const own = id === request.user.id;
    if (!own && !(await permissionsOf(app.db, request.user.roleIds, app.cache)).includes('sys:user:info')) throw new ApiError(403, '暂无权限');
    const user = await userDetail(app.db, id, own ? { all: true } : await scopeOf(request));
    return user ? ok(user) : fail('用户不存在');
  } });

  app.route({ ...endpoint('/api/sys/user'), config: { permission: 'sys:user:save', log: { module: MODULE, action: '新增用户' } },
    handler: async (request) => {
      const { id, oneTimePassword, effects } = await addUser(app.db, await writerOf(request), request.body);
      await usersChanged([], effects);
      return ok({ id, oneTimePassword });
    } });

  app.route({ ...endpoint('/api/sys/user/update'), config: { permission: 'sys:user:update', log: { module: MODULE, action: '修改用户' } },
    handler: async (request) => {
      const effects = await updateUser(app.db, await writerOf(request), request.body);
      await usersChanged([request.body.id], effects, request.body.status === 0 ? SIGNED_OUT.disabled : undefined);
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/user/delete'), config: { permission: 'sys:user:delete', log: { module: MODULE, action: '删除用户' } },
    handler: async (request) => {
      const effects = await deleteUsers(app.db, await writerOf(request), request.body.ids);
      await usersChanged(request.body.ids, effects, SIGNED_OUT.deleted);
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/user/changeStatus'), config: { permission: 'sys:user:update', log: { module: MODULE, action: '修改用户状态' } },
    handler: async (request) => {
      const { id, status } = request.body;
      const effects = await changeUserStatus(app.db, await writerOf(request), id, status);
      await usersChanged([id], effects, status === 0 ? SIGNED_OUT.disabled : undefined);
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/user/authRole'), config: { permission: 'sys:user:update', log: { module: MODULE, action: '分配角色' } },
    handler: async (request) => {
      await assignUserRoles(app.db, await writerOf(request), request.body.userId, request.body.roleIds);
      await app.changes.publish({ caches: [USER_CACHE_PREFIX], sessionsOf: [request.body.userId], push: { to: { users: [request.body.userId] }, event: { type: 'permissions' } } });
      await usersChanged([], { extensions: [] });
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/user/resetPassword'), config: { permission: 'sys:user:resetPassword', log: { module: MODULE, action: '重置密码' } },
    handler: async (request) => {
      const oneTimePassword = await resetUserPassword(app.db, await writerOf(request), request.body.id);
      await usersChanged([request.body.id], { extensions: [] }, SIGNED_OUT.passwordReset);
      return ok({ oneTimePassword });
    } });
};

export default sysUsersRoutes;
