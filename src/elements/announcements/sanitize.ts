// Announcement HTML is sanitized with DOMPurify before it is shown or sent, from the same allow-list the server uses.
import { SAFE_LINK } from '../../shared/richText/allowList.ts';
import { richTextSanitizer } from '../../shared/richText/purify.ts';

/** http(s), mailto, tel and same-site paths ('/x', never '//x' or '/\x'); for the editor's link box. */
export const SAFE_URL = SAFE_LINK;

/** Announcement HTML as it may be shown or sent: the shared allow-list, links opened safely in a new page. */
export const sanitizeAnnouncementHtml = richTextSanitizer({ forceLinkAttributes: true });

/** True when sanitized HTML has visible text (an emptied editor leaves '<br>' or '<p></p>'). */
export function hasText(html: string): boolean {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  return (holder.content.textContent ?? '').trim().length > 0;
}
