// The queue pages of the menu (/gong-dan/untodo …): the queue comes from the view path, the tab from ?tab=.
import type { ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { QueuePage } from '../../elements/work-orders/index.ts';
import type { QueueGroup } from '../../shared/api/workorder.types.ts';
import { orderDetailPath } from '../routing/staticRoutes.ts';

const views = new Map<QueueGroup, ComponentType>();

/** One stable page component per queue group. */
export function queueView(queue: QueueGroup): ComponentType {
  let view = views.get(queue);
  if (!view) {
    view = function OrderQueueView() {
      const tab = new URLSearchParams(useSearch()).get('tab') ?? undefined;
      const [, navigate] = useLocation();
      return <QueuePage queue={queue} tab={tab} onOpen={(workflowId) => navigate(orderDetailPath(workflowId))} />;
    };
    views.set(queue, view);
  }
  return view;
}
