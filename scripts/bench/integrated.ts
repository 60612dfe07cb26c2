// 综合查询 over a year of orders (1,000,000 by default, a third registered from a call), on PGlite (on disk, the database
// inside the server's process) and on PostgreSQL: the export of 100,000 rows with the server's peak RSS (sampled from
// /proc; target ≤ 300 MB), and the search's latency at 20 concurrent requests (p50/p99). The server runs as `npm start`
// runs it (the built bundle) in its own process, so the load generator's CPU and memory do not count as the server's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../server/src/db/connect.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { cstDay, DAY_MS } from '../../server/src/lib/time.ts';
import { seedDatabase } from '../../server/src/seed/index.ts';
import { benchLogin, type LatencyRow, measureLatency, onBothDatabases, type SkippedRow, spawnBuiltServer } from './load.ts';

const ORDERS = Number(process.env.BENCH_INTEGRATED_ORDERS ?? 1_000_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS = 1000;
const WARMUP = 200;
const SAMPLE_MS = 50;
const PATH = '/apo/integratedController/integratedQuery';
const WORDS = ['噪音扰民', '路灯不亮', '占道经营', '供水中断', '小区停车', '垃圾清运', '欠薪讨薪', '物业收费', '道路破损', '油烟污染', '违章搭建', '公交线路'];

export interface IntegratedExportFigures {
  database: string;
  rows: number;
  seconds: number;
  bytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}
export interface IntegratedBenchResult {
  database: string;
  export: IntegratedExportFigures;
  latency: LatencyRow[];
}

function rssMb(pid: number): number {
  const m = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

/** 'YYYY-MM-DD' of `offset` days from today (CST). */
const day = (offset: number) => cstDay(Date.now() + offset * DAY_MS);

/** A year of orders in one statement: departments, event types, regions and statuses in turn; every third from a call. */
async function seedOrders(db: Kysely<Database>): Promise<void> {
  await sql`insert into workflow (workflow_id, processid, citizen_name, phone, channel, appeal_type, event_type_id, event_type_name,
      region_id, region_name, address, content, time_limit, deadline, main_dept_id, sub_dept_id, status, callback_result, creator_id,
      creator_name, call_id, finished_at, created_at, updated_at)
    select 'B' || lpad(g::text, 9, '0'), 'BP' || g, '市民' || (g % 1000), '139' || lpad((g % 200000)::text, 8, '0'), '1', (1 + g % 6)::text,
      e.ids[1 + g % cardinality(e.ids)], e.names[1 + g % cardinality(e.ids)], r.ids[1 + g % cardinality(r.ids)], r.names[1 + g % cardinality(r.ids)],
      '幸福路' || (g % 500) || '号', (array[${sql.join(WORDS)}]::text[])[1 + g % ${WORDS.length}] || '，第' || g || '号诉求', 3, at + interval '3 day',
      case when 1 + g % 9 >= 3 then m.ids[1 + g % cardinality(m.ids)] end, null, 1 + g % 9,
      case when 1 + g % 9 >= 7 then 1 + g % 3 end, u.id, u.real_name, case when g % 3 = 0 then 'bench-iq-' || g end,
      case when 1 + g % 9 >= 8 then at + interval '2 day' end, at, at
    from (select g, now() - (g::double precision * 365 * 86400 / ${ORDERS}) * interval '1 second' as at from generate_series(1, ${ORDERS}::int) g) s,
      (select array_agg(id order by id) as ids from sys_dept where kind = 'main') m,
      (select array_agg(id order by id) as ids, array_agg(name order by id) as names from event_type where pid <> 0) e,
      (select array_agg(id order by id) as ids, array_agg(name order by id) as names from sys_area) r,
      (select id, real_name from sys_user where username = 'agent01') u`.execute(db);
  await sql`insert into call_record (call_id, caller, called, extension, agent_name, direction, offered_at, answered_at, ended_at,
      wait_seconds, talk_seconds, result)
    select w.call_id, w.phone, '12345', (8001 + n % 50)::text, '坐席' || lpad((1 + n % 50)::text, 2, '0'), 'in',
      w.created_at - interval '5 minute', w.created_at - interval '290 second', w.created_at - interval '1 minute', 10, 230, 'answered'
    from (select call_id, phone, created_at, substr(call_id, 10)::int as n from workflow where call_id like 'bench-iq-%') w`.execute(db);
  await sql`vacuum analyze workflow`.execute(db);
  await sql`vacuum analyze call_record`.execute(db);
}

async function prepare(databaseUrl: string | undefined, dataDir: string | undefined): Promise<void> {
  const { db } = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(db);
    await seedDatabase(db);
    await seedOrders(db);
  } finally {
    await db.destroy();
  }
}

/** Downloads the export (whole result, capped at 100,000 rows) while sampling the server's RSS; counts the sheet's rows. */
async function measureExport(database: string, url: string, pid: number, token: string): Promise<IntegratedExportFigures> {
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => { rssPeakMb = Math.max(rssPeakMb, rssMb(pid)); }, SAMPLE_MS);
  const started = performance.now();
  let bytes = 0;
  let rows = 0;
  try {
    const res = await fetch(`${url}/apo/integratedController/integratedQueryExcel`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify({}),
    });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('spreadsheetml')) throw new Error(`导出失败：${res.status} ${await res.text()}`);
    const counted = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream);
    counted.on('data', (chunk: Buffer) => { bytes += chunk.length; });
    // Read as it arrives, the way a browser saves it: the reader streams too, so the bench holds no whole workbook.
    for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(counted, { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore' })) {
      for await (const _row of sheet as AsyncIterable<unknown>) rows++;
    }
  } finally {
    clearInterval(sampler);
  }
  rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  return { database, rows: rows - 1, seconds: (performance.now() - started) / 1000, bytes, rssBeforeMb, rssPeakMb };
}

async function benchOn(database: string, databaseUrl: string): Promise<IntegratedBenchResult[]> {
  const dir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'hotline-bench-integrated-'));
  try {
    await prepare(databaseUrl || undefined, dir);
    const { url, child } = await spawnBuiltServer(databaseUrl || undefined, 600_000, dir);
    try {
      const admin = await benchLogin(url, 'admin');
      const dept = await benchLogin(url, 'dept01');
      const figures = await measureExport(database, url, child.pid!, admin);
      const index = (await (await fetch(`${url}/apo/integratedController/index`, { headers: { 'x-auth-token': admin } })).json()) as {
        data: { eventTypes: Array<{ id: number; pid: number }> };
      };
      const eventTypeId = index.data.eventTypes.find((e) => e.pid === 0)!.id;
      const cases: Array<{ name: string; token: string; body: object }> = [
        { name: '第 1 页（全部，中心）', token: admin, body: { page: 1, size: 20 } },
        { name: '第 1 页（部门用户，可见范围）', token: dept, body: { page: 1, size: 20 } },
        { name: '来电号码', token: admin, body: { page: 1, size: 20, phone: '13900004242' } },
        { name: '状态 + 部门 + 超期', token: admin, body: { page: 1, size: 20, status: 3, deptId: 101, overdue: 1 } },
        { name: '内容关键词（近 30 天）', token: admin, body: { page: 1, size: 20, words: '路灯', createdFrom: day(-30) } },
        { name: '少见关键词（近 93 天，无结果也要扫完）', token: admin, body: { page: 1, size: 20, words: '第4242号', createdFrom: day(-92) } },
        { name: '事件分类 + 登记时间（7 天）', token: admin, body: { page: 1, size: 20, eventTypeId, createdFrom: day(-37), createdTo: day(-31) } },
        { name: '接听坐席 + 来电时间（1 天）', token: admin, body: { page: 1, size: 20, callAgent: '坐席07', callFrom: day(-10), callTo: day(-10) } },
      ];
      const latency: LatencyRow[] = [];
      for (const { name, token, body } of cases) {
        // The first answer is uncached (a page and its count are cached until the next work-order write or 30 s).
        const cold = await measureLatency(url + PATH, { token, body, connections: 1, amount: 1 });
        const reply = (await (await fetch(url + PATH, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(body) })).json()) as {
          code: number; msg: string; data: { total: number; more: boolean };
        };
        if (reply.code !== 0) throw new Error(`${name}：${reply.code} ${reply.msg}`);
        await measureLatency(url + PATH, { token, body, connections: CONCURRENCY, amount: WARMUP });
        const total = `${reply.data.more ? '超过 ' : '共 '}${reply.data.total} 条`;
        latency.push({ name: `${name}，${total}，首次（未缓存）${cold.p50} ms`, ...(await measureLatency(url + PATH, { token, body, connections: CONCURRENCY, amount: REQUESTS })) });
      }
      return [{ database, export: figures, latency }];
    } finally {
      child.kill('SIGTERM');
    }
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

/** PGlite (on disk), then PostgreSQL (DATABASE_URL's server or a throwaway cluster; else the row says so). */
export function benchIntegrated(): Promise<Array<IntegratedBenchResult | SkippedRow>> {
  return onBothDatabases('integrated', benchOn);
}

export const INTEGRATED_BENCH_ORDERS = ORDERS;
export const INTEGRATED_BENCH_CONCURRENCY = CONCURRENCY;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchIntegrated()) {
    if ('skipped' in r) console.log(`${r.database}: ${r.skipped}`);
    else {
      console.log(`${r.database} export ${r.export.rows} rows in ${r.export.seconds.toFixed(1)} s, RSS ${r.export.rssBeforeMb} -> ${r.export.rssPeakMb} MB`);
      for (const l of r.latency) console.log(`${r.database} ${l.name}: p50 ${l.p50} ms, p99 ${l.p99} ms`);
    }
  }
}
