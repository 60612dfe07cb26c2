import { defineElement } from '../../shared/element/defineElement.tsx';
import { RemindersPage } from './RemindersPage.tsx';

export const REMINDERS_TAG = 'hotline-reminders';

/**
 * The all-notifications page for any page: the user's reminders, unread or all, 50 a page; it shares the bell's poll.
 * (The console registers RemindersPage as a view.)
 * @fires hotline-reminder-open - A reminder was opened: the host shows its page (detail.path is the console's route).
 */
defineElement(REMINDERS_TAG, RemindersPage);

declare global {
  interface HTMLElementTagNameMap {
    'hotline-reminders': HTMLElement & { token: string | null };
  }
}
