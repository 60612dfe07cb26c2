// Work-order reference data every page reads (base data, event classification tree, common opinions): loaded once, shared.
import { proxy, ref } from 'valtio';
import { fetchAllOpinions, fetchBizData, fetchEventTypeTree } from '../../../shared/api/workOrders.ts';
import type { BizData, EventTypeNode, Opinion } from '../../../shared/api/workorder.types.ts';

export const orderReference = proxy({
  biz: null as BizData | null,
  eventTypes: ref([] as EventTypeNode[]),
  opinions: [] as Opinion[],
  error: '',
});

let loading: Promise<void> | null = null;

/** Loads the base data once per page; a failure is kept as a message and the next call tries again. */
export function loadOrderReference(): Promise<void> {
  if (orderReference.biz) return Promise.resolve();
  loading ??= Promise.all([fetchBizData(), fetchEventTypeTree(), fetchAllOpinions().catch(() => [] as Opinion[])])
    .then(([biz, tree, opinions]) => {
      orderReference.biz = biz;
      orderReference.eventTypes = ref(tree);
      orderReference.opinions = opinions;
      orderReference.error = '';
    })
    .catch((error: unknown) => {
      orderReference.error = error instanceof Error ? error.message : String(error);
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}
