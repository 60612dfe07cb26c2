import { defineElement } from '../shared/element/defineElement.tsx';
import { HotlineApp } from './HotlineApp.tsx';

export const HOTLINE_APP_TAG = 'hotline-app';

/**
 * The full hotline console on a page of its own: sign-in, the menu's routes, the top bar with the softphone, and tabs.
 * @fires hotline-session-changed - On document: a sign-in, sign-out, expiry or handed-over token (any element's session).
 * @fires hotline-call-ring - The top bar's softphone: a call rings (in) or is being placed (out).
 * @fires hotline-call-answered - The top bar's softphone: the call was answered.
 * @fires hotline-call-ended - The top bar's softphone: the call ended.
 * @fires hotline-seat-status - The top bar's softphone: the seat's state changed.
 * @fires hotline-register-order - The top bar's softphone: an answered incoming call asks for a registration form.
 */
defineElement(HOTLINE_APP_TAG, HotlineApp, { props: { routing: 'string', basePath: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'hotline-app': HTMLElement & { token: string | null };
  }
}
