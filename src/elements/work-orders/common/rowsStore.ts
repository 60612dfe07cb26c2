// A list page's rows, kept per page in the session data layer: they outlive a remount (tab switch, DOM move), the
// newest request wins, and a logout or 401 empties them. The queue pages, 工单查询 and the 漏单 page each keep one.
import { useSnapshot } from 'valtio';
import { loadResource, resourceOf, setResource } from '../../../shared/data/index.ts';

export interface RowsPage<Row> {
  rows: Row[];
  total: number;
  /** More rows than `total` (a capped count). */
  more: boolean;
  /** Set once rows were asked for with search conditions (selects the 未找到 placeholder). */
  searched: boolean;
}

export interface RowsView<Row> extends RowsPage<Row> {
  loading: boolean;
  error: string;
}

const NO_ROWS: never[] = [];

export function rowsStore<Row>(name: string) {
  const keyOf = (key: string) => `${name}:${key}`;

  /** One page's rows as a component reads them (re-renders when they change). */
  const useView = (key: string): RowsView<Row> => {
    const snap = useSnapshot(resourceOf<RowsPage<Row>>(keyOf(key)));
    const page = snap.data as RowsPage<Row> | undefined;
    return { rows: page?.rows ?? NO_ROWS, total: page?.total ?? 0, more: page?.more ?? false, searched: page?.searched ?? false, loading: snap.loading, error: snap.error };
  };

  /** Puts rows into a page's view (a long list handed over by a host or the benchmark). */
  const show = (key: string, rows: Row[], total = rows.length, searched = false): void => setResource(keyOf(key), { rows, total, more: false, searched });

  /** Loads one page; a newer call cancels the older one. A failure shows no old rows (they may be another user's). */
  const load = async (key: string, fetchPage: (signal: AbortSignal) => Promise<{ records: Row[]; total: number; more?: boolean }>, searched: boolean): Promise<void> => {
    await loadResource(keyOf(key), async (signal) => {
      const page = await fetchPage(signal);
      return { rows: page.records, total: page.total, more: page.more ?? false, searched };
    }, { clearOnError: true });
  };

  return { useView, show, load };
}
