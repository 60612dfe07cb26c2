// 定时任务: jobs from the server's handler registry, cron preview, pause / resume / run once, job log.
import type { EndpointMap } from './schema.ts';

export const sysScheduleEndpoints = {
} as const satisfies EndpointMap;
