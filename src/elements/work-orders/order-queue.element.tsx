// <hotline-order-queue queue tab workflow-id>: a work-order queue page for any page; opening a row emits hotline-order-open;
// workflow-id selects that order's row (a reminder's order).
import { defineElement } from '../../shared/element/defineElement.tsx';
import { QueuePage } from './queue/QueuePage.tsx';

export const ORDER_QUEUE_TAG = 'hotline-order-queue';

defineElement(ORDER_QUEUE_TAG, QueuePage, { props: { queue: 'string', tab: 'string', workflowId: 'string' }, requiresSession: true });

declare global {
  interface HTMLElementTagNameMap {
    'hotline-order-queue': HTMLElement & { token: string | null };
  }
}
