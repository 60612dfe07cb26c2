// The rows and tabs a queue page (and 工单查询) shows, per page: a Valtio store, so the data outlives a remount.
import { fetchWorkflowList, fetchWorkflowTabs } from '../../../shared/api/workOrders.ts';
import type { QueueGroup, WorkflowListItem, WorkflowListRequest, WorkflowTabEntry } from '../../../shared/api/workorder.types.ts';
import { emptyRows, rowsStore, type RowsView } from '../common/rowsStore.ts';

export interface QueueView extends RowsView<WorkflowListItem> {
  tabs: WorkflowTabEntry[];
  tabsLoaded: boolean;
  /** Why the tabs could not be loaded (the rows' own failure is `error`). */
  tabsError: string;
}

const store = rowsStore<WorkflowListItem, QueueView>(() => ({ ...emptyRows<WorkflowListItem>(), tabs: [], tabsLoaded: false, tabsError: '' }));

export const queueViews = store.views;
export const queueView = store.view;
/** Puts rows into a page's view (the list answer, or a long list handed over by a host or the benchmark). */
export const showRows = store.show;

/** Loads one page of rows; a newer call cancels the older one. */
export const loadRows = (key: string, type: QueueGroup | 'index', query: WorkflowListRequest, searched: boolean): Promise<void> =>
  store.load(key, (signal) => fetchWorkflowList(type, query, signal), searched);

export async function loadTabs(key: string, queue: QueueGroup): Promise<void> {
  const view = queueView(key);
  try {
    view.tabs = (await fetchWorkflowTabs(queue)).filter((tab) => tab.belong === queue);
    view.tabsError = '';
  } catch (error) {
    view.tabsError = error instanceof Error ? error.message : String(error);
  } finally {
    view.tabsLoaded = true;
  }
}
