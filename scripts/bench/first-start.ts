// A first start: migrations and the seed with its month of history (issue 26), timed on PGlite in memory and on a fresh
// PostgreSQL database; with what the history holds, and the process's memory after it.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../../server/src/db/connect.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { seedDatabase } from '../../server/src/seed/index.ts';
import { onBothDatabases, type SkippedRow } from './load.ts';

export interface FirstStartRow {
  database: string;
  /** Migrations and the seed without the history (what every test reset pays). */
  plainMs: number;
  /** The same with the month of history (a real first start). */
  historyMs: number;
  calls: number;
  orders: number;
  recordingMb: number;
  rssMb: number;
}

export function benchFirstStart(): Promise<Array<FirstStartRow | SkippedRow>> {
  return onBothDatabases('first_start', async (database, databaseUrl) => {
    const timed = async (history: boolean) => {
      const { db } = await openDatabase({ dataDir: 'memory', databaseUrl: databaseUrl || undefined });
      if (databaseUrl) {
        await sql`drop schema public cascade`.execute(db);
        await sql`create schema public`.execute(db);
      }
      const started = performance.now();
      await migrate(db);
      await seedDatabase(db, { demoSeats: 48, history });
      return { db, ms: performance.now() - started };
    };
    const plain = await timed(false);
    await plain.db.destroy();
    const full = await timed(true);
    try {
      const count = async (table: 'call_record' | 'workflow') =>
        Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(full.db)).rows[0]!.n);
      const bytes = (await sql<{ b: string }>`select coalesce(sum(size), 0) as b from upload_file`.execute(full.db)).rows[0]!.b;
      return [{
        database, plainMs: plain.ms, historyMs: full.ms, calls: await count('call_record'), orders: await count('workflow'),
        recordingMb: Number(bytes) / 1_048_576, rssMb: process.memoryUsage().rss / 1_048_576,
      }];
    } finally {
      await full.db.destroy();
    }
  });
}
