// The centre bench's HTTP calls and push streams, timed as the client sees them; anything but a success is an error.
import { PUSH_STREAM_PATH, type PushEvent } from '../../../src/shared/protocol/push.ts';
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
  async openPush(token: string, onEvent: (event: PushEvent) => void): Promise<() => void> {
    const controller = new AbortController();
    let closing = false;
    const res = await fetch(this.url + PUSH_STREAM_PATH, { headers: { 'x-auth-token': token }, signal: controller.signal });
    if (res.status !== 200 || !res.body) throw new Error(`push stream: HTTP ${res.status}`);
    let hello: () => void = () => {};
    const greeted = new Promise<void>((resolve) => { hello = resolve; });
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body!) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const data = buffer.slice(0, cut).split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
            buffer = buffer.slice(cut + 2);
            if (!data) continue;
            const event = JSON.parse(data) as PushEvent;
            if (event.type === 'hello') hello();
            else onEvent(event);
          }
        }
        if (!closing) this.rec.error('push', 'push stream ended by the server');
      } catch (err) {
        if (!closing) this.rec.error('push', `push stream: ${(err as Error).message}`);
      }
    })();
    await greeted;
    return () => { closing = true; controller.abort(); };
  }
}
