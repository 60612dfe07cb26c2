// Announcement HTML is sanitized with DOMPurify before it is shown or sent: a short allow-list, safe links only.
import createDOMPurify from 'dompurify';

const ALLOWED_TAGS = ['p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'blockquote'];
/** http(s), mailto, same-site paths and anchors; javascript:, data: and protocol-relative URLs are dropped. */
export const SAFE_URL = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

// An instance of our own, so the link hook below does not change DOMPurify for anyone else on the page.
const purifier = createDOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeAnnouncementHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}

/** True when sanitized HTML has visible text (an emptied editor leaves '<br>' or '<p></p>'). */
export function hasText(html: string): boolean {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  return (holder.content.textContent ?? '').trim().length > 0;
}
