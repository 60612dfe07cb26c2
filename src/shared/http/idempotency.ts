// Idempotency keys: a retried submit carries the same key, so the server does the work once and replays its answer.
import { createSessionId } from '../utils/ids.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A new key for one submit, of the form the server accepts (8-100 letters, digits, - or _), in any browser context. */
export const newIdempotencyKey = (): string => createSessionId();

/** The key of a later step of the same submit (热线办结 finishes the order it just registered). */
export const stepKey = (key: string, step: string): string => `${key}-${step}`;

/** The request options that send `key` (none without one). */
export const keyed = (key?: string) => (key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {});
