// /gong-dan/detail/{workflowId}: one order in its own tab; the tab keeps the lock's processid so closing it unlocks.
import { useContext } from 'react';
import { useLocation } from 'wouter';
import { DetailPage } from '../../elements/work-orders/index.ts';
import { PageKeyContext } from '../../shared/ui/pageState.ts';
import { DETAIL_PATH, orderDetailPath } from '../routing/staticRoutes.ts';
import { setTabProcessId } from '../stores/tabs.store.ts';

export default function OrderDetailView() {
  const pageKey = useContext(PageKeyContext);
  const [, navigate] = useLocation();
  const workflowId = decodeURIComponent(pageKey.slice(DETAIL_PATH.length + 1));
  return (
    <DetailPage
      workflowId={workflowId}
      releaseOnClose={false}
      onProcess={(processid) => setTabProcessId(pageKey, processid)}
      onOpen={(id) => navigate(orderDetailPath(id))}
    />
  );
}
