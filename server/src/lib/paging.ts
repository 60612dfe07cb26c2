// Paging, one rule for every list (DESIGN §5): `page` or `current` (1-based) with `size` (or `limit`, which validation reads
// as `size`), answered as records + total.
// The contracts bound page and size (schema.ts's Paging, or a list's own maximum), so nothing here clamps them again.
import type { Page } from '../../../src/shared/api/contracts/schema.ts';
import { Refusal } from './refusal.ts';

/** The rows a page holds: the page asked for, its size, and how many rows come before it. */
export interface Paging {
  current: number;
  size: number;
  offset: number;
}

/** A list's page size when the request names none. */
export const DEFAULT_PAGE_SIZE = 10;

/** The page asked for: `current`, else `page` (older clients), else the first; `size`, else the list's default. */
export function pageOf(input: { page?: number; current?: number; size?: number }, defaultSize = DEFAULT_PAGE_SIZE): Paging {
  const current = input.current ?? input.page ?? 1;
  const size = input.size ?? defaultSize;
  return { current, size, offset: (current - 1) * size };
}

/** A page's answer: its rows, the total (a count as the database returns it), the page answered. */
export function pageAnswer<T>(records: T[], total: number | string | bigint, page: Paging): Page<T> {
  return { records, total: Number(total), current: page.current, size: page.size };
}

// ---- lists of large tables, counted up to a cap (CappedPage in the contracts) ----

/** A capped list never walks deeper than its cap: a page starting past it is refused with the list's reason. */
export function refusePastCap(page: Paging, cap: number, reason: string): void {
  if (page.offset >= cap) throw new Refusal(reason);
}

/**
 * The total of a capped list: a short page is its own count; otherwise `count` (which counts at most cap + 1 rows, so
 * a million rows cost what the cap does) decides, and `more` says the list goes past the cap.
 */
export async function cappedTotal(page: Paging, pageRows: number, cap: number, count: () => Promise<number>): Promise<{ total: number; more: boolean }> {
  if (pageRows < page.size && (pageRows > 0 || page.offset === 0)) return { total: page.offset + pageRows, more: false };
  const n = await count();
  return { total: Math.min(n, cap), more: n > cap };
}

/** For tables that only grow: a search counted past the cap stays past it, so that count is kept for the cache's lifetime. */
export async function growingCount(
  cache: { get<T>(key: string, load: () => Promise<T>): Promise<T>; invalidate(prefix: string): void },
  key: string, cap: number, count: () => Promise<number>,
): Promise<number> {
  const n = await cache.get(key, count);
  if (n <= cap) cache.invalidate(key);
  return n;
}
