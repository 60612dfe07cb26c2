// 话单记录 and 来电受理导出: the call detail records the CTI simulator writes, their recordings and exports.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const callRecordRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default callRecordRoutes;
