// The S3 photo adapter against the local S3 stand-in, which checks each request's SigV4 signature.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from './photo-storage.ts';
import { S3PhotoStorage } from './s3-photo-storage.ts';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from './s3-test-server.ts';

const REGION = 'eu-central-1';
const KEY = 'AbCdEfGhIjKlMnOpQrStUv-thumb.webp';

let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3TestServer();
});

afterAll(() => s3.close());

beforeEach(() => {
  s3.requests.length = 0;
  s3.forceStatus = null;
});

function storage(secretAccessKey = S3_TEST_CREDENTIALS.secretAccessKey) {
  return new S3PhotoStorage({
    endpoint: s3.endpoint,
    bucket: 'campwise-photos',
    region: REGION,
    accessKeyId: S3_TEST_CREDENTIALS.accessKeyId,
    secretAccessKey,
    publicUrl: 'https://photos.campwise.example',
    retries: 0,
  });
}

describe('S3PhotoStorage', () => {
  it('PUTs the file to the bucket path, signed, with its type and immutable caching', async () => {
    const data = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await storage().put(KEY, data, 'image/webp');
    expect(s3.requests).toHaveLength(1);
    const [put] = s3.requests;
    expect(put).toMatchObject({ method: 'PUT', url: `/campwise-photos/${KEY}`, signatureValid: true });
    expect(put!.body.equals(data)).toBe(true);
    expect(put!.headers['content-type']).toBe('image/webp');
    expect(put!.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(put!.headers.authorization).toContain(`/${REGION}/s3/aws4_request`);
  });

  it('DELETEs by key, and a key already gone is fine', async () => {
    await storage().delete(KEY);
    s3.forceStatus = 404;
    await storage().delete(KEY);
    expect(s3.requests.map((r) => [r.method, r.url, r.signatureValid])).toEqual([
      ['DELETE', `/campwise-photos/${KEY}`, true],
      ['DELETE', `/campwise-photos/${KEY}`, true],
    ]);
  });

  it('fails loudly when the bucket refuses', async () => {
    s3.forceStatus = 403;
    await expect(storage().put(KEY, Buffer.from('x'), 'image/webp')).rejects.toThrow(/PUT .* 403/);
    s3.forceStatus = 500;
    await expect(storage().delete(KEY)).rejects.toThrow(/DELETE .* 500/);
  });

  it('is checked by a verifier that notices a wrong secret', async () => {
    await expect(storage('not-the-secret').put(KEY, Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
    expect(s3.requests[0]!.signatureValid).toBe(false);
  });

  it('hands out the public URL, not the API endpoint', () => {
    expect(storage().url(KEY)).toBe(`https://photos.campwise.example/${KEY}`);
  });

  it('has no read: photos are fetched from the bucket, never through the API', () => {
    expect((storage() as { read?: unknown }).read).toBeUndefined();
  });
});
