// What the HTTP calls ask of the seats: whether one may go busy (its class's limit), and the transfer dialog's list.
// Seats whose sockets another server holds count as they stored themselves.
import type { SeatListRow } from '../../../src/shared/api/callcenter.types.ts';
import { seatUsers } from '../services/callcenter/extensions.ts';
import { classById } from '../services/callcenter/seat-setup.ts';
import { onBreakCount, storedStatuses } from '../services/callcenter/seat-state.ts';
import { heldHere, parseCall, type Seat } from './seats.ts';
import type { CtiSimulator } from './simulator.ts';

/** The reason the seat may not go busy now (its class's busy limit is reached), or null. */
export async function busyLimit(cti: CtiSimulator, seat: Seat): Promise<string | null> {
  if (seat.seatStatus === 'On Break') return null;
  if (!seat.classId) return '请先签入';
  const klass = await classById(cti.app.db, seat.classId);
  if (!klass) return '班组不存在';
  const shared = cti.relay.shared;
  const here = cti.seats.all().filter((s) => !shared || heldHere(s));
  let onBreak = here.filter((s) => s !== seat && s.classId === seat.classId && s.seatStatus === 'On Break').length;
  if (shared) onBreak += await onBreakCount(cti.app.db, seat.classId, [seat.extension, ...here.map((s) => s.extension)]);
  return onBreak >= klass.busy_limit ? `${klass.class_name}当前示忙人数已达上限（${klass.busy_limit}人），请稍后再试` : null;
}

/** The seat list of the transfer dialog: every seat of a user with an extension, live status first. */
export async function seatList(cti: CtiSimulator, keyword: string | undefined): Promise<SeatListRow[]> {
  const users = await seatUsers(cti.app.db, keyword);
  const rows: SeatListRow[] = [];
  const stored = cti.relay.shared && users.length
    ? new Map((await storedStatuses(cti.app.db, users.map((u) => u.landline_number!))).map((r) => [r.landline_number, r]))
    : null;
  for (const u of users) {
    const cached = cti.seats.cached(u.landline_number!);
    if (stored && !(cached && heldHere(cached))) {
      const row = stored.get(u.landline_number!);
      rows.push({
        jobNumber: u.job_number, realName: u.real_name, name: u.username, userNo: u.landline_number!,
        extensionStatus: (row?.extension_status ?? 0) as Seat['extensionStatus'], callType: parseCall(row?.call_json ?? null)?.callType ?? 0,
      });
      continue;
    }
    const seat = await cti.seats.get(u.landline_number!);
    if (!seat) continue;
    rows.push({
      jobNumber: u.job_number, realName: u.real_name, name: u.username, userNo: seat.extension,
      extensionStatus: seat.extensionStatus, callType: seat.call?.callType ?? 0,
    });
  }
  return rows;
}
