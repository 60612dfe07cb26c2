// `npm run bench -- caller-card`: the ringing caller's card (/aop/workflow/callerCard) over a centre's year of orders
// (1,000,000 by default, seedOrders' 'centre' spread: about five orders per caller), on the server in its own process.
// Callers: random seeded callers, numbers with no orders, and ten frequent callers with orders/1,000 orders each (1,000); 30,000 missed
// calls. Prints the client's p50/p95/p99 per kind and overall against the 100 ms p99.
// Settings: BENCH_CARD_ORDERS (1000000), BENCH_CARD_REQUESTS (2000), BENCH_CARD_CONCURRENCY (4),
// BENCH_CARD_DATABASE (pglite | postgres: DATABASE_URL or a throwaway cluster).
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { startServer } from '../../server/src/app.ts';
import { startThrowawayPostgres } from '../pg-cluster.mjs';
import { benchLogin, freshDatabase, spawnBenchServer } from './load.ts';
import { centrePhone, centrePhones, seedOrders } from './workorder-latency.ts';

const ORDERS = Number(process.env.BENCH_CARD_ORDERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_CARD_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CARD_CONCURRENCY ?? 4);
const WARMUP = 200;
const SERVE_FLAG = '--serve-caller-card-for-bench';
const FREQUENT_CALLERS = 10;
const frequentCaller = (i: number) => `136${String(i).padStart(8, '0')}`;
export const CARD_P99_TARGET_MS = 100;

export interface CallerCardFigures {
  database: string;
  orders: number;
  seedSeconds: number;
  rows: Array<{ name: string; requests: number; p50: number; p95: number; p99: number }>;
}

type Kind = 'caller' | 'unknown' | 'frequent';

/** Every fifth lookup a number with no orders, every tenth a frequent caller, the rest a random seeded caller. */
function numberFor(i: number): { kind: Kind; phone: string } {
  if (i % 10 === 3) return { kind: 'frequent', phone: frequentCaller(i % FREQUENT_CALLERS) };
  if (i % 5 === 1) return { kind: 'unknown', phone: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  return { kind: 'caller', phone: centrePhone(Math.floor(Math.random() * centrePhones(ORDERS))) };
}

const quantile = (sorted: number[], q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;

async function lookUps(url: string, token: string, amount: number, from: number): Promise<Array<{ kind: Kind; ms: number }>> {
  const out: Array<{ kind: Kind; ms: number }> = [];
  let next = 0;
  const worker = async () => {
    while (next < amount) {
      const i = from + next++;
      const { kind, phone } = numberFor(i);
      const t0 = performance.now();
      const r = await fetch(`${url}/aop/workflow/callerCard`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify({ phone }) });
      const body = (await r.json()) as { code: number; msg: string; data: { orderCount: number } };
      out.push({ kind, ms: performance.now() - t0 });
      if (body.code !== 0) throw new Error(`callerCard ${phone}: ${body.code} ${body.msg}`);
      if (kind === 'frequent' && body.data.orderCount < Math.floor(ORDERS / 1000)) throw new Error(`常来电号码 ${phone} 只有 ${body.data.orderCount} 件工单`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return out;
}

async function runOn(database: string, databaseUrl: string): Promise<CallerCardFigures> {
  const t0 = performance.now();
  const { url, child } = await spawnBenchServer(fileURLToPath(import.meta.url), SERVE_FLAG, 1_800_000, { BENCH_CARD_DATABASE_URL: databaseUrl });
  const seedSeconds = Math.round((performance.now() - t0) / 1000);
  try {
    const token = await benchLogin(url, 'agent01');
    await lookUps(url, token, WARMUP, 0);
    const timings = await lookUps(url, token, REQUESTS, WARMUP);
    const row = (name: string, ms: number[]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return { name, requests: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99) };
    };
    const of = (kind: Kind) => timings.filter((t) => t.kind === kind).map((t) => t.ms);
    return {
      database, orders: ORDERS, seedSeconds,
      rows: [
        row('来电信息卡 全部 all lookups', timings.map((t) => t.ms)),
        row('  有工单的来电者 seeded callers (~5 orders)', of('caller')),
        row('  无工单的号码 numbers with no orders', of('unknown')),
        row('  常来电者 frequent callers (1,000 orders)', of('frequent')),
      ],
    };
  } finally {
    child.kill('SIGTERM');
  }
}

export async function benchCallerCard(): Promise<CallerCardFigures[]> {
  if ((process.env.BENCH_CARD_DATABASE ?? 'pglite') !== 'postgres') return [await runOn('PGlite', '')];
  const cluster = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
  const adminUrl = process.env.DATABASE_URL || cluster?.url;
  if (!adminUrl) throw new Error('未设置 DATABASE_URL，也未找到 PostgreSQL 服务器程序（pg_ctl）');
  const db = await freshDatabase(adminUrl, 'card');
  try {
    return [await runOn('PostgreSQL', db.url)];
  } finally {
    await db.drop();
    cluster?.stop();
  }
}

/** The served database: the centre's year, ten frequent callers, missed calls waiting and handled. */
async function serve(): Promise<void> {
  const server = await startServer({ dataDir: 'memory', databaseUrl: process.env.BENCH_CARD_DATABASE_URL || undefined, port: 0, host: '127.0.0.1', logger: false });
  const db = server.app.db;
  await seedOrders(db, { orders: ORDERS, spread: 'centre' });
  const n = sql`substr(workflow_id, 3)::bigint`;
  await sql`update workflow set phone = '136' || lpad((${n} % 1000)::text, 8, '0') where workflow_id like 'BM%' and ${n} % 1000 < ${FREQUENT_CALLERS}`.execute(db);
  await sql`insert into miss_order (phone, call_id, landline_number, call_time, state)
    select '139' || lpad(((g::bigint * 7) % ${centrePhones(ORDERS)})::text, 8, '0'), 'bench-miss-' || g, '8001', now() - g * interval '1 minute', case when g % 3 = 0 then 1 else 0 end
    from generate_series(1, 30000) g`.execute(db);
  await sql`vacuum analyze workflow`.execute(db);
  await sql`vacuum analyze miss_order`.execute(db);
  console.log(`URL ${server.url}`);
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

if (process.argv.includes(SERVE_FLAG)) await serve();
else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await benchCallerCard()) {
    console.log(`${f.database}: ${f.orders.toLocaleString('en-US')} orders, seeded and served in ${f.seedSeconds} s`);
    for (const r of f.rows) console.log(`${r.name.padEnd(44)} p50 ${r.p50.toFixed(1)}  p95 ${r.p95.toFixed(1)}  p99 ${r.p99.toFixed(1)} ms  (${r.requests})`);
  }
}
