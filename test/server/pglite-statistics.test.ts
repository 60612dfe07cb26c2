// PGlite runs no autovacuum: db/pglite-statistics.ts analyzes a table never analyzed or grown by a tenth since, so the
// planner plans it by its rows (on PostgreSQL autovacuum does the same; the module's query holds there too).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../server/src/db/connect.ts';
import { analyzeStaleTables, staleTables } from '../../server/src/db/pglite-statistics.ts';
import { pgliteTemplate } from './database-template.ts';
import { databaseLabel, startTestServer } from './helpers.ts';

describe(`统计信息（${databaseLabel}）`, () => {
  let db: Kysely<unknown>;
  const table = `stats_probe_${randomBytes(4).toString('hex')}`;
  const fill = (from: number, to: number) =>
    sql`insert into ${sql.table(table)} select i, repeat('工单内容', 20) from generate_series(${from}::int, ${to}::int) i`.execute(db);
  const estimate = async () => Number((await sql<{ n: number }>`select reltuples::int as n from pg_class where relname = ${table}`.execute(db)).rows[0]!.n);

  before(async () => {
    const databaseUrl = process.env.DATABASE_URL;
    db = (await openDatabase({ dataDir: 'memory', databaseUrl, pgliteTemplate: databaseUrl ? undefined : await pgliteTemplate() })).db as Kysely<unknown>;
    await sql`create table ${sql.table(table)} (id int primary key, content text not null)`.execute(db);
  });
  after(async () => {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
    await db.destroy();
  });

  it('a table with rows never analyzed is stale; once analyzed it is not, until it grows by a tenth', async () => {
    await fill(1, 2000);
    assert.ok((await staleTables(db)).includes(table), 'never analyzed');
    assert.ok((await analyzeStaleTables(db)).includes(table));
    assert.equal(await estimate(), 2000, 'the planner now knows its rows');
    assert.ok(!(await staleTables(db)).includes(table), 'fresh after analyze');
    await fill(2001, 2050);
    assert.ok(!(await staleTables(db)).includes(table), 'a few rows more are not worth a new analyze');
    await fill(2051, 3000);
    assert.ok((await staleTables(db)).includes(table), 'grown by half');
    await analyzeStaleTables(db);
    assert.equal(await estimate(), 3000);
  });

  it('a server on PGlite starts with every sizeable table analyzed, the seed included', { skip: Boolean(process.env.DATABASE_URL) }, async () => {
    const server = await startTestServer({ demoSeats: 200 });
    try {
      const users = await sql<{ n: number }>`select reltuples::int as n from pg_class where relname = 'sys_user'`.execute(server.app.db);
      assert.ok(users.rows[0]!.n >= 200, `sys_user is planned by its rows (${users.rows[0]!.n})`);
      assert.deepEqual(await staleTables(server.app.db), []);
    } finally {
      await server.close();
    }
  });
});
