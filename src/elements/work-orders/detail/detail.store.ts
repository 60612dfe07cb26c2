// One order as the detail page shows it, with its update log: kept per order id in the session data layer, so a
// remount does not refetch blindly and a logout forgets it.
import { useSnapshot } from 'valtio';
import { fetchWorkflowDetail, fetchWorkflowUpdateLog } from '../../../shared/api/workOrders.ts';
import type { WorkflowDetail, WorkflowUpdateLogEntry } from '../../../shared/api/workorder.types.ts';
import { loadResource, resourceOf } from '../../../shared/data/index.ts';

export interface DetailView {
  detail: WorkflowDetail | null;
  log: WorkflowUpdateLogEntry[];
  loading: boolean;
  error: string;
}

interface LoadedDetail {
  detail: WorkflowDetail;
  log: WorkflowUpdateLogEntry[];
}

const keyOf = (workflowId: string) => `order-detail:${workflowId}`;

/** The order as a component reads it (re-renders when it changes). */
export function useDetailView(workflowId: string): DetailView {
  const snap = useSnapshot(resourceOf<LoadedDetail>(keyOf(workflowId)));
  const data = snap.data as LoadedDetail | undefined;
  return { detail: data?.detail ?? null, log: data?.log ?? [], loading: snap.loading, error: snap.error };
}

/** Loads the order; `forWork` takes the work lock when nobody else holds it. Answers null when it failed. */
export async function loadDetail(workflowId: string, forWork: boolean): Promise<WorkflowDetail | null> {
  const loaded = await loadResource(keyOf(workflowId), async (signal) => {
    const [detail, log] = await Promise.all([fetchWorkflowDetail(workflowId, forWork, signal), fetchWorkflowUpdateLog(workflowId, signal).catch(() => [])]);
    return { detail, log };
  });
  return loaded?.detail ?? null;
}

/** True when someone else holds the order's lock: the page is read-only. */
export function lockedByOther(detail: Pick<WorkflowDetail, 'lock'>): boolean {
  return Boolean(detail.lock.lockUserName) && !detail.lock.mine;
}
