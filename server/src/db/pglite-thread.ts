// Kysely over PGlite in its own thread (db/pglite-worker.ts): the server's event loop only posts statements and reads
// answers, so HTTP, WebSocket and push work never wait behind a query (issue 27).
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  PGliteAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PGliteReply, PGliteRequest, PGliteThreadOptions } from './pglite-messages.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Answer = { rows: Record<string, unknown>[]; affectedRows?: number } | { tarball: Uint8Array };

// The server runs from TypeScript (tsx) in development and tests, and as one bundle beside pglite-worker.mjs when built.
const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.mjs', import.meta.url);

/** One PGlite in a worker thread, answering statements in the order they were sent. */
class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  #nextId = 1;
  #stopped: Error | null = null;
  readonly ready: Promise<void>;
  /** Called when the auth epoch moved, before the answer to the statement that moved it arrives. */
  readonly authEpochListeners = new Set<() => void>();

  constructor(options: PGliteThreadOptions) {
    this.#worker = new Worker(WORKER_URL, { workerData: options });
    this.ready = new Promise((resolve, reject) => {
      this.#worker.on('message', (reply: PGliteReply) => {
        if ('ready' in reply) return resolve();
        if ('authEpochMoved' in reply) {
          for (const listener of this.authEpochListeners) listener();
          return;
        }
        if ('failed' in reply) return reject(new Error(`PGlite 未能启动：${reply.failed}`));
        const waiting = this.#pending.get(reply.id);
        this.#pending.delete(reply.id);
        if (!waiting) return;
        if ('error' in reply) waiting.reject(Object.assign(new Error(reply.error.message), reply.error.fields));
        else waiting.resolve(reply);
      });
      const stop = (error: Error) => {
        this.#stopped = error;
        reject(error);
        for (const waiting of this.#pending.values()) waiting.reject(error);
        this.#pending.clear();
      };
      this.#worker.on('error', (error) => stop(new Error(`PGlite 线程出错：${error.message}`)));
      this.#worker.on('exit', () => stop(new Error('PGlite 线程已停止')));
    });
    this.ready.catch(() => {});
  }

  #send(request: DistributiveOmit<PGliteRequest, 'id'>): Promise<Answer> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } as PGliteRequest);
    });
  }

  async query(sql: string, parameters: readonly unknown[]): Promise<{ rows: Record<string, unknown>[]; affectedRows?: number }> {
    const answer = await this.#send({ kind: 'query', sql, parameters });
    return 'rows' in answer ? answer : { rows: [] };
  }

  async dump(): Promise<Uint8Array> {
    const answer = await this.#send({ kind: 'dump' });
    if (!('tarball' in answer)) throw new Error('PGlite 未返回数据目录');
    return answer.tarball;
  }

  async close(): Promise<void> {
    if (!this.#stopped) await this.#send({ kind: 'close' }).catch(() => {});
    await this.#worker.terminate();
  }
}

/** A connection handed to one Kysely query or transaction; PGlite has one session, so a transaction holds it alone. */
class ThreadConnection implements DatabaseConnection {
  constructor(private readonly driver: PGliteThreadDriver) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await this.driver.run(this, compiled.sql, compiled.parameters);
    return { rows: rows as R[], numAffectedRows: affectedRows == null ? undefined : BigInt(affectedRows) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite 不支持流式查询');
  }
}

class PGliteThreadDriver implements Driver {
  readonly #thread: PGliteThread;
  /** The connection inside a transaction, and when it ends: statements of every other connection wait for it. */
  #owner: ThreadConnection | null = null;
  #ownerDone: Promise<void> = Promise.resolve();
  #release: () => void = () => {};

  constructor(options: PGliteThreadOptions) {
    this.#thread = new PGliteThread(options);
  }

  async init(): Promise<void> {
    await this.#thread.ready;
  }

  onAuthEpochMoved(listener: () => void): void {
    this.#thread.authEpochListeners.add(listener);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ThreadConnection(this);
  }

  async run(connection: ThreadConnection, sql: string, parameters: readonly unknown[]): Promise<{ rows: Record<string, unknown>[]; affectedRows?: number }> {
    while (this.#owner && this.#owner !== connection) await this.#ownerDone;
    try {
      return await this.#thread.query(sql, parameters);
    } catch (error) {
      throw Object.assign(error as Error, { stack: `${(error as Error).stack}\n${new Error().stack}` });
    }
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    while (this.#owner) await this.#ownerDone;
    this.#owner = connection as ThreadConnection;
    this.#ownerDone = new Promise((resolve) => (this.#release = resolve));
    const mode = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean).join(' ');
    try {
      await this.#thread.query(mode ? `begin ${mode}` : 'begin', []);
    } catch (error) {
      this.#end();
      throw error;
    }
  }

  async commitTransaction(): Promise<void> {
    try {
      await this.#thread.query('commit', []);
    } finally {
      this.#end();
    }
  }

  async rollbackTransaction(): Promise<void> {
    try {
      await this.#thread.query('rollback', []);
    } finally {
      this.#end();
    }
  }

  #end(): void {
    this.#owner = null;
    this.#release();
  }

  async releaseConnection(): Promise<void> {}

  /** The data folder as a tarball, between statements (a test template). */
  async dump(): Promise<Uint8Array> {
    while (this.#owner) await this.#ownerDone;
    return this.#thread.dump();
  }

  async destroy(): Promise<void> {
    await this.#thread.close();
  }
}

class PGliteThreadDialect implements Dialect {
  #driver: PGliteThreadDriver | null = null;
  constructor(private readonly options: PGliteThreadOptions) {}
  /** Runs `listener` whenever a commit moves the auth epoch, before that commit's answer reaches its caller. */
  onAuthEpochMoved(listener: () => void): void {
    if (!this.#driver) throw new Error('PGlite 尚未启动');
    this.#driver.onAuthEpochMoved(listener);
  }
  /** The database's data folder as a tarball, once Kysely has made the driver. */
  dump(): Promise<Uint8Array> {
    if (!this.#driver) return Promise.reject(new Error('PGlite 尚未启动'));
    return this.#driver.dump();
  }
  createAdapter() {
    return new PGliteAdapter();
  }
  createDriver() {
    return (this.#driver = new PGliteThreadDriver(this.options));
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

export function pgliteThreadDialect(options: PGliteThreadOptions): Dialect & { dump(): Promise<Uint8Array>; onAuthEpochMoved(listener: () => void): void } {
  return new PGliteThreadDialect(options);
}
