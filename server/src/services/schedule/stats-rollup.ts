// 统计汇总: per CST day and main department, the counts the statistics pages read (DESIGN §8a: yearly figures from daily roll-ups).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { cstDay, cstDayStart, cstDaySql, DAY_MS } from '../../lib/time.ts';
import { rollUpStats } from '../stats/rollup.ts';

export const MAX_ROLLUP_DAYS = 366;

/**
 * What each count means (by the order's main department, 0 while it has none; deleted orders never count):
 * registered — created that day; dispatched — sent to a department that day (dispatched_at); finished — 办结 that day;
 * overdue — the deadline fell that day, has passed, and the order was not replied, finished or hung by then;
 * callback_* — its (latest) callback that day was 满意 (1) / 基本满意 (2) / 不满意 (3).
 */
const ROLLUP_SQL = (start: Date, end: Date, now: Date) => sql`
  insert into stat_daily_dept (day, dept_id, registered, dispatched, finished, overdue, callback_satisfied, callback_basic, callback_unsatisfied)
  select e.day, e.dept_id,
    count(*) filter (where e.kind = 'registered')::int, count(*) filter (where e.kind = 'dispatched')::int,
    count(*) filter (where e.kind = 'finished')::int, count(*) filter (where e.kind = 'overdue')::int,
    count(*) filter (where e.kind = 'satisfied')::int, count(*) filter (where e.kind = 'basic')::int,
    count(*) filter (where e.kind = 'unsatisfied')::int
  from (
    select ${sql.raw(cstDaySql('created_at'))} as day, coalesce(main_dept_id, 0) as dept_id, 'registered' as kind
      from workflow where deleted = 0 and created_at >= ${start} and created_at < ${end}
    union all
    select ${sql.raw(cstDaySql('dispatched_at'))}, coalesce(main_dept_id, 0), 'dispatched'
      from workflow where deleted = 0 and dispatched_at >= ${start} and dispatched_at < ${end}
    union all
    select ${sql.raw(cstDaySql('finished_at'))}, coalesce(main_dept_id, 0), 'finished'
      from workflow where deleted = 0 and finished_at >= ${start} and finished_at < ${end}
    union all
    select ${sql.raw(cstDaySql('deadline'))}, coalesce(main_dept_id, 0), 'overdue'
      from workflow where deleted = 0 and deadline >= ${start} and deadline < ${end} and deadline < ${now}
        and coalesce(l1_replied_at, finished_at, hang_started_at, ${now}) > deadline
    union all
    select ${sql.raw(cstDaySql('callback_at'))}, coalesce(main_dept_id, 0),
        case callback_result when 1 then 'satisfied' when 2 then 'basic' else 'unsatisfied' end
      from workflow where deleted = 0 and callback_at >= ${start} and callback_at < ${end} and callback_result in (1, 2, 3)
  ) e
  group by e.day, e.dept_id`;

/** Recomputes the days from..to (default yesterday and today): their rows are replaced, so running twice changes nothing. */
export async function rollUpDays(db: Kysely<Database>, from: string | undefined, to: string | undefined, now: Date) {
  const lastDay = to ?? cstDay(now.getTime());
  const firstDay = from ?? (to ? lastDay : cstDay(now.getTime() - DAY_MS));
  const start = cstDayStart(firstDay);
  const end = cstDayStart(lastDay) + DAY_MS;
  if (Number.isNaN(start) || Number.isNaN(end)) throw new Error('日期不正确');
  if (start >= end) throw new Error('开始日期不能晚于结束日期');
  const days = Math.round((end - start) / DAY_MS);
  if (days > MAX_ROLLUP_DAYS) throw new Error(`一次最多重建 ${MAX_ROLLUP_DAYS} 天`);
  const rows = await db.transaction().execute(async (tx) => {
    // Two servers rebuilding the same days one after the other, never interleaved.
    await sql`select pg_advisory_xact_lock(hashtext('stat_daily_dept'))`.execute(tx);
    await tx.deleteFrom('stat_daily_dept').where('day', '>=', firstDay).where('day', '<=', lastDay).execute();
    const r = await ROLLUP_SQL(new Date(start), new Date(end), now).execute(tx);
    return Number(r.numAffectedRows ?? 0);
  });
  // 绩效统计's roll-up (services/stats) over the same days, every dimension.
  const statRows = await rollUpStats(db, firstDay, lastDay);
  return { from: firstDay, to: lastDay, days, rows, statRows };
}
