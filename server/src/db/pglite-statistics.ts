// PGlite runs no autovacuum, so nothing gathers the planner's statistics: a table seeded or grown since is planned as if
// empty (分机监控's 200 seats were read by 200 index probes, ~10x a hash join). This analyzes such tables, as autovacuum
// would on PostgreSQL, at start and every few minutes.
import { sql, type Kysely } from 'kysely';

/** Smaller tables are read whole whatever the plan; analyzing them would only cost every server start. */
const MIN_PAGES = 4;
/** PostgreSQL's autovacuum_analyze_scale_factor: re-analyze once a table has grown or shrunk by a tenth. */
const GROWTH = 0.1;
export const STATISTICS_EVERY_MS = 5 * 60_000;

/** The tables of the current schema never analyzed, or grown or shrunk by a tenth since, of MIN_PAGES or more. */
export async function staleTables<DB>(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace,
      lateral (select pg_relation_size(c.oid) / current_setting('block_size')::int as pages) size
    where n.nspname = current_schema() and c.relkind = 'r' and size.pages >= ${sql.lit(MIN_PAGES)}
      and (c.reltuples < 0 or abs(size.pages - c.relpages) > c.relpages * ${sql.lit(GROWTH)})
    order by c.relname`.execute(db);
  return rows.map((r) => r.name);
}

/** Analyzes the stale tables, one statement each so other queries run between them; answers their names. */
export async function analyzeStaleTables<DB>(db: Kysely<DB>): Promise<string[]> {
  const tables = await staleTables(db);
  for (const table of tables) await sql`analyze ${sql.table(table)}`.execute(db);
  return tables;
}

/** Analyzes now, then every STATISTICS_EVERY_MS; answers the stop. A failed round is tried again at the next. */
export async function keepStatistics<DB>(db: Kysely<DB>): Promise<() => void> {
  await analyzeStaleTables(db);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void analyzeStaleTables(db).catch(() => {}).finally(() => (running = false));
  }, STATISTICS_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
