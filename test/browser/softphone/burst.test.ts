// Many socket messages handled in one task: every message still applies, while the store writes the seat payload
// (session key reconnect) and asks for the caller's place once, after the task, for the last payload and current call.
import { expect } from 'chai';
import { handleMessage, softphone, stopSoftphone } from '../../../src/elements/softphone/softphone.store.ts';
import { setEndpoints } from '../../../src/shared/config.ts';
import { testApiBase, waitFor } from '../support/dom.ts';

function message(type: string, overrides: Record<string, unknown> = {}) {
  handleMessage({
    type, code: 200, desc: '', data: {
      seatStatus: 'Available (On Demand)', busyReason: null, extensionStatus: 1, eventType: type, callType: 1, callerNumber: '13800000000',
      callId: 'call-1', sipHost: '', isWorkOrder: 0, numberFlag: '0', lineUpNum: 0, whiteQNum: 0, extensionStatusUpdateTime: null,
      callTypeUpdateTime: null, date: '2026-11-21 10:00:00', ...overrides,
    },
  } as never);
}

describe('softphone: a burst of messages in one task', () => {
  const realFetch = window.fetch;
  const realSetItem = Storage.prototype.setItem;
  let places: string[] = [];
  let writes: string[] = [];

  beforeEach(() => {
    setEndpoints({ apiBase: testApiBase() });
    places = [];
    writes = [];
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('queryBelongingPlace')) places.push(String(init?.body ?? ''));
      return realFetch(input, init);
    };
    Storage.prototype.setItem = function setItem(this: Storage, key: string, value: string) {
      if (key === 'reconnect') writes.push(value);
      return realSetItem.call(this, key, value);
    };
  });
  afterEach(() => {
    window.fetch = realFetch;
    Storage.prototype.setItem = realSetItem;
    stopSoftphone();
  });

  it('applies every message, then stores the last payload once and looks up only the current call', async () => {
    for (let i = 1; i <= 5; i++) {
      message('ring', { callId: `call-${i}`, callerNumber: `1380000000${i}`, lineUpNum: i });
      message('answer', { callId: `call-${i}`, callerNumber: `1380000000${i}`, lineUpNum: i, callStartTime: Date.now() });
    }
    expect(softphone.lineUpNum, 'the state follows every message at once').to.equal(5);
    expect(softphone.call?.callId).to.equal('call-5');
    expect(writes, 'nothing written during the task').to.deep.equal([]);
    await Promise.resolve();
    expect(writes.map((w) => (JSON.parse(w) as { callId: string }).callId)).to.deep.equal(['call-5']);
    await waitFor(() => places.length > 0, 3000, 'the place lookup');
    expect(places).to.have.length(1);
    expect(places[0]).to.contain('13800000005');
  });

  it('messages in separate tasks each store their payload and each answered call is looked up', async () => {
    message('answer', { callId: 'call-a', callerNumber: '13900000001', callStartTime: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    message('answer', { callId: 'call-b', callerNumber: '13900000002', callStartTime: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writes.map((w) => (JSON.parse(w) as { callId: string }).callId)).to.deep.equal(['call-a', 'call-b']);
    await waitFor(() => places.length === 2, 3000, 'both place lookups');
  });

  it('a connection stopped in the same task writes nothing after it (a sign-out clears the key)', async () => {
    message('answer', { callId: 'call-x', callStartTime: Date.now() });
    stopSoftphone();
    await Promise.resolve();
    expect(writes).to.deep.equal([]);
  });
});
