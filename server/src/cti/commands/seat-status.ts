// Seat status commands: 签入, 签出, 示闲, 示忙 (within the class's busy limit), and today's sign-outs.
import { CtiDesc } from '../../../../src/shared/protocol/index.ts';
import { checkOutTimesToday } from '../../services/callcenter/seat-log.ts';
import { classById, isBreakReason, skillExists } from '../../services/callcenter/seat-setup.ts';
import { busyLimit } from '../seat-checks.ts';
import { signedIn, type Command, type CommandTable } from './command.ts';

export const seatStatusCommands: CommandTable<'setAgentInfo' | 'checkOutTimes'> = {
  async setAgentInfo(command) {
    const { cti, seat, request, fail } = command;
    if (request.status === 'checkIn') {
      if (!request.classId) return fail('请选择班组');
      const klass = await classById(cti.app.db, request.classId);
      if (!klass) return fail('班组不存在');
      const skillName = request.skillName ?? 'skill1';
      if (!await skillExists(cti.app.db, skillName)) return fail('技能组不存在');
      Object.assign(seat, { seatStatus: 'Available (On Demand)', busyReason: null, extensionStatus: 2, classId: klass.id, skillName, finishTime: request.finishTime });
      return statusChanged(command, '签入成功', 'checkIn');
    }
    if (!signedIn(seat)) return fail(CtiDesc.notRegistered);
    if (request.status === 'checkOut') {
      if (seat.call) return fail('通话中不能签出');
      Object.assign(seat, { seatStatus: 'Logged Out', busyReason: null, extensionStatus: 0, classId: null, skillName: null });
      return statusChanged(command, '签出成功', 'checkOut');
    }
    if (request.status === 'showLeisure') {
      Object.assign(seat, { seatStatus: 'Available (On Demand)', busyReason: null, extensionStatus: 1 });
      return statusChanged(command, '示闲成功', 'showLeisure');
    }
    const reason = request.busyReason ?? '';
    if (!await isBreakReason(cti.app.db, reason)) return fail('请选择示忙原因');
    const limit = await busyLimit(cti, seat);
    if (limit) return fail(limit);
    Object.assign(seat, { seatStatus: 'On Break', busyReason: reason, extensionStatus: 3 });
    return statusChanged(command, '示忙成功', 'showBusy');
  },

  async checkOutTimes({ cti, seat, ok }) {
    const times = await checkOutTimesToday(cti.app.db, seat.extension);
    return ok(`今日已签出${times}次`);
  },
};

// The log is written before the reply: the panel asks 今日已签出几次 right after signing out, and must count this one.
async function statusChanged({ cti, seat, ok }: Command, desc: string, action: string) {
  seat.extensionStatusUpdatedAt = new Date(cti.now());
  void cti.seats.save(seat);
  await cti.calls.log(seat, action, seat.busyReason);
  return ok(desc);
}
