// 区域管理 (spec §7 "Areas and dictionaries"): the area tree loaded level by level, add, update, move, delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const sysAreasRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default sysAreasRoutes;
