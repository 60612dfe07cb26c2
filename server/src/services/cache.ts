// In-process read cache for data that changes rarely (menus, grants, dictionaries) and for list pages and counts.
// Every write drops its prefix on every server through app.changes (DESIGN §7); grants and menus also when the auth
// epoch moves (services/sessions.ts). The lifetime only bounds staleness if a notice were lost.
export const READ_CACHE_MS = 30_000;
/** Bounded: many distinct searches between two writes cannot grow memory without limit. */
const MAX_ENTRIES = 5_000;

interface Entry {
  value: Promise<unknown>;
  at: number;
}

export class ReadCache {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = READ_CACHE_MS) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    if (this.#entries.size >= MAX_ENTRIES) this.#prune();
    this.#entries.set(key, { value, at: Date.now() });
    // A failed load must not be served from the cache.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  #prune(): void {
    const now = Date.now();
    for (const [key, entry] of this.#entries) if (now - entry.at >= this.ttlMs) this.#entries.delete(key);
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
  }

  /** Drops every key starting with the prefix, e.g. 'menus:' after a menu changes. */
  invalidate(prefix = ''): void {
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }
}
