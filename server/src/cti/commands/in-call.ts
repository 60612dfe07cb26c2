// Commands during a conversation: transfer (to a skill group, an extension or an outside number), conference a third
// party in, mute.
import { CtiDesc } from '../../../../src/shared/protocol/index.ts';
import { skillExists } from '../../services/callcenter/seat-setup.ts';
import { newCall, nextLeg } from '../live-call.ts';
import type { CommandTable } from './command.ts';

export const inCallCommands: CommandTable<'transfer' | 'conference' | 'silence'> = {
  async transfer({ cti, seat, request, ok, fail: failWith }) {
    const call = seat.call;
    const fail = () => failWith(CtiDesc.transferFailed);
    if (!call?.answered || call.peer || call.third) return fail();
    if (request.calledType === 1) {
      const skillName = request.skillName ?? '';
      if (!await skillExists(cti.app.db, skillName)) return fail();
      const offered = await cti.routing.offerToSkill(skillName, seat.extension,
        newCall(call.callId, call.callerNumber, 1, { numberFlag: call.numberFlag, cdr: nextLeg(call, skillName, null, cti.now()) }), '转接来电');
      if (!offered) {
        // Nobody of that group is free: the citizen waits in the line-up queue for it.
        cti.queues.add('lineUp', {
          callId: call.callId, callerNumber: call.callerNumber, numberFlag: call.numberFlag, skillName, cdr: nextLeg(call, skillName, 'lineUp', cti.now()),
        });
      }
    } else if (request.calledType === 2) {
      if (request.calledNum === seat.extension) return fail();
      const where = await cti.routing.whereIs(request.calledNum);
      if (!('server' in where) && !where.seat) return fail();
      // A seat on another server fills in its skill group when the leg's record is written.
      const skillName = 'server' in where ? null : where.seat!.skillName;
      const leg = newCall(call.callId, call.callerNumber, 1, { numberFlag: call.numberFlag, cdr: nextLeg(call, skillName, null, cti.now()) });
      const offered = await cti.routing.offer(where, leg, '转接来电');
      if (!offered.ok) return fail();
    }
    // calledType 3: the call leaves the centre for an outside number.
    const to = request.calledType === 1 ? request.skillName ?? '' : request.calledNum;
    void cti.calls.log(seat, 'transfer', to);
    if (call.cdr) cti.calls.record(seat, call.callId, call.cdr, { result: 'transferred', answeredAt: call.startTime, transferredTo: to });
    cti.calls.clear(seat);
    return ok(CtiDesc.transferOk);
  },

  conference({ cti, seat, request, ok, fail }) {
    const call = seat.call;
    if (!call?.answered || call.third) return fail('三方通话失败');
    if (request.thirdCalledNumber === seat.extension || request.thirdCalledNumber === call.callerNumber) return fail('三方通话失败');
    call.third = request.thirdCalledNumber;
    call.thirdAnswered = false;
    if (call.cdr) call.cdr.thirdNumber = request.thirdCalledNumber;
    cti.calls.changed(seat, 'thirdRing', '三方振铃');
    void cti.calls.log(seat, 'conference', request.thirdCalledNumber);
    return ok('三方呼叫中');
  },

  silence({ cti, seat, request, ok, fail }) {
    const call = seat.call;
    if (!call?.answered) return fail(CtiDesc.muteFailed);
    call.muted = request.op === 'start';
    void cti.seats.save(seat);
    return ok(call.muted ? '静音成功' : '取消静音成功');
  },
};
