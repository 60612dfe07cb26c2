// The centre bench's figures: the server's own timings (HOTLINE_TIMINGS lines), its CPU and peak RSS from /proc, and
// the table printed per class next to its target.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { COALESCE_MS } from '../../../server/src/services/monitor/feed.ts';
import { CLASSES, percentile, type Recorder } from './recorder.ts';

/** The class of a timing line the server wrote (route pattern, and the path for list/:type). */
function classOfServerLine(line: { route: string; path?: string }): string | null {
  switch (line.route) {
    case 'POST /api/loadUser': return 'loadUser';
    case 'WS heartBeat': return 'heartbeat reply';
    case 'POST /aop/workflow/list/:type': return line.path === '/aop/workflow/list/index' ? '工单查询' : 'queue list';
    case 'GET /aop/workflow/detail': return 'order detail';
    case 'POST /aop/workflow/commit': return 'registration';
    case 'POST /aop/workflow/list/historyCallList': return 'history';
    case 'POST /aip/callcenter/extensionMonitor/monitorList': return '分机监控';
    default: return null;
  }
}

/** The server's timings written from byte `from` of the file on: ms per class. */
export function serverTimings(path: string, from: number): Map<string, number[]> {
  const byClass = new Map<string, number[]>();
  const text = readFileSync(path).subarray(from).toString('utf8');
  for (const raw of text.split('\n')) {
    if (!raw) continue;
    const line = JSON.parse(raw) as { route: string; path?: string; ms: number };
    const klass = classOfServerLine(line);
    if (!klass) continue;
    let list = byClass.get(klass);
    if (!list) byClass.set(klass, (list = []));
    list.push(line.ms);
  }
  return byClass;
}

export const fileSize = (path: string) => { try { return statSync(path).size; } catch { return 0; } };

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** User + system CPU seconds the process has used so far (all its threads). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5), counted from the state (field 3).
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Peak resident memory (VmHWM) in MB. */
export function peakRssMb(pid: number): number {
  const m = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

export interface CentreRun {
  database: string;
  seats: number;
  consoles: number;
  orders: number;
  seconds: number;
  rec: Recorder;
  server: Map<string, number[]>;
  serverCpuSeconds: number;
  serverPeakRssMb: number;
  generatorCpuSeconds: number;
  loop: { loopP50: number; loopP99: number; loopMax: number };
  calls: { done: number; noFreeSeat: number };
}

/**
 * p99 targets (ms): 50 for every class, registration 150; 100 for the others at a million orders on PostgreSQL. Pushed
 * 分机监控 rows are held COALESCE_MS by design, so theirs is that plus 50.
 */
function targetOf(klass: string, run: CentreRun): number {
  if (klass === 'registration') return 150;
  if (klass === 'push') return COALESCE_MS + 50;
  return run.orders >= 1_000_000 && run.database === 'PostgreSQL' ? 100 : 50;
}

/** Pads to a width in terminal columns (a Chinese character takes two). */
const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 2 : 1), 0)));
const f = (ms: number) => (Number.isNaN(ms) ? '—' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
const trio = (values: number[] | undefined) => (values?.length ? [50, 95, 99].map((p) => f(percentile(values, p))).join(' / ') : '—');

/** A generator this late cannot vouch for the client figures. */
export const generatorOverloaded = (run: CentreRun) => run.loop.loopP99 > 50 || percentile(run.rec.lateness, 99) > 100;

export function printCentreRun(run: CentreRun): void {
  const { rec } = run;
  console.log(`\n### ${run.database}: ${run.seats} seats, ${run.consoles} consoles, ${run.orders.toLocaleString('en-US')} orders, ${(run.seconds / 60).toFixed(1)} min`);
  console.log(`${'class'.padEnd(16)} ${'count'.padStart(6)}  ${'client p50 / p95 / p99'.padEnd(24)} ${'server p50 / p95 / p99'.padEnd(24)} ${'target'.padStart(7)}  errors`);
  for (const klass of CLASSES) {
    const client = rec.times.get(klass);
    const target = targetOf(klass, run);
    const p99 = client?.length ? percentile(client, 99) : NaN;
    const mark = Number.isNaN(p99) ? '' : p99 <= target ? 'OK' : 'MISS';
    const errors = rec.errors.get(klass)?.length ?? 0;
    const server = klass === 'push' ? undefined : run.server.get(klass);
    console.log(`${pad(klass, 16)} ${String(client?.length ?? 0).padStart(6)}  ${trio(client).padEnd(24)} ${trio(server).padEnd(24)} ${`≤ ${target}`.padStart(7)} ${mark.padEnd(4)} ${errors}`);
  }
  console.log(`push: 分机监控 rows on the supervisors' streams, seat change -> arrival (held ${COALESCE_MS} ms by design); ${run.seats + run.consoles} streams open, drops counted as push errors`);
  console.log(`lost heartbeats: ${rec.lostHeartbeats}; calls answered and hung up: ${run.calls.done} (${(run.calls.done / run.seconds).toFixed(2)}/s; ${run.calls.noFreeSeat} rings skipped, no free seat); call control errors: ${rec.errors.get('call')?.length ?? 0}`);
  console.log(`server: CPU ${run.serverCpuSeconds.toFixed(1)} s = ${((run.serverCpuSeconds / run.seconds) * 100).toFixed(0)} % of one core; peak RSS ${run.serverPeakRssMb.toFixed(0)} MB`
    + (run.database === 'PostgreSQL' ? ' (the PostgreSQL processes not counted)' : ''));
  const late = rec.lateness;
  console.log(`generator: CPU ${((run.generatorCpuSeconds / run.seconds) * 100).toFixed(0)} % of one core; event-loop delay p50 ${f(run.loop.loopP50)} p99 ${f(run.loop.loopP99)} max ${f(run.loop.loopMax)} ms;`
    + ` timers late p50 ${f(percentile(late, 50))} p99 ${f(percentile(late, 99))} max ${f(late.length ? late.reduce((a, b) => Math.max(a, b)) : NaN)} ms`
    + (generatorOverloaded(run) ? '  GENERATOR OVERLOADED: client figures include its own lag' : ''));
  for (const [klass, list] of rec.errors) {
    const kinds = new Map<string, number>();
    for (const why of list) kinds.set(why, (kinds.get(why) ?? 0) + 1);
    for (const [why, n] of [...kinds].slice(0, 5)) console.log(`  error ${klass}: ${n} × ${why}`);
  }
}
