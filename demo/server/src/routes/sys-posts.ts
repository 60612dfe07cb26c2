// Posts (岗位管理): page, list, detail, add, update, delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const sysPostsRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default sysPostsRoutes;
