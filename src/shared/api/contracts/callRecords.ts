// 话单记录 and 来电受理导出: the call detail records the CTI simulator writes, their recordings and exports.
import type { EndpointMap } from './schema.ts';

export const callRecordEndpoints = {
} as const satisfies EndpointMap;
