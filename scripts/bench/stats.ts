// 绩效统计 over a year (seed-year.ts: 1,000,000 orders, 3,000,000 call records), 20 concurrent: the statistics table for the
// whole year by each grouping (target p99 <= 300 ms on PGlite, <= 150 ms on PostgreSQL) and drill-down pages (<= 100 ms),
// on PGlite in memory and on PostgreSQL. The server runs in its own process so the load generator's CPU is not counted.
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/src/app.ts';
import { cstDay, DAY_MS } from '../../server/src/lib/time.ts';
import { benchLogin as login, type LatencyRow, measureLatency, onBothDatabases, type SkippedRow, spawnBenchServer } from './load.ts';
import { seedYear } from './seed-year.ts';

export const STATS_BENCH_ORDERS = Number(process.env.BENCH_YEAR_ORDERS ?? 1_000_000);
export const STATS_BENCH_CALLS = Number(process.env.BENCH_YEAR_CALLS ?? 3_000_000);
export const STATS_BENCH_CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS = Number(process.env.BENCH_STATS_REQUESTS ?? 1000);
const WARMUP = 200;
const SERVE_FLAG = '--serve-stats-for-bench';

export interface StatsBenchRow extends LatencyRow {
  database: string;
  /** The target p99 in ms for this database and case. */
  target: number;
}

export function benchStats(): Promise<Array<StatsBenchRow | SkippedRow>> {
  return onBothDatabases('stats', benchOn);
}

/** 'YYYY-MM-DD' of `offset` days from today (CST). */
const day = (offset: number) => cstDay(Date.now() + offset * DAY_MS);

async function benchOn(database: string, databaseUrl: string): Promise<StatsBenchRow[]> {
  const { url, child } = await spawnBenchServer(fileURLToPath(import.meta.url), `${SERVE_FLAG}=${databaseUrl}`, 3_600_000);
  try {
    const token = await login(url, 'supervisor');
    const year = { preset: 'custom', startTime: day(-364), endTime: day(0) };
    const month = { startTime: `${day(-30)} 00:00:00`, endTime: `${day(0)} 23:59:59` };
    const yearCell = { startTime: `${year.startTime} 00:00:00`, endTime: `${year.endTime} 23:59:59` };
    const tableTarget = database === 'PGlite' ? 300 : 150;
    const cases: Array<{ name: string; path: string; body: object; target: number; check: (data: unknown) => string }> = [
      ...(['mainDept', 'subDept', 'eventType', 'agent'] as const).map((grouping) => ({
        name: `绩效统计 一年 ${grouping}`, path: '/apo/performanceReport/table', body: { ...year, grouping }, target: tableTarget,
        check: (d: unknown) => {
          const rows = (d as { rows: Array<{ turnNum: number; callBackNum: number }> }).rows;
          return `${rows.length} 行，合计转办 ${rows.at(-1)!.turnNum}，回访 ${rows.at(-1)!.callBackNum}`;
        },
      })),
      { name: '下钻 一年 住建局 转办量 第 1 页', path: '/apo/performanceReport/detail', target: 100,
        body: { tableName: 'stat_main_dept', dimensionValues: '101', indexName: 'turnNum', ...yearCell, page: 1, size: 20 }, check: total },
      { name: '下钻 一年 住建局 满意 第 100 页', path: '/apo/performanceReport/detail', target: 100,
        body: { tableName: 'stat_main_dept', dimensionValues: '101', indexName: 'satisfactionNum', ...yearCell, page: 100, size: 20 }, check: total },
      { name: '下钻 一个月 事件类型 未响应量 第 1 页', path: '/apo/performanceReport/detail', target: 100,
        body: { tableName: 'stat_event_type', dimensionValues: '101', indexName: 'noResponseNum', ...month, page: 1, size: 20 }, check: total },
      { name: '下钻 一个月 合计 回访量 第 1 页', path: '/apo/performanceReport/detail', target: 100,
        body: { tableName: 'stat_main_dept', dimensionValues: '', indexName: 'callBackNum', ...month, page: 1, size: 20 }, check: total },
    ];
    const rows: StatsBenchRow[] = [];
    for (const c of cases) {
      // The first answer is computed (sums and pages are then kept until the next write): timed alone, before the load.
      const cold = await measureLatency(url + c.path, { token, body: c.body, connections: 1, amount: 1 });
      // The load generator sees only HTTP statuses: check once that the answer really holds figures.
      const reply = (await (await fetch(url + c.path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(c.body) })).json()) as {
        code: number; msg: string; data: unknown;
      };
      if (reply.code !== 0) throw new Error(`${c.path} ${c.name} 返回 ${reply.code} ${reply.msg}`);
      await measureLatency(url + c.path, { token, body: c.body, connections: STATS_BENCH_CONCURRENCY, amount: WARMUP });
      const figures = await measureLatency(url + c.path, { token, body: c.body, connections: STATS_BENCH_CONCURRENCY, amount: REQUESTS });
      rows.push({ database, name: `${c.name}（${c.check(reply.data)}，首次 ${cold.p50} ms）`, target: c.target, ...figures });
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
  }
}

function total(d: unknown): string {
  const page = d as { total: number; records: unknown[] };
  if (page.records.length === 0) throw new Error('下钻页为空');
  return `共 ${page.total} 条`;
}

const serveArg = process.argv.find((a) => a.startsWith(SERVE_FLAG));
if (serveArg !== undefined) {
  const databaseUrl = serveArg.slice(SERVE_FLAG.length + 1) || undefined;
  const server = await startServer({ dataDir: 'memory', databaseUrl, port: 0, host: '127.0.0.1', logger: false });
  const seeded = await seedYear(server.app.db, { orders: STATS_BENCH_ORDERS, calls: STATS_BENCH_CALLS });
  console.error(`seed-year（${databaseUrl ? 'PostgreSQL' : 'PGlite'}）：${seeded.orders} 张工单 ${seeded.seconds.orders} s，${seeded.calls} 条话单 ${seeded.seconds.calls} s，`
    + `日汇总 ${seeded.seconds.rollup} s，analyze ${seeded.seconds.analyze} s；RSS ${Math.round(process.memoryUsage().rss / 1048576)} MB`);
  console.log(`URL ${server.url}`);
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchStats()) {
    console.log('skipped' in r ? `${r.database}: ${r.skipped}` : `${r.database} ${r.name}: p50 ${r.p50} ms, p99 ${r.p99} ms（目标 ≤ ${r.target}）`);
  }
}
