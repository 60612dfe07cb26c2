// Opens the one Kysely query layer: over PostgreSQL when a URL is given, else over embedded PGlite.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export interface DatabaseOptions {
  /** 'memory' for an in-memory database, or a folder for PGlite's files. */
  dataDir?: string;
  /** postgres:// URL: use that server instead of PGlite. */
  databaseUrl?: string;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** Human-readable description for logs (never includes a password). */
  kind: string;
}

export async function openDatabase(opts: DatabaseOptions): Promise<OpenedDatabase> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client error must not crash the server; the pool replaces the client.
    pool.on('error', () => {});
    // pg-pool stops listening while a client is checked out (mid-transaction): a backend ended then (restart, failover,
    // pg_terminate_backend) emits 'error' with no listener and would end the process. The query in hand fails on its own.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: `PostgreSQL (${redactUrl(opts.databaseUrl)})` };
  }
  const dataDir = opts.dataDir ?? './data';
  let client: PGlite;
  if (dataDir === 'memory') {
    client = new PGlite();
  } else {
    const dir = resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  // Kysely's dialect holds PGlite's one session for a transaction's whole length: other queries wait their turn.
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: client }) });
  return { db, kind: dataDir === 'memory' ? 'PGlite（内存）' : `PGlite（${resolve(dataDir, 'pglite')}）` };
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}
