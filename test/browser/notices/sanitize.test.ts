// The browser's DOMPurify sanitizers (announcements and printouts) follow the shared rich-text allow-list:
// same tags, only safe links, attribute values with '>' do not spill into the text.
import { expect } from 'chai';
import { sanitizeAnnouncementHtml } from '../../../src/elements/announcements/sanitize.ts';
import { printHtml } from '../../../src/shared/ui/print.ts';
import { RICH_TEXT_TAGS } from '../../../src/shared/richText/allowList.ts';

const LINK = ' target="_blank" rel="noopener noreferrer"';

describe('announcement sanitizer (DOMPurify, shared allow-list)', () => {
  it('drops a link to another site written as a same-site path', () => {
    for (const href of ['/\\evil.example/x', '/&#92;evil.example/x', '//evil.example/x', '/\t/evil.example/x', ' //evil.example', '\\\\evil.example']) {
      expect(sanitizeAnnouncementHtml(`<a href="${href}">链接</a>`), href).to.equal('<a>链接</a>');
    }
  });

  it('keeps http(s), mailto, tel and same-site links, opened in a new tab', () => {
    for (const href of ['https://www.gov.cn/', 'http://example.com/a?b=1', 'mailto:office@example.com', 'tel:12345', '/notices/1']) {
      expect(sanitizeAnnouncementHtml(`<a href="${href}" target="_self" rel="opener">链接</a>`), href).to.equal(`<a href="${href}"${LINK}>链接</a>`);
    }
  });

  it('drops javascript:, data:, anchors and relative links', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', '#top', 'x/y']) {
      expect(sanitizeAnnouncementHtml(`<a href="${href}">链接</a>`), href).to.equal('<a>链接</a>');
    }
  });

  it('an attribute value holding ">" does not corrupt the text', () => {
    expect(sanitizeAnnouncementHtml('<p title="a>b">正文</p>')).to.equal('<p>正文</p>');
    expect(sanitizeAnnouncementHtml('<p title="a>b" class="c" style="color:red" id="x">正文</p>')).to.equal('<p>正文</p>');
  });

  it('keeps every listed tag, drops the rest (code and styles with their content)', () => {
    for (const tag of RICH_TEXT_TAGS.filter((t) => t !== 'br' && t !== 'a')) {
      expect(sanitizeAnnouncementHtml(`<${tag}>字</${tag}>`), tag).to.equal(`<${tag}>字</${tag}>`);
    }
    expect(sanitizeAnnouncementHtml('<table><tr><td>格</td></tr></table><img src="x">图<style>p{}</style><select><option>选</option></select>尾'))
      .to.equal('格图尾');
  });
});

describe('printHtml (DOMPurify, shared allow-list plus tables)', () => {
  it('keeps tables, drops unsafe links and keeps attribute values out of the text', async () => {
    await printHtml('工单', '<h1 title="a>b">工单 GD1</h1><table><tr><th>诉求人</th><td>张三</td></tr></table><a href="/\\evil.example/x">链接</a>');
    const frame = [...document.querySelectorAll('iframe')].at(-1)!;
    const body = frame.contentDocument!.body;
    expect(body.innerHTML).to.equal('<h1>工单 GD1</h1><table><tbody><tr><th>诉求人</th><td>张三</td></tr></tbody></table><a>链接</a>');
  });
});
