import { defineElement } from '../../shared/element/defineElement.tsx';
import { QueuePage } from './queue/QueuePage.tsx';

export const ORDER_QUEUE_TAG = 'hotline-order-queue';

/**
 * A work-order queue page for any page: its tabs with counts (those the user's roles see), search, the list and batch
 * actions; workflow-id selects that order's row (a reminder's order).
 * @fires hotline-order-open - A row was opened: the host shows the order (e.g. sets a <hotline-order-detail>'s workflow-id).
 */
defineElement(ORDER_QUEUE_TAG, QueuePage, { props: { queue: 'string', tab: 'string', workflowId: 'string' }, requiresSession: true });

declare global {
  interface HTMLElementTagNameMap {
    'hotline-order-queue': HTMLElement & { token: string | null };
  }
}
