// Announcement HTML is sanitized with DOMPurify before it is shown or sent, from the same allow-list the server uses.
import createDOMPurify, { type Config } from 'dompurify';
import {
  isSafeLink, RICH_TEXT_ATTRIBUTES, RICH_TEXT_DROPPED_WITH_CONTENT, RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS, SAFE_LINK,
} from '../../shared/richText/allowList.ts';

/** http(s), mailto, tel and same-site paths ('/x', never '//x' or '/\x'); for the editor's link box. */
export const SAFE_URL = SAFE_LINK;

// An instance of our own, so the hooks below do not change DOMPurify for anyone else on the page.
const purifier = createDOMPurify(window);
// Attributes are allowed per element (DOMPurify's ALLOWED_ATTR is one list for all), and links must pass isSafeLink.
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = RICH_TEXT_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(data.attrName) || (data.attrName === 'href' && !isSafeLink(data.attrValue))) data.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    for (const [name, value] of Object.entries(RICH_TEXT_LINK_ATTRIBUTES)) node.setAttribute(name, value);
  }
});

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: SAFE_LINK,
  ADD_FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

export function sanitizeAnnouncementHtml(html: string): string {
  return purifier.sanitize(html, CONFIG) as string;
}

/** True when sanitized HTML has visible text (an emptied editor leaves '<br>' or '<p></p>'). */
export function hasText(html: string): boolean {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  return (holder.content.textContent ?? '').trim().length > 0;
}
