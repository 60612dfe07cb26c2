// 话务指标 and 今日话务: the figures by range, group and agent; today by hour; the repeat-call limit per number.
import { call } from '../http/client.ts';
import type { AgentTrafficRequest, NumberLimitPageRequest, NumberLimitSaveRequest, TrafficRangeRequest } from './contracts/traffic.ts';

export const fetchTrafficIndex = (range: TrafficRangeRequest, signal?: AbortSignal) =>
  call('/aip/callcenter/extensionMonitor/getTrafficIndex', { body: range, signal });

export const fetchAgentTraffic = (query: AgentTrafficRequest, signal?: AbortSignal) =>
  call('/aip/callcenter/extensionMonitor/personTrafficList2', { body: query, signal });

export const fetchTodayTraffic = (signal?: AbortSignal) => call('/apo/telDataController/getTelMonitorByToday', { body: {}, signal });

export const fetchNumberLimits = (query: NumberLimitPageRequest, signal?: AbortSignal) =>
  call('/aip/callcenter/extensionMonitor/numberLimit', { body: query, signal });

export const addNumberLimit = (input: NumberLimitSaveRequest) => call('/aip/callcenter/extensionMonitor/numberLimit/save', { body: input });

export const updateNumberLimit = (id: number, input: NumberLimitSaveRequest) =>
  call('/aip/callcenter/extensionMonitor/numberLimit/update', { body: { id, ...input } });

export const deleteNumberLimits = (ids: number[]) => call('/aip/callcenter/extensionMonitor/numberLimit/delete', { body: { ids } });
