// Latency of 话单记录's search (/apo/payroll/history) over 3,000,000 call records, 20 concurrent requests, on PGlite in
// memory and on PostgreSQL (a fresh database in DATABASE_URL's server, else a throwaway cluster). The server runs in its
// own process (records bulk-inserted with generate_series) so the load generator's CPU does not count as server time.
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { startServer } from '../../server/src/app.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { cstDay, DAY_MS } from '../../server/src/lib/time.ts';
import { benchLogin as login, type LatencyRow, measureLatency, onBothDatabases, type SkippedRow, spawnBenchServer } from './load.ts';

const ROWS = Number(process.env.BENCH_CALL_ROWS ?? 3_000_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS = 2000;
// A server in service is warm: JIT, plans and caches settle over the first requests.
const WARMUP = 500;
const SERVE_FLAG = '--serve-calls-for-bench';
const AGENTS = 50;
const CITIZENS = 200_000;

export interface CallRecordsBenchRow extends LatencyRow {
  database: string;
}

/** Every case on PGlite, then on PostgreSQL (DATABASE_URL's server or a throwaway cluster; else the row says so). */
export function benchCallRecords(): Promise<Array<CallRecordsBenchRow | SkippedRow>> {
  return onBothDatabases('calls', benchOn);
}

/** 'YYYY-MM-DD' of `offset` days from today (CST). */
function day(offset: number): string {
  return cstDay(Date.now() + offset * DAY_MS);
}

async function benchOn(database: string, databaseUrl: string): Promise<CallRecordsBenchRow[]> {
  const { url, child } = await spawnBenchServer(fileURLToPath(import.meta.url), `${SERVE_FLAG}=${databaseUrl}`, 1_200_000);
  try {
    const admin = await login(url, 'admin');
    const path = '/apo/payroll/history';
    const cases = [
      { name: '第 1 页（全部）', body: { page: 1, size: 20 } },
      { name: '按号码（主叫或被叫）', body: { page: 1, size: 20, number: citizen(4242) } },
      { name: '坐席 + 时间范围（7 天）', body: { page: 1, size: 20, agent: '坐席07', startTime: day(-37), endTime: day(-31) } },
      { name: '结果 + 时间范围（放弃，1 天）', body: { page: 1, size: 20, result: 'abandoned', startTime: day(-10), endTime: day(-10) } },
    ];
    const rows: CallRecordsBenchRow[] = [];
    for (const { name, body } of cases) {
      // The load generator sees only HTTP statuses: check once that the answer really is a non-empty page.
      const reply = (await (await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': admin }, body: JSON.stringify(body) })).json()) as {
        code: number; msg: string; data: { total: number; more: boolean; records: unknown[] };
      };
      if (reply.code !== 0 || reply.data.records.length === 0) throw new Error(`${path} ${name} 返回 ${reply.code} ${reply.msg}`);
      await measureLatency(url + path, { token: admin, body, connections: CONCURRENCY, amount: WARMUP });
      const total = `${reply.data.more ? '超过 ' : '共 '}${reply.data.total} 条`;
      rows.push({ database, name: `话单 ${ROWS.toLocaleString('en-US')} 条：${name}，${total}`, ...(await measureLatency(url + path, { token: admin, body, connections: CONCURRENCY, amount: REQUESTS })) });
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
  }
}

const citizen = (n: number) => `139${String(n).padStart(8, '0')}`;

/** Three million records over the last 180 days in one statement: 50 agents, 200,000 citizens, a tenth outgoing, some abandoned or missed. */
async function seedCalls(db: Kysely<Database>): Promise<void> {
  await sql`insert into call_record (call_id, caller, called, extension, agent_id, agent_name, skill_name, queue, direction, offered_at,
      queued_at, rang_at, answered_at, ended_at, wait_seconds, talk_seconds, result)
    select 'bench-' || g,
      case when g % 10 = 0 then (8001 + g % ${AGENTS})::text else '139' || lpad((g % ${CITIZENS})::text, 8, '0') end,
      case when g % 10 = 0 then '139' || lpad((g % ${CITIZENS})::text, 8, '0') else '12345' end,
      case when g % 13 = 0 then null else (8001 + g % ${AGENTS})::text end, null,
      case when g % 13 = 0 then null else '坐席' || lpad((1 + g % ${AGENTS})::text, 2, '0') end, 'skill1', case when g % 10 = 0 then null else 'lineUp' end,
      case when g % 10 = 0 then 'out' else 'in' end, at, at, at + interval '5 second', case when g % 13 = 0 or g % 17 = 0 then null else at + interval '9 second' end,
      at + interval '2 minute', 9, case when g % 13 = 0 or g % 17 = 0 then 0 else 111 end,
      case when g % 13 = 0 then 'abandoned' when g % 17 = 0 then 'missed' else 'answered' end
    from (select g, now() - (g::double precision * 180 * 86400 / ${ROWS}) * interval '1 second' as at from generate_series(1, ${ROWS}::int) g) s`.execute(db);
  // What autovacuum would have done on a server running for a while: statistics and the visibility map.
  await sql`vacuum analyze call_record`.execute(db);
}

const serveArg = process.argv.find((a) => a.startsWith(SERVE_FLAG));
if (serveArg !== undefined) {
  const databaseUrl = serveArg.slice(SERVE_FLAG.length + 1) || undefined;
  const server = await startServer({ dataDir: 'memory', databaseUrl, port: 0, host: '127.0.0.1', logger: false });
  await seedCalls(server.app.db);
  console.log(`URL ${server.url}`);
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchCallRecords()) {
    console.log('skipped' in r ? `${r.database}: ${r.skipped}` : `${r.database} ${r.name}: p50 ${r.p50} ms, p99 ${r.p99} ms（${r.requests} 次，并发 ${CONCURRENCY}）`);
  }
}
