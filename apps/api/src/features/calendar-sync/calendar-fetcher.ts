// Fetches an imported calendar within bounds (docs/api-calendar-sync.md "Sync rules"): http(s)
// only, 10 seconds in all, at most 2 MB (counted while streaming, after decompression), at most
// 3 redirects followed by hand so each hop's address is checked, and never a private, loopback
// or link-local address unless allowed (tests). Conditional GET with the stored validators.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { isPublicAddress } from './address-policy.ts';
import { CalendarReadError } from './calendar-read-error.ts';

export const MAX_CALENDAR_BYTES = 2 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;

export const TOO_LARGE_MESSAGE = 'The calendar is larger than 2 MB.';
export const TIMEOUT_MESSAGE = 'The calendar link did not answer within 10 seconds.';
export const TOO_MANY_REDIRECTS_MESSAGE = 'The calendar link redirects more than 3 times.';
export const PRIVATE_ADDRESS_MESSAGE = 'The calendar link points to a private or local network address.';
export const PROTOCOL_MESSAGE = 'The calendar link must start with http:// or https://.';

export interface FetchOptions {
  /** Tests and local development: private, loopback and link-local addresses may be fetched. */
  allowPrivate: boolean;
  etag?: string | null;
  lastModified?: string | null;
}

export type FetchResult =
  { status: 'not-modified' } | { status: 'ok'; body: string; etag: string | null; lastModified: string | null };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The calendar's text, or not-modified; a CalendarReadError with the reason otherwise. */
export async function fetchCalendar(url: string, options: FetchOptions): Promise<FetchResult> {
  const deadline = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  try {
    let current = parseHttpUrl(url);
    for (let hop = 0; ; hop++) {
      const address = await resolveAllowed(current.hostname, options.allowPrivate, deadline);
      const response = await request(current, address, options, deadline);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        if (hop >= MAX_REDIRECTS) throw new CalendarReadError(TOO_MANY_REDIRECTS_MESSAGE);
        current = parseHttpUrl(new URL(location, current).toString());
        continue;
      }
      if (response.statusCode === 304) {
        response.resume();
        return { status: 'not-modified' };
      }
      if (response.statusCode !== 200) {
        response.resume();
        throw new CalendarReadError(`The calendar link answered HTTP ${response.statusCode ?? 'without a status'}.`);
      }
      const body = await readBounded(response, deadline);
      return {
        status: 'ok',
        body,
        etag: headerValue(response.headers.etag),
        lastModified: headerValue(response.headers['last-modified']),
      };
    }
  } catch (error) {
    if (error instanceof CalendarReadError) throw error;
    if (deadline.aborted) throw new CalendarReadError(TIMEOUT_MESSAGE);
    const reason = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
    throw new CalendarReadError(`The calendar link could not be reached${reason}.`);
  }
}

function parseHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CalendarReadError(PROTOCOL_MESSAGE);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CalendarReadError(PROTOCOL_MESSAGE);
  return url;
}

function headerValue(value: string | string[] | undefined): string | null {
  const one = Array.isArray(value) ? value[0] : value;
  return one ? one.slice(0, 500) : null;
}

/** One address the host resolves to, after every one of them passed the check. */
async function resolveAllowed(hostname: string, allowPrivate: boolean, signal: AbortSignal): Promise<LookupAddress> {
  // URL keeps IPv6 literals in brackets.
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  const addresses: LookupAddress[] = family
    ? [{ address: host, family }]
    : await new Promise((resolve, reject) => {
        dnsLookup(host, { all: true, verbatim: true }, (error, found) => (error ? reject(error) : resolve(found)));
      });
  signal.throwIfAborted();
  if (!addresses.length) throw new CalendarReadError('The calendar link’s host has no address.');
  if (!allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new CalendarReadError(PRIVATE_ADDRESS_MESSAGE);
  }
  return addresses[0]!;
}

function request(
  url: URL,
  address: LookupAddress,
  options: FetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  // Connect to the address just checked (no second lookup that could answer differently);
  // TLS still verifies the certificate against the URL's host name.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const headers: Record<string, string> = {
    accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': 'Campwise calendar sync',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, { method: 'GET', headers, lookup: pinned, signal, agent: false }, resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  switch (String(response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/** The body as UTF-8 text; stops reading (and closes the connection) past 2 MB. */
async function readBounded(response: IncomingMessage, signal: AbortSignal): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_CALENDAR_BYTES) {
    response.destroy();
    throw new CalendarReadError(TOO_LARGE_MESSAGE);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decoded(response);
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > MAX_CALENDAR_BYTES) throw new CalendarReadError(TOO_LARGE_MESSAGE);
      chunks.push(buffer);
      signal.throwIfAborted();
    }
  } finally {
    if (size > MAX_CALENDAR_BYTES || signal.aborted) {
      stream.destroy();
      response.destroy();
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}
