// A list page's rows in a Valtio store keyed by page, so they outlive a remount (tab switch, DOM move); the newest
// request wins. The queue pages, 工单查询 and the 漏单 page each keep one.
import { proxy, ref } from 'valtio';

export interface RowsView<Row> {
  /** Kept as a plain array (ref): 10,000 rows must not become 10,000 proxies. */
  rows: Row[];
  total: number;
  loading: boolean;
  error: string;
  /** Set once rows were asked for with search conditions (selects the 未找到 placeholder). */
  searched: boolean;
}

export const emptyRows = <Row>(): RowsView<Row> => ({ rows: ref([]), total: 0, loading: false, error: '', searched: false });

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function rowsStore<Row, View extends RowsView<Row>>(blank: () => View) {
  const views = proxy<Record<string, View>>({});
  const inFlight = new Map<string, AbortController>();

  const view = (key: string): View => {
    views[key] ??= blank();
    // Read back: the proxy's own copy is what snapshots and writes must use, not the plain object assigned.
    return views[key]!;
  };

  /** Puts rows into a page's view (an answer, or a long list handed over by a host or the benchmark). */
  const show = (key: string, rows: Row[], total = rows.length, searched = false): void => {
    Object.assign(view(key), { rows: ref(rows), total, searched, loading: false });
  };

  /** Loads one page; a newer call cancels the older one. A failure shows no old rows (they may be another user's). */
  const load = async (key: string, fetchPage: (signal: AbortSignal) => Promise<{ records: Row[]; total: number }>, searched: boolean): Promise<void> => {
    inFlight.get(key)?.abort();
    const controller = new AbortController();
    inFlight.set(key, controller);
    const current = view(key);
    current.loading = true;
    try {
      const page = await fetchPage(controller.signal);
      if (controller.signal.aborted) return;
      show(key, page.records, page.total, searched);
      current.error = '';
    } catch (error) {
      if (!controller.signal.aborted) Object.assign(current, { rows: ref([]), total: 0, error: messageOf(error) });
    } finally {
      if (inFlight.get(key) === controller) {
        inFlight.delete(key);
        current.loading = false;
      }
    }
  };

  return { views, view, show, load };
}
