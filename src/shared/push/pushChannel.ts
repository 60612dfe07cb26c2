// The push channel's connection (DESIGN §7): an event stream read with fetch, so the token travels in headers and
// never in a URL (EventSource cannot send headers). Plain TypeScript, no React: reconnects by itself until closed.
import { PUSH_HEARTBEAT_MS, type PushEvent } from '../protocol/push.ts';

export interface PushChannelOptions {
  /** Full URL of the stream. */
  url: string;
  /** The headers of each (re)connection: the token as the session holds it then. */
  headers: () => Record<string, string>;
  onEvent: (event: PushEvent) => void;
  /** Live (the server's hello arrived) or not; a console may show it. */
  onLive?: (live: boolean) => void;
  /** 401: the session is gone; the channel stops. */
  onUnauthorized?: () => void;
}

export interface PushChannel {
  close(): void;
}

/** Waits before reconnecting grow 1 s, 2 s, 4 s… up to 10 s, and start over once a connection is live. */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 10_000];
/** Two missed heartbeats and a margin: the stream is dead even if the socket says nothing. */
const SILENCE_MS = PUSH_HEARTBEAT_MS * 2 + 5_000;

/** Splits a text/event-stream into its `data:` payloads; comments (heartbeats) and other fields are ignored. */
export function sseParser(onData: (data: string) => void): (chunk: string) => void {
  let buffer = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.search(/\r?\n/)) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
      if (line === '') {
        if (data.length) onData(data.join('\n'));
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line[5] === ' ' ? 6 : 5));
      }
    }
  };
}

function parseEvent(data: string): PushEvent | null {
  try {
    const event = JSON.parse(data) as PushEvent;
    return event && typeof event === 'object' && typeof event.type === 'string' ? event : null;
  } catch {
    return null;
  }
}

export function openPushChannel(options: PushChannelOptions): PushChannel {
  let closed = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let live = false;

  const setLive = (next: boolean) => {
    if (live === next) return;
    live = next;
    options.onLive?.(next);
  };

  const connect = async (): Promise<void> => {
    controller = new AbortController();
    const { signal } = controller;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller?.abort(), SILENCE_MS);
    };
    try {
      watch();
      const response = await fetch(options.url, { headers: options.headers(), signal, cache: 'no-store', credentials: 'omit' });
      if (response.status === 401) {
        closed = true;
        options.onUnauthorized?.();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const parse = sseParser((data) => {
        const event = parseEvent(data);
        if (!event) return;
        if (event.type === 'hello') {
          attempt = 0;
          setLive(true);
        }
        options.onEvent(event);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watch();
        parse(value);
      }
    } catch {
      // A drop, a timeout or a refused connection: retried below.
    } finally {
      clearTimeout(silence);
    }
    setLive(false);
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
  };

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      controller?.abort();
      setLive(false);
    },
  };
}
