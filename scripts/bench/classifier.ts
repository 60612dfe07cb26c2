// Latency of the two event-classification services with 100,000 orders, at 20 concurrent requests, on PGlite in memory.
// Runs against the work-order bench's server (same seeding). The similar-case service compares the newest 2,000 orders,
// indexed once per work-order write: measured with the index built and under a steady stream of writes.
import { fileURLToPath } from 'node:url';
import { benchLogin, measureLatency, spawnBenchServer, writeEvery, type LatencyRow } from './load.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS = 2000;
// A server in service is warm: JIT and caches settle over the first requests.
const WARMUP = 1000;
/** Ten work-order writes a second, each dropping the similar-case index. */
const WRITE_EVERY_MS = 100;
const CONTENT = '小区电梯坏了一周，物业公司一直不派人来修，老人上下楼很困难';
const SERVER_SCRIPT = fileURLToPath(new URL('./workorder-latency.ts', import.meta.url));

export async function benchClassifiers(): Promise<LatencyRow[]> {
  const { url, child } = await spawnBenchServer(SERVER_SCRIPT, '--serve-workorders-for-bench', 300_000);
  try {
    const agent = await benchLogin(url, 'agent01');
    const body = { content: CONTENT };
    const run = async (name: string, path: string): Promise<LatencyRow> => {
      await measureLatency(url + path, { token: agent, body, connections: CONCURRENCY, amount: WARMUP });
      return { name, ...(await measureLatency(url + path, { token: agent, body, connections: CONCURRENCY, amount: REQUESTS })) };
    };
    // The load generator sees only HTTP statuses: check once that both services really find the classification.
    for (const path of ['/aop/classifier/keyword', '/aop/classifier/similar']) {
      const reply = (await (await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': agent }, body: JSON.stringify(body) })).json()) as {
        code: number; msg: string; data: Array<{ name: string }>;
      };
      if (reply.code !== 0 || reply.data[0]?.name !== '物业管理') throw new Error(`${path} 返回 ${reply.code} ${reply.msg}`);
    }
    const rows = [
      await run('关键词分类 /aop/classifier/keyword', '/aop/classifier/keyword'),
      await run('相似工单分类 /aop/classifier/similar（索引已建）', '/aop/classifier/similar'),
    ];
    const writer = writeEvery(url, await benchLogin(url, 'dispatcher'), WRITE_EVERY_MS, 'BM0000000002');
    try {
      rows.push(await run(`相似工单分类，同时每 ${WRITE_EVERY_MS} ms 一次工单写入`, '/aop/classifier/similar'));
    } finally {
      await writer.stop();
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchClassifiers()) console.log(`${r.name}: p50 ${r.p50} ms, p99 ${r.p99} ms（${r.requests} 次，并发 ${CONCURRENCY}）`);
}
