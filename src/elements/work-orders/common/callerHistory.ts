// A caller's earlier orders (受理登记's side panel, the 漏单 dialog), through the session data layer.
import { fetchHistoryCallList } from '../../../shared/api/workOrders.ts';
import type { WorkflowListItem } from '../../../shared/api/workorder.types.ts';
import { useResource } from '../../../shared/data/index.ts';

/** The newest `size` orders of `phone`: null while none is asked for or loading, [] when the lookup failed. */
export function useCallerHistory(phone: string, size: number): WorkflowListItem[] | null {
  const page = useResource(`caller-history:${phone}:${size}`, (signal) => fetchHistoryCallList(phone, { size }, signal), { enabled: phone !== '' });
  if (phone === '') return null;
  return (page.data?.records as WorkflowListItem[] | undefined) ?? (page.error ? [] : null);
}
