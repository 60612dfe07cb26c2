// The missed calls a 漏单 page shows, per page: a Valtio store, so the rows outlive a tab switch or a DOM move.
import { proxy } from 'valtio';
import { fetchMissOrders } from '../../../shared/api/workOrders.ts';
import type { MissOrder } from '../../../shared/api/workorder.types.ts';

export interface MissOrderQuery {
  page: number;
  size: number;
  phone?: string;
  state?: number;
}

export interface MissOrderView {
  rows: MissOrder[];
  total: number;
  loading: boolean;
  error: string;
  /** Set once rows were asked for with a phone (selects the 未找到 placeholder). */
  searched: boolean;
}

export const missOrderViews = proxy<Record<string, MissOrderView>>({});

export function missOrderView(key: string): MissOrderView {
  missOrderViews[key] ??= { rows: [], total: 0, loading: false, error: '', searched: false };
  return missOrderViews[key]!;
}

const latest = new Map<string, number>();

/** Loads one page; an answer that arrives after a newer request is dropped. */
export async function loadMissOrders(key: string, query: MissOrderQuery): Promise<void> {
  const view = missOrderView(key);
  const ticket = (latest.get(key) ?? 0) + 1;
  latest.set(key, ticket);
  view.loading = true;
  try {
    const page = await fetchMissOrders(query);
    if (latest.get(key) !== ticket) return;
    view.rows = page.records;
    view.total = page.total;
    view.searched = Boolean(query.phone);
    view.error = '';
  } catch (error) {
    // A failed load (a refusal after another user signed in, a network error) shows no stale rows.
    if (latest.get(key) === ticket) Object.assign(view, { rows: [], total: 0, error: error instanceof Error ? error.message : String(error) });
  } finally {
    if (latest.get(key) === ticket) view.loading = false;
  }
}
