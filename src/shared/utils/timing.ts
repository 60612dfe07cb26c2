// Submit throttle (spec §5 "Submit throttled to once per second"); a debounced value is useDebouncedValue.ts.
import { SUBMIT_THROTTLE_MS } from '../constants.ts';

/**
 * Where time comes from. Both `globalThis` and a clock from @sinonjs/fake-timers (`FakeTimers.createClock()`)
 * have this shape, so tests can pass a fake clock without touching the globals.
 */
export interface TimerHost {
  Date: { now(): number };
}

export interface TimingOptions {
  /** Defaults to globalThis, looked up at every call (so a clock installed on globalThis later is honoured). */
  timers?: TimerHost;
}

function hostOf(options: TimingOptions): TimerHost {
  return options.timers ?? (globalThis as unknown as TimerHost);
}

export interface Throttled<A extends unknown[], T = unknown> {
  /** Runs `fn` when the window is open and returns true; returns false when the call was dropped. */
  (this: T, ...args: A): boolean;
  /** Reopens the window at once: the next call runs. */
  cancel(): void;
}

/**
 * Leading-edge throttle: the first call runs at once; calls less than `ms` after the last run are dropped
 * (not deferred). A call exactly `ms` after the last run runs.
 */
export function throttle<A extends unknown[], T = unknown>(
  fn: (this: T, ...args: A) => unknown,
  ms: number = SUBMIT_THROTTLE_MS,
  options: TimingOptions = {},
): Throttled<A, T> {
  let lastRun: number | undefined;
  const throttled = function (this: T, ...args: A): boolean {
    const now = hostOf(options).Date.now();
    // A clock that went backwards (system time change) also reopens the window.
    if (lastRun !== undefined && now >= lastRun && now - lastRun < ms) return false;
    lastRun = now;
    fn.apply(this, args);
    return true;
  } as Throttled<A, T>;
  throttled.cancel = () => {
    lastRun = undefined;
  };
  return throttled;
}
