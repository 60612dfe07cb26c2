// The centre bench's HTTP calls and push streams, timed as the client sees them; anything but a success is an error.
import type { PushEvent } from '../../../src/shared/protocol/push.ts';
import { openPushStream } from '../push-stream.ts';
import type { Klass, Recorder } from './recorder.ts';

const TIMEOUT_MS = 30_000;

export class Api {
  constructor(readonly url: string, readonly rec: Recorder) {}

  /** POSTs (or GETs with `query`) and answers the envelope's data, or undefined after recording the error. */
  async call<T>(klass: Klass, path: string, token: string, o: { body?: unknown; query?: Record<string, string> } = {}): Promise<T | undefined> {
    const started = performance.now();
    const target = o.query ? `${this.url}${path}?${new URLSearchParams(o.query)}` : this.url + path;
    try {
      const r = await fetch(target, {
        method: o.query ? 'GET' : 'POST',
        headers: { 'x-auth-token': token, ...(o.body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: o.body === undefined ? undefined : JSON.stringify(o.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await r.text();
      const ms = performance.now() - started;
      const envelope = JSON.parse(text) as { code: number; msg: string; data: T };
      // ok() answers code 0, okBusiness() 200.
      if (!r.ok || (envelope.code !== 0 && envelope.code !== 200)) {
        this.rec.error(klass, `${path}: HTTP ${r.status} ${envelope.code} ${envelope.msg}`);
        return undefined;
      }
      this.rec.time(klass, ms);
      return envelope.data;
    } catch (err) {
      // fetch's own message is only "fetch failed": the cause says what (reset, refused, closed).
      const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
      this.rec.error(klass, `${path}: ${(err as Error).message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`);
      return undefined;
    }
  }

  /**
   * Opens the user's push stream and resolves once its hello arrived; `onEvent` gets every event after. A stream that
   * ends before `close()` is an error of the push class.
   */
  openPush(token: string, onEvent: (event: PushEvent) => void): Promise<() => void> {
    return openPushStream(this.url, token, {
      onEvent,
      onLost: (error) => this.rec.error('push', error ? `push stream: ${error.message}` : 'push stream ended by the server'),
    });
  }
}
