// 班组管理, 技能组 and 常用号码: lists and their CRUD; the sign-in and transfer dialogs read them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const rosterRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default rosterRoutes;
