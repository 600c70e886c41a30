import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@campwise/domain';
import { photos, reviews, users } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkRateLimits, recordRateLimitEvents } from '../../rate-limits/rate-limit.ts';
import { PHOTOS_PER_HOUR, photoUploadKey } from './photo-rate-limit.ts';
import { hasGpsPointer, TEST_CAMERA_MAKE, testJpeg, testPhoneJpeg, testPng, testWebp } from './photo-test-images.ts';
import { tempPhotoStorage, uploadRequest, type UploadFile } from './photo-test-requests.ts';

let t: TestApp;
let temp: Awaited<ReturnType<typeof tempPhotoStorage>>;
let ada: TestUser;
let bob: TestUser;
let campgroundId: string;
let otherCampgroundId: string;

beforeAll(async () => {
  temp = await tempPhotoStorage();
  t = await createTestApp({ photoStorage: temp.storage });
  ada = await createUser(t, { fullName: 'Ada Lovelace' });
  bob = await createUser(t, { fullName: 'Bob' });
  campgroundId = String(t.ids.get('test:1'));
  otherCampgroundId = String(t.ids.get('test:2'));
});

afterAll(async () => {
  await t?.close();
  await temp?.remove();
});

async function upload(fields: Record<string, string>, file: UploadFile | null, user: TestUser | null = ada) {
  return t.request(await uploadRequest(fields, file, user?.headers ?? {}));
}

async function photoCount(): Promise<number> {
  return (await t.database.db.select({ id: photos.id }).from(photos)).length;
}

/** Every refused upload leaves nothing behind: no row, no file. */
async function expectNothingStored(before: { rows: number; files: number }) {
  expect(await photoCount()).toBe(before.rows);
  expect((await temp.files()).length).toBe(before.files);
}

async function snapshot() {
  return { rows: await photoCount(), files: (await temp.files()).length };
}

describe('POST /api/v6/photos', () => {
  it('stores upright WebP variants without EXIF and answers the photo', async () => {
    // 3000×1500 stored sideways (orientation 6): upright it is 1500×3000.
    const jpeg = await testPhoneJpeg(3000, 1500);
    expect(hasGpsPointer((await sharp(jpeg).metadata()).exif)).toBe(true);

    const response = await upload({ 'campground-id': campgroundId, caption: '  Site 12 at dusk  ' }, { data: jpeg });
    expect(response.status).toBe(201);
    const photo = response.body.data;
    expect(response.headers.location).toBe(`/api/v6/photos/${photo.id}`);
    expect(photo.type).toBe('photos');
    expect(photo.attributes).toMatchObject({
      caption: 'Site 12 at dusk',
      width: 1500,
      height: 3000,
      'author-name': 'Ada Lovelace',
      hidden: false,
    });
    expect(photo.relationships).toEqual({
      campground: { data: { type: 'campgrounds', id: campgroundId } },
      review: { data: null },
    });

    const expected = { thumb: [160, 320], medium: [480, 960], large: [1024, 2048] } as const;
    for (const [variant, [width, height]] of Object.entries(expected)) {
      const url: string = photo.attributes.urls[variant];
      expect(url).toMatch(new RegExp(`^/api/photos/[A-Za-z0-9_-]{22}-${variant}\\.webp$`));
      const stored = await readFile(path.join(temp.directory, url.split('/').pop()!));
      const metadata = await sharp(stored).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, height]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(stored.includes(Buffer.from(TEST_CAMERA_MAKE))).toBe(false);

      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      // Issue 12: a file may stay in caches for 5 minutes only, so a hidden photo leaves them (ADR 0015).
      expect(served.headers['cache-control']).toBe('public, max-age=300');
      expect(served.rawPayload.equals(stored)).toBe(true);
    }
  });

  it('takes PNG and WebP, and small photos are never enlarged', async () => {
    for (const data of [await testPng(300, 200), await testWebp(300, 200)]) {
      const response = await upload({ 'campground-id': campgroundId }, { data, name: 'x.png', type: 'image/png' });
      expect(response.status).toBe(201);
      expect(response.body.data.attributes).toMatchObject({ width: 300, height: 200, caption: null });
      const large = await t.app.inject({ method: 'GET', url: response.body.data.attributes.urls.large });
      expect((await sharp(large.rawPayload).metadata()).width).toBe(300);
    }
  });

  it('names the uploader "Camper" when they have no name', async () => {
    // Accounts made through a provider may have none.
    await t.database.db
      .update(users)
      .set({ fullName: '' })
      .where(eq(users.id, Number(bob.id)));
    const response = await upload({ 'campground-id': campgroundId }, { data: await testJpeg(100, 100) }, bob);
    expect(response.body.data.attributes['author-name']).toBe('Camper');
  });

  it('is 401 without a session', async () => {
    const before = await snapshot();
    const response = await upload({ 'campground-id': campgroundId }, { data: await testJpeg() }, null);
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    await expectNothingStored(before);
  });

  it('judges the type by the bytes: anything else named .jpg is 415', async () => {
    const before = await snapshot();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj', 'latin1');
    for (const data of [
      gif,
      pdf,
      await sharp(await testJpeg(50, 50))
        .tiff()
        .toBuffer(),
    ]) {
      const response = await upload({ 'campground-id': campgroundId }, { data, name: 'photo.jpg', type: 'image/jpeg' });
      expect(response.status).toBe(415);
      expect(response.body.errors[0]).toMatchObject({
        code: 'unsupported_media_type',
        detail: PHOTO_MESSAGES.wrongType,
        source: { pointer: '/data/attributes/file' },
      });
    }
    await expectNothingStored(before);
  });

  it('refuses a file over 10 MB with 413 while it streams in', async () => {
    const before = await snapshot();
    const jpeg = await testJpeg(64, 64);
    const big = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES + 1 - jpeg.length)]);
    const response = await upload({ 'campground-id': campgroundId }, { data: big });
    expect(response.status).toBe(413);
    expect(response.body.errors[0]).toMatchObject({ code: 'payload_too_large', detail: PHOTO_MESSAGES.tooLarge });
    await expectNothingStored(before);
  });

  it('is 422 for a damaged or empty file, or none', async () => {
    const before = await snapshot();
    const jpeg = await testJpeg(640, 480);
    const cases: [UploadFile | null, string][] = [
      [{ data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }, PHOTO_MESSAGES.unreadable],
      [{ data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 1)]) }, PHOTO_MESSAGES.unreadable],
      [{ data: Buffer.alloc(0) }, PHOTO_MESSAGES.fileRequired],
      [null, PHOTO_MESSAGES.fileRequired],
    ];
    for (const [file, detail] of cases) {
      const response = await upload({ 'campground-id': campgroundId }, file);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual([
        expect.objectContaining({ code: 'validation_failed', detail, source: { pointer: '/data/attributes/file' } }),
      ]);
    }
    await expectNothingStored(before);
  });

  it('is 422 naming each bad field', async () => {
    const before = await snapshot();
    const data = await testJpeg(64, 64);
    const missing = await upload({ caption: 'x'.repeat(301), colour: 'red' }, { data });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual([
      '/data/attributes/campground-id',
      '/data/attributes/caption',
      '/data/attributes/colour',
    ]);
    const malformed = await upload({ 'campground-id': 'abc', 'review-id': '-1' }, { data });
    expect(malformed.body.errors).toEqual([
      expect.objectContaining({ detail: PHOTO_MESSAGES.campgroundRequired }),
      expect.objectContaining({ detail: PHOTO_MESSAGES.reviewInvalid }),
    ]);
    await expectNothingStored(before);
  });

  it('is 404 for an unknown campground', async () => {
    const response = await upload({ 'campground-id': '999999' }, { data: await testJpeg(64, 64) });
    expect(response.status).toBe(404);
  });

  describe('with a review', () => {
    let adasReview: number;
    let bobsReview: number;

    beforeAll(async () => {
      const base = { rating: 5, body: 'A quiet place with good shade and clean toilets.', stayedOn: '2025-07-01' };
      const inserted = await t.database.db
        .insert(reviews)
        .values([
          { ...base, campgroundId: Number(campgroundId), userId: Number(ada.id) },
          { ...base, campgroundId: Number(campgroundId), userId: Number(bob.id) },
        ])
        .returning({ id: reviews.id });
      [adasReview, bobsReview] = inserted.map((row) => row.id) as [number, number];
    });

    it('links the photo to the uploader’s own review of that campground', async () => {
      const response = await upload(
        { 'campground-id': campgroundId, 'review-id': String(adasReview) },
        { data: await testJpeg(64, 64) },
      );
      expect(response.status).toBe(201);
      expect(response.body.data.relationships.review).toEqual({ data: { type: 'reviews', id: String(adasReview) } });
    });

    it('is 422 for someone else’s review, or a review of another campground', async () => {
      const before = await snapshot();
      for (const fields of [
        { 'campground-id': campgroundId, 'review-id': String(bobsReview) },
        { 'campground-id': otherCampgroundId, 'review-id': String(adasReview) },
        { 'campground-id': campgroundId, 'review-id': '999999' },
      ]) {
        const response = await upload(fields, { data: await testJpeg(64, 64) });
        expect(response.status).toBe(422);
        expect(response.body.errors[0]).toMatchObject({
          detail: PHOTO_MESSAGES.reviewInvalid,
          source: { pointer: '/data/attributes/review-id' },
        });
      }
      await expectNothingStored(before);
    });
  });

  it('is 429 with Retry-After once PHOTOS_PER_HOUR photos were uploaded within the hour', async () => {
    const carol = await createUser(t);
    const now = new Date();
    const events = Array.from({ length: PHOTOS_PER_HOUR.limit }, () => photoUploadKey(Number(carol.id)));
    await recordRateLimitEvents(t.database.db, events, new Date(now.getTime() - 10 * 60 * 1000));
    const before = await snapshot();
    const response = await upload({ 'campground-id': campgroundId }, { data: await testJpeg(64, 64) }, carol);
    expect(response.status).toBe(429);
    expect(response.body.errors[0].detail).toBe(PHOTO_MESSAGES.tooManyUploads);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(49 * 60);
    expect(retryAfter).toBeLessThanOrEqual(50 * 60);
    await expectNothingStored(before);
    // Others are not affected.
    expect((await upload({ 'campground-id': campgroundId }, { data: await testJpeg(64, 64) })).status).toBe(201);
  });

  it('counts stored uploads only', async () => {
    const dave = await createUser(t);
    await upload({ 'campground-id': '999999' }, { data: await testJpeg(64, 64) }, dave);
    await upload({ 'campground-id': campgroundId }, { data: await testJpeg(64, 64) }, dave);
    const tight = { ...PHOTOS_PER_HOUR, limit: 2 };
    const decision = await checkRateLimits(
      t.database.db,
      [{ policy: tight, key: photoUploadKey(Number(dave.id)) }],
      new Date(),
    );
    expect(decision.allowed).toBe(true);
    const rows = await t.database.db
      .select()
      .from(photos)
      .where(eq(photos.userId, Number(dave.id)));
    expect(rows).toHaveLength(1);
  });

  it('is 415 for a JSON body, and multipart is refused on every other route', async () => {
    const json = await t.request({
      method: 'POST',
      url: '/api/v6/photos',
      headers: { ...ada.headers, 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({ data: { type: 'photos', attributes: {} } }),
    });
    expect(json.status).toBe(415);
    const elsewhere = await t.request(
      await uploadRequest({ email: 'a@b.c' }, { data: await testJpeg(8, 8) }, {}, '/api/v6/users'),
    );
    expect(elsewhere.status).toBe(415);
  });
});
