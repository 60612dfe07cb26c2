// Random identifiers (spec §9 "Session id: random in 8-4-4-4-12 hex pattern").

/** The part of Web Crypto that createSessionId needs. */
export interface RandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
  randomUUID?: () => string;
}

/**
 * A fresh random session id in the 8-4-4-4-12 lowercase hex pattern (an RFC 4122 version 4 UUID),
 * e.g. '3f2b8c1e-9a4d-4e2f-8b1c-0d9e7f6a5b4c'.
 * Uses crypto.randomUUID where available (secure contexts) and crypto.getRandomValues otherwise.
 */
export function createSessionId(source: RandomSource = globalThis.crypto): string {
  const crypto = source;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().toLowerCase();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
