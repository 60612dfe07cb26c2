// A year of a busy hotline for the benches: 1,000,000 work orders and 3,000,000 call records over the 12 months up to
// the anchor day, each row a pure function of its number (generate_series, one statement per table), so two runs with
// the same anchor hold the same data. Orders go through every stage the statistics count (dispatch, reply in and out of
// time, checks passed and failed, callbacks of each result, the centre's own), over the seeded departments, sub
// departments, event types and users. Other benches reuse it: `await seedYear(db)`.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema.ts';
import { cstDay, cstDayStart, DAY_MS } from '../../server/src/lib/time.ts';
import { rollUpStats } from '../../server/src/services/stats/rollup.ts';

export interface YearSeedOptions {
  orders?: number;
  calls?: number;
  /** The last day of the year ('YYYY-MM-DD', CST); default today. Orders of the last hours are still in progress. */
  anchorDay?: string;
  /** Days the data covers; default 365. */
  days?: number;
}

export interface YearSeed {
  orders: number;
  calls: number;
  firstDay: string;
  lastDay: string;
  /** Seconds each part took. */
  seconds: { orders: number; calls: number; rollup: number; analyze: number };
}

const dayOffset = (day: string, offset: number) => new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

// The seeded organisation (server/src/seed/org.ts): main departments and how many sub departments each has.
const MAINS = [101, 102, 103, 104, 105, 106, 107, 108];
const SUB_COUNTS = [3, 3, 2, 4, 2, 3, 3, 2];
// Leaf event types of the seed (server/src/seed/workorders.ts).
const EVENT_TYPES = [101, 102, 103, 201, 202, 203, 301, 302, 401, 402, 501, 502, 601, 602, 701, 702];
const CONTENTS = ['小区电梯频繁故障，物业迟迟不修', '工地夜间施工噪音大', '健身房预付卡商家跑路，要求退款', '公司拖欠三个月工资',
  '小区门口垃圾堆积无人清运', '暖气不热，室温不达标', '出租车拒载绕路', '楼下烧烤店夜间噪音扰民'];

/** Fills the database with the year; the roll-up is rebuilt for every day at the end (triggers are off for the bulk insert). */
export async function seedYear(db: Kysely<Database>, options: YearSeedOptions = {}): Promise<YearSeed> {
  const orders = options.orders ?? 1_000_000;
  const calls = options.calls ?? 3_000_000;
  const days = options.days ?? 365;
  const lastDay = options.anchorDay ?? cstDay(Date.now());
  const firstDay = dayOffset(lastDay, -(days - 1));
  // The anchor is the end of the last day (CST); order g is placed g/orders of the span before it.
  const end = new Date(cstDayStart(lastDay) + DAY_MS - 1000);
  const span = days * 86_400;
  const seconds = { orders: 0, calls: 0, rollup: 0, analyze: 0 };
  const timed = async (part: keyof typeof seconds, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    seconds[part] = Math.round((performance.now() - t0) / 100) / 10;
  };

  await timed('orders', async () => {
    // One statement: each trigger call would add a few rows per order, the roll-up below rebuilds every day instead.
    await sql`alter table workflow disable trigger workflow_stat_days_write`.execute(db);
    try {
      await sql`
        insert into workflow (workflow_id, processid, citizen_name, phone, channel, appeal_type, event_type_id, event_type_name, content,
          time_limit, deadline, status, main_dept_id, sub_dept_id, creator_id, creator_name, created_at, updated_at, is_accepted, accepted_at,
          dispatched_at, l1_replied_at, checked_at, check_passed, claim_reasonable, callback_at, callback_result, assessed_at, assess_score, finished_at, rework)
        select 'BY' || lpad(g::text, 9, '0'), 'bench-' || g, '市民' || (g % 9973), '139' || lpad((g % 200000)::text, 8, '0'), (1 + g % 4)::text,
          (1 + (g / 7) % 6)::text, et.id, et.name, (array[${sql.raw(CONTENTS.map((c) => `'${c}'`).join(', '))}]::text[])[1 + g % ${sql.raw(String(CONTENTS.length))}],
          3, created + interval '3 day', status, main_dept, sub_dept, u.ids[1 + o.g % array_length(u.ids, 1)], u.names[1 + o.g % array_length(u.ids, 1)], created, created, 1, created + interval '10 minute',
          dispatched, replied, checked, check_passed, claim_reasonable, called, callback_result, finished, case when finished is null then null else 95 end, finished, 0
        from (
          select g, created, stage,
            -- stage: 0 waiting for dispatch, 1 at the department, 2 replied, 3 checked, 4 called back, 5 finished (older orders further on)
            main_dept, sub_dept, centre,
            -- a failed check (every 11th) and an unsatisfied callback (every 13th) send the order back to its department
            case when stage = 0 then 2 when stage = 1 then 3 when stage = 2 then 5 when g % 11 = 0 then 3 when stage = 3 then 6
              when g % 13 = 0 then 3 when stage = 4 then 7 else 8 end as status,
            case when centre or stage = 0 then null else created + interval '1 hour' end as dispatched,
            case when centre or stage < 2 then null else created + (case when g % 9 = 0 then interval '5 day' else interval '1 day' end) end as replied,
            case when stage < 3 then null else created + interval '2 day' + (g % 5) * interval '1 hour' end as checked,
            case when stage < 3 then null when g % 11 = 0 then 0 else 1 end as check_passed,
            case when stage < 3 then null when g % 17 = 0 then 0 else 1 end as claim_reasonable,
            case when stage < 4 or g % 11 = 0 then null else created + interval '3 day' end as called,
            case when stage < 4 or g % 11 = 0 then null when g % 13 = 0 then 3 when g % 5 = 0 then 2 else 1 end as callback_result,
            case when stage < 5 or g % 11 = 0 or g % 13 = 0 then null else created + interval '4 day' end as finished
          from (
            select g, created, centre,
              case when centre then null else (array[${sql.raw(MAINS.join(', '))}])[1 + g % ${sql.raw(String(MAINS.length))}] end as main_dept,
              case when centre or g % 3 <> 0 then null
                else (array[${sql.raw(MAINS.join(', '))}])[1 + g % ${sql.raw(String(MAINS.length))}] * 100 + 1 + (g / 3) % (array[${sql.raw(SUB_COUNTS.join(', '))}])[1 + g % ${sql.raw(String(MAINS.length))}]
              end as sub_dept,
              -- How far an order has got grows with its age: most of the year is finished, the last days are in progress.
              least(5, greatest(0, floor(extract(epoch from (${end}::timestamptz - created)) / 86400 * 1.2)::int - (g % 3))) as stage
            from (
              select g, ${end}::timestamptz - (g::double precision * ${span} / ${orders}) * interval '1 second' as created, g % 9 = 0 as centre
              from generate_series(1, ${orders}::int) g
            ) base
          ) staged
        ) o
        join event_type et on et.id = (array[${sql.raw(EVENT_TYPES.join(', '))}])[1 + (o.g / 5) % ${sql.raw(String(EVENT_TYPES.length))}]
        cross join (select array_agg(id order by id) as ids, array_agg(real_name order by id) as names from sys_user) u`.execute(db);
    } finally {
      await sql`alter table workflow enable trigger workflow_stat_days_write`.execute(db);
    }
  });
  await timed('calls', () => sql`
    insert into call_record (call_id, caller, called, extension, agent_id, agent_name, skill_name, queue, direction, offered_at,
      queued_at, rang_at, answered_at, ended_at, wait_seconds, talk_seconds, result)
    select 'year-' || g,
      case when g % 10 = 0 then (8001 + g % 50)::text else '139' || lpad((g % 200000)::text, 8, '0') end,
      case when g % 10 = 0 then '139' || lpad((g % 200000)::text, 8, '0') else '12345' end,
      case when g % 13 = 0 then null else (8001 + g % 50)::text end, null,
      case when g % 13 = 0 then null else '坐席' || lpad((1 + g % 50)::text, 2, '0') end, 'skill1', case when g % 10 = 0 then null else 'lineUp' end,
      case when g % 10 = 0 then 'out' else 'in' end, at, at, at + interval '5 second', case when g % 13 = 0 or g % 17 = 0 then null else at + interval '9 second' end,
      at + interval '2 minute', 9, case when g % 13 = 0 or g % 17 = 0 then 0 else 111 end,
      case when g % 13 = 0 then 'abandoned' when g % 17 = 0 then 'missed' else 'answered' end
    from (select g, ${end}::timestamptz - (g::double precision * ${span} / ${calls}) * interval '1 second' as at from generate_series(1, ${calls}::int) g) s`.execute(db));
  await timed('rollup', () => rollUpStats(db, firstDay, lastDay));
  // What autovacuum would have done on a server running for a while: statistics and the visibility map.
  await timed('analyze', async () => {
    await sql`vacuum analyze workflow`.execute(db);
    await sql`vacuum analyze call_record`.execute(db);
    await sql`vacuum analyze stat_daily`.execute(db);
  });
  return { orders, calls, firstDay, lastDay, seconds };
}
