// 分机监控: the seat counters and the grid of every extension, pushed as seats change; one agent's day.
import type { EndpointMap } from './schema.ts';

export const monitorEndpoints = {
} as const satisfies EndpointMap;
