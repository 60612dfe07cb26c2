// <hotline-order-list>: the all-orders search for any page; opening a row emits hotline-order-open.
import { defineElement } from '../../shared/element/defineElement.tsx';
import { OrderListPage } from './list/OrderListPage.tsx';

export const ORDER_LIST_TAG = 'hotline-order-list';

defineElement(ORDER_LIST_TAG, OrderListPage, { requiresSession: true });

declare global {
  interface HTMLElementTagNameMap {
    'hotline-order-list': HTMLElement & { token: string | null };
  }
}
