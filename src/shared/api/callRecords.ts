// 话单记录 and 来电受理导出's calls: the search, detail, one call's recording as a blob (token in headers), the exports.
import { baseFor } from '../config.ts';
import { call, download, http } from '../http/client.ts';
import { envelopeMessage, isEnvelope, isSuccess } from '../http/envelope.ts';
import { ApiError, transportMessage } from '../http/errors.ts';
import { callRecordsText as t } from '../i18n/call-records.zh-CN.ts';
import type { CallAcceptFilters, CallRecordFilters, CallRecordPageRequest } from './contracts/callRecords.ts';

export const fetchCallRecordPage = (query: CallRecordPageRequest, signal?: AbortSignal) => call('/apo/payroll/history', { body: query, signal });

export const fetchCallRecord = (id: string, signal?: AbortSignal) => call('/apo/payroll/history/detail', { body: { id }, signal });

export const fetchCallAcceptPage = (query: CallAcceptFilters & { page: number; size: number }, signal?: AbortSignal) =>
  call('/api/caCallAccept/page', { body: query, signal });

/** A recording's WAV from 话单记录 or from an order's detail; a refusal (no recording, storage down) throws its Chinese message. */
export async function fetchAudio(path: '/apo/payroll/history/recording' | '/aop/workflow/recording', body: object, signal?: AbortSignal): Promise<Blob> {
  let blob: Blob;
  try {
    blob = await http<Blob, 'blob'>(path, { baseURL: baseFor(path), method: 'POST', body, responseType: 'blob', signal });
  } catch (error) {
    throw new ApiError(transportMessage(error), 0);
  }
  if (blob.type.includes('application/json')) {
    const body: unknown = JSON.parse(await blob.text());
    if (isEnvelope(body) && !isSuccess(body)) throw new ApiError(envelopeMessage(body) ?? t.recordingFailed, body.code);
  }
  return blob;
}

export const fetchRecording = (id: string, signal?: AbortSignal) => fetchAudio('/apo/payroll/history/recording', { id }, signal);

const stamp = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
};

export const exportCallRecords = (filters: CallRecordFilters) =>
  download('/aip/payroll/export', { body: filters, filename: `话单记录_${stamp()}.xlsx` });

export const exportCallAccept = (filters: CallAcceptFilters) =>
  download('/api/caCallAccept/export', { body: filters, filename: `来电受理_${stamp()}.xlsx` });
