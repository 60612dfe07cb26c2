// The ringing caller's card and the history page it shares with 受理登记 (one session resource, primed by the card).
import { call } from '../http/client.ts';

/** The session resource key of a caller's newest `size` orders (受理登记's history panel reads it). */
export const callerHistoryKey = (phone: string, size: number) => `caller-history:${phone}:${size}`;

/** The card of a ringing number: 归属地, order count, three orders, pending 漏单, 多次来电 and the history page. */
export const fetchCallerCard = (phone: string, signal?: AbortSignal) => call('/aop/workflow/callerCard', { body: { phone }, signal });
