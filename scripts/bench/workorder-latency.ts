// Latency of a queue list page and a phone-history lookup with 100,000 orders, at 20 concurrent requests, on PGlite in memory.
// The server runs in its own process (seeded with a bounded bulk insert) so the load generator's CPU does not count as server time.
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema.ts';
import { startServer } from '../../server/src/app.ts';
import { benchLogin as login, measureLatency, spawnBenchServer, writeEvery, type LatencyRow } from './load.ts';

const ORDERS = 100_000;
const BATCH = 20_000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS = 2000;
// A server in service is warm: JIT, plans and caches settle over the first requests.
const WARMUP = 1000;
const SERVE_FLAG = '--serve-workorders-for-bench';
/** Ten work-order writes a second: about twice a busy centre's peak. */
const WRITE_EVERY_MS = 100;

export type WorkOrderLatencyRow = LatencyRow;

export async function benchWorkOrderLatency(): Promise<WorkOrderLatencyRow[]> {
  const { url, child } = await spawnBenchServer(fileURLToPath(import.meta.url), SERVE_FLAG, 300_000);
  try {
    const dept = await login(url, 'dept01');
    const dispatcher = await login(url, 'dispatcher');
    const agent = await login(url, 'agent01');
    const untodo = { token: dept, path: '/aop/workflow/list/untodo', body: { queryType: 0, page: 1, size: 20 } };
    const cases = [
      { name: '队列列表 untodo 一级待办（dept01）', ...untodo, writes: false },
      { name: '队列列表 unassign 待派遣（dispatcher）', token: dispatcher, path: '/aop/workflow/list/unassign', body: { queryType: 0, page: 3, size: 20 }, writes: false },
      { name: '同号码历史 historyCallList（agent01）', token: agent, path: '/aop/workflow/list/historyCallList', body: { phone: '13900001234', size: 20 }, writes: false },
      { name: `队列列表 untodo，同时每 ${WRITE_EVERY_MS} ms 一次工单写入`, ...untodo, writes: true },
    ];
    const rows: WorkOrderLatencyRow[] = [];
    for (const { name, token, path, body, writes } of cases) {
      // The load generator sees only HTTP statuses: check once that the answer really is a non-empty list.
      const reply = (await (await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(body) })).json()) as {
        code: number; msg: string; data: { total: number };
      };
      if (reply.code !== 0 || reply.data.total === 0) throw new Error(`${path} 返回 ${reply.code} ${reply.msg}`);
      await measureLatency(url + path, { token, body, connections: CONCURRENCY, amount: WARMUP });
      // Lists are cached until the next work-order write; a busy centre writes all the time, so measure that too.
      const writer = writes ? writeEvery(url, dispatcher, WRITE_EVERY_MS, 'BM0000000002') : null;
      try {
        rows.push({ name, ...(await measureLatency(url + path, { token, body, connections: CONCURRENCY, amount: REQUESTS })) });
      } finally {
        await writer?.stop();
      }
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
  }
}

/** Words the centre spread's contents start with, so keyword filters find some and not all. */
export const ORDER_WORDS = ['噪音扰民', '路灯不亮', '占道经营', '供水中断', '小区停车', '垃圾清运', '欠薪讨薪', '物业收费', '道路破损', '油烟污染', '违章搭建', '公交线路'];

export interface SeedSpread {
  /** Orders to insert (default 100,000). */
  orders?: number;
  /**
   * 'even' (default): every status in turn, eight departments, 20,000 phones, 30 s apart. 'centre': a centre's year —
   * the last month mostly open across every queue, older orders mostly closed, the seeded departments and their units,
   * event types, regions and agents, and orders/5 callers (centrePhone) so history lookups find about five each.
   */
  spread?: 'even' | 'centre';
}

/** Distinct callers of the centre spread for `orders` orders. */
export const centrePhones = (orders: number) => Math.max(1000, Math.floor(orders / 5));
/** The k-th caller of the centre spread (k below centrePhones). */
export const centrePhone = (k: number) => `139${String(k).padStart(8, '0')}`;

/** Bulk-inserts the orders in bounded batches with generate_series, spread as asked. */
export async function seedOrders(db: Kysely<Database>, { orders = ORDERS, spread = 'even' }: SeedSpread = {}): Promise<void> {
  for (let from = 1; from <= orders; from += BATCH) {
    const to = Math.min(orders, from + BATCH - 1);
    await (spread === 'centre' ? centreBatch(db, from, to, orders) : evenBatch(db, from, to));
  }
  // What autovacuum would have done on a server running for a while: statistics and the visibility map.
  await sql`vacuum analyze workflow`.execute(db);
}

function evenBatch(db: Kysely<Database>, from: number, to: number) {
  return sql`insert into workflow (workflow_id, processid, citizen_name, phone, channel, appeal_type, event_type_id, event_type_name, region_id,
        region_name, address, content, time_limit, deadline, status, is_accepted, main_dept_id, sub_dept_id, creator_id, creator_name,
        accepted_at, dispatched_at, l1_replied_at, created_at, updated_at)
      select 'BM' || lpad(g::text, 10, '0'), 'bench-' || g, '市民' || (g % 997), '139' || lpad((g % 20000)::text, 8, '0'),
        ((g % 4) + 1)::text, ((g % 6) + 1)::text, 101, '物业管理', 110101, '北门社区', '北门社区' || (g % 50) || '号',
        '基准测试工单 ' || g || '：小区电梯故障', 3, now() + ((g % 20) - 10) * interval '1 day', 1 + (g % 9),
        case when g % 9 >= 1 then 1 else 0 end,
        case when g % 9 >= 2 then 101 + (g % 8) end,
        case when g % 9 = 3 then (101 + (g % 8)) * 100 + 1 end,
        2, '王晓敏',
        case when g % 9 >= 1 then now() - g * interval '30 second' end,
        case when g % 9 >= 2 then now() - g * interval '30 second' end,
        case when g % 9 >= 4 then now() - g * interval '30 second' end,
        now() - g * interval '30 second', now() - g * interval '30 second'
      from generate_series(${from}::int, ${to}::int) g`.execute(db);
}

/** Order g of `orders` (g = 1 newest): a year back, the last twelfth (about a month) 60 % open, older ones 97 % closed. */
function centreBatch(db: Kysely<Database>, from: number, to: number, orders: number) {
  const recent = Math.ceil(orders / 12);
  return sql`insert into workflow (workflow_id, processid, citizen_name, phone, channel, appeal_type, event_type_id, event_type_name, region_id,
        region_name, address, content, time_limit, deadline, status, is_accepted, main_dept_id, sub_dept_id, claim_reasonable, check_passed,
        callback_result, creator_id, creator_name, accepted_at, dispatched_at, l1_replied_at, l2_replied_at, checked_at, callback_at,
        assessed_at, finished_at, created_at, updated_at)
      select 'BM' || lpad(g::text, 10, '0'), 'bench-' || g, '市民' || (g % 997), '139' || lpad(((g::bigint * 104729) % ${centrePhones(orders)})::text, 8, '0'),
        ((g % 4) + 1)::text, ((g % 6) + 1)::text, e.ids[1 + g % cardinality(e.ids)], e.names[1 + g % cardinality(e.ids)],
        r.ids[1 + g % cardinality(r.ids)], r.names[1 + g % cardinality(r.ids)], '幸福路' || (g % 500) || '号',
        (array[${sql.join(ORDER_WORDS)}]::text[])[1 + g % ${ORDER_WORDS.length}] || '，第' || g || '号诉求', 3, at + interval '3 day', st,
        case when st >= 2 then 1 else 0 end,
        case when st >= 3 then main end,
        case when st = 4 or (st >= 5 and g % 3 = 0) then main * 100 + 1 + g % 2 end,
        case when st >= 6 then case when g % 10 = 0 then 0 else 1 end end,
        case when st >= 6 then 1 end,
        case when st >= 7 then 1 + g % 3 end,
        u.ids[1 + g % cardinality(u.ids)], u.names[1 + g % cardinality(u.ids)],
        case when st >= 2 then at + interval '10 minute' end,
        case when st >= 3 then at + interval '1 hour' end,
        case when st >= 5 then at + interval '1 day' end,
        case when st >= 5 and g % 3 = 0 then at + interval '20 hour' end,
        case when st >= 6 then at + interval '2 day' end,
        case when st >= 7 then at + interval '3 day' end,
        case when st >= 8 then at + interval '4 day' end,
        case when st >= 8 then at + interval '4 day' end,
        at, at
      from (
        select g, at, st, m.ids[1 + (g * 31) % cardinality(m.ids)] as main from (
          select g, now() - ((g - 1)::double precision * 365 * 86400 / ${orders}) * interval '1 second' as at,
            case when g <= ${recent} then (case when p < 8 then 1 when p < 16 then 2 when p < 34 then 3 when p < 44 then 4 when p < 50 then 5
                when p < 56 then 6 when p < 60 then 7 else 8 + p % 2 end)
              else (case when p < 97 then 8 + p % 2 else 3 + p % 2 end) end as st
          from (select g, (g::bigint * 7919) % 100 as p from generate_series(${from}::int, ${to}::int) g) n) t,
          (select array_agg(id order by id) as ids from sys_dept where kind = 'main') m) s,
        (select array_agg(id order by id) as ids, array_agg(name order by id) as names from event_type where pid <> 0) e,
        (select array_agg(id order by id) as ids, array_agg(name order by id) as names from sys_area) r,
        (select array_agg(id order by id) as ids, array_agg(real_name order by id) as names from sys_user where landline_number is not null) u`.execute(db);
}

if (process.argv.includes(SERVE_FLAG)) {
  const server = await startServer({ dataDir: 'memory', port: 0, host: '127.0.0.1', logger: false });
  await seedOrders(server.app.db);
  console.log(`URL ${server.url}`);
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchWorkOrderLatency()) console.log(`${r.name}: p50 ${r.p50} ms, p99 ${r.p99} ms（${r.requests} 次，并发 ${CONCURRENCY}）`);
}
