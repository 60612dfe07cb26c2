// The missed calls a 漏单 page shows, per page: a Valtio store, so the rows outlive a tab switch or a DOM move.
import { fetchMissOrders } from '../../../shared/api/workOrders.ts';
import type { MissOrder } from '../../../shared/api/workorder.types.ts';
import { emptyRows, rowsStore, type RowsView } from '../common/rowsStore.ts';

export interface MissOrderQuery {
  page: number;
  size: number;
  phone?: string;
  state?: number;
}

const store = rowsStore<MissOrder, RowsView<MissOrder>>(emptyRows);

export const missOrderView = store.view;

/** Loads one page; a newer call cancels the older one. A phone makes it a search (the 未找到 placeholder). */
export const loadMissOrders = (key: string, query: MissOrderQuery): Promise<void> =>
  store.load(key, (signal) => fetchMissOrders(query, signal), Boolean(query.phone));
