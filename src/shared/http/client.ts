import { FetchError, ofetch, type FetchOptions, type ResponseType } from 'ofetch';
import type { EndpointPath, FilePath, ReplyOf, RequestOf } from '../api/contracts/endpoints.ts';
import { baseFor } from '../config.ts';
import { REQUEST_TIMEOUT_MS } from '../constants.ts';
import { zhCN } from '../i18n/zh-CN.ts';
import { endSession, session } from '../session/session.store.ts';
import { envelopeMessage, isEnvelope, isSuccess, type Envelope } from './envelope.ts';
import { ApiError, transportMessage } from './errors.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Cancels the call (a closed dialog, a newer search). */
  signal?: AbortSignal;
  /** Overrides the spec's 1,200,000 ms for one call. */
  timeout?: number;
  headers?: Record<string, string>;
}

/** The one fetch instance: token headers, timeout, and the session-expiry rule. */
export const http = ofetch.create({
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  onRequest({ options }) {
    if (session.token) {
      // The spec's services read the token from any of these three headers.
      options.headers.set('x-auth-token', session.token);
      options.headers.set('token', session.token);
      options.headers.set('userToken', session.token);
    }
  },
  onResponse({ response }) {
    const body: unknown = response._data;
    if (response.status === 401 || (isEnvelope(body) && body.code === 401)) endSession('expired');
  },
});

function fetchOptions<R extends ResponseType = 'json'>(path: string, options: RequestOptions, responseType?: R): FetchOptions<R> {
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  return {
    responseType,
    baseURL: baseFor(path),
    method: options.method ?? 'POST',
    query: options.query ?? undefined,
    body: options.body as FetchOptions['body'],
    headers: options.headers,
    // A caller's signal replaces ofetch's own timeout, so both are combined here.
    ...(options.signal ? { signal: AbortSignal.any([options.signal, AbortSignal.timeout(timeout)]) } : { timeout }),
  };
}

function failure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response) {
    const body: unknown = error.data;
    if (error.response.status === 401) return new ApiError(zhCN.common.sessionExpired, 401);
    if (isEnvelope(body)) return new ApiError(envelopeMessage(body) ?? zhCN.common.operationFailed, body.code, body.data);
    return new ApiError(zhCN.common.serverError, error.response.status);
  }
  if ((error as { name?: string })?.name === 'AbortError') return new ApiError(zhCN.common.operationFailed, 0);
  return new ApiError(transportMessage(error), 0);
}

/** Calls the server and answers the whole envelope, whatever its code (for calls whose callers read code/desc). */
export async function requestEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  try {
    const body = await http<Envelope<T>>(path, fetchOptions(path, options));
    if (!isEnvelope(body)) throw new ApiError(zhCN.common.serverError, 0);
    return body;
  } catch (error) {
    throw failure(error);
  }
}

/** Calls the server and answers `data`; a non-success code rejects with the server's message. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = await requestEnvelope<T>(path, options);
  if (envelope.code === 401) throw new ApiError(zhCN.common.sessionExpired, 401);
  if (!isSuccess(envelope)) {
    throw new ApiError(envelopeMessage(envelope) ?? zhCN.common.operationFailed, envelope.code, envelope.data);
  }
  return envelope.data;
}

// ---- calls typed by their contract (src/shared/api/contracts/endpoints.ts) ----

/** Per-call options; method, path, body and query come from the endpoint and its input. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'timeout' | 'headers'>;

/** The input may be left out only when the endpoint needs none. */
type CallArgs<P extends string> = {} extends RequestOf<P>
  ? [input?: RequestOf<P>, options?: CallOptions]
  : [input: RequestOf<P>, options?: CallOptions];

/** `'GET /aop/workflow/detail'` -> GET and the path; a bare path is a POST. */
function requestOf(path: string, input: unknown, options: CallOptions | undefined): [string, RequestOptions] {
  const space = path.indexOf(' ');
  const method = space < 0 ? 'POST' : (path.slice(0, space) as NonNullable<RequestOptions['method']>);
  const { body, query } = (input ?? {}) as Pick<RequestOptions, 'body' | 'query'>;
  return [space < 0 ? path : path.slice(space + 1), { ...options, method, body, query }];
}

/** Calls an endpoint of the contract map: its input and its answer's data are typed by the path. */
export function call<P extends EndpointPath>(path: P, ...[input, options]: CallArgs<P>): Promise<ReplyOf<P>> {
  return request<ReplyOf<P>>(...requestOf(path, input, options));
}

/** Like call, but answers the whole envelope whatever its code (for callers that read code, msg or desc). */
export function callEnvelope<P extends EndpointPath>(path: P, ...[input, options]: CallArgs<P>): Promise<Envelope<ReplyOf<P> | null>> {
  return requestEnvelope<ReplyOf<P> | null>(...requestOf(path, input, options));
}

/** Downloads a file answer (exports, attachments) and hands it to the browser under its name. */
export function download<P extends FilePath>(path: P, input: RequestOf<P>, options: CallOptions & { filename: string }): Promise<void> {
  return downloadFile(...requestOf(path, input, options), options.filename);
}

async function downloadFile(path: string, options: RequestOptions, filename: string): Promise<void> {
  let blob: Blob;
  try {
    blob = await http<Blob, 'blob'>(path, fetchOptions(path, options, 'blob'));
  } catch (error) {
    throw failure(error);
  }
  // A failed export answers an envelope as JSON instead of the file.
  if (blob.type.includes('application/json')) {
    const body: unknown = JSON.parse(await blob.text());
    if (isEnvelope(body) && !isSuccess(body)) throw new ApiError(envelopeMessage(body) ?? zhCN.common.operationFailed, body.code);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
