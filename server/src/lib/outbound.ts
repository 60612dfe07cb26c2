// Outbound calls (S3, OIDC back-channel, webhooks) go only to addresses an operator allowed (DESIGN §7): a target is
// allowed when OUTBOUND_ALLOW lists it, else only when every address it resolves to is public. The same check runs on
// every connection (agents below), so a DNS answer that changes after the check cannot reach an internal address.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';

/** A target the policy refuses; its message is for the server log only (callers answer one message for every failure). */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
  readonly code = 'EOUTBOUNDREFUSED';
}

/** Resolves a host name to every address it has (dns.lookup with all: true by default; tests pass their own). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Loopback, private, link-local (cloud metadata), unspecified, CGNAT, multicast, documentation and reserved ranges; IPv4-mapped IPv6 forms match the IPv4 rules. */
const NOT_PUBLIC: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], ['10.0.0.0', 8, 'ipv4'], ['100.64.0.0', 10, 'ipv4'], ['127.0.0.0', 8, 'ipv4'], ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'], ['192.0.0.0', 24, 'ipv4'], ['192.0.2.0', 24, 'ipv4'], ['192.88.99.0', 24, 'ipv4'], ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'], ['198.51.100.0', 24, 'ipv4'], ['203.0.113.0', 24, 'ipv4'], ['224.0.0.0', 4, 'ipv4'], ['240.0.0.0', 4, 'ipv4'],
  // ::/96 holds ::, ::1 and IPv4-compatible addresses; NAT64, Teredo and 6to4 embed an IPv4 address that may be internal.
  ['::', 96, 'ipv6'], ['64:ff9b::', 96, 'ipv6'], ['64:ff9b:1::', 48, 'ipv6'], ['100::', 64, 'ipv6'], ['2001::', 23, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'], ['2002::', 16, 'ipv6'], ['fc00::', 7, 'ipv6'], ['fe80::', 10, 'ipv6'], ['fec0::', 10, 'ipv6'], ['ff00::', 8, 'ipv6'],
];
const notPublic = new BlockList();
for (const [network, prefix, family] of NOT_PUBLIC) notPublic.addSubnet(network, prefix, family);

const familyOf = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4');
const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
/** A host as URL parsing writes it (lower case, IPv4 in dotted decimal, IPv6 compressed), without brackets. */
const canonicalHost = (host: string) => bare(new URL(`http://${host}`).hostname);
const ENTRY = /^(\[[0-9a-f:.]+\]|[^:[\]/]+)(?::(\d{1,5}))?$/i;

export interface OutboundPolicy {
  /** The allow-list as configured (OUTBOUND_ALLOW plus the operator's own endpoints). */
  readonly allow: readonly string[];
  /** Throws OutboundRefused unless the URL is http(s) and its host is listed or resolves only to public addresses. */
  check(url: string | URL): Promise<void>;
  /** The dns lookup of one connection to `host:port`: answers only addresses the policy allows. */
  lookupFor(port: number): LookupFunction;
  /** node:http(s) agents whose every connection is checked (for the S3 client, and any future caller using node:http). */
  agents(options?: http.AgentOptions): { httpAgent: http.Agent; httpsAgent: https.Agent };
}

/**
 * The policy of an allow-list whose entries are a host, host:port, IP or CIDR (`minio.internal`, `localhost:9000`,
 * `10.0.0.5`, `10.20.0.0/16`, `[::1]:9000`). Throws on an entry that is none of these, so a typo stops the start.
 */
export function outboundPolicy(allow: readonly string[], resolve: Resolver = systemResolver): OutboundPolicy {
  const names = new Set<string>();
  const addresses = new BlockList();
  for (const raw of allow) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const [network, prefix] = entry.split('/');
    if (prefix !== undefined && isIP(network!) && /^\d{1,3}$/.test(prefix)) {
      addresses.addSubnet(network!, Number(prefix), familyOf(network!));
      continue;
    }
    if (isIP(entry)) {
      addresses.addAddress(entry, familyOf(entry));
      continue;
    }
    const parts = ENTRY.exec(entry);
    if (!parts || (parts[2] && Number(parts[2]) > 65535)) throw new Error(`OUTBOUND_ALLOW 中的“${raw}”不是主机名、主机名:端口、IP 或 CIDR`);
    const host = canonicalHost(parts[1]!);
    names.add(parts[2] ? `${host}|${Number(parts[2])}` : host);
  }

  const listed = (host: string, port: number) => names.has(host) || names.has(`${host}|${port}`);
  const addressAllowed = (ip: string) => addresses.check(ip, familyOf(ip)) || !notPublic.check(ip, familyOf(ip));

  /** Why host:port is refused, or null; `resolved` answers the addresses a connection may use. */
  async function refusal(host: string, port: number): Promise<{ reason: string } | { addresses: LookupAddress[] | null }> {
    if (listed(host, port)) return { addresses: null };
    if (isIP(host)) return addressAllowed(host) ? { addresses: null } : { reason: `${host} 是内网、回环或保留地址，且不在 OUTBOUND_ALLOW 中` };
    let found: LookupAddress[];
    try {
      found = await resolve(host);
    } catch (err) {
      return { reason: `无法解析 ${host}：${(err as Error).message}` };
    }
    const inner = found.filter((a) => !addressAllowed(a.address));
    if (!found.length || inner.length) {
      return { reason: `${host} 解析到 ${inner.map((a) => a.address).join(', ') || '无地址'}（内网、回环或保留地址），且不在 OUTBOUND_ALLOW 中` };
    }
    return { addresses: found };
  }

  function lookupFor(port: number): LookupFunction {
    return (hostname: string, options: LookupOptions, callback) => {
      const host = bare(hostname);
      void refusal(host, port).then(async (r) => {
        if ('reason' in r) return callback(new OutboundRefused(r.reason), '');
        // A listed name is resolved as usual: the operator vouched for it, whatever it points to.
        let found = r.addresses ?? await resolve(host);
        if (options.family === 4 || options.family === 6) found = found.filter((a) => a.family === options.family);
        if (!found.length) return callback(Object.assign(new Error(`${host} 没有可用地址`), { code: 'ENOTFOUND' }), '');
        if (options.all) callback(null, found);
        else callback(null, found[0]!.address, found[0]!.family);
      }).catch((err: NodeJS.ErrnoException) => callback(err, ''));
    };
  }

  /** An IP literal never goes through lookup, so the connection itself checks it; a name is checked by its lookup. */
  function guardedConnection<O extends http.ClientRequestArgs>(options: O, callback: ((err: Error | null, stream: Duplex) => void) | undefined,
    connect: (options: O, callback?: (err: Error | null, stream: Duplex) => void) => Duplex | null | undefined): Duplex | null | undefined {
    const host = bare(options.host ?? options.hostname ?? 'localhost');
    const port = Number(options.port) || (options.protocol === 'https:' || options.defaultPort === 443 ? 443 : 80);
    if (isIP(host) && !listed(host, port) && !addressAllowed(host)) {
      const refused = new OutboundRefused(`${host} 是内网、回环或保留地址，且不在 OUTBOUND_ALLOW 中`);
      process.nextTick(() => callback?.(refused, undefined as unknown as Duplex));
      return undefined;
    }
    return connect({ ...options, lookup: lookupFor(port) }, callback);
  }

  class GuardedHttpAgent extends http.Agent {
    override createConnection(options: http.ClientRequestArgs, callback?: (err: Error | null, stream: Duplex) => void) {
      return guardedConnection(options, callback, (o, cb) => super.createConnection(o, cb));
    }
  }
  class GuardedHttpsAgent extends https.Agent {
    override createConnection(options: https.RequestOptions, callback?: (err: Error | null, stream: Duplex) => void) {
      return guardedConnection(options, callback, (o, cb) => super.createConnection(o, cb));
    }
  }

  return {
    allow: [...allow],
    async check(target) {
      let url: URL;
      try {
        url = new URL(target);
      } catch {
        throw new OutboundRefused(`地址格式不正确：${String(target)}`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused(`只允许 http 与 https：${url.protocol}`);
      const r = await refusal(bare(url.hostname), Number(url.port) || (url.protocol === 'https:' ? 443 : 80));
      if ('reason' in r) throw new OutboundRefused(r.reason);
    },
    lookupFor,
    agents: (options = {}) => ({ httpAgent: new GuardedHttpAgent(options), httpsAgent: new GuardedHttpsAgent(options) }),
  };
}

/** The allow-list entry (host:port) of an endpoint the operator configured himself, e.g. S3_ENDPOINT. */
export function allowEntryOf(endpoint: string): string {
  const url = new URL(endpoint);
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`;
}
