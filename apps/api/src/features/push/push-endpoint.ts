// Which push service addresses the server may POST to. A subscription's endpoint comes from the
// browser, so without these checks a member could make the server send requests into its own
// network. Subscribing checks the URL itself (scheme, IP literals, localhost names); each send
// checks every address the host resolves to and connects to the one it checked (no second
// lookup that could answer differently). PUSH_ALLOW_INSECURE_ENDPOINTS (tests, local development)
// allows http:// on loopback and https:// on private addresses.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { isPublicAddress } from '../calendar-sync/address-policy.ts';

export const ENDPOINT_MESSAGES = {
  invalid: 'The push endpoint must be a full https:// URL.',
  insecure: 'The push endpoint must use https://.',
  private: 'The push endpoint points to a private or local network address.',
} as const;

/** Longer than any push service's endpoint (FCM's are about 200 characters). */
export const ENDPOINT_MAX_LENGTH = 2000;

/** URL keeps IPv6 literals in brackets. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

function isLoopbackHost(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) === 4 ? host.startsWith('127.') : host === '::1';
}

/** Why an endpoint is refused at subscription, or null when it may be stored. */
export function endpointProblem(value: string, allowInsecure: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return ENDPOINT_MESSAGES.invalid;
  }
  if (url.username || url.password) return ENDPOINT_MESSAGES.invalid;
  const host = bareHost(url.hostname);
  if (url.protocol === 'http:') {
    return allowInsecure && isLoopbackHost(host) ? null : ENDPOINT_MESSAGES.insecure;
  }
  if (url.protocol !== 'https:') return ENDPOINT_MESSAGES.invalid;
  if (allowInsecure) return null;
  if (isLoopbackHost(host) || (isIP(host) !== 0 && !isPublicAddress(host))) return ENDPOINT_MESSAGES.private;
  return null;
}

/** Raised when a push service's host resolves to an address the server must not reach. */
export class RefusedEndpointError extends Error {}

/** One address the host resolves to, after every one of them passed the check. */
export async function resolvePushHost(hostname: string, allowInsecure: boolean): Promise<LookupAddress> {
  const host = bareHost(hostname);
  const family = isIP(host);
  const addresses: LookupAddress[] = family
    ? [{ address: host, family }]
    : await new Promise((resolve, reject) => {
        dnsLookup(host, { all: true, verbatim: true }, (error, found) => (error ? reject(error) : resolve(found)));
      });
  if (!addresses.length) throw new Error(`The push service host ${host} has no address.`);
  if (!allowInsecure && addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new RefusedEndpointError(ENDPOINT_MESSAGES.private);
  }
  return addresses[0]!;
}
