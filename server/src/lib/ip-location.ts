// 地点 of a log row's address. Private, loopback and link-local addresses are 内网IP; a public address would need a
// geolocation database or an outbound lookup, which the server does not make (DESIGN §7: no unapproved calls out).
import { isIP } from 'node:net';

export const INTRANET = '内网IP';
export const UNKNOWN_PLACE = '未知';

function privateV4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number) as [number, number];
  return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
    // 100.64.0.0/10: carrier-grade NAT, inside the operator's network.
    || (a === 100 && b >= 64 && b <= 127);
}

function privateV6(ip: string): boolean {
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return privateV4(mapped[1]!);
  return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/** 内网IP for private ranges, 未知 for a public or unreadable address (no lookup is made). */
export function locationOfIp(ip: string | null | undefined): string {
  const address = (ip ?? '').trim();
  const kind = isIP(address);
  if (kind === 4 && privateV4(address)) return INTRANET;
  if (kind === 6 && privateV6(address)) return INTRANET;
  return UNKNOWN_PLACE;
}
