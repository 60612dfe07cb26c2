// Latency of the hottest platform calls (menu tree, dictionaries) at 50 concurrent requests, on PGlite in memory.
// The server runs in its own process so the load generator's CPU does not count as server time.
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/src/app.ts';
import { measureLatency, spawnBenchServer, type LatencyRow } from './load.ts';

const CONCURRENCY = 50;
const REQUESTS = 5000;
// A server in service is warm: JIT and caches settle over the first few thousand requests.
const WARMUP = 3000;
const SERVE_FLAG = '--serve-for-bench';

export type LatencyResult = LatencyRow;

export async function benchServerLatency(): Promise<LatencyResult[]> {
  const { url, child } = await spawnBenchServer(fileURLToPath(import.meta.url), SERVE_FLAG, 60_000);
  try {
    const login = await fetch(`${url}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Hotline@2026' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const results: LatencyResult[] = [];
    for (const [name, path] of [['POST /api/sys/menu/nav', '/api/sys/menu/nav'], ['POST /api/sys/dict/data/dicts', '/api/sys/dict/data/dicts']] as const) {
      await measureLatency(url + path, { token: data.token, connections: CONCURRENCY, amount: WARMUP });
      results.push({ name, ...(await measureLatency(url + path, { token: data.token, connections: CONCURRENCY, amount: REQUESTS })) });
    }
    return results;
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv.includes(SERVE_FLAG)) {
  // Child mode: loopback only, in-memory database, exits when the parent stops it.
  const server = await startServer({ dataDir: 'memory', port: 0, host: '127.0.0.1', logger: false });
  console.log(`URL ${server.url}`);
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchServerLatency()) console.log(`${r.name}: p50 ${r.p50} ms, p99 ${r.p99} ms（${r.requests} 次，并发 ${CONCURRENCY}）`);
}
