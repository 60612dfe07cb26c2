// A Kysely dialect over one PGlite instance, so PGlite and PostgreSQL share one query layer.
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/** FIFO lock: PGlite has a single session, so a transaction must own it until it ends. */
class Lock {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

class PGliteConnection implements DatabaseConnection {
  /** Set while this connection holds the session for a transaction. */
  release: (() => void) | null = null;

  constructor(
    private readonly pg: PGlite,
    private readonly lock: Lock,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Outside a transaction each statement takes the lock briefly, so it never lands inside another's transaction.
    const unlock = this.release ? null : await this.lock.acquire();
    try {
      const result = await this.pg.query<R>(query.sql, [...query.parameters]);
      const command = query.sql.trimStart().slice(0, 6).toLowerCase();
      const writes = command === 'insert' || command === 'update' || command === 'delete';
      return {
        rows: result.rows,
        numAffectedRows: writes ? BigInt(result.affectedRows ?? 0) : undefined,
      };
    } finally {
      unlock?.();
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite 方言不支持流式查询');
  }
}

class PGliteDriver implements Driver {
  readonly #lock = new Lock();

  constructor(private readonly pg: PGlite) {}

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.pg, this.#lock);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as PGliteConnection;
    conn.release = await this.#lock.acquire();
    try {
      await conn.executeQuery(CompiledQuery.raw('begin'));
    } catch (err) {
      this.#unlock(conn);
      throw err;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as PGliteConnection;
    try {
      await conn.executeQuery(CompiledQuery.raw('commit'));
    } finally {
      this.#unlock(conn);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as PGliteConnection;
    try {
      await conn.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      this.#unlock(conn);
    }
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.pg.close();
  }

  #unlock(conn: PGliteConnection): void {
    const release = conn.release;
    conn.release = null;
    release?.();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
