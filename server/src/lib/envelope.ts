// The response envelope {code, msg, data} every call answers with.
import type { Envelope } from '../../../src/shared/api/types.ts';

export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: 0, msg, data };
}

/** Business data success, code 200, as the spec's business-data calls expect. */
export function okBusiness<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: 200, msg, data };
}

/** A refused request that is not a transport error: HTTP 200, non-zero code, the reason in msg. */
export function fail<T = null>(msg: string, data: T = null as T, code = 1): Envelope<T> {
  return { code, msg, data };
}

/** Thrown from handlers and hooks: the error handler turns it into an envelope with this HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}
