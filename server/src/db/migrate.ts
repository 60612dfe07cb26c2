// Applies pending migrations in order, each in its own transaction, recorded in schema_migrations.
import { sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export async function migrate(db: Kysely<Database>): Promise<number[]> {
  await sql`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const applied = new Set(
    (await db.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version),
  );
  const done: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue;
    await db.transaction().execute(async (tx) => {
      // Two servers starting on one PostgreSQL database must not apply the same migration twice.
      await sql`select pg_advisory_xact_lock(12345)`.execute(tx);
      const again = await tx.selectFrom('schema_migrations').select('version').where('version', '=', m.version).executeTakeFirst();
      if (again) return;
      for (const statement of m.statements) await sql.raw(statement).execute(tx);
      await tx.insertInto('schema_migrations').values({ version: m.version, name: m.name }).execute();
    });
    done.push(m.version);
  }
  return done;
}
