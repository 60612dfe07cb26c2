// /gong-dan/list/index: the all-orders search; a row opens the order's detail tab.
import { useLocation } from 'wouter';
import { OrderListPage } from '../../elements/work-orders/index.ts';
import { orderDetailPath } from '../routing/staticRoutes.ts';

export default function OrderListView() {
  const [, navigate] = useLocation();
  return <OrderListPage onOpen={(workflowId) => navigate(orderDetailPath(workflowId))} />;
}
