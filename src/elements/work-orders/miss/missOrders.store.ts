// The missed calls a 漏单 page shows, per page, in the session data layer.
import { fetchMissOrders } from '../../../shared/api/workOrders.ts';
import type { MissOrder } from '../../../shared/api/workorder.types.ts';
import { rowsStore } from '../common/rowsStore.ts';

export interface MissOrderQuery {
  page: number;
  size: number;
  phone?: string;
  state?: number;
}

const store = rowsStore<MissOrder>('miss-orders');

export const useMissOrderView = store.useView;

/** Loads one page; a newer call cancels the older one. A phone makes it a search (the 未找到 placeholder). */
export const loadMissOrders = (key: string, query: MissOrderQuery): Promise<void> =>
  store.load(key, (signal) => fetchMissOrders(query, signal), Boolean(query.phone));
