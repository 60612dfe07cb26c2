// Departments (部门管理): add, update, delete; the lists and trees stay in org.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const sysDeptsRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default sysDeptsRoutes;
