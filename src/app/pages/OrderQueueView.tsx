// The queue pages of the menu (/gong-dan/untodo …): the queue comes from the view path, the tab from ?tab=, and a reminder's
// ?workflowId= opens that order in its own tab while the queue keeps it selected.
import { useContext, useEffect, useRef, type ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { QueuePage } from '../../elements/work-orders/index.ts';
import type { QueueGroup } from '../../shared/api/workorder.types.ts';
import { PageKeyContext, usePageState } from '../../shared/ui/pageState.ts';
import { orderDetailPath } from '../routing/staticRoutes.ts';

const views = new Map<QueueGroup, ComponentType>();

/**
 * A link's order: remembered for the queue to select, dropped from the queue's address (so returning to the tab shows the
 * queue, not the order again), then opened in the detail tab.
 */
function useLinkedOrder(): string {
  const pageKey = useContext(PageKeyContext);
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const [picked, setPicked] = usePageState('linkedOrder', '');
  const opening = useRef('');
  // A hidden tab's page sees the active page's address: only the page on screen acts on it.
  const linked = pathname === pageKey ? new URLSearchParams(search).get('workflowId') : null;

  useEffect(() => {
    if (!linked) return;
    setPicked(linked);
    opening.current = linked;
    const rest = new URLSearchParams(search);
    rest.delete('workflowId');
    navigate(`${pageKey}?${rest}`, { replace: true });
  }, [linked, search, pageKey, navigate, setPicked]);

  // Runs once the clean address is committed, so the queue's tab keeps that one.
  useEffect(() => {
    if (linked || !opening.current) return;
    const workflowId = opening.current;
    opening.current = '';
    navigate(orderDetailPath(workflowId));
  }, [linked, search, navigate]);

  return picked;
}

/** One stable page component per queue group. */
export function queueView(queue: QueueGroup): ComponentType {
  let view = views.get(queue);
  if (!view) {
    view = function OrderQueueView() {
      const tab = new URLSearchParams(useSearch()).get('tab') ?? undefined;
      const [, navigate] = useLocation();
      const picked = useLinkedOrder();
      return <QueuePage queue={queue} tab={tab} workflowId={picked || undefined} onOpen={(workflowId) => navigate(orderDetailPath(workflowId))} />;
    };
    views.set(queue, view);
  }
  return view;
}
