import createDOMPurify, { type Config } from 'dompurify';
import { zhCN } from '../i18n/zh-CN.ts';
import { isSafeLink, PRINT_EXTRA_TAGS, RICH_TEXT_ATTRIBUTES, RICH_TEXT_DROPPED_WITH_CONTENT, RICH_TEXT_TAGS, SAFE_LINK } from '../richText/allowList.ts';

const PRINT_STYLES = `body{font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#000;margin:16mm}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:4px 6px;text-align:left;font-size:12px}
h1{font-size:18px}`;

// The rich-text allow-list plus tables, from the same module as the announcements' sanitizer; an instance of our own
// (made on first print) so the hook does not change DOMPurify for anyone else on the page.
let purifier: ReturnType<typeof createDOMPurify> | null = null;
function printPurifier(): ReturnType<typeof createDOMPurify> {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = RICH_TEXT_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName) || (data.attrName === 'href' && !isSafeLink(data.attrValue))) data.keepAttr = false;
  });
  return purifier;
}

const PRINT_CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS, ...PRINT_EXTRA_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: SAFE_LINK,
  ADD_FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

/**
 * Prints some HTML (a work order, a list) in a hidden frame, so the page itself is not disturbed.
 * The HTML is sanitized first: it may carry citizens' text.
 */
export function printHtml(title: string, html: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden';
    document.body.appendChild(frame);
    const doc = frame.contentDocument;
    const view = frame.contentWindow;
    if (!doc || !view) {
      frame.remove();
      reject(new Error(zhCN.print.failed));
      return;
    }
    doc.open();
    doc.write(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title></title><style>${PRINT_STYLES}</style></head><body></body></html>`);
    doc.close();
    doc.title = title;
    doc.body.innerHTML = printPurifier().sanitize(html, PRINT_CONFIG) as string;
    view.addEventListener('afterprint', () => setTimeout(() => frame.remove(), 0), { once: true });
    try {
      view.focus();
      view.print();
      resolve();
    } catch {
      frame.remove();
      reject(new Error(zhCN.print.failed));
    }
  });
}
