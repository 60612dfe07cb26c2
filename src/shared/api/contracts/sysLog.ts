// 系统日志: operation log and login log pages, detail, export, unlock of a locked account.
import type { EndpointMap } from './schema.ts';

export const sysLogEndpoints = {
} as const satisfies EndpointMap;
