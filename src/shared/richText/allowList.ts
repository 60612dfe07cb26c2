// The one allow-list of rich text (announcement content), as plain data with no DOM or Node imports: the server
// builds its sanitize-html options from it and the browser its DOMPurify options, so both keep exactly the same.

/** Elements kept; any other element is removed and its text kept, unless it is listed in RICH_TEXT_DROPPED_WITH_CONTENT. */
export const RICH_TEXT_TAGS: readonly string[] = [
  'p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'blockquote',
];

/** Elements removed together with everything inside them: code, styles, embedded documents, form widgets. */
export const RICH_TEXT_DROPPED_WITH_CONTENT: readonly string[] = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'svg', 'math', 'template', 'noscript', 'noembed',
  'textarea', 'title', 'xmp', 'plaintext', 'select', 'option', 'applet', 'head',
];

/** Attributes kept, by element: a link's address and nothing else (no styles, classes, ids or event handlers). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href'] };

/** Set on every link that keeps its address, whatever the input said: a new tab that cannot reach back into ours. */
export const RICH_TEXT_LINK_ATTRIBUTES: Readonly<Record<'target' | 'rel', string>> = { target: '_blank', rel: 'noopener noreferrer' };

/** Characters a browser ignores in or around a URL (controls, spaces), removed before SAFE_LINK is tested. */
export const URL_IGNORED_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u205f\u3000\ufeff]/g;

/**
 * Link addresses kept: http(s), mailto, tel, and same-site paths — a single '/' not followed by '/' or '\', because
 * browsers read '//host/x' and '/\host/x' as another site. javascript:, data:, anchors and relative paths are dropped.
 */
export const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;

/** Elements a printout may hold on top of RICH_TEXT_TAGS: the tables of a work order or a list. */
export const PRINT_EXTRA_TAGS: readonly string[] = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'hr'];

/** True when a link to `href` may be kept (the test both sanitizers apply to the decoded attribute value). */
export function isSafeLink(href: string): boolean {
  return SAFE_LINK.test(href.replace(URL_IGNORED_CHARACTERS, ''));
}
