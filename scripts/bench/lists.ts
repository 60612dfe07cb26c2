// `npm run bench -- lists`: every work-order list (scripts/bench/list-orders.ts) with no cache, at 100,000 orders on PGlite
// and PostgreSQL: the median and p95 of one page of 20 with its total, and of each user's tab badges (list/all).
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../server/src/db/connect.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { seedDatabase } from '../../server/src/seed/index.ts';
import { callerHistory, findTab, listOrders, tabEntries } from '../../server/src/services/workorders/queues.ts';
import type { Actor } from '../../server/src/services/workorders/run-transition.ts';
import { listCases, seedListOrders } from './list-orders.ts';
import { onBothDatabases, type SkippedRow } from './load.ts';

const ORDERS = Number(process.env.BENCH_LIST_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 20);

export interface ListTiming {
  database: string;
  name: string;
  p50: number;
  p95: number;
}

/** The work-order actor of a seeded user. */
export async function actorNamed(db: Kysely<Database>, username: string): Promise<Actor> {
  const u = await db.selectFrom('sys_user').select(['id', 'real_name', 'dept_id']).where('username', '=', username).executeTakeFirstOrThrow();
  const roles = await db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', u.id).execute();
  return { id: u.id, realName: u.real_name, deptId: u.dept_id, roleIds: roles.map((r) => r.role_id) };
}

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

export async function benchLists(): Promise<Array<ListTiming | SkippedRow>> {
  return onBothDatabases('lists', async (database, databaseUrl) => {
    const { db } = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir: 'memory' });
    try {
      await migrate(db);
      await seedDatabase(db);
      await seedListOrders(db, ORDERS);
      const rows: ListTiming[] = [];
      const page = { current: 1, size: 20, offset: 0 };
      for (const c of listCases()) {
        const user = await actorNamed(db, c.username);
        const run = c.type === 'history'
          ? () => callerHistory(db, user, String(c.body.phone), undefined, page)
          : () => listOrders(db, user, c.type === 'index' ? null : findTab(c.type, c.body.queryType as number | string, user), c.body, page);
        rows.push({ database, name: c.name, ...(await timed(run)) });
      }
      for (const username of ['dispatcher', 'dept01', 'supervisor']) {
        const user = await actorNamed(db, username);
        rows.push({ database, name: `list/all 全部页签计数 ${username}`, ...(await timed(() => tabEntries(db, user))) });
      }
      return rows;
    } finally {
      await sql`select 1`.execute(db).catch(() => {});
      await db.destroy();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchLists()) {
    if ('skipped' in r) console.log(`${r.database}: ${r.skipped}`);
    else console.log(`${r.database.padEnd(10)} ${r.name.padEnd(28)} p50 ${String(r.p50).padStart(7)} ms  p95 ${String(r.p95).padStart(7)} ms`);
  }
}
