// <hotline-order-detail workflow-id>: one order with its actions for any page; it releases its lock when removed.
import { defineElement } from '../../shared/element/defineElement.tsx';
import { DetailPage } from './detail/DetailPage.tsx';

export const ORDER_DETAIL_TAG = 'hotline-order-detail';

defineElement(ORDER_DETAIL_TAG, DetailPage, { props: { workflowId: 'string' }, requiresSession: true });

declare global {
  interface HTMLElementTagNameMap {
    'hotline-order-detail': HTMLElement & { token: string | null };
  }
}
