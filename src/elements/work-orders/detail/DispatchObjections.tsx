// 派单异议 on the detail: read with the order; the section (DispatchObjectionsSection.tsx, with the objections' words and
// facts) loads only for an order that has objections or whose lead may still file one, which most orders are not.
import { useEffect, useState } from 'react';
import type { OrderObjections } from '../../../shared/api/contracts/objections.ts';
import { fetchOrderObjections } from '../../../shared/api/objections.ts';
import type { WorkflowDetail } from '../../../shared/api/workorder.types.ts';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { retryableLazy } from '../../../shared/ui/retryableLazy.ts';
import { OnDemandPart } from '../common/OnDemand.tsx';

const DispatchObjectionsSection = retryableLazy(() => import('./DispatchObjectionsSection.tsx'));

export interface DispatchObjectionsProps {
  order: WorkflowDetail;
  readOnly: boolean;
  /** Reads the order again after a filing or a ruling. */
  onChanged: () => Promise<unknown>;
}

export function DispatchObjections({ order, readOnly, onChanged }: DispatchObjectionsProps) {
  const [read, setRead] = useState<{ data: OrderObjections | null; error: unknown } | null>(null);

  // Read again whenever the order changes (its version moves with every step).
  useEffect(() => {
    const ctl = new AbortController();
    fetchOrderObjections(order.workflowId, ctl.signal).then(
      (data) => setRead({ data, error: null }),
      (error: unknown) => { if (!ctl.signal.aborted) setRead({ data: null, error }); },
    );
    return () => ctl.abort();
  }, [order.workflowId, order.version]);

  if (!read || (read.data && !read.data.objections.length && !read.data.canFile)) return null;
  return (
    <OnDemandPart what={workOrdersText.onDemand.objections}>
      <DispatchObjectionsSection order={order} readOnly={readOnly} data={read.data} error={read.error} onChanged={onChanged} />
    </OnDemandPart>
  );
}
