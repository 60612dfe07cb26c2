// <hotline-notice-bell>: the reminder bell for any page (the console uses NoticeBell directly).
import { defineElement } from '../../shared/element/defineElement.tsx';
import { NoticeBell } from './NoticeBell.tsx';

export const NOTICE_BELL_TAG = 'hotline-notice-bell';

defineElement(NOTICE_BELL_TAG, NoticeBell);

declare global {
  interface HTMLElementTagNameMap {
    'hotline-notice-bell': HTMLElement & { token: string | null };
  }
}
