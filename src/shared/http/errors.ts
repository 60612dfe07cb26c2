import { zhCN } from '../i18n/zh-CN.ts';

/** A failed call, with the message to show the user (the server's msg, or ours for transport failures). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** The envelope's code, or the HTTP status, or 0 for a transport failure. */
    readonly code: number,
    /** The envelope's data (for example data.vMessage, a list of validation messages). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** Turns whatever fetch threw into the message a user can act on. */
export function transportMessage(error: unknown): string {
  const name = (error as { name?: string; cause?: { name?: string } })?.cause?.name ?? (error as { name?: string })?.name;
  if (name === 'TimeoutError') return zhCN.common.timeout;
  return zhCN.common.networkError;
}

/**
 * The message of anything a call or a handler threw. With `fallback`, only a server's or transport's message (an
 * ApiError) is shown as it is; anything else (a bug's TypeError) reads as the fallback, 操作失败 and the like.
 */
export function messageOf(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.message;
  if (fallback !== undefined) return fallback;
  return error instanceof Error ? error.message : String(error);
}
