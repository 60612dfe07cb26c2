import { defineElement } from '../../shared/element/defineElement.tsx';
import { Softphone } from './Softphone.tsx';

export const SOFTPHONE_TAG = 'hotline-softphone';

/**
 * The softphone bar for any page (the quality-inspection system uses it alone): sign-in when there is no session, then
 * the seat and call controls of the user's extension over the CTI socket.
 * @fires hotline-call-ring - A call rings (in) or is being placed (out).
 * @fires hotline-call-answered - The call was answered.
 * @fires hotline-call-ended - The call ended.
 * @fires hotline-seat-status - The seat's state changed (idle, busy with its reason, logged out, …).
 * @fires hotline-register-order - An answered incoming call asks for a registration form for the caller.
 */
defineElement(SOFTPHONE_TAG, Softphone);

declare global {
  interface HTMLElementTagNameMap {
    'hotline-softphone': HTMLElement & { token: string | null };
  }
}
