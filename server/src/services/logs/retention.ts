// Log retention (a scheduled job): operation and login logs, and 知识检索's search log, older than the kept days are deleted.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Rows per delete: each statement is short, so it never holds locks long while a console reads or writes the log. */
const BATCH_ROWS = 5000;

type LogTable = 'sys_log_operation' | 'sys_log_login' | 'knowledge_search_log';

async function purgeTable(db: Kysely<Database>, table: LogTable, before: Date, at = 'created_at'): Promise<number> {
  let removed = 0;
  for (;;) {
    const r = await sql`delete from ${sql.table(table)} where id in (
      select id from ${sql.table(table)} where ${sql.ref(at)} < ${before} order by ${sql.ref(at)} limit ${BATCH_ROWS})`.execute(db);
    const n = Number(r.numAffectedRows ?? 0);
    removed += n;
    if (n < BATCH_ROWS) return removed;
  }
}

/** Deletes log rows older than `keepDays` days; answers how many of each were removed. */
export async function purgeOldLogs(db: Kysely<Database>, keepDays: number): Promise<{ operation: number; login: number; search: number }> {
  if (!Number.isInteger(keepDays) || keepDays < 1) throw new RangeError(`日志保留天数应为正整数：${keepDays}`);
  const before = new Date(Date.now() - keepDays * 24 * 3600 * 1000);
  return {
    operation: await purgeTable(db, 'sys_log_operation', before), login: await purgeTable(db, 'sys_log_login', before),
    search: await purgeTable(db, 'knowledge_search_log', before, 'searched_at'),
  };
}
