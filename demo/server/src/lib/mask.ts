// What the operation log may keep of a request: secrets hidden, ID-card numbers masked, size bounded.

const SECRET_KEY = /pass(word)?|pwd|token|secret|credential|authorization|cookie|vcode/i;
const ID_CARD_KEY = /id_?card|idno|id_?number|sfz/i;
/** An 18-character mainland ID-card number (or the old 15-digit one) anywhere in a string. */
const ID_CARD = /\b(\d{6})\d{8}(\d{3}[\dXx])\b|\b(\d{6})\d{6}(\d{3})\b/g;
const MAX_LENGTH = 2_000;

function maskIdCards(text: string): string {
  return text.replace(ID_CARD, (_m, a, b, c, d) => (a ? `${a}********${b}` : `${c}******${d}`));
}

function maskValue(value: unknown, key: string, depth: number): unknown {
  if (SECRET_KEY.test(key)) return '******';
  if (typeof value === 'string') return ID_CARD_KEY.test(key) && value.length > 4 ? `${value.slice(0, 3)}****${value.slice(-2)}` : maskIdCards(value);
  if (value === null || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => maskValue(v, key, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskValue(v, k, depth + 1)]));
}

/** JSON of the request's query and body with passwords, tokens and ID-card numbers hidden; cut at 2,000 characters. */
export function maskedParams(input: { query?: unknown; body?: unknown }): string | null {
  const kept: Record<string, unknown> = {};
  if (input.query && typeof input.query === 'object' && Object.keys(input.query).length) kept.query = maskValue(input.query, '', 0);
  if (input.body !== undefined && input.body !== null) kept.body = maskValue(input.body, '', 0);
  if (!Object.keys(kept).length) return null;
  const json = JSON.stringify(kept);
  return json.length > MAX_LENGTH ? `${json.slice(0, MAX_LENGTH)}…` : json;
}
