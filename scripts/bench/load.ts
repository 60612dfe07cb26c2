// One load generator for the latency benchmarks: autocannon on loopback, bounded request count, p50/p99 in ms.
import autocannon from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { startThrowawayPostgres } from '../pg-cluster.mjs';

export interface LatencyRow {
  name: string;
  p50: number;
  p99: number;
  requests: number;
}

export interface LoadOptions {
  token: string;
  body?: unknown;
  connections: number;
  /** Requests to send, then stop. */
  amount: number;
}

/** POSTs `amount` requests over `connections` connections; any non-2xx answer or error fails the benchmark. */
export async function measureLatency(url: string, options: LoadOptions): Promise<Omit<LatencyRow, 'name'>> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: options.connections,
    amount: options.amount,
    headers: {
      // Only with a body: an empty body announced as JSON is refused (400).
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-auth-token': options.token,
      token: options.token,
      usertoken: options.token,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}：${result.non2xx} 个非 2xx 应答，${result.errors} 个错误`);
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

/**
 * Starts `node --import tsx <script> <flag>` (the script serves the bench's server in its own process, so the load
 * generator's CPU does not count as server time) and waits for the `URL …` line it prints.
 */
export function spawnBenchServer(script: string, flag: string, timeoutMs: number, extraEnv: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, flag], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...extraEnv } });
  return announcedUrl(child, /^URL (\S+)$/m, timeoutMs);
}

/**
 * Builds and starts the server exactly as `npm start` runs it (the bundled server/build/main.mjs, no TypeScript
 * loader), on a free port with an in-memory PGlite (or PGlite in `dataDir`) or the given PostgreSQL, and waits for its banner's address.
 */
export function spawnBuiltServer(databaseUrl: string | undefined, timeoutMs: number, dataDir = 'memory', extraEnv: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const env = { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', HOTLINE_LOG: '0', ...extraEnv };
  const child = spawn(process.execPath, ['--enable-source-maps', 'server/build/main.mjs'], { stdio: ['ignore', 'pipe', 'inherit'], env });
  return announcedUrl(child, /已启动：(\S+)/, timeoutMs);
}

function announcedUrl(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('基准测试服务器启动超时'));
    }, timeoutMs);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = pattern.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`基准测试服务器退出：${code}`));
    });
  });
}

/** Signs a demo user in and answers the token. */
export async function benchLogin(url: string, username: string): Promise<string> {
  const r = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Hotline@2026' }) });
  return ((await r.json()) as { data: { token: string } }).data.token;
}

/** Follows and unfollows one order every `ms` (a real work-order write that drops the cached lists) until stopped. */
export function writeEvery(url: string, token: string, ms: number, workflowId: string): { stop: () => Promise<void> } {
  let follow = true;
  let last = Promise.resolve();
  const timer = setInterval(() => {
    last = fetch(`${url}/aop/workflow/batchFollow`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({ workflowIds: [workflowId], follow: (follow = !follow) }),
    }).then(async (r) => {
      if (((await r.json()) as { code: number }).code !== 0) throw new Error('写入失败');
    });
  }, ms);
  return { stop: async () => { clearInterval(timer); await last; } };
}

/** A figure that could not be taken on one database, and why. */
export interface SkippedRow {
  database: string;
  skipped: string;
}

/** A database of its own on `adminUrl`'s server for one bench (named after it and this process), dropped afterwards. */
export async function freshDatabase(adminUrl: string, bench: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hotline_bench_${bench}_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try { await client.query(statement); } finally { await client.end(); }
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * Every case on PGlite (url ''), then on PostgreSQL: a fresh database on DATABASE_URL's server, else a throwaway
 * cluster of the Debian binaries; a row says so when neither is there.
 */
export async function onBothDatabases<R>(bench: string, run: (database: string, databaseUrl: string) => Promise<R[]>): Promise<Array<R | SkippedRow>> {
  const rows: Array<R | SkippedRow> = [...(await run('PGlite', ''))];
  if (process.env.DATABASE_URL) {
    const database = await freshDatabase(process.env.DATABASE_URL, bench);
    try {
      rows.push(...(await run('PostgreSQL', database.url)));
    } finally {
      await database.drop();
    }
    return rows;
  }
  const cluster = await startThrowawayPostgres();
  if (!cluster) return [...rows, { database: 'PostgreSQL', skipped: '未设置 DATABASE_URL，也未找到 PostgreSQL 服务器程序（pg_ctl），跳过' }];
  try {
    rows.push(...(await run('PostgreSQL', cluster.url)));
  } finally {
    cluster.stop();
  }
  return rows;
}
