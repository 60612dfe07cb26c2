// The rows and tabs a queue page shows, per page: a Valtio store, so the data outlives a remount (tab switch, DOM move).
import { proxy, ref } from 'valtio';
import { fetchWorkflowList, fetchWorkflowTabs } from '../../../shared/api/workOrders.ts';
import type { QueueGroup, WorkflowListItem, WorkflowListRequest, WorkflowTabEntry } from '../../../shared/api/workorder.types.ts';

export interface QueueView {
  tabs: WorkflowTabEntry[];
  tabsLoaded: boolean;
  /** Why the tabs could not be loaded (the rows' own failure is `error`). */
  tabsError: string;
  /** Kept as a plain array (ref): 10,000 rows must not become 10,000 proxies. */
  rows: WorkflowListItem[];
  total: number;
  loading: boolean;
  error: string;
  /** Set once rows were asked for with search conditions (selects the 未找到 placeholder). */
  searched: boolean;
}

export const queueViews = proxy<Record<string, QueueView>>({});

export function queueView(key: string): QueueView {
  queueViews[key] ??= { tabs: [], tabsLoaded: false, tabsError: '', rows: ref([]), total: 0, loading: false, error: '', searched: false };
  return queueViews[key]!;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function loadTabs(key: string, queue: QueueGroup): Promise<void> {
  const view = queueView(key);
  try {
    view.tabs = (await fetchWorkflowTabs(queue)).filter((tab) => tab.belong === queue);
    view.tabsError = '';
  } catch (error) {
    view.tabsError = messageOf(error);
  } finally {
    view.tabsLoaded = true;
  }
}

const inFlight = new Map<string, AbortController>();

/** Loads one page of rows; a newer call cancels the older one. */
export async function loadRows(key: string, type: QueueGroup | 'index', query: WorkflowListRequest, searched: boolean): Promise<void> {
  inFlight.get(key)?.abort();
  const controller = new AbortController();
  inFlight.set(key, controller);
  const view = queueView(key);
  view.loading = true;
  try {
    const page = await fetchWorkflowList(type, query, controller.signal);
    if (controller.signal.aborted) return;
    showRows(key, page.records, page.total, searched);
    view.error = '';
  } catch (error) {
    if (!controller.signal.aborted) view.error = messageOf(error);
  } finally {
    if (inFlight.get(key) === controller) {
      inFlight.delete(key);
      view.loading = false;
    }
  }
}

/** Puts rows into a page's view (the list answer, or a long list handed over by a host or the benchmark). */
export function showRows(key: string, rows: WorkflowListItem[], total = rows.length, searched = false): void {
  const view = queueView(key);
  view.rows = ref(rows);
  view.total = total;
  view.searched = searched;
  view.loading = false;
}
