// The server's push stream read outside a browser: the wire format's splitter (benches and server tests), and the
// benches' reader that opens a stream, resolves once its hello arrived, then hands on every event.
import { PUSH_STREAM_PATH, type PushEvent } from '../../src/shared/protocol/push.ts';

/** Feeds text as it arrives; returns the events completed by it (`data:` lines of blocks ended by a blank line). */
export function pushEventSplitter(): (text: string) => PushEvent[] {
  let buffer = '';
  return (text) => {
    buffer += text;
    const events: PushEvent[] = [];
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const data = buffer.slice(0, cut).split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
      buffer = buffer.slice(cut + 2);
      if (data) events.push(JSON.parse(data) as PushEvent);
    }
    return events;
  };
}

export interface PushStreamHandlers {
  onEvent(event: PushEvent): void;
  /** The stream ended or failed before `close()` was called (undefined: it ended by the server's hand). */
  onLost?(error: Error | undefined): void;
}

/** Opens `token`'s push stream on `url`; returns its close function once the hello arrived. */
export async function openPushStream(url: string, token: string, handlers: PushStreamHandlers): Promise<() => void> {
  const controller = new AbortController();
  let closing = false;
  const res = await fetch(url + PUSH_STREAM_PATH, { headers: { 'x-auth-token': token }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`push stream: HTTP ${res.status}`);
  let hello: () => void = () => {};
  const greeted = new Promise<void>((resolve) => { hello = resolve; });
  void (async () => {
    const decoder = new TextDecoder();
    const split = pushEventSplitter();
    try {
      for await (const chunk of res.body!) {
        for (const event of split(decoder.decode(chunk as Uint8Array, { stream: true }))) {
          if (event.type === 'hello') hello();
          else handlers.onEvent(event);
        }
      }
      if (!closing) handlers.onLost?.(undefined);
    } catch (err) {
      if (!closing) handlers.onLost?.(err as Error);
    }
  })();
  await greeted;
  return () => { closing = true; controller.abort(); };
}
