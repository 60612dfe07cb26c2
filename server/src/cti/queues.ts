// The citizens waiting for a seat (排队 and the white list), held by the server their call reached; every server
// keeps the other servers' counts as they last told, so each seat shows the centre's totals.
import type { QueueKind } from '../../../src/shared/api/callcenter.types.ts';
import { DONE, incoming, newCall, newCallId, refused, type SimResult } from './live-call.ts';
import type { CallTimeline, Seat } from './seats.ts';
import type { CtiSimulator } from './simulator.ts';

export interface QueuedCaller {
  callId: string;
  callerNumber: string;
  numberFlag: string;
  skillName: string | null;
  cdr: CallTimeline;
}

/** The citizens waiting: how many in each queue, and since when the longest. */
export interface QueueCounts {
  lineUp: number;
  white: number;
  /** Epoch ms the longest-waiting citizen started waiting. */
  oldestSince: number | null;
}

export const NO_QUEUES: QueueCounts = { lineUp: 0, white: 0, oldestSince: null };

/** What is done to the queues of the server holding the waiting citizen. */
export type QueueCommand = { op: 'take'; queue: QueueKind } | { op: 'abandon'; callerNumber: string; queue?: QueueKind };

export class CallQueues {
  readonly #local: Record<QueueKind, QueuedCaller[]> = { lineUp: [], white: [] };
  /** Other servers' waiting citizens, as they last told. */
  readonly #remote = new Map<string, QueueCounts>();

  constructor(private readonly cti: CtiSimulator) {}

  /** A citizen starts waiting here (the simulator's control, the traffic generator). */
  enqueue(callerNumber: string, queue: QueueKind, simulated = false): QueuedCaller {
    const at = this.cti.now();
    const caller: QueuedCaller = {
      callId: newCallId(), callerNumber, numberFlag: queue === 'white' ? '1' : '', skillName: null,
      cdr: incoming(callerNumber, at, { queue, queuedAt: at, simulated }),
    };
    this.add(queue, caller);
    return caller;
  }

  add(queue: QueueKind, caller: QueuedCaller): void {
    this.#local[queue].push(caller);
    this.changed();
  }

  /** The citizens waiting here, in order. */
  queued(queue: QueueKind): readonly QueuedCaller[] {
    return this.#local[queue];
  }

  /** Takes the longest-waiting citizen of a queue here; the caller tells the change. */
  takeHere(queue: QueueKind): QueuedCaller | null {
    return this.#local[queue].shift() ?? null;
  }

  /** Takes the longest-waiting citizen of a queue held by another server. */
  async takeElsewhere(queue: QueueKind): Promise<QueuedCaller | null> {
    for (const server of this.#serversWaiting(queue)) {
      const caller = await this.cti.routing.ask(server, { op: 'take', queue } satisfies QueueCommand) as QueuedCaller | null | undefined;
      if (!caller) continue;
      // Counted at once; that server's own count follows.
      const counts = this.#remote.get(server);
      if (counts) counts[queue] = Math.max(0, counts[queue] - 1);
      return caller;
    }
    return null;
  }

  /** A waiting citizen hangs up before any seat rang: an abandoned call (放弃) that feeds 漏单. */
  abandonQueued(match: { callId?: string; callerNumber?: string }, queue?: QueueKind): SimResult {
    for (const kind of queue ? [queue] : (['lineUp', 'white'] as const)) {
      const list = this.#local[kind];
      const i = list.findIndex((q) => (match.callId ? q.callId === match.callId : q.callerNumber === match.callerNumber));
      if (i < 0) continue;
      const [caller] = list.splice(i, 1);
      this.cti.calls.record(null, caller!.callId, caller!.cdr, { result: 'abandoned', answeredAt: null });
      this.changed();
      return DONE;
    }
    return refused('排队中没有该来电');
  }

  /** A waiting citizen hangs up, on whichever server the call waits (the simulator's control). */
  async abandonAnywhere(callerNumber: string, queue?: QueueKind): Promise<SimResult> {
    const here = this.abandonQueued({ callerNumber }, queue);
    if (here.ok) return here;
    for (const server of this.#serversWaiting(queue)) {
      const result = await this.cti.routing.ask(server, { op: 'abandon', callerNumber, queue } satisfies QueueCommand) as SimResult | undefined;
      if (result?.ok) return result;
    }
    return here;
  }

  /** The queue rings a seat with one waiting citizen (the traffic generator's distribution). */
  offerQueued(seat: Seat, callId: string): SimResult {
    for (const kind of ['lineUp', 'white'] as const) {
      const list = this.#local[kind];
      const i = list.findIndex((q) => q.callId === callId);
      if (i < 0) continue;
      if (this.cti.calls.unavailable(seat)) return refused(this.cti.calls.unavailable(seat)!);
      const [caller] = list.splice(i, 1);
      seat.call = newCall(caller!.callId, caller!.callerNumber, 1, { numberFlag: caller!.numberFlag, cdr: { ...caller!.cdr, rangAt: this.cti.now() } });
      this.cti.calls.changed(seat, 'ring', '来电振铃');
      this.changed();
      return DONE;
    }
    return refused('排队中没有该来电');
  }

  /** Another server takes or abandons a citizen waiting here. */
  asked(command: QueueCommand): QueuedCaller | SimResult | null {
    if (command.op === 'abandon') return this.abandonQueued({ callerNumber: command.callerNumber }, command.queue);
    const caller = this.takeHere(command.queue);
    if (caller) this.changed();
    return caller;
  }

  /** Another server told its counts. */
  told(from: string, body: { queues?: QueueCounts }): void {
    if (!body.queues) return;
    if (body.queues.lineUp + body.queues.white > 0) this.#remote.set(from, body.queues);
    else if (!this.#remote.delete(from)) return;
    this.cti.sockets.pushQueues();
  }

  /** A server that did not answer is taken for gone, and its waiting citizens with it. */
  serverGone(server: string): void {
    if (this.#remote.delete(server)) this.cti.sockets.pushQueues();
  }

  /** The citizens waiting on every server (each server holds the calls that reached it). */
  counts(): QueueCounts {
    let { oldestSince } = this.#localCounts();
    for (const q of this.#remote.values()) {
      if (q.oldestSince !== null && (oldestSince === null || q.oldestSince < oldestSince)) oldestSince = q.oldestSince;
    }
    return { ...this.waiting(), oldestSince };
  }

  /** How many citizens wait in each queue on every server (what every seat message carries). */
  waiting(): { lineUp: number; white: number } {
    let lineUp = this.#local.lineUp.length;
    let white = this.#local.white.length;
    for (const q of this.#remote.values()) {
      lineUp += q.lineUp;
      white += q.white;
    }
    return { lineUp, white };
  }

  /** A queue here grew or shrank: 分机监控, this server's seats and the other servers hear it. */
  changed(): void {
    this.cti.onQueuesChanged?.();
    this.cti.sockets.pushQueues();
    if (this.cti.relay.shared) void this.cti.relay.tell({ queues: this.#localCounts() });
  }

  /** Forgets the citizens waiting here (a database reset). */
  clear(): void {
    this.#local.lineUp = [];
    this.#local.white = [];
  }

  #localCounts(): QueueCounts {
    const since = [...this.#local.lineUp, ...this.#local.white].map((q) => q.cdr.queuedAt ?? q.cdr.offeredAt);
    return { lineUp: this.#local.lineUp.length, white: this.#local.white.length, oldestSince: since.length ? Math.min(...since) : null };
  }

  #serversWaiting(queue?: QueueKind): string[] {
    return [...this.#remote].filter(([, q]) => (queue ? q[queue] : q.lineUp + q.white) > 0).map(([server]) => server);
  }
}
