// 定时任务: jobs from the server's handler registry, cron preview, pause / resume / run once, job log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const sysScheduleRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default sysScheduleRoutes;
