// A caller's earlier orders (受理登记's side panel, the 漏单 dialog), through the session data layer.
import { callerHistoryKey } from '../../../shared/api/callerCard.ts';
import { fetchHistoryCallList } from '../../../shared/api/workOrders.ts';
import type { WorkflowListItem } from '../../../shared/api/workorder.types.ts';
import { useResource } from '../../../shared/data/index.ts';

export interface CallerHistory {
  /** Null while none is asked for, loading, or after a failed lookup. */
  orders: WorkflowListItem[] | null;
  /** Why the lookup failed ('' when it did not): a failure is not "no earlier orders". */
  error: string;
  retry: () => void;
}

/** The newest `size` orders of `phone` (a ringing call's card may have primed them: softphone/card). */
export function useCallerHistory(phone: string, size: number): CallerHistory {
  const page = useResource(callerHistoryKey(phone, size), (signal) => fetchHistoryCallList(phone, { size }, signal), { enabled: phone !== '' });
  const retry = () => void page.reload();
  if (phone === '') return { orders: null, error: '', retry };
  return { orders: (page.data?.records as WorkflowListItem[] | undefined) ?? null, error: page.data ? '' : page.error, retry };
}
