// The centre bench (issue 27): a centre's steady state on the built server in its own process — seats, back-office
// consoles, supervisors and calls — over a seeded year of orders, on PGlite and/or PostgreSQL. Prints per class the
// client's and the server's own p50/p95/p99 against the targets, the server's CPU and peak RSS, and the generator's
// own lag. Misses are printed, not failed; any error or lost heartbeat fails the run.
// Settings (args `--seats=20` or env BENCH_CENTRE_SEATS=20): seats 200, consoles 50, orders 100000, minutes 3,
// database both (pglite | postgres | both), calls 2 (a second).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from '../pg-cluster.mjs';
import { consoleUsers, prepareCentre, seatUsers } from './centre/prepare.ts';
import { cpuSeconds, fileSize, peakRssMb, printCentreRun, serverTimings, type CentreRun } from './centre/figures.ts';
import { Recorder } from './centre/recorder.ts';
import { startTraffic } from './centre/traffic.ts';
import { freshDatabase, spawnBuiltServer } from './load.ts';

function setting(name: string, fallback: string): string {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : process.env[`BENCH_CENTRE_${name.toUpperCase()}`] ?? fallback;
}

export interface CentreSettings {
  seats: number;
  consoles: number;
  orders: number;
  minutes: number;
  database: 'pglite' | 'postgres' | 'both';
  callsPerSecond: number;
}

export function centreSettings(): CentreSettings {
  const database = setting('database', 'both');
  if (database !== 'pglite' && database !== 'postgres' && database !== 'both') throw new Error(`database 应为 pglite、postgres 或 both：${database}`);
  const s = {
    seats: Number(setting('seats', '200')), consoles: Number(setting('consoles', '50')), orders: Number(setting('orders', '100000')),
    minutes: Number(setting('minutes', '3')), database, callsPerSecond: Number(setting('calls', '2')),
  } as const;
  for (const [k, v] of Object.entries(s)) if (typeof v === 'number' && !(v >= 0)) throw new Error(`${k} 应为非负数：${v}`);
  return s;
}

/** One run on one database: prepare, start the built server, set up the traffic, measure `minutes`, stop. */
async function runOn(database: string, databaseUrl: string | undefined, s: CentreSettings): Promise<CentreRun> {
  const work = mkdtempSync(join(tmpdir(), 'hotline-bench-centre-'));
  const dataDir = databaseUrl ? undefined : join(work, 'data');
  const timings = join(work, 'timings.jsonl');
  try {
    const seeding = performance.now();
    const sessions = await prepareCentre({ databaseUrl, dataDir, seats: s.seats, consoles: s.consoles, orders: s.orders });
    console.log(`${database}: seeded ${s.orders.toLocaleString('en-US')} orders in ${((performance.now() - seeding) / 1000).toFixed(0)} s; starting the built server`);
    const { url, child } = await spawnBuiltServer(databaseUrl, 600_000, dataDir ?? 'memory', { HOTLINE_TIMINGS: timings });
    try {
      console.log(`${database}: server up; opening ${s.seats} seat sockets and ${s.seats + s.consoles} push streams`);
      const rec = new Recorder();
      const traffic = await startTraffic({ url, rec, seats: seatUsers(s.seats), consoles: consoleUsers(s.consoles), orders: s.orders, callsPerSecond: s.callsPerSecond, sessions });
      // The first timers have all fired once (the longest first delay is one period) before the window opens.
      await new Promise((r) => setTimeout(r, 15_000));
      const from = fileSize(timings);
      const cpu0 = cpuSeconds(child.pid!);
      const gen0 = process.cpuUsage();
      const t0 = performance.now();
      rec.openWindow();
      await new Promise((r) => setTimeout(r, s.minutes * 60_000));
      const loop = rec.closeWindow();
      const seconds = (performance.now() - t0) / 1000;
      const serverCpuSeconds = cpuSeconds(child.pid!) - cpu0;
      const gen = process.cpuUsage(gen0);
      await traffic.stop();
      // The server's last lines are written.
      await new Promise((r) => setTimeout(r, 500));
      return {
        database, seats: s.seats, consoles: s.consoles, orders: s.orders, seconds, rec, server: serverTimings(timings, from),
        serverCpuSeconds, serverPeakRssMb: peakRssMb(child.pid!), generatorCpuSeconds: (gen.user + gen.system) / 1e6, loop, calls: traffic.calls,
      };
    } finally {
      child.kill('SIGTERM');
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Runs the asked databases one after the other and prints each; fails (after printing) when any had an error. */
export async function benchCentre(s = centreSettings()): Promise<void> {
  const runs: CentreRun[] = [];
  if (s.database !== 'postgres') {
    runs.push(await runOn('PGlite', undefined, s));
    printCentreRun(runs.at(-1)!);
  }
  if (s.database !== 'pglite') {
    const cluster = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
    const adminUrl = process.env.DATABASE_URL || cluster?.url;
    if (!adminUrl) console.log('PostgreSQL: 未设置 DATABASE_URL，也未找到 PostgreSQL 服务器程序（pg_ctl），跳过');
    else {
      const database = await freshDatabase(adminUrl, 'centre');
      try {
        runs.push(await runOn('PostgreSQL', database.url, s));
        printCentreRun(runs.at(-1)!);
      } finally {
        await database.drop();
        cluster?.stop();
      }
    }
  }
  const failed = runs.filter((r) => r.rec.errorCount() > 0);
  if (failed.length) throw new Error(`中心压测有错误：${failed.map((r) => `${r.database} ${r.rec.errorCount()} 个`).join('，')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCentre();
