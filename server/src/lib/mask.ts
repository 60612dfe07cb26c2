// What a log may keep of a request: secrets hidden, ID-card numbers masked, size bounded; URLs without credentials.

const SECRET_KEY = /pass(word)?|pwd|token|secret|credential|authorization|cookie|vcode/i;
const ID_CARD_KEY = /id_?card|idno|id_?number|sfz/i;
/** An 18-character mainland ID-card number (or the old 15-digit one) anywhere in a string. */
const ID_CARD = /\b(\d{6})\d{8}(\d{3}[\dXx])\b|\b(\d{6})\d{6}(\d{3})\b/g;
const MAX_LENGTH = 2_000;
/** Query parameters that carry a credential (session tokens, OAuth codes), whatever their case. */
const CREDENTIAL_QUERY_KEY = /^(token|x-auth-token|usertoken|access_token|code)$/i;
const HIDDEN = '******';

/** Whether a query parameter's value is a credential, to be hidden wherever the query is written down. */
export function isCredentialQueryKey(key: string): boolean {
  return CREDENTIAL_QUERY_KEY.test(key) || SECRET_KEY.test(key);
}

function maskIdCards(text: string): string {
  return text.replace(ID_CARD, (_m, a, b, c, d) => (a ? `${a}********${b}` : `${c}******${d}`));
}

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The URL as a log may show it: credential-like query values replaced, ID-card numbers masked, the rest as sent. */
export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return maskIdCards(url);
  const query = url.slice(start + 1).split('&').map((part) => {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    return eq >= 0 && isCredentialQueryKey(decodedKey(key)) ? `${key}=${HIDDEN}` : part;
  });
  return maskIdCards(`${url.slice(0, start)}?${query.join('&')}`);
}

function maskValue(value: unknown, key: string, depth: number): unknown {
  if (SECRET_KEY.test(key)) return HIDDEN;
  if (typeof value === 'string') return ID_CARD_KEY.test(key) && value.length > 4 ? `${value.slice(0, 3)}****${value.slice(-2)}` : maskIdCards(value);
  if (value === null || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => maskValue(v, key, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskValue(v, k, depth + 1)]));
}

/** JSON of the request's query and body with passwords, tokens and ID-card numbers hidden; cut at 2,000 characters. */
export function maskedParams(input: { query?: unknown; body?: unknown }): string | null {
  const kept: Record<string, unknown> = {};
  if (input.query && typeof input.query === 'object' && Object.keys(input.query).length) {
    kept.query = Object.fromEntries(Object.entries(input.query).map(([k, v]) => [k, isCredentialQueryKey(k) ? HIDDEN : maskValue(v, k, 1)]));
  }
  if (input.body !== undefined && input.body !== null) kept.body = maskValue(input.body, '', 0);
  if (!Object.keys(kept).length) return null;
  const json = JSON.stringify(kept);
  return json.length > MAX_LENGTH ? `${json.slice(0, MAX_LENGTH)}…` : json;
}
