// Who is on the other end of a request to the web server. X-Forwarded-For is believed only when
// the connection comes from a configured proxy (WEB_TRUST_PROXY, read as the API reads its
// TRUST_PROXY: addresses, CIDRs, the named ranges loopback/linklocal/uniquelocal, or false);
// otherwise the socket's address is the answer, whatever the header says. The web server's own
// front door (apps/web/server.mjs) then overwrites X-Forwarded-For with exactly this address, so
// next-auth's authorize() and the /api/v6 forwarding pass the API an address no browser chose.
// Plain TypeScript without path aliases: server.mjs loads it before Next starts.
import { BlockList, isIP } from 'node:net';

/** proxy-addr's named ranges, as the API's TRUST_PROXY (Fastify) understands them. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** The normalised setting: false trusts nobody, else the comma-separated list. */
export type TrustProxySetting = false | string;

/**
 * Checks a TRUST_PROXY value; answers the normalised setting, or the first entry that is not an
 * address, CIDR range or named range.
 */
export function parseTrustProxy(value: string): { ok: true; setting: TrustProxySetting } | { ok: false; bad: string } {
  const trimmed = value.trim();
  if (trimmed === 'false') return { ok: true, setting: false };
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !(entry in NAMED_RANGES) && cidr(entry) === null);
  if (bad !== undefined) return { ok: false, bad };
  return { ok: true, setting: entries.join(',') };
}

export const TRUST_PROXY_RANGES = Object.keys(NAMED_RANGES);

function cidr(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d+$/.test(prefixText ?? String(max)) || prefix > max) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** "::ffff:203.0.113.9" (an IPv4 client on a dual-stack socket) is 203.0.113.9. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** A test for "is this address one of our proxies?" from a parsed TRUST_PROXY setting. */
export function proxyTrust(setting: TrustProxySetting): (address: string) => boolean {
  if (setting === false) return () => false;
  const trusted = new BlockList();
  for (const entry of setting.split(',')) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) {
      const parsed = cidr(range);
      if (parsed) trusted.addSubnet(parsed.address, parsed.prefix, parsed.family);
    }
  }
  return (address) => {
    const normalized = normalizeAddress(address);
    const version = isIP(normalized);
    return version !== 0 && trusted.check(normalized, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address: the socket's, unless the socket is a trusted proxy; then X-Forwarded-For
 * is read from the right (each proxy appends the address it saw) and the first hop that is not a
 * trusted proxy is the client. A list made only of trusted hops answers its left-most entry, an
 * entry that is not an IP address ends the walk at the last trusted hop, as proxy-addr does.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  isTrusted: (address: string) => boolean,
): string | null {
  if (!socketAddress) return null;
  let client = normalizeAddress(socketAddress);
  if (!isTrusted(client)) return client;
  const list = typeof forwardedFor === 'string' ? forwardedFor : (forwardedFor ?? []).join(',');
  const hops = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = normalizeAddress(hops[index] ?? '');
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!isTrusted(hop)) return client;
  }
  return client;
}

/** The headers an incoming request carries, as Node's IncomingMessage holds them. */
interface IncomingLike {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string | undefined };
}

// Other spellings of "who the client is" that some code reads; nobody downstream may see a
// browser's version of them.
const CLIENT_HEADERS = ['forwarded', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

/**
 * Rewrites the request's X-Forwarded-For to exactly the client address determined above (and
 * drops the other client-address headers) before Next sees the request, so everything behind
 * this point can take the header as it is.
 */
export function pinClientAddress(request: IncomingLike, isTrusted: (address: string) => boolean): void {
  const address = resolveClientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], isTrusted);
  for (const name of CLIENT_HEADERS) delete request.headers[name];
  if (address) request.headers['x-forwarded-for'] = address;
  else delete request.headers['x-forwarded-for'];
}

/**
 * The browser's address from the incoming request: the X-Forwarded-For that apps/web/server.mjs
 * wrote from the socket and WEB_TRUST_PROXY (resolveClientAddress above) before Next saw the request, so
 * it holds one address this server chose. Anything else in it (the server was started some
 * other way) is not trusted: no address, and the API sees this server's own.
 */
export function clientAddress(headers: Readonly<Record<string, unknown>> | undefined): string | null {
  const forwarded = headers?.['x-forwarded-for'];
  if (typeof forwarded !== 'string') return null;
  const address = forwarded.trim();
  return isIP(address) === 0 ? null : address;
}
