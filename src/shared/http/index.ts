export { http, request, requestEnvelope, download } from './client.ts';
export type { RequestOptions } from './client.ts';
export { ApiError } from './errors.ts';
export { isSuccess, isEnvelope } from './envelope.ts';
export type { Envelope } from './envelope.ts';
