// Private files (claim documents): apart from the photos, readable back, never at a public URL.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { LocalPhotoStorage } from './local-photo-storage.ts';
import { createPrivateFileStorage, S3PrivateFileStorage } from './private-file-storage.ts';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from './s3-test-server.ts';

const KEY = 'claims/AbCdEfGhIjKlMnOpQrStUv.pdf';
const PDF = Buffer.from('%PDF-1.4\nprivate proof\n%%EOF\n');

let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3TestServer();
});

afterAll(() => s3.close());

function s3Config(extra: Record<string, string> = {}) {
  return parseConfig({
    PHOTO_STORAGE: 's3',
    PHOTO_S3_ENDPOINT: s3.endpoint,
    PHOTO_S3_BUCKET: 'campwise-photos',
    PHOTO_S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    PHOTO_S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    PHOTO_S3_PUBLIC_URL: 'https://photos.campwise.example',
    ...extra,
  });
}

describe('createPrivateFileStorage', () => {
  it('is a local directory of its own by default, outside PHOTO_DIR', async () => {
    const config = parseConfig({});
    expect(config.CLAIM_DOCUMENT_DIR.endsWith(path.join('.data', 'claim-documents'))).toBe(true);
    expect(config.CLAIM_DOCUMENT_DIR.startsWith(config.PHOTO_DIR + path.sep)).toBe(false);
    const directory = await mkdtemp(path.join(tmpdir(), 'campwise-documents-'));
    try {
      const storage = createPrivateFileStorage(parseConfig({ CLAIM_DOCUMENT_DIR: directory }));
      expect(storage).toBeInstanceOf(LocalPhotoStorage);
      await storage.put(KEY, PDF, 'application/pdf');
      expect(await readdir(path.join(directory, 'claims'))).toEqual([path.basename(KEY)]);
      expect(await storage.read(KEY)).toEqual({ data: PDF, contentType: 'application/pdf' });
      await storage.delete(KEY);
      expect(await storage.read(KEY)).toBeNull();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('with s3: PutObject and GetObject under private/ of the photo bucket, signed, not cacheable', async () => {
    const storage = createPrivateFileStorage(s3Config());
    expect(storage).toBeInstanceOf(S3PrivateFileStorage);
    expect('url' in storage).toBe(false);
    await storage.put(KEY, PDF, 'application/pdf');
    const stored = s3.objects.get(`/campwise-photos/private/${KEY}`);
    expect(stored).toMatchObject({ contentType: 'application/pdf', cacheControl: 'private, no-store' });
    expect(stored!.data.equals(PDF)).toBe(true);
    expect(await storage.read(KEY)).toEqual({ data: PDF, contentType: 'application/pdf' });
    expect(s3.requests.every((request) => request.signatureValid)).toBe(true);
    await storage.delete(KEY);
    expect(await storage.read(KEY)).toBeNull();
  });

  it('uses CLAIM_DOCUMENT_S3_BUCKET when set', async () => {
    const storage = createPrivateFileStorage(s3Config({ CLAIM_DOCUMENT_S3_BUCKET: 'campwise-private' }));
    await storage.put(KEY, PDF, 'application/pdf');
    expect([...s3.objects.keys()]).toContain(`/campwise-private/private/${KEY}`);
    expect((await storage.read(KEY))?.data.equals(PDF)).toBe(true);
  });

  it('fails loudly when the bucket fails, rather than answering "not found"', async () => {
    const storage = createPrivateFileStorage(s3Config());
    s3.forceStatus = 500;
    try {
      await expect(storage.read(KEY)).rejects.toThrow(/GET .* 500/);
    } finally {
      s3.forceStatus = null;
    }
  });
});
