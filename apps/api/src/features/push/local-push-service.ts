// A local push service for the web push tests (node:http on 127.0.0.1), playing FCM or Mozilla's
// autopush: it answers each path with the status a test sets (201 unless told) and records every
// request. Browser-side stand-ins too: a subscription's key pair, and the decryption a browser does
// (RFC 8291 aes128gcm) and the VAPID check a push service does (RFC 8292), so a test reads what
// the device would show.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface LocalPushService {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** Every later request to `path` is answered with `status`. */
  answer(path: string, status: number): void;
  received: ReceivedPush[];
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201, { 'content-type': 'text/plain' });
      response.end(statuses.has(path) ? 'as the test asked' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: (path, status) => void statuses.set(path, status),
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What a browser keeps of its subscription: the private key stays with it. */
export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Decrypts a body sent to this subscription, as the browser would. */
  decrypt(body: Buffer): string;
}

export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    p256dh: publicKey.toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt(body) {
      // Header: salt (16), record size (4), key id length (1), key id = the sender's public key.
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and any zero padding.
      return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
    },
  };
}

/** The claims of a `vapid t=…, k=…` Authorization header whose ES256 signature verifies with `k`. */
export function verifiedVapidClaims(authorization: string | undefined): {
  key: string;
  claims: Record<string, unknown>;
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  const ok = verify(
    'sha256',
    signed,
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  return { key, claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) };
}
