// <hotline-announcements>: the floating announcement widget for any page (the console renders AnnouncementWidget itself).
import { defineElement } from '../../shared/element/defineElement.tsx';
import { AnnouncementWidget } from './AnnouncementWidget.tsx';

export const ANNOUNCEMENTS_TAG = 'hotline-announcements';

defineElement(ANNOUNCEMENTS_TAG, AnnouncementWidget);

declare global {
  interface HTMLElementTagNameMap {
    'hotline-announcements': HTMLElement & { token: string | null };
  }
}
