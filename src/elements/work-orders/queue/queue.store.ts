// The rows and tabs a queue page (and 工单查询) shows, per page, in the session data layer.
import { useSnapshot } from 'valtio';
import { fetchWorkflowList, fetchWorkflowTabs } from '../../../shared/api/workOrders.ts';
import type { QueueGroup, WorkflowListItem, WorkflowListRequest, WorkflowTabEntry } from '../../../shared/api/workorder.types.ts';
import { loadResource, resourceOf } from '../../../shared/data/index.ts';
import { rowsStore, type RowsView } from '../common/rowsStore.ts';

export interface QueueView extends RowsView<WorkflowListItem> {
  tabs: readonly WorkflowTabEntry[];
  tabsLoaded: boolean;
  /** Why the tabs could not be loaded (the rows' own failure is `error`). */
  tabsError: string;
}

const store = rowsStore<WorkflowListItem>('queue-rows');
const tabsKey = (key: string) => `queue-tabs:${key}`;
const NO_TABS: WorkflowTabEntry[] = [];

/** A queue page's rows and tabs as a component reads them. */
export function useQueueView(key: string): QueueView {
  const rows = store.useView(key);
  const tabs = useSnapshot(resourceOf<WorkflowTabEntry[]>(tabsKey(key)));
  const list = (tabs.data as WorkflowTabEntry[] | undefined) ?? NO_TABS;
  return { ...rows, tabs: list, tabsLoaded: tabs.data !== undefined || tabs.error !== '', tabsError: tabs.error };
}

/** Puts rows into a page's view (the list answer, or a long list handed over by a host or the benchmark). */
export const showRows = store.show;

/** Loads one page of rows; a newer call cancels the older one. */
export const loadRows = (key: string, type: QueueGroup | 'index', query: WorkflowListRequest, searched: boolean): Promise<void> =>
  store.load(key, (signal) => fetchWorkflowList(type, query, signal), searched);

export async function loadTabs(key: string, queue: QueueGroup): Promise<void> {
  await loadResource(tabsKey(key), async () => (await fetchWorkflowTabs(queue)).filter((tab) => tab.belong === queue));
}
