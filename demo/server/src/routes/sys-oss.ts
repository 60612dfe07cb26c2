// 云存储: every uploaded file, preview and download, delete, storage configuration.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const sysOssRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default sysOssRoutes;
