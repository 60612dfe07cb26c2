// Roles (角色管理): list, detail, add, update, delete, with menus and data scope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { roleList } from '../services/users/users.ts';

const sysRolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/api/sys/role/list'), config: { permission: 'sys:role:list' }, handler: async () => {
    return ok(await roleList(app.db));
  } });
};

export default sysRolesRoutes;
