import { FetchError, ofetch, type FetchOptions, type ResponseType } from 'ofetch';
import type { EndpointPath, FilePath, ReplyOf, RequestOf } from '../api/contracts/endpoints.ts';
import { baseFor } from '../config.ts';
import { REQUEST_TIMEOUT_MS } from '../constants.ts';
import { zhCN } from '../i18n/zh-CN.ts';
import { endSession, session, setMustChangePassword } from '../session/session.store.ts';
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
    // The server's reason (e.g. 账号已停用) stays on the sign-in form unless it is the generic one.
    if (response.status === 401 || (isEnvelope(body) && body.code === 401)) {
      const reason = isEnvelope(body) ? envelopeMessage(body) : undefined;
      endSession('expired', reason && reason !== zhCN.common.sessionExpired ? reason : undefined);
    }
    // A must-change session the store did not know of (restored on reload, handed over by a host): the change comes first.
    if (response.status === 403 && isEnvelope(body) && (body.data as { mustChangePassword?: unknown } | null)?.mustChangePassword === true) {
      setMustChangePassword(true);
    }
  },
});

function fetchOptions<R extends ResponseType = 'json'>(path: string, options: RequestOptions, responseType?: R): FetchOptions<R> {
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  return {
    responseType,
    baseURL: baseFor(path),
    method: options.method ?? 'POST',
    query: options.query,
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

/** A call's input (its method when not POST, body, query) and options, typed by its path. */
export type CallInit<P extends string> = RequestOf<P> & Pick<RequestOptions, 'signal' | 'timeout' | 'headers'>;
/** The init may be left out only when the endpoint needs no input. */
type CallArgs<P extends string> = {} extends RequestOf<P> ? [init?: CallInit<P>] : [init: CallInit<P>];

// The typed calls are request, requestEnvelope and the file calls below under the contract's types: no code of their own.
/** Calls an endpoint of the contract map: its input and its answer's data are typed by the path. */
export const call = request as <P extends EndpointPath>(path: P, ...init: CallArgs<P>) => Promise<ReplyOf<P>>;
/** Like call, but answers the whole envelope whatever its code (for callers that read code, msg or desc). */
export const callEnvelope = requestEnvelope as <P extends EndpointPath>(path: P, ...init: CallArgs<P>) => Promise<Envelope<ReplyOf<P> | null>>;
/** A file answer as a Blob (recordings, previews); a refusal in its place throws the server's Chinese message. */
export const callFile = requestFile as <P extends FilePath>(path: P, ...init: CallArgs<P>) => Promise<Blob>;
/** Downloads a file answer (exports, attachments) and hands it to the browser under its name. */
export const download = downloadFile as <P extends FilePath>(path: P, init: CallInit<P> & { filename: string }) => Promise<void>;

/** The refusal a file call answered instead of the file: an envelope in JSON (its code), else an error status. */
async function refusalIn(blob: Blob, status: number): Promise<ApiError | null> {
  if (blob.type.includes('application/json')) {
    let body: unknown = null;
    try {
      body = JSON.parse(await blob.text());
    } catch { /* not an envelope */ }
    if (isEnvelope(body) && !isSuccess(body)) return new ApiError(envelopeMessage(body) ?? zhCN.common.operationFailed, body.code);
  }
  return status >= 400 ? new ApiError(status === 401 ? zhCN.common.sessionExpired : zhCN.common.serverError, status) : null;
}

async function requestFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  let blob: Blob;
  try {
    blob = await http<Blob, 'blob'>(path, fetchOptions(path, options, 'blob'));
  } catch (error) {
    if (error instanceof FetchError && error.response && error.data instanceof Blob) throw (await refusalIn(error.data, error.response.status))!;
    throw failure(error);
  }
  const refusal = await refusalIn(blob, 200);
  if (refusal) throw refusal;
  return blob;
}

async function downloadFile(path: string, options: RequestOptions & { filename: string }): Promise<void> {
  const blob = await requestFile(path, options);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = options.filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
