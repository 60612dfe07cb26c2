// Scheduled jobs: a per-second job for about ten slots, the lag from each slot to its run's start (target <= 2000 ms);
// with DATABASE_URL, two servers on one fresh PostgreSQL database and whether every slot ran exactly once.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer, type StartedServer } from '../../server/src/app.ts';

const SLOTS = 10;
const PER_SECOND = '* * * * * *';

export interface ScheduleFigures {
  slots: number;
  lagP50Ms: number;
  lagMaxMs: number;
  twoServers?: { slots: number; runs: number; duplicates: number } | { skipped: string };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Adds the per-second job through server A; every server hears of it through the change bus. */
async function addPerSecondJob(a: StartedServer): Promise<number> {
  const { id } = await a.app.db.insertInto('sys_schedule_job').values({ name: 'bench', handler: 'sessionCleanup', cron: PER_SECOND, params: '{}', status: 1, remark: 'bench' })
    .returning('id').executeTakeFirstOrThrow();
  await a.app.changes.publish({ caches: ['schedule:'] });
  return id;
}

async function runsOf(a: StartedServer, jobId: number) {
  return a.app.db.selectFrom('sys_schedule_log').select(['slot', 'started_at']).where('job_id', '=', jobId).where('slot', 'is not', null).execute();
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

async function oneServer(): Promise<Pick<ScheduleFigures, 'slots' | 'lagP50Ms' | 'lagMaxMs'>> {
  const server = await startServer({ dataDir: 'memory', port: 0, logger: false });
  try {
    const id = await addPerSecondJob(server);
    await sleep(SLOTS * 1000 + 600);
    const runs = await runsOf(server, id);
    const lags = runs.map((r) => r.started_at.getTime() - r.slot!.getTime()).sort((x, y) => x - y);
    return { slots: runs.length, lagP50Ms: percentile(lags, 0.5), lagMaxMs: lags.at(-1) ?? Number.NaN };
  } finally {
    await server.close();
  }
}

async function twoServers(adminUrl: string): Promise<{ slots: number; runs: number; duplicates: number }> {
  const name = `hotline_bench_schedule_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let a: StartedServer | undefined;
  let b: StartedServer | undefined;
  try {
    a = await startServer({ databaseUrl: url.toString(), port: 0, logger: false });
    b = await startServer({ databaseUrl: url.toString(), port: 0, logger: false });
    await Promise.all([a.app.changes.ready, b.app.changes.ready]);
    const id = await addPerSecondJob(a);
    await sleep(SLOTS * 1000 + 600);
    await Promise.all([a.app.scheduler.stop(), b.app.scheduler.stop()]);
    const runs = await runsOf(a, id);
    const slots = new Set(runs.map((r) => r.slot!.getTime())).size;
    return { slots, runs: runs.length, duplicates: runs.length - slots };
  } finally {
    await b?.close();
    await a?.close();
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  }
}

export async function benchSchedule(): Promise<ScheduleFigures> {
  const single = await oneServer();
  const databaseUrl = process.env.DATABASE_URL;
  return {
    ...single,
    twoServers: databaseUrl ? await twoServers(databaseUrl) : { skipped: '未设置 DATABASE_URL，跳过两台服务器的测量' },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchSchedule().then((figures) => console.log(JSON.stringify(figures, null, 2)), (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
