// A call's recording as a blob (token in headers, never in a URL), from 话单记录 or from an order's detail. Its own module:
// the work-order element and the call-records page both play recordings without loading each other's calls.
import { callFile } from '../http/client.ts';

/** One record of 话单记录; a refusal (no recording, storage down) throws its Chinese message. */
export const fetchRecording = (id: string, signal?: AbortSignal) => callFile('/apo/payroll/history/recording', { body: { id }, signal });

/** One recorded leg of the call an order was registered from. */
export const fetchOrderRecording = (workflowId: string, id: string, signal?: AbortSignal) => callFile('/aop/workflow/recording', { body: { workflowId, id }, signal });
