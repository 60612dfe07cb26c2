// The query layer (db/connect.ts): on PGlite a query runs in its own thread, so the server's event loop turns while it
// runs; a transaction is its own (other queries neither see nor join it); the database's refusals keep their code.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../server/src/db/connect.ts';
import { databaseLabel } from './helpers.ts';

describe(`查询层（${databaseLabel}）`, () => {
  let db: Kysely<never>;
  const table = `thread_probe_${randomBytes(4).toString('hex')}`;
  const rows = async () => Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);

  before(async () => {
    db = (await openDatabase({ dataDir: 'memory', databaseUrl: process.env.DATABASE_URL })).db as unknown as Kysely<never>;
    await sql`create table ${sql.table(table)} (id int primary key)`.execute(db);
  });
  after(async () => {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
    await db.destroy();
  });

  it('a running query leaves the event loop free: a timer set after it fires before it ends', async () => {
    const order: string[] = [];
    const query = sql`select pg_sleep(0.3)`.execute(db).then(() => order.push('query'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push('timer');
    await query;
    assert.deepEqual(order, ['timer', 'query']);
  });

  it('a transaction is its own: a query outside it neither sees its rows nor runs inside it', async () => {
    let outside = -1;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));
    const trx = db.transaction().execute(async (t) => {
      await sql`insert into ${sql.table(table)} values (1)`.execute(t);
      inserted();
      await held;
      throw new Error('rolled back on purpose');
    });
    await didInsert;
    const reading = rows().then((n) => (outside = n));
    await new Promise((resolve) => setTimeout(resolve, 50)); // time enough for the read to have run, had it been let in
    release();
    await assert.rejects(trx, /rolled back on purpose/);
    await reading;
    assert.equal(outside, 0, 'the outside query saw no uncommitted row');
    assert.equal(await rows(), 0, 'the rollback undid the insert');
  });

  it('a refusal keeps its SQLSTATE and constraint, and the next query works', async () => {
    await sql`insert into ${sql.table(table)} values (7)`.execute(db);
    const error = await sql`insert into ${sql.table(table)} values (7)`.execute(db).then(() => null, (e: unknown) => e as { code?: string; constraint?: string });
    assert.equal(error?.code, '23505');
    assert.equal(error?.constraint, `${table}_pkey`);
    assert.equal(await rows(), 1);
  });

  it('PGlite: a dumped database starts another one with its tables and rows (the test template)', { skip: Boolean(process.env.DATABASE_URL) }, async () => {
    const opened = await openDatabase({ dataDir: 'memory' });
    await sql`create table carried (id int)`.execute(opened.db);
    await sql`insert into carried values (41), (42)`.execute(opened.db);
    const tarball = await opened.dump!();
    await opened.db.destroy();
    const copy = (await openDatabase({ dataDir: 'memory', pgliteTemplate: tarball })).db;
    try {
      const carried = await sql<{ id: number }>`select id from carried order by id`.execute(copy);
      assert.deepEqual(carried.rows.map((r) => r.id), [41, 42]);
    } finally {
      await copy.destroy();
    }
  });
});
