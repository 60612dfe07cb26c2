// The simulator's control (HTTP and sim.html) and the traffic generator play the telephone network and the citizens:
// ring an extension, answer or hang up as the citizen, drop or refuse sockets; each is carried out on the server
// holding the seat's socket, like the commands between two extensions' seats.
import type { SimState } from '../../../src/shared/api/callcenter.types.ts';
import { DONE, incoming, newCall, newCallId, refused, type SimResult } from './live-call.ts';
import type { SeatCommand } from './routing.ts';
import type { Seat } from './seats.ts';
import type { CtiSimulator } from './simulator.ts';

export class SimulatorControls {
  constructor(private readonly cti: CtiSimulator) {}

  ring(extension: string, callerNumber: string, numberFlag = ''): Promise<SimResult> {
    return this.cti.routing.control({ op: 'ring', extension, callerNumber, numberFlag });
  }

  /** The citizen (or the conference third party) picks up. */
  answer(extension: string): Promise<SimResult> {
    return this.cti.routing.control({ op: 'answer', extension });
  }

  /** The citizen (or the conference third party, when there is one) hangs up. */
  hangUp(extension: string): Promise<SimResult> {
    return this.cti.routing.control({ op: 'hangUp', extension });
  }

  play(extension: string, op: 'start' | 'end'): Promise<SimResult> {
    return this.cti.routing.control({ op: 'play', extension, start: op === 'start' });
  }

  /** Drops the extension's sockets as a network failure would (no close handshake). */
  drop(extension: string): Promise<SimResult> {
    return this.cti.routing.control({ op: 'drop', extension });
  }

  setConnection(extension: string, options: { refuse?: boolean; silent?: boolean }): Promise<SimResult> {
    return this.cti.routing.control({ op: 'connection', extension, refuse: options.refuse, silent: options.silent });
  }

  /** A simulated agent picks up the ringing call. */
  acceptAs(seat: Seat): SimResult {
    const call = seat.call;
    if (!call || call.answered || call.callType !== 1) return refused('当前没有可接听的来电');
    this.cti.calls.answer(seat);
    return DONE;
  }

  /** Nobody picked up within the ring time: 未接. */
  ringTimedOut(seat: Seat): SimResult {
    if (!seat.call || seat.call.answered) return refused('该分机没有振铃中的来电');
    this.cti.calls.endCall(seat, '对方已挂机', 'timeout');
    this.cti.sockets.push(seat, 'hangUp', '振铃超时');
    return DONE;
  }

  /** The seats and queues of this server, as the control page shows them. */
  state(): SimState {
    const { seats, queues } = this.cti;
    return {
      seats: seats.all().map((s) => ({
        extension: s.extension, realName: s.realName, seatStatus: s.seatStatus, busyReason: s.busyReason, connections: s.sockets.size,
        refuse: s.refuse, silent: s.silent,
        call: s.call ? { callId: s.call.callId, callerNumber: s.call.callerNumber, callType: s.call.callType, answered: s.call.answered, third: s.call.third } : null,
      })).sort((a, b) => a.extension.localeCompare(b.extension)),
      lineUp: queues.queued('lineUp').map((q) => q.callerNumber),
      white: queues.queued('white').map((q) => q.callerNumber),
    };
  }

  /** A command carried out on the seat, on the server holding its socket. */
  carryOut(command: SeatCommand, seat: Seat | null): SimResult {
    if (!seat) return refused(command.op === 'answer' || command.op === 'hangUp' || command.op === 'play' ? '该分机当前没有通话' : '分机号无效');
    const { calls, sockets } = this.cti;
    const call = seat.call;
    switch (command.op) {
      case 'ring': {
        const why = calls.unavailable(seat);
        if (why) return refused(why.replace('被叫', ''));
        const at = this.cti.now();
        seat.call = newCall(newCallId(), command.callerNumber, 1, { numberFlag: command.numberFlag, cdr: incoming(command.callerNumber, at, { rangAt: at }) });
        calls.changed(seat, 'ring', '来电振铃');
        return DONE;
      }
      case 'answer': {
        if (!call) return refused('该分机当前没有通话');
        if (call.third && !call.thirdAnswered) {
          call.thirdAnswered = true;
          calls.changed(seat, 'thirdAnswer', '三方已接通');
          return DONE;
        }
        if (call.answered || call.callType !== 2 || call.peer) return refused('该分机没有等待对方接听的外呼');
        calls.answer(seat);
        return DONE;
      }
      case 'hangUp': {
        if (!call) return refused('该分机当前没有通话');
        if (call.third) {
          call.third = null;
          call.thirdAnswered = false;
          calls.changed(seat, 'thirdHangUp', '三方已挂断');
          return DONE;
        }
        calls.endCall(seat, '对方已挂机', 'citizen');
        sockets.push(seat, 'hangUp', '对方已挂机');
        return DONE;
      }
      case 'play':
        if (!call?.answered) return refused('该分机当前没有通话');
        sockets.push(seat, command.start ? 'playStart' : 'playEnd', command.start ? '播报工号' : '通话中');
        return DONE;
      case 'drop':
        for (const socket of seat.sockets) socket.terminate();
        return DONE;
      case 'connection':
        if (command.refuse !== undefined) seat.refuse = command.refuse;
        if (command.silent !== undefined) seat.silent = command.silent;
        return DONE;
      case 'offer':
        return calls.offerHere(seat, command.call, command.desc);
      case 'peerAnswered':
        if (call?.callId !== command.callId) return refused('该分机当前没有通话');
        call.answered = true;
        call.startTime = command.startTime;
        calls.changed(seat, 'answer', '通话中');
        return DONE;
      case 'peerHungUp':
        if (call?.callId !== command.callId) return refused('该分机当前没有通话');
        calls.recordEnded(seat, call, command.by);
        calls.clear(seat);
        sockets.push(seat, 'hangUp', command.desc);
        return DONE;
    }
  }
}
