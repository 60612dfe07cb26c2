// 系统日志: operation log and login log pages, detail, export, unlock of a locked account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const sysLogsRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default sysLogsRoutes;
