// Roles (角色管理): list, detail, add, update, delete, with menus and data scope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const sysRolesRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default sysRolesRoutes;
