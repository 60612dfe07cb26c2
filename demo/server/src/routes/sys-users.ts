// Users (用户管理): list, detail, add, update, delete, status, password reset.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ApiError, fail, ok } from '../lib/envelope.ts';
import { permissionsOf } from '../services/permissions.ts';
import { userDetail } from '../services/users/users.ts';

const sysUsersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/api/sys/user/get'), handler: async (request) => {
    const id = request.query.id ?? request.body?.id;
    if (id === undefined) throw new ApiError(400, '参数错误：id 不能为空');
    if (id !== request.user.id && !(await permissionsOf(app.db, request.user.roleIds, app.cache)).includes('sys:user:info')) {
      throw new ApiError(403, '暂无权限');
    }
    const u = await userDetail(app.db, id);
    if (!u) return fail('用户不存在');
    return ok(u);
  } });
};

export default sysUsersRoutes;
