// The demo history's calls: 30 days of incoming calls by hour (a daytime curve) at the demo seats, with answered,
// abandoned, missed and transferred legs, a few call-backs, the seats' sign-ins, recordings and 漏单, as the CTI
// simulator's record writer (services/calls/record-writer.ts) would have left them.
import type { Insertable } from 'kysely';
import type { CallResult } from '../db/schema-calls.ts';
import type { Database } from '../db/schema.ts';
import { HOTLINE_NUMBER } from '../services/calls/record-writer.ts';
import { recordingWav } from '../services/calls/recording.ts';
import { DAY_MS } from '../lib/time.ts';
import type { Random } from './prng.ts';

export interface Seat { extension: string; userId: number; realName: string; weight: number }

/** An answered leg an agent may have registered an order from. */
export interface AnsweredCall { callId: string; caller: string; seat: Seat; endedAt: number }

export interface CallHistory {
  calls: Insertable<Database['call_record']>[];
  /** Recordings by call id and leg: bytes stored in the row, like an upload kept in the database. */
  recordings: Map<string, Insertable<Database['upload_file']>>;
  seatLogs: Insertable<Database['seat_log']>[];
  missed: Insertable<Database['miss_order']>[];
  answered: AnsweredCall[];
}

/** Calls offered in each hour of the day (CST), relative: quiet at night, peaks mid-morning and mid-afternoon. */
const HOUR_CURVE = [1, 0.6, 0.4, 0.3, 0.4, 0.8, 2, 5, 10, 12, 11, 9, 6, 7, 10, 10, 9, 7, 5, 4, 3, 2.5, 2, 1.5];
const CURVE_SUM = HOUR_CURVE.reduce((a, b) => a + b, 0);
/** Incoming calls on an ordinary weekday; weekends see 60 %. */
const CALLS_PER_DAY = 120;
/** Answered legs this recent keep a recording (one second of tone each; older recordings are past retention). */
const RECORDING_DAYS = 3;

const leg = (seat: Seat | null) => ({ extension: seat?.extension ?? null, agent_id: seat?.userId ?? null, agent_name: seat?.realName ?? null });

export function callHistory(r: Random, seats: Seat[], today: number, now: number): CallHistory {
  const out: CallHistory = { calls: [], recordings: new Map(), seatLogs: [], missed: [], answered: [] };
  // A few numbers call often (the 超限 flag of 话务指标); most call once.
  const frequent = Array.from({ length: 12 }, (_, i) => `1390871${String(1000 + i * 37).slice(-4)}`);
  const caller = () => (r() < 0.08 ? r.pick(frequent) : `1${r.pick(['3', '5', '8'])}${r.int(0, 9)}${String(r.int(0, 99_999_999)).padStart(8, '0')}`);
  const seatsBy = seats.map((s) => [s, s.weight] as const);
  const worked = new Map<string, { seat: Seat; first: number; last: number }>();
  const work = (seat: Seat, from: number, to: number) => {
    const key = `${seat.extension}:${Math.floor((from - today) / DAY_MS)}`;
    const w = worked.get(key);
    if (!w) worked.set(key, { seat, first: from, last: to });
    else { w.first = Math.min(w.first, from); w.last = Math.max(w.last, to); }
  };
  const record = (callId: string, legNo: number, seat: Seat, at: number) => {
    if (now - at > RECORDING_DAYS * DAY_MS) return;
    const data = recordingWav(callId, 1);
    out.recordings.set(`${callId}:${legNo}`, {
      name: `录音_${callId}.wav`, size: data.length, data, uploaded_by: seat.userId, storage: 'database', bucket: null, object_key: null,
      file_name: null, extension: 'wav', content_type: 'audio/wav', created_at: new Date(at),
    });
  };

  for (let d = 30; d >= 0; d--) {
    const dayStart = today - d * DAY_MS;
    const weekday = new Date(dayStart + 8 * 3_600_000).getUTCDay();
    const volume = CALLS_PER_DAY * (weekday === 0 || weekday === 6 ? 0.6 : 1) * (0.85 + 0.3 * r());
    HOUR_CURVE.forEach((weight, hour) => {
      const count = Math.round((volume * weight) / CURVE_SUM + (r() - 0.5));
      for (let i = 0; i < count; i++) {
        const offered = dayStart + hour * 3_600_000 + Math.floor(r() * 3_600_000);
        if (offered > now - 10 * 60_000) continue;
        const callId = r.hex(32);
        const from = caller();
        const skill = r() < 0.85 ? 'skill1' : 'skill2';
        const base = { call_id: callId, leg: 1, caller: from, called: HOTLINE_NUMBER, skill_name: skill, queue: 'lineUp', direction: 'in' as const,
          offered_at: new Date(offered), queued_at: new Date(offered), simulated: 1, transferred_to: null, third_number: null, recording_file_id: null };
        const outcome = r.weighted<CallResult>([['answered', 84], ['abandoned', 7], ['missed', 4], ['transferred', 5]]);
        if (outcome === 'abandoned') {
          const wait = r.int(8, 95);
          out.calls.push({ ...base, ...leg(null), rang_at: null, answered_at: null, ended_at: new Date(offered + wait * 1000), wait_seconds: wait, talk_seconds: 0, result: 'abandoned' });
          out.missed.push({ phone: from, call_id: callId, landline_number: null, call_time: new Date(offered) });
          continue;
        }
        const seat = r.weighted(seatsBy);
        // Most answered within the 15-second rule; a busy hour queues longer.
        const wait = weight >= 9 && r() < 0.25 ? r.int(15, 70) : r.int(3, 14);
        const rang = offered + Math.max(1, wait - r.int(1, 3)) * 1000;
        if (outcome === 'missed') {
          const ended = offered + (wait + 20) * 1000;
          out.calls.push({ ...base, ...leg(seat), rang_at: new Date(rang), answered_at: null, ended_at: new Date(ended), wait_seconds: wait + 20, talk_seconds: 0, result: 'missed' });
          out.missed.push({ phone: from, call_id: callId, landline_number: seat.extension, call_time: new Date(offered) });
          work(seat, offered, ended);
          continue;
        }
        const answered = offered + wait * 1000;
        const talk = outcome === 'transferred' ? r.int(30, 120) : Math.round(40 + 300 * r() * r() + r.int(0, 120));
        const ended = answered + talk * 1000;
        const others = seatsBy.filter(([s]) => s !== seat);
        const transfer = outcome === 'transferred' && others.length ? r.weighted(others) : null;
        out.calls.push({ ...base, ...leg(seat), rang_at: new Date(rang), answered_at: new Date(answered), ended_at: new Date(ended),
          wait_seconds: wait, talk_seconds: talk, result: transfer ? 'transferred' : 'answered', transferred_to: transfer?.extension ?? null });
        record(callId, 1, seat, ended);
        work(seat, offered, ended);
        if (!transfer) {
          out.answered.push({ callId, caller: from, seat, endedAt: ended });
          continue;
        }
        const answered2 = ended + r.int(4, 12) * 1000;
        const talk2 = r.int(60, 420);
        const ended2 = answered2 + talk2 * 1000;
        out.calls.push({ ...base, leg: 2, skill_name: 'skill2', queue: null, ...leg(transfer), offered_at: new Date(ended), queued_at: null,
          rang_at: new Date(ended + 1000), answered_at: new Date(answered2), ended_at: new Date(ended2),
          wait_seconds: Math.round((answered2 - ended) / 1000), talk_seconds: talk2, result: 'answered' });
        record(callId, 2, transfer, ended2);
        work(transfer, ended, ended2);
        out.answered.push({ callId, caller: from, seat: transfer, endedAt: ended2 });
      }
    });
  }

  // Call-backs of missed citizens: outgoing, answered or not.
  for (const m of out.missed) {
    const at = (m.call_time as Date).getTime() + r.int(10, 90) * 60_000;
    if (at > now - 5 * 60_000 || r() < 0.35) continue;
    const seat = r.weighted(seatsBy);
    const reached = r() < 0.7;
    const talk = reached ? r.int(30, 180) : 0;
    const callId = r.hex(32);
    out.calls.push({ call_id: callId, leg: 1, caller: seat.extension, called: m.phone, skill_name: null, queue: null, direction: 'out',
      offered_at: new Date(at), queued_at: null, rang_at: new Date(at + 1000), answered_at: reached ? new Date(at + 8000) : null,
      ended_at: new Date(at + 8000 + talk * 1000), wait_seconds: reached ? 8 : 25, talk_seconds: talk, result: reached ? 'answered' : 'missed',
      transferred_to: null, third_number: null, recording_file_id: null, simulated: 1, ...leg(seat) });
    if (reached) record(callId, 1, seat, at + 8000 + talk * 1000);
    work(seat, at, at + 8000 + talk * 1000);
    // The call-back handles the missed call, unless it is from the last hours (still waiting in 漏单管理).
    if (now - at > 6 * 3_600_000) {
      Object.assign(m, { state: 1, handle_result: reached ? '已回拨，市民诉求已记录' : '已回拨，无人接听', handled_by: seat.userId, handled_by_name: seat.realName, handled_at: new Date(at) });
    }
  }

  // Each seat signs in before its first call of the day, takes a break or two, and signs out after its last.
  for (const { seat, first, last } of worked.values()) {
    const log = (action: string, at: number, detail: string | null = null) =>
      out.seatLogs.push({ landline_number: seat.extension, user_id: seat.userId, action, detail, created_at: new Date(Math.min(at, now)) });
    log('checkIn', first - r.int(5, 25) * 60_000, '早班（08:00-16:00）');
    if (last - first > 3 * 3_600_000) {
      const pause = first + (last - first) * (0.3 + 0.4 * r());
      log('showBusy', pause, r.pick(['小休', '培训', '就餐']));
      log('showLeisure', pause + r.int(10, 40) * 60_000);
    }
    if (now - last > 30 * 60_000) log('checkOut', last + r.int(2, 15) * 60_000);
  }
  return out;
}
