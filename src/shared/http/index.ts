export { http, request, requestEnvelope, call, callEnvelope, download } from './client.ts';
export type { CallInit, RequestOptions } from './client.ts';
export { ApiError } from './errors.ts';
export { isSuccess, isEnvelope } from './envelope.ts';
export type { Envelope } from './envelope.ts';
