// A console's push stream as a test reads it: the events in order, the end, and a wait that fails when nothing came.
import assert from 'node:assert/strict';
import { PUSH_STREAM_PATH, type PushEvent } from '../../src/shared/protocol/push.ts';
import { pushEventSplitter } from '../../scripts/bench/push-stream.ts';

export interface Stream {
  status: number;
  /** Resolves with the next event (waits up to `ms`). */
  next(ms?: number): Promise<PushEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(baseUrl: string, token?: string): Promise<Stream> {
  const controller = new AbortController();
  const headers: Record<string, string> = token ? { 'x-auth-token': token, token, userToken: token } : {};
  const res = await fetch(baseUrl + PUSH_STREAM_PATH, { headers, signal: controller.signal });
  const queue: PushEvent[] = [];
  const waiting: Array<(e: PushEvent) => void> = [];
  const ended = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    const split = pushEventSplitter();
    try {
      for await (const chunk of res.body) {
        for (const event of split(decoder.decode(chunk as Uint8Array, { stream: true }))) {
          const w = waiting.shift();
          if (w) w(event); else queue.push(event);
        }
      }
    } catch { /* aborted */ }
  })();
  return {
    status: res.status,
    ended,
    next(ms = 3_000) {
      const ready = queue.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${ms} ms 内没有收到推送`)), ms);
        waiting.push((e) => { clearTimeout(timer); resolve(e); });
      });
    },
    close: () => controller.abort(),
  };
}

export async function noEventWithin(stream: Stream, ms: number): Promise<void> {
  await assert.rejects(stream.next(ms), /没有收到推送/);
}
