// Users (用户管理): list, detail, add, update, delete, status, password reset.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const sysUsersRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default sysUsersRoutes;
