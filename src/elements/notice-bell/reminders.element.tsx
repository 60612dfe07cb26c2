// <hotline-reminders>: the all-notifications page for any page (the console registers RemindersPage as a view).
import { defineElement } from '../../shared/element/defineElement.tsx';
import { RemindersPage } from './RemindersPage.tsx';

export const REMINDERS_TAG = 'hotline-reminders';

defineElement(REMINDERS_TAG, RemindersPage);

declare global {
  interface HTMLElementTagNameMap {
    'hotline-reminders': HTMLElement & { token: string | null };
  }
}
