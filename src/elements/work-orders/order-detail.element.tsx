import { defineElement } from '../../shared/element/defineElement.tsx';
import { DetailPage } from './detail/DetailPage.tsx';

export const ORDER_DETAIL_TAG = 'hotline-order-detail';

/**
 * One work order with the actions its state and the user's role allow, for any page; opening it for work takes the
 * order's lock, which it releases when removed.
 * @fires hotline-order-saved - An action on the order was saved.
 * @fires hotline-order-open - A related order was opened: the host shows it.
 */
defineElement(ORDER_DETAIL_TAG, DetailPage, { props: { workflowId: 'string' }, requiresSession: true });

declare global {
  interface HTMLElementTagNameMap {
    'hotline-order-detail': HTMLElement & { token: string | null };
  }
}
