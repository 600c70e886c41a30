// Claim documents with S3 storage (docs/api-claims.md): uploaded as private objects under
// private/ (never at the photo bucket's public keys) and read back by the claims API for the
// claimant and admins, through the local S3 stand-in that checks every request's signature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPhotoStorage } from '../photos/create-photo-storage.ts';
import { uploadRequest } from '../photos/photo-test-requests.ts';
import { createPrivateFileStorage } from '../photos/private-file-storage.ts';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from '../photos/s3-test-server.ts';
import { expectError, send, startClaim } from './claim-test-helpers.ts';

let t: TestApp;
let s3: S3TestServer;
let claimant: TestUser;
let stranger: TestUser;
let admin: TestUser;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('licence scan')]);

beforeAll(async () => {
  s3 = await startS3TestServer();
  const config = parseConfig({
    PHOTO_STORAGE: 's3',
    PHOTO_S3_ENDPOINT: s3.endpoint,
    PHOTO_S3_BUCKET: 'campwise-photos',
    PHOTO_S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    PHOTO_S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    PHOTO_S3_PUBLIC_URL: 'https://photos.campwise.example',
  });
  t = await createTestApp({
    photoStorage: createPhotoStorage(config),
    documentStorage: createPrivateFileStorage(config),
  });
  claimant = await createUser(t);
  stranger = await createUser(t);
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('claim documents in S3', () => {
  it('are private objects under private/, read back for the claimant and admins only', async () => {
    const id = await startClaim(t, claimant, t.ids.get('test:1')!);
    const uploaded = await t.request(
      await uploadRequest(
        {},
        { data: PNG, name: 'licence.png', type: 'image/png' },
        claimant.headers,
        `/api/v6/campground-claims/${id}/verification`,
      ),
    );
    expect(uploaded.status, uploaded.text).toBe(200);
    const paths = [...s3.objects.keys()];
    expect(paths).toHaveLength(1);
    expect(paths[0]).toMatch(/^\/campwise-photos\/private\/claims\/[A-Za-z0-9_-]{22}\.png$/);
    expect(s3.objects.get(paths[0]!)?.cacheControl).toBe('private, no-store');
    expect(uploaded.text).not.toContain(paths[0]!.split('/').pop());

    const url = `/api/v6/campground-claims/${id}/documents/1`;
    for (const caller of [claimant, admin]) {
      const file = await t.app.inject({ method: 'GET', url, headers: caller.headers });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toBe('attachment; filename="licence.png"');
      expect(file.rawPayload.equals(PNG)).toBe(true);
    }
    const reads = s3.requests.filter((request) => request.method === 'GET');
    expect(reads).toHaveLength(2);
    expect(reads.every((request) => request.signatureValid)).toBe(true);

    // Nobody else: 404 before the bucket is even asked.
    expectError(await send(t, stranger, 'GET', url), 404, 'not_found');
    expectError(await send(t, null, 'GET', url), 401, 'unauthorized');
    expect(s3.requests.filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('a document the bucket lost is 404, not a 500', async () => {
    const [claim] = (await send(t, claimant, 'GET', `/api/v6/campground-claims?filter[userId]=${claimant.id}`)).body
      .data;
    s3.objects.clear();
    expectError(await send(t, admin, 'GET', `/api/v6/campground-claims/${claim.id}/documents/1`), 404, 'not_found');
  });
});
