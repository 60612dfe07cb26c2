// <hotline-order-register tel-no call-id number-flag>: the registration page for any page (the console uses RegisterPage).
import { defineElement } from '../../shared/element/defineElement.tsx';
import { RegisterPage } from './register/RegisterPage.tsx';

export const ORDER_REGISTER_TAG = 'hotline-order-register';

defineElement(ORDER_REGISTER_TAG, RegisterPage, { props: { telNo: 'string', callId: 'string', numberFlag: 'string' }, requiresSession: true });

declare global {
  interface HTMLElementTagNameMap {
    'hotline-order-register': HTMLElement & { token: string | null };
  }
}
