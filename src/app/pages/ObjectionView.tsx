// /gong-dan/objection (派单异议): the queue; an order opens its detail; ?workflowId= (a reminder's link) shows that order's.
import { useLocation, useSearch } from 'wouter';
import { ObjectionPage } from '../../elements/work-orders/index.ts';
import { orderDetailPath } from '../routing/staticRoutes.ts';

export default function ObjectionView() {
  const [, navigate] = useLocation();
  const workflowId = new URLSearchParams(useSearch()).get('workflowId') ?? undefined;
  return <ObjectionPage workflowId={workflowId} onOpen={(id) => navigate(orderDetailPath(id))} />;
}
