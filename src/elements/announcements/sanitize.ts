// Announcement HTML is sanitized with DOMPurify before it is shown or sent, from the same allow-list the server uses.
import { hasText, SAFE_URL, sanitizeRichText } from '../../shared/richText/sanitize.ts';

export { hasText, SAFE_URL };

/** Announcement HTML as it may be shown or sent: the shared allow-list, links opened safely in a new page. */
export const sanitizeAnnouncementHtml = sanitizeRichText;
