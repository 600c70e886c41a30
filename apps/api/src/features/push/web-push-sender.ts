// The real push adapter: web-push encrypts the notice for the subscription (aes128gcm, RFC 8291)
// and signs a VAPID JWT for the push service (RFC 8292); this file makes the one HTTP request
// itself rather than through webpush.sendNotification, so the connection goes to an address the
// endpoint policy checked (push-endpoint.ts) and, in tests only, may be plain http on loopback.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { VapidKeys } from './push-config.ts';
import { endpointProblem, RefusedEndpointError, resolvePushHost } from './push-endpoint.ts';
import type { PushNotice, PushOutcome, PushSender, PushTarget } from './push-sender.ts';

/** How long a push service keeps an undelivered notice: openings are worth little a day later. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;
export const PUSH_TIMEOUT_MS = 10_000;

export interface WebPushSenderOptions {
  vapid: VapidKeys;
  /** PUSH_ALLOW_INSECURE_ENDPOINTS: http:// loopback and private addresses (tests). */
  allowInsecure: boolean;
}

export class WebPushSender implements PushSender {
  constructor(private readonly options: WebPushSenderOptions) {}

  async send(target: PushTarget, notice: PushNotice): Promise<PushOutcome> {
    // Checked again at each send: the setting may have changed since the browser subscribed.
    if (endpointProblem(target.endpoint, this.options.allowInsecure) !== null) return 'gone';
    const { vapid } = this.options;
    const payload = JSON.stringify({ title: notice.title, body: notice.body, url: notice.url, tag: notice.tag });
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    const url = new URL(target.endpoint);
    let address;
    try {
      address = await resolvePushHost(url.hostname, this.options.allowInsecure);
    } catch (error) {
      if (error instanceof RefusedEndpointError) return 'gone';
      throw error;
    }
    const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, [address]);
      else callback(null, address.address, address.family);
    };
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
    const response = await post(url, headers, details.body, pinned);
    const status = response.statusCode ?? 0;
    const text = await readSome(response);
    if (status >= 200 && status < 300) return 'delivered';
    if (status === 404 || status === 410) return 'gone';
    throw new Error(`The push service answered HTTP ${status}${text ? `: ${text}` : ''}`);
  }
}

function post(
  url: URL,
  headers: Record<string, string>,
  body: Buffer,
  lookup: LookupFunction,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      { method: 'POST', headers, lookup, agent: false, signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The start of a push service's answer, for the job's error; the rest is dropped. */
async function readSome(response: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of response) {
    if (text.length < 300) text += (chunk as Buffer).toString('utf8');
  }
  return text.slice(0, 300).trim();
}
