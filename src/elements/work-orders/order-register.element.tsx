import { defineElement } from '../../shared/element/defineElement.tsx';
import { RegisterPage } from './register/RegisterPage.tsx';

export const ORDER_REGISTER_TAG = 'hotline-order-register';

/**
 * 受理登记 for any page: the form an agent fills while the citizen talks, with the caller's earlier orders beside it;
 * one form per call. (The console uses RegisterPage.)
 * @fires hotline-order-saved - The order was registered: detail.workflowId is its number.
 * @fires hotline-order-open - One of the caller's earlier orders was opened: the host shows it.
 */
defineElement(ORDER_REGISTER_TAG, RegisterPage, { props: { telNo: 'string', callId: 'string', numberFlag: 'string' }, requiresSession: true });

declare global {
  interface HTMLElementTagNameMap {
    'hotline-order-register': HTMLElement & { token: string | null };
  }
}
