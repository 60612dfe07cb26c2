// A tiny seeded random generator (mulberry32), so the demo history is the same on every first start.

export interface Random {
  /** A float in [0, 1). */
  (): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** One of the items, by weight. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
  /** Lowercase hex digits, e.g. a call id. */
  hex(length: number): string;
}

export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  const next = (() => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Random;
  next.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  next.pick = (items) => items[Math.floor(next() * items.length)]!;
  next.weighted = (items) => {
    let r = next() * items.reduce((sum, [, w]) => sum + w, 0);
    for (const [item, w] of items) if ((r -= w) < 0) return item;
    return items[items.length - 1]![0];
  };
  next.hex = (length) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join('');
  return next;
}
