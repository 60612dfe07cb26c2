// A conservative HTML allow-list for announcement content: the markup is rebuilt from tokens, so only
// listed tags, no attributes but a safe link href, and escaped text can come out (the client sanitizes again).

const ALLOWED_TAGS = new Set([
  'p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'blockquote',
]);
const VOID_TAGS = new Set(['br']);
/** Elements whose whole content is dropped, not just their tags. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'svg', 'math', 'template', 'noscript', 'noembed',
  'textarea', 'title', 'xmp', 'plaintext', 'select', 'applet', 'head',
]);
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The href of a link when it is plainly http(s), mailto, a same-site path or an anchor; anything else is dropped. */
function safeHref(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  if (!match) return null;
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:'), so compare without them.
  const value = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_HREF.test(value) ? value : null;
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:\s[^>]*)?)\/?>|<\/?[a-zA-Z][^>]*$/g;

/** Answers `html` reduced to the allow-list; text is kept (escaped), everything else disappears. */
export function sanitizeHtml(html: string): string {
  let out = '';
  let last = 0;
  const open: string[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    out += escapeText(decodeEntities(html.slice(last, match.index)));
    last = TOKEN.lastIndex;
    const name = match[1]?.toLowerCase();
    if (!name) continue; // comments, doctypes, processing instructions, unterminated tags
    const closing = match[0][1] === '/';
    if (!closing && DROP_WITH_CONTENT.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = last;
      const found = end.exec(html);
      last = found ? end.lastIndex : html.length;
      TOKEN.lastIndex = last;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Closing an outer tag closes the ones left open inside it, so the output nests properly.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID_TAGS.has(name)) {
      out += `<${name}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(match[2] ?? '');
      out += href ? `<a href="${escapeText(href)}" target="_blank" rel="noopener noreferrer">` : '<a>';
    } else out += `<${name}>`;
    open.push(name);
  }
  out += escapeText(decodeEntities(html.slice(last)));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** The visible text of sanitized HTML, to tell an empty editor ('<p><br></p>') from real content. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, '')).trim();
}
