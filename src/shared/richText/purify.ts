// The browser's rich-text sanitizer: DOMPurify built from the allow-list the server's sanitize-html uses too.
import createDOMPurify, { type Config } from 'dompurify';
import {
  isSafeLink, RICH_TEXT_ATTRIBUTES, RICH_TEXT_DROPPED_WITH_CONTENT, RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS, SAFE_LINK,
} from './allowList.ts';

export interface SanitizerOptions {
  /** Tags allowed besides the rich-text ones (print adds tables). */
  extraTags?: readonly string[];
  /** Gives every kept link the allow-list's forced attributes (target, rel). */
  forceLinkAttributes?: boolean;
}

/**
 * A sanitize(html) of our own DOMPurify instance (made on first use), so its hooks change DOMPurify for nobody else on
 * the page. Attributes are allowed per element (DOMPurify's ALLOWED_ATTR is one list for all) and links must pass isSafeLink.
 */
export function richTextSanitizer({ extraTags = [], forceLinkAttributes = false }: SanitizerOptions = {}): (html: string) => string {
  let purifier: ReturnType<typeof createDOMPurify> | null = null;
  const config: Config = {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS, ...extraTags],
    ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP: SAFE_LINK,
    ADD_FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  };
  const create = () => {
    const instance = createDOMPurify(window);
    instance.addHook('uponSanitizeAttribute', (node, data) => {
      const allowed = RICH_TEXT_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
      if (!allowed.includes(data.attrName) || (data.attrName === 'href' && !isSafeLink(data.attrValue))) data.keepAttr = false;
    });
    if (forceLinkAttributes) {
      instance.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A' && node.hasAttribute('href')) {
          for (const [name, value] of Object.entries(RICH_TEXT_LINK_ATTRIBUTES)) node.setAttribute(name, value);
        }
      });
    }
    return instance;
  };
  return (html) => {
    purifier ??= create();
    return purifier.sanitize(html, config) as string;
  };
}
