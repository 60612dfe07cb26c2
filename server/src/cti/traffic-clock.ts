// The traffic generator's clocks and chances: events on the real clock (timers) or one after another on a virtual
// clock, and a seeded random source so a seed gives the same traffic every time.

/** mulberry32: a small seeded PRNG, so a seed gives the same traffic every time. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** When the generator's events run: on the real clock (timers) or one after another on a virtual one. */
export interface Clock {
  now(): number;
  at(time: number, event: () => Promise<void> | void): void;
}

export class VirtualClock implements Clock {
  #time: number;
  #seq = 0;
  readonly #events: Array<{ time: number; seq: number; event: () => Promise<void> | void }> = [];

  constructor(start: number) {
    this.#time = start;
  }

  now(): number {
    return this.#time;
  }

  at(time: number, event: () => Promise<void> | void): void {
    this.#events.push({ time: Math.max(time, this.#time), seq: this.#seq++, event });
  }

  /** Runs every event in time order (ties in the order they were scheduled) until none is left. */
  async run(): Promise<void> {
    while (this.#events.length) {
      let next = 0;
      for (let i = 1; i < this.#events.length; i++) {
        const e = this.#events[i]!;
        const n = this.#events[next]!;
        if (e.time < n.time || (e.time === n.time && e.seq < n.seq)) next = i;
      }
      const { time, event } = this.#events.splice(next, 1)[0]!;
      this.#time = time;
      await event();
    }
  }
}

export class RealClock implements Clock {
  readonly #timers = new Set<NodeJS.Timeout>();
  #chain: Promise<void> = Promise.resolve();

  constructor(private readonly onError: (err: unknown) => void) {}

  now(): number {
    return Date.now();
  }

  at(time: number, event: () => Promise<void> | void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      // Events run one at a time, as on the virtual clock.
      this.#chain = this.#chain.then(event).catch(this.onError);
    }, Math.max(0, time - Date.now()));
    timer.unref();
    this.#timers.add(timer);
  }

  get idle(): boolean {
    return this.#timers.size === 0;
  }

  stop(): Promise<void> {
    for (const t of this.#timers) clearTimeout(t);
    this.#timers.clear();
    return this.#chain;
  }
}

/** A draw of the exponential distribution with this mean (gaps between arrivals, patience, talk time). */
export const exponential = (random: () => number, mean: number) => -Math.log(1 - random()) * mean;
