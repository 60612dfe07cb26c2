// Call commands: place a call (to an extension, a skill group or an outside number), answer, hang up, and take the
// longest-waiting citizen of a queue.
import { CtiDesc } from '../../../../src/shared/protocol/index.ts';
import { SIP_HOST, newCall, newCallId } from '../live-call.ts';
import type { CallTimeline } from '../seats.ts';
import { signedIn, type CommandTable } from './command.ts';

export const callCommands: CommandTable<'call' | 'acceptCall' | 'hangUp' | 'pickQueue'> = {
  async call({ cti, seat, request, ok, fail }) {
    if (!signedIn(seat)) return fail(CtiDesc.notRegistered);
    if (seat.call) return fail('当前正在通话中');
    if (request.calledType !== 1 && request.calledNumber === seat.extension) return fail('不能呼叫本分机');
    const callId = newCallId();
    const ringing = newCall(callId, seat.extension, 1, { peer: seat.extension });
    // The extension rung, whichever server holds it; null for an outside number.
    let called: string | null;
    if (request.calledType === 1) {
      // A call to a skill group rings the first free seat of that group.
      called = await cti.routing.offerToSkill(request.skillName ?? '', seat.extension, ringing, '来电振铃');
      if (!called) return fail('该技能组当前没有空闲座席');
    } else {
      const where = await cti.routing.whereIs(request.calledNumber);
      called = 'server' in where || where.seat ? request.calledNumber : null;
      if (called) {
        const offered = await cti.routing.offer(where, ringing, '来电振铃');
        if (!offered.ok) return fail(offered.desc);
      }
    }
    const at = cti.now();
    const cdr = (called: string): CallTimeline => ({
      leg: 1, direction: 'out', caller: seat.extension, called, queue: null, skillName: request.calledType === 1 ? request.skillName ?? null : seat.skillName,
      offeredAt: at, queuedAt: null, rangAt: at, thirdNumber: null, simulated: false,
    });
    if (called) {
      seat.call = newCall(callId, called, 2, { isWorkOrder: request.isWorkOrder, peer: called, cdr: cdr(called) });
    } else {
      seat.call = newCall(callId, request.calledNumber, 2, { isWorkOrder: request.isWorkOrder, cdr: cdr(request.calledNumber) });
    }
    cti.calls.changed(seat, 'ring', '呼叫中', false);
    void cti.calls.log(seat, 'call', `${seat.call.callerNumber}${request.classId ? ` 班组${request.classId}` : ''}`);
    return ok(CtiDesc.callOk);
  },

  acceptCall({ cti, seat, request, ok, fail }) {
    const call = seat.call;
    if (!call || call.answered || call.callType !== 1) return fail('当前没有可接听的来电');
    call.sipHost = request.sipHost || SIP_HOST;
    cti.calls.answer(seat);
    return ok('接听成功');
  },

  hangUp({ cti, seat, ok, fail }) {
    if (!seat.call) return fail('当前没有通话');
    cti.calls.endCall(seat, '对方已挂机', 'agent');
    return ok(CtiDesc.hangUpOk);
  },

  async pickQueue({ cti, seat, request, ok, fail }) {
    if (!signedIn(seat)) return fail(CtiDesc.notRegistered);
    if (seat.call) return fail('当前正在通话中');
    const caller = cti.queues.takeHere(request.queue) ?? await cti.queues.takeElsewhere(request.queue);
    if (!caller) return fail('当前没有排队来电');
    seat.call = newCall(caller.callId, caller.callerNumber, 1, { numberFlag: caller.numberFlag, cdr: { ...caller.cdr, rangAt: cti.now() } });
    cti.calls.changed(seat, 'ring', '来电振铃');
    cti.queues.changed();
    return ok('已接入排队来电');
  },
};
