// 话单记录 and 来电受理导出's calls: the search, detail and the exports (a recording: recordings.ts).
import { call, download } from '../http/client.ts';
import type { CallAcceptFilters, CallRecordFilters, CallRecordPageRequest } from './contracts/callRecords.ts';
import { exportStamp } from '../utils/dates.ts';

export const fetchCallRecordPage = (query: CallRecordPageRequest, signal?: AbortSignal) => call('/apo/payroll/history', { body: query, signal });

export const fetchCallRecord = (id: string, signal?: AbortSignal) => call('/apo/payroll/history/detail', { body: { id }, signal });

export const fetchCallAcceptPage = (query: CallAcceptFilters & { page: number; size: number }, signal?: AbortSignal) =>
  call('/api/caCallAccept/page', { body: query, signal });


export const exportCallRecords = (filters: CallRecordFilters) =>
  download('/aip/payroll/export', { body: filters, filename: `话单记录_${exportStamp()}.xlsx` });

export const exportCallAccept = (filters: CallAcceptFilters) =>
  download('/api/caCallAccept/export', { body: filters, filename: `来电受理_${exportStamp()}.xlsx` });
