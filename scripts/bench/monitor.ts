// 分机监控 push latency: 500 extensions, 50 open monitors, 100 seat changes a second for 10 s made through the
// simulator's seat registry in the server's own process; we time each change (its since-when) to its arrival on every
// monitor's stream, and the server reports its CPU over the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/src/app.ts';
import { monitorFeedOf } from '../../server/src/routes/monitor.ts';
import { openPushStream } from './push-stream.ts';
import { benchLogin } from './load.ts';

const EXTENSIONS = 500;
const MONITORS = 50;
const CHANGES_PER_SECOND = 100;
const SECONDS = 10;
const SERVE_FLAG = '--serve-for-monitor-bench';
const FIRST_EXTENSION = 9000;
const SUPERVISOR_ROLE = 20;
const AGENT_ROLE = 10;

export interface MonitorFigures {
  extensions: number;
  monitors: number;
  changesPerSecond: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  serverCpuPercent: number;
}

type Drive = { changes: number; cpuPercent: number };

function spawnServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), SERVE_FLAG], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => { child.kill(); reject(new Error('基准测试服务器启动超时')); }, 120_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /^URL (\S+)$/m.exec(out);
      if (m) { clearTimeout(timer); resolve({ url: m[1]!, child }); }
    });
  });
}

/** A monitor's stream: records, for each pushed row changed after `from`, the ms from its change to its arrival. */
function openMonitor(url: string, token: string, latencies: number[], from: { at: number }): Promise<() => void> {
  return openPushStream(url, token, {
    onEvent(event) {
      if (event.type !== 'monitor') return;
      const arrived = Date.now();
      for (const row of event.rows) if (row.since !== null && row.since >= from.at) latencies.push(arrived - row.since);
    },
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;

export async function benchMonitor(): Promise<MonitorFigures> {
  const { url, child } = await spawnServer();
  const closers: Array<() => void> = [];
  try {
    const latencies: number[] = [];
    const from = { at: Number.POSITIVE_INFINITY };
    for (let i = 1; i <= MONITORS; i += 1) closers.push(await openMonitor(url, await benchLogin(url, `mon${String(i).padStart(2, '0')}`), latencies, from));
    from.at = Date.now();
    const drive = await new Promise<Drive>((resolve) => {
      child.once('message', (m) => resolve(m as Drive));
      child.send({ rate: CHANGES_PER_SECOND, seconds: SECONDS });
    });
    // The last pushes are on their way.
    await new Promise((r) => setTimeout(r, 1000));
    const sorted = [...latencies].sort((a, b) => a - b);
    if (sorted.length < drive.changes * MONITORS * 0.5) throw new Error(`只收到 ${sorted.length} 条推送（${drive.changes} 次变化 × ${MONITORS} 个监控）`);
    return {
      extensions: EXTENSIONS, monitors: MONITORS, changesPerSecond: drive.changes / SECONDS, seconds: SECONDS,
      p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), serverCpuPercent: Math.round(drive.cpuPercent * 10) / 10,
    };
  } finally {
    for (const close of closers) close();
    child.kill('SIGTERM');
  }
}

/** The server side: 500 signed-in seats and 50 supervisors in its database, then seat changes at the asked rate. */
async function serve(): Promise<void> {
  const server = await startServer({ dataDir: 'memory', port: 0, host: '127.0.0.1', logger: false });
  const { app } = server;
  const db = app.db;
  const supervisor = await db.selectFrom('sys_user').select(['password_hash', 'dept_id']).where('username', '=', 'supervisor').executeTakeFirstOrThrow();
  const made = await db.insertInto('sys_user').values([
    ...Array.from({ length: MONITORS }, (_, i) => ({ username: `mon${String(i + 1).padStart(2, '0')}`, real_name: `班长${i + 1}`, job_number: `M${i + 1}` })),
    ...Array.from({ length: EXTENSIONS }, (_, i) => ({ username: `seat${FIRST_EXTENSION + i}`, real_name: `坐席${i + 1}`, job_number: `J${FIRST_EXTENSION + i}`, landline_number: String(FIRST_EXTENSION + i) })),
  ].map((u) => ({ ...u, password_hash: supervisor.password_hash, dept_id: supervisor.dept_id, mobile: '13800000000', gender: 0, status: 1 })))
    .returning(['id', 'username', 'landline_number']).execute();
  await db.insertInto('sys_user_role').values(made.map((u) => ({ user_id: u.id, role_id: u.landline_number ? AGENT_ROLE : SUPERVISOR_ROLE }))).execute();
  const classId = (await db.selectFrom('callcenter_class').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('seat_state').values(made.filter((u) => u.landline_number).map((u) => ({
    landline_number: u.landline_number!, user_id: u.id, seat_status: 'Available (On Demand)', busy_reason: null, class_id: classId,
    skill_name: 'skill1', extension_status: 1, extension_status_updated_at: new Date(Date.now() - 3_600_000),
  }))).execute();
  const seats = await Promise.all(made.filter((u) => u.landline_number).map((u) => app.cti.seats.get(u.landline_number!)));
  console.log(`URL ${server.url}`);

  process.on('message', (m: { rate: number; seconds: number }) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    let changes = 0;
    const total = m.rate * m.seconds;
    // One change every 1000/rate ms, on schedule even when a tick runs late.
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * m.rate) / 1000) + 1);
      while (changes < due) {
        const seat = seats[(changes * 7) % seats.length]!;
        const busy = seat.seatStatus !== 'On Break';
        Object.assign(seat, busy ? { seatStatus: 'On Break', busyReason: String(1 + (changes % 6)), extensionStatus: 3 } : { seatStatus: 'Available (On Demand)', busyReason: null, extensionStatus: 1 });
        seat.extensionStatusUpdatedAt = new Date();
        void app.cti.seats.save(seat);
        changes += 1;
      }
      if (changes < total) setTimeout(tick, 5);
      else void monitorFeedOf(app.cti)!.idle().then(() => {
        const used = process.cpuUsage(cpu);
        const wall = performance.now() - started;
        process.send!({ changes, cpuPercent: ((used.user + used.system) / 1000 / wall) * 100 });
      });
    };
    tick();
  });
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

if (process.argv.includes(SERVE_FLAG)) {
  await serve();
} else if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchMonitor()));
}
