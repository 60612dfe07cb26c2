// One order as the detail page shows it, with its update log; kept per order id so a remount does not refetch blindly.
import { proxy } from 'valtio';
import { fetchWorkflowDetail, fetchWorkflowUpdateLog } from '../../../shared/api/workOrders.ts';
import type { WorkflowDetail, WorkflowUpdateLogEntry } from '../../../shared/api/workorder.types.ts';

export interface DetailView {
  detail: WorkflowDetail | null;
  log: WorkflowUpdateLogEntry[];
  loading: boolean;
  error: string;
}

export const detailViews = proxy<Record<string, DetailView>>({});

export function detailView(workflowId: string): DetailView {
  detailViews[workflowId] ??= { detail: null, log: [], loading: false, error: '' };
  return detailViews[workflowId]!;
}

/** Loads the order; `forWork` takes the work lock when nobody else holds it. */
export async function loadDetail(workflowId: string, forWork: boolean): Promise<WorkflowDetail | null> {
  const view = detailView(workflowId);
  view.loading = true;
  try {
    const [detail, log] = await Promise.all([fetchWorkflowDetail(workflowId, forWork), fetchWorkflowUpdateLog(workflowId).catch(() => [])]);
    view.detail = detail;
    view.log = log;
    view.error = '';
    return detail;
  } catch (error) {
    view.error = error instanceof Error ? error.message : String(error);
    return null;
  } finally {
    view.loading = false;
  }
}

/** True when someone else holds the order's lock: the page is read-only. */
export function lockedByOther(detail: Pick<WorkflowDetail, 'lock'>): boolean {
  return Boolean(detail.lock.lockUserName) && !detail.lock.mine;
}
