// 话务指标 and 今日话务 queries: the figures of src/shared/protocol/trafficFormulas.ts computed from call_record, for the
// centre (each incoming call once: its first leg), per skill group and per agent (legs), and today by hour.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AgentTraffic, SkillGroupFigures, TodayTraffic, TrafficFigures } from '../../../../src/shared/api/contracts/traffic.ts';
import { TRAFFIC_RANGE_MAX_DAYS } from '../../../../src/shared/api/contracts/traffic.ts';
import { SETTING } from '../../../../src/shared/protocol/settings.ts';
import { ANSWER_WITHIN_SECONDS, ratio } from '../../../../src/shared/protocol/trafficFormulas.ts';
import type { Database } from '../../db/schema.ts';
import { CST_OFFSET_MS, cstWallClock, DAY_MS, formatDateTime, parseClientDate, parseClientDayEnd, startOfCstDay } from '../../lib/time.ts';
import { Refusal } from '../../lib/refusal.ts';

type Db = Kysely<Database>;

export interface TrafficRange { from: Date; to: Date }

/** startTime..endTime as the screens send them ('YYYY-MM-DD' = that whole day); missing = today. */
export function trafficRange(input: { startTime?: string; endTime?: string }, now = new Date()): TrafficRange {
  const today = startOfCstDay(now);
  const from = input.startTime ? parseClientDate(input.startTime) : today;
  const to = input.endTime ? parseClientDayEnd(input.endTime) : new Date(today.getTime() + DAY_MS - 1);
  if (!from || !to) throw new Refusal('请输入正确的时间');
  if (from > to) throw new Refusal('开始时间不能晚于结束时间');
  if (to.getTime() - from.getTime() > TRAFFIC_RANGE_MAX_DAYS * DAY_MS) throw new Refusal(`时间范围不能超过 ${TRAFFIC_RANGE_MAX_DAYS} 天`);
  return { from, to };
}

interface FigureRow {
  offered: string | number; answered: string | number; abandoned: string | number; missed: string | number;
  in_time: string | number; wait_sum: string | number | null; answered_legs: string | number;
  talk_sum: string | number | null; handle_sum: string | number | null; longest: number | null;
}

/**
 * The aggregate columns over call_record `c` joined to seat_state `s`. `counted` limits the call counts: the centre
 * counts first legs only; groups count every leg. Talk and handle always average over answered legs.
 */
function figureColumns(counted: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    count(*) filter (where ${counted}) as offered,
    count(*) filter (where ${counted} and c.answered_at is not null) as answered,
    count(*) filter (where ${counted} and c.result = 'abandoned') as abandoned,
    count(*) filter (where ${counted} and c.result = 'missed') as missed,
    count(*) filter (where ${counted} and c.answered_at is not null
      and c.answered_at <= c.offered_at + make_interval(secs => ${answerWithinSeconds})) as in_time,
    sum(c.wait_seconds) filter (where ${counted} and c.answered_at is not null) as wait_sum,
    count(*) filter (where c.answered_at is not null) as answered_legs,
    sum(c.talk_seconds) filter (where c.answered_at is not null) as talk_sum,
    sum(c.talk_seconds + case when c.result = 'answered' then coalesce(s.finish_time, 0) else 0 end) filter (where c.answered_at is not null) as handle_sum,
    max(c.wait_seconds) filter (where ${counted}) as longest`;
}

/** The 参数设置 answer-in-time limit, read by the query itself so every server counts by the value in force now. */
const answerWithinSeconds = sql`coalesce((select config_value::double precision from sys_config where config_key = ${SETTING.answerWithinSeconds}), ${sql.lit(ANSWER_WITHIN_SECONDS)})`;

const tenths = (sum: number, n: number) => (n > 0 ? Math.round((sum / n) * 10) / 10 : null);

function toFigures(r: FigureRow | undefined): TrafficFigures {
  const n = (v: string | number | null | undefined) => Number(v ?? 0);
  const offered = n(r?.offered);
  const answered = n(r?.answered);
  const inTime = n(r?.in_time);
  const legs = n(r?.answered_legs);
  return {
    offered, answered, abandoned: n(r?.abandoned), missed: n(r?.missed), answeredInTime: inTime,
    inTimeRate: ratio(inTime, offered), answerRate: ratio(answered, offered),
    avgWait: tenths(n(r?.wait_sum), answered), avgTalk: tenths(n(r?.talk_sum), legs), avgHandle: tenths(n(r?.handle_sum), legs),
    longestWait: offered > 0 && r?.longest != null ? Number(r.longest) : null,
  };
}

const inRange = (range: TrafficRange) => sql`c.direction = 'in' and c.offered_at >= ${range.from} and c.offered_at <= ${range.to}`;
const FROM = sql`call_record c left join seat_state s on s.landline_number = c.extension`;

/** The centre's figures: each incoming call once (its first leg; talk and handle over every answered leg). */
export async function centreFigures(db: Db, range: TrafficRange): Promise<TrafficFigures> {
  const { rows } = await sql<FigureRow>`select ${figureColumns(sql`c.leg = 1`)} from ${FROM} where ${inRange(range)}`.execute(db);
  return toFigures(rows[0]);
}

/** Per skill group: every leg offered to it (a transfer to another group counts there again); null = reached no group. */
export async function groupFigures(db: Db, range: TrafficRange): Promise<SkillGroupFigures[]> {
  const { rows } = await sql<FigureRow & { skill_name: string | null }>`
    select c.skill_name, ${figureColumns(sql`true`)} from ${FROM} where ${inRange(range)} group by c.skill_name`.execute(db);
  const skills = await db.selectFrom('callcenter_skill').select(['name', 'description', 'sort']).execute();
  const byName = new Map(skills.map((s) => [s.name, s]));
  const order = (name: string | null) => (name === null ? Number.MAX_SAFE_INTEGER : byName.get(name)?.sort ?? Number.MAX_SAFE_INTEGER - 1);
  return rows
    .sort((a, b) => order(a.skill_name) - order(b.skill_name) || (a.skill_name ?? '').localeCompare(b.skill_name ?? ''))
    .map((r) => ({ skillName: r.skill_name, description: r.skill_name ? byName.get(r.skill_name)?.description ?? null : null, ...toFigures(r) }));
}

interface AgentRow {
  agent_id: number; agent_name: string | null; extension: string | null; rung: string | number; answered: string | number;
  talk_sum: string | number | null; handle_sum: string | number | null;
}

/** Per agent: legs rung at the agent's seat, and the agent's first sign-in in the range; agents who only signed in are listed too. */
export async function agentFigures(db: Db, range: TrafficRange, keyword?: string): Promise<AgentTraffic[]> {
  const { rows } = await sql<AgentRow>`
    select c.agent_id, max(c.agent_name) as agent_name, max(c.extension) as extension, count(*) as rung,
      count(*) filter (where c.answered_at is not null) as answered,
      sum(c.talk_seconds) filter (where c.answered_at is not null) as talk_sum,
      sum(c.talk_seconds + case when c.result = 'answered' then coalesce(s.finish_time, 0) else 0 end) filter (where c.answered_at is not null) as handle_sum
    from ${FROM} where ${inRange(range)} and c.agent_id is not null group by c.agent_id`.execute(db);
  const signIns = await db.selectFrom('seat_log').innerJoin('sys_user', 'sys_user.id', 'seat_log.user_id')
    .select(['seat_log.user_id', 'sys_user.real_name', 'sys_user.landline_number', (eb) => eb.fn.min('seat_log.created_at').as('first')])
    .where('seat_log.action', '=', 'checkIn').where('seat_log.created_at', '>=', range.from).where('seat_log.created_at', '<=', range.to)
    .groupBy(['seat_log.user_id', 'sys_user.real_name', 'sys_user.landline_number']).execute();
  const agents = new Map<number, AgentTraffic>();
  for (const r of rows) {
    const rung = Number(r.rung);
    const answered = Number(r.answered);
    agents.set(r.agent_id, {
      agentId: r.agent_id, agentName: r.agent_name, extension: r.extension, rung, answered, missed: rung - answered,
      answerRate: ratio(answered, rung), avgTalk: tenths(Number(r.talk_sum ?? 0), answered), avgHandle: tenths(Number(r.handle_sum ?? 0), answered),
      talkTotal: Number(r.talk_sum ?? 0), firstSignIn: null,
    });
  }
  for (const s of signIns) {
    const id = s.user_id!;
    const agent = agents.get(id) ?? {
      agentId: id, agentName: s.real_name, extension: s.landline_number, rung: 0, answered: 0, missed: 0,
      answerRate: null, avgTalk: null, avgHandle: null, talkTotal: 0, firstSignIn: null,
    };
    agent.firstSignIn = formatDateTime(s.first as Date | string);
    agents.set(id, agent);
  }
  const word = keyword?.trim();
  return [...agents.values()]
    .filter((a) => !word || (a.agentName ?? '').includes(word) || (a.extension ?? '').includes(word))
    .sort((a, b) => b.answered - a.answered || b.rung - a.rung || a.agentId - b.agentId);
}

/** Today (Asia/Shanghai) by hour: offered, answered, abandoned of incoming calls (first legs), all 24 hours. */
export async function todayByHour(db: Db, now = new Date()): Promise<TodayTraffic> {
  const from = startOfCstDay(now);
  const range = { from, to: new Date(from.getTime() + DAY_MS - 1) };
  const { rows } = await sql<{ hour: number; offered: string | number; answered: string | number; abandoned: string | number }>`
    select (floor((extract(epoch from c.offered_at) * 1000 + ${sql.lit(CST_OFFSET_MS)}) / 3600000)::bigint % 24)::int as hour,
      count(*) as offered, count(*) filter (where c.answered_at is not null) as answered,
      count(*) filter (where c.result = 'abandoned') as abandoned
    from call_record c where ${inRange(range)} and c.leg = 1 group by 1`.execute(db);
  const byHour = new Map(rows.map((r) => [Number(r.hour), r]));
  const hours = Array.from({ length: 24 }, (_, hour) => {
    const r = byHour.get(hour);
    return { hour, offered: Number(r?.offered ?? 0), answered: Number(r?.answered ?? 0), abandoned: Number(r?.abandoned ?? 0) };
  });
  const shanghaiNow = cstWallClock(now.getTime());
  return {
    date: shanghaiNow.toISOString().slice(0, 10), currentHour: shanghaiNow.getUTCHours(), hours, total: await centreFigures(db, range),
  };
}

export const rangeText = (range: TrafficRange) => ({ startTime: formatDateTime(range.from)!, endTime: formatDateTime(range.to)! });
