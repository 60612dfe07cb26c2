// Menus (菜单管理): the admin's list, detail, add, update, delete; nav stays in menu.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const sysMenusRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default sysMenusRoutes;
