import { zhCN } from '../i18n/zh-CN.ts';
import { PRINT_EXTRA_TAGS } from '../richText/allowList.ts';
import { richTextSanitizer } from '../richText/purify.ts';

const PRINT_STYLES = `body{font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#000;margin:16mm}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:4px 6px;text-align:left;font-size:12px}
h1{font-size:18px}`;

// The rich-text allow-list plus tables, from the same module as the announcements' sanitizer.
const sanitizeForPrint = richTextSanitizer({ extraTags: PRINT_EXTRA_TAGS });

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
    doc.body.innerHTML = sanitizeForPrint(html);
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
