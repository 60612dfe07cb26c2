// Log retention (a scheduled job): operation and login logs older than the kept days are deleted.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Rows per delete: each statement is short, so it never holds locks long while a console reads or writes the log. */
const BATCH_ROWS = 5000;

async function purgeTable(db: Kysely<Database>, table: 'sys_log_operation' | 'sys_log_login', before: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const r = await sql`delete from ${sql.table(table)} where id in (
      select id from ${sql.table(table)} where created_at < ${before} order by created_at limit ${BATCH_ROWS})`.execute(db);
    const n = Number(r.numAffectedRows ?? 0);
    removed += n;
    if (n < BATCH_ROWS) return removed;
  }
}

/** Deletes log rows older than `keepDays` days; answers how many of each were removed. */
export async function purgeOldLogs(db: Kysely<Database>, keepDays: number): Promise<{ operation: number; login: number }> {
  if (!Number.isInteger(keepDays) || keepDays < 1) throw new RangeError(`日志保留天数应为正整数：${keepDays}`);
  const before = new Date(Date.now() - keepDays * 24 * 3600 * 1000);
  return { operation: await purgeTable(db, 'sys_log_operation', before), login: await purgeTable(db, 'sys_log_login', before) };
}
