// 分机监控: the seat counters and the grid of every extension, pushed as seats change; one agent's day.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const monitorRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default monitorRoutes;
