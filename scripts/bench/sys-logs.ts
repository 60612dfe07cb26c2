// Latency of /api/sys/log/operation/page over 1,000,000 operation-log rows, 20 concurrent requests, on PGlite in memory
// and on PostgreSQL (a fresh database in DATABASE_URL's server, else a throwaway cluster). The server runs in its own
// process (rows bulk-inserted with generate_series) so the load generator's CPU does not count as server time.
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { startServer } from '../../server/src/app.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { cstDay, DAY_MS } from '../../server/src/lib/time.ts';
import { benchLogin as login, type LatencyRow, measureLatency, onBothDatabases, type SkippedRow, spawnBenchServer } from './load.ts';

const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 1_000_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS = 2000;
const SORTED_REQUESTS = 20;
// A server in service is warm: JIT, plans and caches settle over the first requests.
const WARMUP = 500;
const SERVE_FLAG = '--serve-logs-for-bench';
const MODULES = ['用户管理', '角色管理', '菜单管理', '部门管理', '岗位管理', '字典管理', '区域管理', '定时任务', '云存储', '系统日志'];

export interface LogsBenchRow extends LatencyRow {
  database: string;
}

/** Every case on PGlite, then on PostgreSQL (DATABASE_URL's server or a throwaway cluster; else the row says so). */
export function benchLogPage(): Promise<Array<LogsBenchRow | SkippedRow>> {
  return onBothDatabases('logs', benchOn);
}

async function benchOn(database: string, databaseUrl: string): Promise<LogsBenchRow[]> {
  const { url, child } = await spawnBenchServer(fileURLToPath(import.meta.url), `${SERVE_FLAG}=${databaseUrl}`, 600_000);
  try {
    const admin = await login(url, 'admin');
    const path = '/api/sys/log/operation/page';
    const cases = [
      { name: '第 1 页（全部）', body: { page: 1, size: 20 } },
      { name: '模块 + 状态（字典管理 / 失败）', body: { page: 1, size: 20, module: '字典管理', status: 0 } },
      { name: '时间范围（7 天）', body: { page: 1, size: 20, startTime: day(-37), endTime: day(-31) } },
      { name: '第 50 页（全部）', body: { page: 50, size: 20 } },
      // Sorting by a column (issue 26) reads every row in range: one request at a time, its own latency.
      { name: '按 IP 排序（升序）', body: { page: 1, size: 20, orderBy: 'ip', order: 'asc' }, amount: SORTED_REQUESTS, connections: 1 },
      { name: '按耗时排序，近 7 天', body: { page: 1, size: 20, orderBy: 'durationMs', order: 'desc', startTime: day(-7), endTime: day(0) }, amount: SORTED_REQUESTS, connections: 1 },
    ];
    const rows: LogsBenchRow[] = [];
    for (const { name, body, amount = REQUESTS, connections = CONCURRENCY } of cases) {
      // The load generator sees only HTTP statuses: check once that the answer really is a non-empty page.
      const reply = (await (await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': admin }, body: JSON.stringify(body) })).json()) as {
        code: number; msg: string; data: { total: number; more: boolean; records: unknown[] };
      };
      if (reply.code !== 0 || reply.data.records.length === 0) throw new Error(`${path} ${name} 返回 ${reply.code} ${reply.msg}`);
      await measureLatency(url + path, { token: admin, body, connections, amount: Math.min(WARMUP, amount) });
      const total = `${reply.data.more ? '超过 ' : '共 '}${reply.data.total} 条`;
      rows.push({ database, name: `${name}，${total}${connections === 1 ? '，逐个请求' : ''}`, ...(await measureLatency(url + path, { token: admin, body, connections, amount })) });
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
  }
}

/** 'YYYY-MM-DD' of `offset` days from today (CST). */
function day(offset: number): string {
  return cstDay(Date.now() + offset * DAY_MS);
}

/** A million rows over the last 180 days in one statement: ten modules, one in ten failed, a few operators. */
async function seedLogs(db: Kysely<Database>): Promise<void> {
  await sql`insert into sys_log_operation (user_id, username, module, operation, request_uri, request_method, request_params, ip,
      duration_ms, status, error_msg, created_at)
    select 1 + g % 5, (array['admin','dept01','dept02','agent01','agent02'])[1 + g % 5],
      (${sql.raw(`array[${MODULES.map((m) => `'${m}'`).join(',')}]`)})[1 + (g / 7) % ${MODULES.length}], '修改', '/api/sys/x/update', 'POST',
      '{"body":{"id":' || g || '}}', '10.0.' || (g % 250) || '.' || (g % 200), g % 97,
      case when g % 10 = 0 then 0 else 1 end, case when g % 10 = 0 then '数据已被修改，请刷新后重试' end,
      now() - (g::double precision * 180 * 86400 / ${ROWS}) * interval '1 second'
    from generate_series(1, ${ROWS}::int) g`.execute(db);
  // What autovacuum would have done on a server running for a while: statistics and the visibility map.
  await sql`vacuum analyze sys_log_operation`.execute(db);
}

const serveArg = process.argv.find((a) => a.startsWith(SERVE_FLAG));
if (serveArg !== undefined) {
  const databaseUrl = serveArg.slice(SERVE_FLAG.length + 1) || undefined;
  const server = await startServer({ dataDir: 'memory', databaseUrl, port: 0, host: '127.0.0.1', logger: false });
  await seedLogs(server.app.db);
  console.log(`URL ${server.url}`);
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchLogPage()) {
    console.log('skipped' in r ? `${r.database}: ${r.skipped}` : `${r.database} ${r.name}: p50 ${r.p50} ms, p99 ${r.p99} ms（${r.requests} 次，并发 ${CONCURRENCY}）`);
  }
}
