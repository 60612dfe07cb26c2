import { defineElement } from '../../shared/element/defineElement.tsx';
import { AnnouncementWidget } from './AnnouncementWidget.tsx';

export const ANNOUNCEMENTS_TAG = 'hotline-announcements';

/**
 * The floating announcement widget for any page: a small draggable button that opens the latest announcements; its
 * place is kept for the session. (The console renders AnnouncementWidget itself.)
 */
defineElement(ANNOUNCEMENTS_TAG, AnnouncementWidget);

declare global {
  interface HTMLElementTagNameMap {
    'hotline-announcements': HTMLElement & { token: string | null };
  }
}
