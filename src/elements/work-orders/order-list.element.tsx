import { defineElement } from '../../shared/element/defineElement.tsx';
import { OrderListPage } from './list/OrderListPage.tsx';

export const ORDER_LIST_TAG = 'hotline-order-list';

/**
 * 工单查询 for any page: every order the user may see, with the full search, export and print.
 * @fires hotline-order-open - A row was opened: the host shows the order.
 */
defineElement(ORDER_LIST_TAG, OrderListPage, { requiresSession: true });

declare global {
  interface HTMLElementTagNameMap {
    'hotline-order-list': HTMLElement & { token: string | null };
  }
}
