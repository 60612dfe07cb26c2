// What happens to a seat's call on this server: offered, answered (with the job-number announcement), ended and
// recorded; every change is stored and pushed to the seat's sockets, and logged in seat_log.
import type { CtiMessage } from '../../../src/shared/api/callcenter.types.ts';
import { writeCallRecord, type EndedCall } from '../services/calls/record-writer.ts';
import { writeSeatLog } from '../services/callcenter/seat-log.ts';
import { DONE, refused, type EndedBy, type SimResult } from './live-call.ts';
import { heldHere, type CallTimeline, type LiveCall, type Seat } from './seats.ts';
import type { CtiSimulator } from './simulator.ts';

/** How long the job-number announcement (播报工号) plays after an incoming call is answered. */
export const PLAY_MS = 3000;

export class CallFlow {
  constructor(private readonly cti: CtiSimulator) {}

  /** Why a seat cannot take a call now, or null. */
  unavailable(seat: Seat): string | null {
    if (seat.seatStatus === 'Logged Out' || !heldHere(seat)) return '被叫分机未签入';
    if (seat.seatStatus === 'On Break') return '被叫分机示忙中';
    if (seat.call) return '被叫分机正在通话中';
    return null;
  }

  /** Rings a seat of this server with a call. */
  offerHere(seat: Seat, call: LiveCall, desc: string): SimResult {
    const why = this.unavailable(seat);
    if (why) return refused(why);
    seat.call = call;
    this.changed(seat, 'ring', desc);
    return DONE;
  }

  answer(seat: Seat): void {
    const call = seat.call!;
    call.answered = true;
    call.startTime = this.cti.now();
    this.changed(seat, 'answer', '通话中');
    void this.log(seat, 'answer', call.callerNumber);
    if (call.peer) {
      this.cti.routing.toPeer({ op: 'peerAnswered', extension: call.peer, callId: call.callId, startTime: call.startTime });
    } else if (call.callType === 1) {
      // The citizen hears the agent's job number before the conversation starts.
      this.cti.sockets.push(seat, 'playStart', '播报工号');
      seat.playTimer = setTimeout(() => {
        seat.playTimer = null;
        if (seat.call?.callId === call.callId) this.cti.sockets.push(seat, 'playEnd', '通话中');
      }, PLAY_MS);
      seat.playTimer.unref();
    }
  }

  /** Ends the seat's call and writes its record; the other extension of an internal call hears the hang-up. */
  endCall(seat: Seat, peerDesc: string, by: EndedBy): void {
    const call = seat.call;
    if (!call) return;
    // One record per call: an internal call's record is written by the seat holding its timeline.
    if (call.peer) this.cti.routing.toPeer({ op: 'peerHungUp', extension: call.peer, callId: call.callId, desc: peerDesc, by });
    this.recordEnded(seat, call, by);
    void this.log(seat, 'hangUp', call.callerNumber);
    this.clear(seat);
  }

  recordEnded(seat: Seat, call: LiveCall, by: EndedBy): void {
    if (!call.cdr) return;
    const result = call.answered ? 'answered' : call.cdr.direction === 'in' && by === 'citizen' ? 'abandoned' : 'missed';
    this.record(seat, call.callId, call.cdr, { result, answeredAt: call.answered ? call.startTime : null });
  }

  /** The seat has no call any more. */
  clear(seat: Seat): void {
    if (seat.playTimer) clearTimeout(seat.playTimer);
    seat.playTimer = null;
    seat.call = null;
    seat.callTypeUpdatedAt = new Date(this.cti.now());
    void this.cti.seats.save(seat);
  }

  /** The seat's call changed: stored, and pushed to its sockets unless the reply to the seat's own request tells it. */
  changed(seat: Seat, event: CtiMessage['type'], desc: string, push = true): void {
    seat.callTypeUpdatedAt = new Date(this.cti.now());
    void this.cti.seats.save(seat);
    if (push) this.cti.sockets.push(seat, event, desc);
  }

  log(seat: Seat, action: string, detail: string | null): Promise<void> {
    const write = writeSeatLog(this.cti.app.db, { extension: seat.extension, userId: seat.userId, action, detail });
    return this.cti.track(write.then(() => {}, () => {}));
  }

  /** Writes the call detail record of a call or leg that ended (seat null: the citizen left the queue). */
  record(seat: Seat | null, callId: string, cdr: CallTimeline, end: { result: EndedCall['result']; answeredAt: number | null; transferredTo?: string | null }): void {
    const call: EndedCall = {
      callId, leg: cdr.leg, direction: cdr.direction, caller: cdr.caller, called: cdr.called, queue: cdr.queue,
      skillName: cdr.skillName ?? seat?.skillName ?? null, offeredAt: cdr.offeredAt, queuedAt: cdr.queuedAt, rangAt: cdr.rangAt,
      answeredAt: end.answeredAt, endedAt: this.cti.now(), result: end.result, transferredTo: end.transferredTo ?? null,
      thirdNumber: cdr.thirdNumber, simulated: cdr.simulated,
      agent: seat ? { extension: seat.extension, userId: seat.userId, realName: seat.realName } : null,
    };
    void this.cti.track(writeCallRecord(this.cti.app, call)
      .then(() => { if (call.agent) this.cti.onCallRecorded?.(call.agent.extension); })
      .catch((err: unknown) => this.cti.app.log.error({ err, callId }, '话单写入失败')));
  }
}
