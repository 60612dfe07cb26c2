// Rich text as the browser shows and sends it (announcements, knowledge articles): the shared allow-list through DOMPurify.
import { PRINT_EXTRA_TAGS, SAFE_LINK } from './allowList.ts';
import { richTextSanitizer } from './purify.ts';

/** http(s), mailto, tel and same-site paths ('/x', never '//x' or '/\x'); for the editor's link box. */
export const SAFE_URL = SAFE_LINK;

/** Rich text as it may be shown or sent: the shared allow-list, links opened safely in a new page. */
export const sanitizeRichText = richTextSanitizer({ forceLinkAttributes: true });

/** A knowledge article as agents read it: the allow-list plus the policy tables it quotes (as the server stores it). */
export const sanitizeArticle = richTextSanitizer({ forceLinkAttributes: true, extraTags: PRINT_EXTRA_TAGS });

/** True when sanitized HTML has visible text (an emptied editor leaves '<br>' or '<p></p>'). */
export function hasText(html: string): boolean {
  return htmlText(html).trim().length > 0;
}

/** The text of rich text (no markup), as a reader sees it; block ends become line breaks. */
export function htmlText(html: string): string {
  const holder = document.createElement('template');
  holder.innerHTML = sanitizeRichText(html.replace(/<\/(p|h\d|li|tr|div)>|<br\s*\/?>/gi, (tag) => `${tag}\n`));
  return (holder.content.textContent ?? '').replace(/\n{3,}/g, '\n\n');
}
