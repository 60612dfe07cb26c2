// A call's recording as a blob (token in headers, never in a URL), from 话单记录 or from an order's detail. Its own module:
// the work-order element and the call-records page both play recordings without loading each other's calls.
import { baseFor } from '../config.ts';
import { http } from '../http/client.ts';
import { envelopeMessage, isEnvelope, isSuccess } from '../http/envelope.ts';
import { ApiError, transportMessage } from '../http/errors.ts';
import { callRecordsText as t } from '../i18n/call-records.zh-CN.ts';

/** A recording's WAV from 话单记录 or from an order's detail; a refusal (no recording, storage down) throws its Chinese message. */
async function fetchAudio(path: '/apo/payroll/history/recording' | '/aop/workflow/recording', body: object, signal?: AbortSignal): Promise<Blob> {
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

/** One record of 话单记录. */
export const fetchRecording = (id: string, signal?: AbortSignal) => fetchAudio('/apo/payroll/history/recording', { id }, signal);

/** One recorded leg of the call an order was registered from. */
export const fetchOrderRecording = (workflowId: string, id: string, signal?: AbortSignal) => fetchAudio('/aop/workflow/recording', { workflowId, id }, signal);
