import { defineElement } from '../../shared/element/defineElement.tsx';
import { NoticeBell } from './NoticeBell.tsx';

export const NOTICE_BELL_TAG = 'hotline-notice-bell';

/**
 * The reminder bell for any page: the unread count and a popover of the newest reminders; every bell on a page shares
 * one poll. (The console uses NoticeBell directly.)
 * @fires hotline-reminder-open - A reminder was opened: the host shows its page (detail.path is the console's route).
 */
defineElement(NOTICE_BELL_TAG, NoticeBell);

declare global {
  interface HTMLElementTagNameMap {
    'hotline-notice-bell': HTMLElement & { token: string | null };
  }
}
