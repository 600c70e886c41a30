// The S3 adapter against a tiny local server that records each request and checks its SigV4
// signature the way S3 does (recomputed here from the secret, independently of aws4fetch).
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from './photo-storage.ts';
import { S3PhotoStorage } from './s3-photo-storage.ts';

const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const REGION = 'eu-central-1';
const KEY = 'AbCdEfGhIjKlMnOpQrStUv-thumb.webp';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  signatureValid: boolean;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function signatureIsValid(request: IncomingMessage, body: Buffer): boolean {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match) return false;
  const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as string[];
  const payloadHash = request.headers['x-amz-content-sha256'];
  // DELETE has no body and may say UNSIGNED-PAYLOAD; a PUT must sign its body's hash.
  const bodyChecked =
    payloadHash === sha256(body) || (request.method === 'DELETE' && payloadHash === 'UNSIGNED-PAYLOAD');
  if (accessKeyId !== CREDENTIALS.accessKeyId || !bodyChecked) return false;
  const headerNames = signedHeaders!.split(';');
  const canonicalHeaders = headerNames
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const [path, query = ''] = request.url!.split('?');
  const canonicalRequest = [request.method, path, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', request.headers['x-amz-date'], scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${CREDENTIALS.secretAccessKey}`, date!);
  for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
  return hmac(key, stringToSign).toString('hex') === signature && headerNames.includes('host');
}

let server: Server;
let endpoint: string;
const requests: Recorded[] = [];
let nextStatus = 200;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body,
        signatureValid: signatureIsValid(request, body),
      });
      response.statusCode = nextStatus;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
  nextStatus = 200;
});

function storage() {
  return new S3PhotoStorage({
    endpoint,
    bucket: 'campwise-photos',
    region: REGION,
    ...CREDENTIALS,
    publicUrl: 'https://photos.campwise.example',
    retries: 0,
  });
}

describe('S3PhotoStorage', () => {
  it('PUTs the file to the bucket path, signed, with its type and immutable caching', async () => {
    const data = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await storage().put(KEY, data, 'image/webp');
    expect(requests).toHaveLength(1);
    const [put] = requests;
    expect(put).toMatchObject({ method: 'PUT', url: `/campwise-photos/${KEY}`, signatureValid: true });
    expect(put!.body.equals(data)).toBe(true);
    expect(put!.headers['content-type']).toBe('image/webp');
    expect(put!.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(put!.headers.authorization).toContain(`/${REGION}/s3/aws4_request`);
  });

  it('DELETEs by key, and a key already gone is fine', async () => {
    nextStatus = 204;
    await storage().delete(KEY);
    nextStatus = 404;
    await storage().delete(KEY);
    expect(requests.map((r) => [r.method, r.url, r.signatureValid])).toEqual([
      ['DELETE', `/campwise-photos/${KEY}`, true],
      ['DELETE', `/campwise-photos/${KEY}`, true],
    ]);
  });

  it('fails loudly when the bucket refuses', async () => {
    nextStatus = 403;
    await expect(storage().put(KEY, Buffer.from('x'), 'image/webp')).rejects.toThrow(/PUT .* 403/);
    nextStatus = 500;
    await expect(storage().delete(KEY)).rejects.toThrow(/DELETE .* 500/);
  });

  it('is checked by a verifier that notices a wrong secret', async () => {
    const wrong = new S3PhotoStorage({
      endpoint,
      bucket: 'campwise-photos',
      region: REGION,
      accessKeyId: CREDENTIALS.accessKeyId,
      secretAccessKey: 'not-the-secret',
      publicUrl: 'https://photos.campwise.example',
      retries: 0,
    });
    await wrong.put(KEY, Buffer.from('x'), 'image/webp');
    expect(requests[0]!.signatureValid).toBe(false);
  });

  it('hands out the public URL, not the API endpoint', () => {
    expect(storage().url(KEY)).toBe(`https://photos.campwise.example/${KEY}`);
  });
});
