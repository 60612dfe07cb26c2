// The daily roll-up of 绩效统计 (table stat_daily): per CST day and dimension the counts of definitions.ts, rebuilt from
// the orders for whole days. Kept current two ways: the statsRollup job rebuilds yesterday and today, and every write to
// an order marks its days stale (trigger stat_mark_days, migration 017; with its returns' days and each return's own day,
// migration 032), which the next read rebuilds before answering.
import { sql, type Kysely } from 'kysely';
import type { StatDayBasis } from '../../../../src/shared/protocol/statsFigures.ts';
import type { Database } from '../../db/schema.ts';
import { cstDay, cstDayStart, cstDaySql, DAY_MS } from '../../lib/time.ts';
import { countPredicate, countsOfBasis, deptColumnOf, FAMILIES, ROLLUP_COLUMN, STAT_INDEX_KEYS } from './definitions.ts';

type Db = Kysely<Database>;

const BASES: StatDayBasis[] = ['dispatched', 'checked', 'callback', 'reworked', 'assisted', 'objected'];
const COLUMNS = STAT_INDEX_KEYS.map((k) => ROLLUP_COLUMN[k]);

/** One family's rows (orders, or return steps) whose day column falls in [from, to): its counts as 0/1 columns, the others 0. */
function familyRows(basis: StatDayBasis, from: Date, to: Date) {
  const { from: source, day, rows } = FAMILIES[basis];
  const own = new Set(countsOfBasis(basis));
  const flags = STAT_INDEX_KEYS.map((k) => (own.has(k) ? sql`case when ${countPredicate(k)} then 1 else 0 end` : sql`0`));
  return sql`select ${sql.raw(cstDaySql(day))} as day, coalesce(${sql.raw(deptColumnOf(basis, 'mainDept'))}, 0) as main_dept,
      ${sql.raw(deptColumnOf(basis, 'subDept'))} as sub_dept,
      coalesce(w.event_type_id, 0) as event_type, w.creator_id as agent, ${sql.join(flags.map((f, i) => sql`${f} as ${sql.raw(COLUMNS[i]!)}`))}
    from ${sql.raw(source)} where w.deleted = 0 and ${sql.raw(day)} >= ${from} and ${sql.raw(day)} < ${to} and ${sql.raw(rows)}`;
}

/** The days firstDay..lastDay of every dimension at once (grouping sets over the four families' rows). */
function rollupInsert(from: Date, to: Date) {
  const sums = COLUMNS.map((c) => sql`sum(e.${sql.raw(c)})::int`);
  return sql`
    insert into stat_daily (dim, day, dim_id, ${sql.raw(COLUMNS.join(', '))})
    select case when grouping(e.main_dept) = 0 then 'mainDept' when grouping(e.sub_dept) = 0 then 'subDept'
        when grouping(e.event_type) = 0 then 'eventType' else 'agent' end,
      e.day,
      case when grouping(e.main_dept) = 0 then e.main_dept when grouping(e.sub_dept) = 0 then e.sub_dept
        when grouping(e.event_type) = 0 then e.event_type else e.agent end,
      ${sql.join(sums)}
    from (${sql.join(BASES.map((b) => familyRows(b, from, to)), sql` union all `)}) e
    group by grouping sets ((e.day, e.main_dept), (e.day, e.sub_dept), (e.day, e.event_type), (e.day, e.agent))
    -- orders never sent to a sub department have no row in the sub-department table; all-zero rows are not kept
    having not (grouping(e.sub_dept) = 0 and e.sub_dept is null) and (${sql.join(sums, sql` + `)}) > 0`;
}

const lock = (tx: Db) => sql`select pg_advisory_xact_lock(hashtext('stat_daily'))`.execute(tx);

/** app_meta key of the roll-up's version: one more on every rebuild, so an answer cached under it is never stale. */
const VERSION_KEY = 'stat_version';

/** Rebuilds each run of consecutive days; call inside a transaction holding the lock. */
async function rebuild(tx: Db, days: string[]): Promise<void> {
  await sql`insert into app_meta (key, value) values (${VERSION_KEY}, '1')
    on conflict (key) do update set value = (app_meta.value::bigint + 1)::text`.execute(tx);
  for (const [first, last] of runsOf(days)) {
    const from = new Date(cstDayStart(first));
    const to = new Date(cstDayStart(last) + DAY_MS);
    await tx.deleteFrom('stat_daily').where('day', '>=', first).where('day', '<=', last).execute();
    await rollupInsert(from, to).execute(tx);
  }
}

/** Sorted distinct days grouped into [first, last] runs of consecutive days. */
export function runsOf(days: string[]): Array<[string, string]> {
  const sorted = [...new Set(days)].sort();
  const runs: Array<[string, string]> = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && cstDayStart(day) - cstDayStart(run[1]) === DAY_MS) run[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** Rebuilds firstDay..lastDay ('YYYY-MM-DD', CST) for every dimension; running it twice changes nothing. */
export async function rollUpStats(db: Db, firstDay: string, lastDay: string): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await lock(tx);
    await rebuild(tx, daysBetween(firstDay, lastDay));
    const r = await tx.selectFrom('stat_daily').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('day', '>=', firstDay).where('day', '<=', lastDay).executeTakeFirstOrThrow();
    return Number(r.n);
  });
}

export function daysBetween(firstDay: string, lastDay: string): string[] {
  const out: string[] = [];
  for (let t = cstDayStart(firstDay); t <= cstDayStart(lastDay); t += DAY_MS) out.push(cstDay(t));
  return out;
}

/**
 * Rebuilds the days writes have marked stale since the last time; a no-op read when there are none. Only the marks
 * this transaction could see are removed, and the rebuild reads after removing them, so no write is ever missed.
 */
export async function rollUpStaleDays(db: Db): Promise<string[]> {
  const any = await db.selectFrom('stat_dirty_day').select('id').limit(1).executeTakeFirst();
  if (!any) return [];
  return db.transaction().execute(async (tx) => {
    await lock(tx);
    const marked = await sql<{ day: string }>`delete from stat_dirty_day returning to_char(day, 'YYYY-MM-DD') as day`.execute(tx);
    const days = [...new Set(marked.rows.map((r) => r.day))];
    await rebuild(tx, days);
    return days.sort();
  });
}

/**
 * Rebuilds any stale days, then answers a key naming the roll-up as it now stands (the database's seeding and the
 * version): answers cached under it stay right on every server, since any write makes days stale and a rebuild moves it.
 */
export async function currentStatsVersion(db: Db): Promise<string> {
  const read = () => sql<{ seeded: string | null; version: string | null; stale: boolean }>`
    select (select value from app_meta where key = 'seeded') as seeded, (select value from app_meta where key = ${VERSION_KEY}) as version,
      exists (select 1 from stat_dirty_day) as stale`.execute(db);
  let row = (await read()).rows[0]!;
  if (row.stale) {
    await rollUpStaleDays(db);
    row = (await read()).rows[0]!;
  }
  return `${row.seeded ?? ''}:${row.version ?? '0'}`;
}
