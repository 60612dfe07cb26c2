// Submit throttle and input debounce (spec §5 "Submit throttled to once per second", §9 debounce defaults).
import { DEBOUNCE_MS, SUBMIT_THROTTLE_MS } from '../constants.ts';

/**
 * Where time comes from. Both `globalThis` and a clock from @sinonjs/fake-timers (`FakeTimers.createClock()`)
 * have this shape, so tests can pass a fake clock without touching the globals.
 */
export interface TimerHost {
  Date: { now(): number };
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: never): void;
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

export interface Debounced<A extends unknown[], R, T = unknown> {
  /** Schedules `fn` with these arguments `ms` after the last call; earlier pending calls are replaced. */
  (this: T, ...args: A): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Runs the pending call now and returns its result; returns undefined when nothing is pending. */
  flush(): R | undefined;
  /** Whether a call is waiting. */
  pending(): boolean;
}

/** Trailing-edge debounce: `fn` runs once, `ms` after the last of a burst of calls, with that call's arguments. */
export function debounce<A extends unknown[], R, T = unknown>(
  fn: (this: T, ...args: A) => R,
  ms: number = DEBOUNCE_MS,
  options: TimingOptions = {},
): Debounced<A, R, T> {
  let timer: unknown;
  let waiting: { self: T; args: A } | undefined;

  const clear = (): void => {
    if (timer !== undefined) hostOf(options).clearTimeout(timer as never);
    timer = undefined;
  };
  const invoke = (): R | undefined => {
    const call = waiting;
    clear();
    waiting = undefined;
    return call === undefined ? undefined : fn.apply(call.self, call.args);
  };

  const debounced = function (this: T, ...args: A): void {
    clear();
    waiting = { self: this, args };
    timer = hostOf(options).setTimeout(() => {
      timer = undefined;
      invoke();
    }, ms);
  } as Debounced<A, R, T>;
  debounced.cancel = () => {
    clear();
    waiting = undefined;
  };
  debounced.flush = invoke;
  debounced.pending = () => waiting !== undefined;
  return debounced;
}
