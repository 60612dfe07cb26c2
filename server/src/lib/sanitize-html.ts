// Announcement HTML through sanitize-html (a real HTML parser), configured from the allow-list the browser's
// DOMPurify also uses: listed tags, a safe link href and nothing else; the client sanitizes again before showing it.
import sanitize, { type IOptions } from 'sanitize-html';
import {
  isSafeLink, PRINT_EXTRA_TAGS, RICH_TEXT_ATTRIBUTES, RICH_TEXT_DROPPED_WITH_CONTENT, RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS,
} from '../../../src/shared/richText/allowList.ts';

const OPTIONS: IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    a: [...(RICH_TEXT_ATTRIBUTES.a ?? []), ...Object.keys(RICH_TEXT_LINK_ATTRIBUTES)],
  },
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  disallowedTagsMode: 'discard',
  // SAFE_LINK decides (below); these only repeat it for sanitize-html's own scheme check.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A link keeps only a safe href, plus target and rel set here; whatever target or rel the input had is dropped.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.href !== undefined && isSafeLink(attribs.href) ? { href: attribs.href, ...RICH_TEXT_LINK_ATTRIBUTES } : {},
    }),
  },
};

const TEXT_ONLY: IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT] };
const ESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** Answers `html` reduced to the allow-list; text is kept (escaped), everything else disappears. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

// Knowledge articles carry the policy tables they quote: the allow-list plus its table tags (PRINT_EXTRA_TAGS), no attributes on them.
const ARTICLE_OPTIONS: IOptions = { ...OPTIONS, allowedTags: [...RICH_TEXT_TAGS, ...PRINT_EXTRA_TAGS] };

/** A knowledge article's body reduced to the allow-list with tables. */
export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, ARTICLE_OPTIONS);
}

/** The visible text of HTML, to tell an empty editor ('<p><br></p>') from real content. */
export function htmlText(html: string): string {
  return sanitize(html, TEXT_ONLY).replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPES[entity]!).trim();
}
