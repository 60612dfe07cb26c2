// The migrated empty database every test server starts from: initdb (PGlite) and the migrations run once per change of
// the migrations, not once per test file. PGlite's is a tarball in the temp folder, PostgreSQL's a template database.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/src/db/connect.ts';
import { migrate } from '../../server/src/db/migrate.ts';

const DB_DIR = new URL('../../server/src/db/', import.meta.url);
const PREFIX = 'hotline-test-pglite-';

/** Names the template by what shapes it: the migrations, the migration runner and PGlite's version. */
function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = new URL('migrations/', DB_DIR);
  for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(new URL(name, migrations)));
  hash.update(readFileSync(new URL('migrate.ts', DB_DIR)));
  hash.update(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

/** The template's tarball, made (and older ones removed) when missing. */
export async function pgliteTemplate(): Promise<Uint8Array> {
  const path = join(tmpdir(), `${PREFIX}${templateKey()}.tar`);
  try {
    return readFileSync(path);
  } catch {
    // Made below.
  }
  const { db, dump } = await openDatabase({ dataDir: 'memory' });
  try {
    await migrate(db);
    const tarball = await dump!();
    for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith(PREFIX))) rmSync(join(tmpdir(), old), { force: true });
    // Written whole, then renamed: another test process never reads half a file.
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, tarball);
    renameSync(partial, path);
    return tarball;
  } finally {
    await db.destroy();
  }
}

/** The name of PostgreSQL's migrated template database on the cluster of `adminUrl`, made when missing. */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `hotline_template_${templateKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // One maker at a time per cluster; the others find it made.
    await admin.query('select pg_advisory_lock(27027)');
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const { db } = await openDatabase({ databaseUrl: url.toString() });
    try {
      await migrate(db);
    } catch (error) {
      await db.destroy();
      await admin.query(`drop database if exists ${name} with (force)`);
      throw error;
    }
    await db.destroy();
    return name;
  } finally {
    await admin.end();
  }
}
