// 分机监控's calls: the counters, every extension's row (filtered), one agent's day.
import { call } from '../http/client.ts';
import type { MonitorFilters } from './contracts/monitor.ts';
import type { Static } from './contracts/schema.ts';

export type MonitorQuery = NonNullable<Static<typeof MonitorFilters>>;

export const fetchMonitorCounters = (signal?: AbortSignal) => call('/aip/callcenter/extensionMonitor/getMonitorNum', { body: {}, signal });

export const fetchMonitorList = (query: MonitorQuery, signal?: AbortSignal) =>
  call('/aip/callcenter/extensionMonitor/monitorList', { body: query, signal });

export const fetchAgentDay = (extension: string, signal?: AbortSignal) =>
  call('/aip/callcenter/extensionMonitor/agentDay', { body: { extension }, signal });
