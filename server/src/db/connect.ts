// Opens the one Kysely query layer: over PostgreSQL when a URL is given, else over embedded PGlite.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { pgliteThreadDialect } from './pglite-thread.ts';
import type { Database } from './schema.ts';

export interface DatabaseOptions {
  /** 'memory' for an in-memory database, or a folder for PGlite's files. */
  dataDir?: string;
  /** postgres:// URL: use that server instead of PGlite. */
  databaseUrl?: string;
  /** Tests: a dumped in-memory PGlite (OpenedDatabase.dump) to start from instead of an empty one. */
  pgliteTemplate?: Uint8Array;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** Human-readable description for logs (never includes a password). */
  kind: string;
  /** PGlite only: its data folder as a tarball (a test template). */
  dump?: () => Promise<Uint8Array>;
  /** PGlite only: runs `listener` when a commit moves the auth epoch, before that commit's answer arrives (migration 042). */
  onAuthEpochMoved?: (listener: () => void) => void;
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
  let dir: string | undefined;
  if (dataDir !== 'memory') {
    dir = resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  // PGlite runs in a thread of its own; a transaction holds its one session for its whole length, other queries wait their turn.
  const dialect = pgliteThreadDialect({ dataDir: dir, template: dir ? undefined : opts.pgliteTemplate });
  const db = new Kysely<Database>({ dialect });
  // Starts the thread now, so a database that cannot open fails the start, not the first request.
  await sql`select 1`.execute(db);
  return {
    db, kind: dir ? `PGlite（${dir}）` : 'PGlite（内存）', dump: () => dialect.dump(),
    onAuthEpochMoved: (listener) => dialect.onAuthEpochMoved(listener),
  };
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
