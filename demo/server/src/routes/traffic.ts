// 话务指标 and 今日话务: call-centre figures from the call records (GB/T 33358-2016 rates), by range, group and agent; today by hour; the repeat-call limit.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const trafficRoutes: FastifyPluginAsyncTypebox = async () => {
};

export default trafficRoutes;
