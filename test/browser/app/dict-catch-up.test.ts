// The dictionary copy after a dropped push stream: the server's greeting carries the dictionary version, so a reconnected
// console reloads its copy only when the version moved — and always when the greeting does not say (an older server).
import { expect } from 'chai';
import { resourceOf, setResource } from '../../../src/shared/data/index.ts';
import { DICTS_RESOURCE, dictVersion } from '../../../src/shared/dict/version.ts';
import { PUSH_STREAM_PATH, type PushEvent } from '../../../src/shared/protocol/push.ts';
import { startPush, stopPush } from '../../../src/shared/push/push.store.ts';
import { endSession, startSession } from '../../../src/shared/session/session.store.ts';
import { waitFor } from '../support/dom.ts';

/** One stubbed stream per connection: the test writes events into the newest and can drop it. */
const streams: Array<ReadableStreamDefaultController<Uint8Array>> = [];
const realFetch = window.fetch;
const send = (event: PushEvent) => streams.at(-1)!.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`));

/** Drops the stream, waits for the channel to reconnect (1 s), and greets the new stream with `hello`. */
async function reconnectWith(hello: PushEvent): Promise<void> {
  const count = streams.length;
  streams.at(-1)!.close();
  await waitFor(() => streams.length === count + 1, 5000, 'reconnection');
  send(hello);
  // The greeting is read asynchronously; let it land.
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('dictionary copy after a reconnected push stream', function () {
  this.timeout(30_000);
  before(() => {
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith(PUSH_STREAM_PATH)) {
        const body = new ReadableStream<Uint8Array>({ start: (controller) => { streams.push(controller); } });
        return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
      }
      return realFetch(input, init);
    };
  });
  after(() => {
    stopPush();
    endSession('logout');
    window.fetch = realFetch;
  });

  it('reloads only when the greeting’s version moved, or when the greeting has none', async () => {
    startSession({ token: 'catch-up-token', userId: 1 });
    startPush();
    await waitFor(() => streams.length === 1, 5000, 'first connection');
    const copy = resourceOf(DICTS_RESOURCE);
    setResource(DICTS_RESOURCE, [], String(dictVersion.version));
    send({ type: 'hello', dictVersion: 5 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(copy.stale, 'the first greeting reloads nothing').to.equal(false);

    await reconnectWith({ type: 'hello', dictVersion: 5 });
    expect(copy.stale, 'same version after a drop: the copy is kept').to.equal(false);

    await reconnectWith({ type: 'hello', dictVersion: 7 });
    expect(copy.stale, 'the version moved while the stream was down').to.equal(true);

    setResource(DICTS_RESOURCE, [], String(dictVersion.version));
    send({ type: 'dicts', version: 8 });
    await waitFor(() => dictVersion.version === 8, 2000, 'pushed version');
    await reconnectWith({ type: 'hello', dictVersion: 8 });
    expect(copy.stale, 'the pushed version is the one heard').to.equal(false);

    await reconnectWith({ type: 'hello' });
    expect(copy.stale, 'a greeting without a version always re-checks').to.equal(true);
  });
});
