// 分机监控: every extension's state read from seat_state (every server writes there), the centre's counters, one agent's day.
import type { Kysely } from 'kysely';
import type { AgentDay, MonitorCounters, MonitorRow } from '../../../../src/shared/api/contracts/monitor.ts';
import type { MonitorState } from '../../../../src/shared/protocol/monitor.ts';
import { parseCall } from '../../cti/seats.ts';
import type { Database } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { cstDay, cstDayStart, DAY_MS, formatDateTime, startOfCstDay } from '../../lib/time.ts';
import type { ReadCache } from '../cache.ts';
import { dictChoices } from '../dict/dicts.ts';

type Db = Kysely<Database>;

export interface MonitorFilter {
  classId?: number;
  skillName?: string;
  state?: MonitorState;
  keyword?: string;
  /** Only these extensions (the rows a push carries). */
  extensions?: readonly string[];
}

/** The citizens waiting now (the simulator's queues). */
export interface QueueSnapshot {
  lineUp: number;
  white: number;
  /** Epoch ms the longest-waiting citizen started waiting. */
  oldestSince: number | null;
}

const ms = (d: Date | null | undefined): number | null => (d ? d.getTime() : null);

/**
 * The rows of every enabled user's extension, in extension order, with the state derived as the monitor shows it.
 * `todayFor`: the extensions whose today's calls are read (default: the filter's); the others show 0 (counters need none).
 */
export async function monitorRows(db: Db, filter: MonitorFilter = {}, now = Date.now(), todayFor = filter.extensions): Promise<MonitorRow[]> {
  if (filter.extensions && filter.extensions.length === 0) return [];
  let query = db.selectFrom('sys_user as u')
    .leftJoin('seat_state as s', 's.landline_number', 'u.landline_number')
    .leftJoin('callcenter_class as c', 'c.id', 's.class_id')
    .select(['u.id', 'u.real_name', 'u.job_number', 'u.landline_number', 's.seat_status', 's.busy_reason', 's.class_id', 'c.class_name',
      's.skill_name', 's.finish_time', 's.extension_status_updated_at', 's.call_type_updated_at', 's.call_json', 's.updated_at'])
    .where('u.landline_number', 'is not', null).where('u.status', '=', 1);
  if (filter.extensions) query = query.where('u.landline_number', 'in', [...filter.extensions]);
  if (filter.classId) query = query.where('s.class_id', '=', filter.classId).where('s.seat_status', '<>', 'Logged Out');
  if (filter.skillName) query = query.where('s.skill_name', '=', filter.skillName).where('s.seat_status', '<>', 'Logged Out');
  if (filter.keyword) {
    const like = likePattern(filter.keyword);
    query = query.where((eb) => eb.or([eb('u.real_name', 'like', like), eb('u.job_number', 'like', like), eb('u.landline_number', 'like', like)]));
  }
  const rows = await query.orderBy('u.landline_number').execute();
  const today = await todayByExtension(db, todayFor, now);
  const out = rows.map((r): MonitorRow => {
    const signedIn = r.seat_status != null && r.seat_status !== 'Logged Out';
    const call = signedIn ? parseCall(r.call_json ?? null) : null;
    const statusAt = ms(r.extension_status_updated_at) ?? ms(r.updated_at);
    const callAt = ms(r.call_type_updated_at);
    const finishMs = (r.finish_time ?? 15) * 1000;
    let state: MonitorState;
    let since: number | null;
    let wrapUpUntil: number | null = null;
    if (!signedIn) {
      state = 'loggedOut';
      since = statusAt;
    } else if (call) {
      state = call.answered ? 'talking' : 'ringing';
      since = call.answered ? call.startTime ?? callAt : callAt;
    } else {
      const busy = r.seat_status === 'On Break';
      // A call's end (call_type_updated_at with no call) starts the after-call work of finishTime seconds when idle.
      const lastCallEnd = callAt !== null && statusAt !== null && callAt > statusAt ? callAt : null;
      if (!busy && lastCallEnd !== null && lastCallEnd + finishMs > now) {
        state = 'wrapUp';
        since = lastCallEnd;
        wrapUpUntil = lastCallEnd + finishMs;
      } else {
        state = busy ? 'busy' : 'idle';
        since = lastCallEnd === null ? statusAt : busy ? lastCallEnd : lastCallEnd + finishMs;
      }
    }
    return {
      extension: r.landline_number!, userId: r.id, realName: r.real_name, jobNumber: r.job_number, state,
      busyReason: state === 'busy' ? r.busy_reason ?? null : null, since,
      callerNumber: call?.callerNumber ?? null, callStart: call?.answered ? call.startTime : null, callType: call?.callType ?? null, wrapUpUntil,
      classId: signedIn ? r.class_id ?? null : null, className: signedIn ? r.class_name ?? null : null, skillName: signedIn ? r.skill_name ?? null : null,
      answeredToday: today.get(r.landline_number!)?.answered ?? 0, talkSecondsToday: today.get(r.landline_number!)?.talk ?? 0,
    };
  });
  return filter.state ? out.filter((r) => r.state === filter.state) : out;
}

/** Each extension's connected calls and talk seconds today (Asia/Shanghai), read from today's slice of the call records. */
async function todayByExtension(db: Db, extensions: readonly string[] | undefined, now: number): Promise<Map<string, { answered: number; talk: number }>> {
  if (extensions?.length === 0) return new Map();
  let query = db.selectFrom('call_record')
    .select((eb) => ['extension', eb.fn.countAll<string>().as('answered'), eb.fn.sum<string>('talk_seconds').as('talk')])
    .where('offered_at', '>=', startOfCstDay(new Date(now))).where('answered_at', 'is not', null).where('extension', 'is not', null)
    .groupBy('extension');
  if (extensions) query = query.where('extension', 'in', [...extensions]);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.extension!, { answered: Number(r.answered), talk: Number(r.talk) }]));
}

/** The centre's counters from every row and the queues. */
export async function monitorCounters(db: Db, cache: ReadCache, queues: QueueSnapshot, rows?: MonitorRow[], now = Date.now()): Promise<MonitorCounters> {
  const all = rows ?? await monitorRows(db, {}, now, []);
  const count = (state: MonitorState) => all.filter((r) => r.state === state).length;
  const reasons = await dictChoices(cache, db, 'restType');
  const busyByReason = reasons.map((r) => ({ value: r.value, label: r.label, count: 0 }));
  for (const row of all) {
    if (row.state !== 'busy') continue;
    const value = row.busyReason ?? '';
    let entry = busyByReason.find((b) => b.value === value);
    if (!entry) busyByReason.push((entry = { value, label: value || '未填写', count: 0 }));
    entry.count += 1;
  }
  const loggedOut = count('loggedOut');
  return {
    total: all.length, signedIn: all.length - loggedOut, idle: count('idle'), busy: count('busy'), busyByReason,
    ringing: count('ringing'), talking: count('talking'), wrapUp: count('wrapUp'), loggedOut,
    lineUp: queues.lineUp, white: queues.white, oldestWaitSince: queues.oldestSince,
    longestWaitSeconds: queues.oldestSince === null ? 0 : Math.max(0, Math.floor((now - queues.oldestSince) / 1000)), now,
  };
}

/** Start of the Asia/Shanghai day of `date` ('YYYY-MM-DD'), or of today. */
function dayStart(date: string | undefined): { from: Date; to: Date; label: string } {
  const label = date ?? cstDay(Date.now());
  const from = new Date(cstDayStart(label));
  if (Number.isNaN(from.getTime())) throw new Refusal('日期格式错误');
  return { from, to: new Date(from.getTime() + DAY_MS), label };
}

/** One agent's day: the seat log (sign-in/out, idle, busy with reason, calls) and the call records of the extension. */
export async function agentDay(db: Db, extension: string, date?: string): Promise<AgentDay> {
  const user = await db.selectFrom('sys_user').select(['real_name', 'job_number']).where('landline_number', '=', extension).executeTakeFirst();
  if (!user) throw new Refusal('分机不存在');
  const { from, to, label } = dayStart(date);
  const [events, calls] = await Promise.all([
    db.selectFrom('seat_log').select(['action', 'detail', 'created_at']).where('landline_number', '=', extension)
      .where('created_at', '>=', from).where('created_at', '<', to).orderBy('created_at').orderBy('id').limit(2000).execute(),
    db.selectFrom('call_record').select(['id', 'offered_at', 'direction', 'caller', 'called', 'wait_seconds', 'talk_seconds', 'result'])
      .where('extension', '=', extension).where('offered_at', '>=', from).where('offered_at', '<', to)
      .orderBy('offered_at').orderBy('id').limit(2000).execute(),
  ]);
  return {
    extension, realName: user.real_name, jobNumber: user.job_number, date: label,
    events: events.map((e) => ({ time: formatDateTime(e.created_at)!, action: e.action, detail: e.detail })),
    calls: calls.map((c) => ({
      id: String(c.id), time: formatDateTime(c.offered_at)!, direction: c.direction, caller: c.caller, called: c.called,
      waitSeconds: c.wait_seconds, talkSeconds: c.talk_seconds, result: c.result,
    })),
  };
}
