// What the centre bench's generator saw: per class, each answer's time or the error, and how late its own timers fired.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The classes the bench reports, in the order; server routes map onto the same names. */
export const CLASSES = ['loadUser', 'heartbeat reply', 'queue list', '工单查询', 'order detail', 'registration', 'history', '分机监控', 'push'] as const;
export type Klass = (typeof CLASSES)[number] | 'call';

export class Recorder {
  readonly times = new Map<string, number[]>();
  readonly errors = new Map<string, string[]>();
  lostHeartbeats = 0;
  /** ms each timer fired after it was due. */
  readonly lateness: number[] = [];
  /** Off until the measured window opens: setup (sign-ins, sockets) counts only its errors. */
  measuring = false;
  readonly #loop = monitorEventLoopDelay({ resolution: 5 });

  time(klass: Klass, ms: number): void {
    if (!this.measuring) return;
    let list = this.times.get(klass);
    if (!list) this.times.set(klass, (list = []));
    list.push(ms);
  }

  error(klass: Klass, why: string): void {
    let list = this.errors.get(klass);
    if (!list) this.errors.set(klass, (list = []));
    list.push(why);
  }

  errorCount(): number {
    let n = this.lostHeartbeats;
    for (const list of this.errors.values()) n += list.length;
    return n;
  }

  openWindow(): void {
    this.measuring = true;
    this.#loop.enable();
  }

  closeWindow(): { loopP50: number; loopP99: number; loopMax: number } {
    this.measuring = false;
    this.#loop.disable();
    const ms = (ns: number) => ns / 1e6;
    return { loopP50: ms(this.#loop.percentile(50)), loopP99: ms(this.#loop.percentile(99)), loopMax: ms(this.#loop.max) };
  }
}

/** p-th percentile (0–100) of unsorted values; NaN when none. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)]!;
}

/**
 * Runs `fn` every `min`–`max` ms (uniformly drawn each time) from a random first moment within one period, until stopped;
 * records how late each firing was. Errors are the caller's to record. stop() resolves once the runs in flight ended.
 */
export function every(rec: Recorder, min: number, max: number, fn: () => Promise<void> | void): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout;
  const inFlight = new Set<Promise<void>>();
  const next = (delay: number) => {
    const due = performance.now() + delay;
    timer = setTimeout(() => {
      if (stopped) return;
      if (rec.measuring) rec.lateness.push(performance.now() - due);
      const run = Promise.resolve().then(fn).catch(() => {});
      inFlight.add(run);
      void run.then(() => inFlight.delete(run));
      next(min + Math.random() * (max - min));
    }, delay);
  };
  next(Math.random() * max);
  return { stop: async () => { stopped = true; clearTimeout(timer); await Promise.all(inFlight); } };
}
