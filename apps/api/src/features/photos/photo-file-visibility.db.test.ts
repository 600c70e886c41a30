// GET /api/photos/{key} serves a file only while its photo is visible to everyone: a hidden
// photo, or one attached to a hidden review, is 404 (to its uploader too: an <img> sends no
// token), and restoring it makes the file readable again (ADR 0015).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setReviewHidden } from '../reviews/review-repository.ts';
import { setPhotoHidden } from './photo-repository.ts';
import { testJpeg } from './photo-test-images.ts';
import { tempPhotoStorage, uploadRequest } from './photo-test-requests.ts';

let t: TestApp;
let temp: Awaited<ReturnType<typeof tempPhotoStorage>>;
let ada: TestUser;
let admin: TestUser;
let campgroundId: string;
let reviewId: number;

interface Uploaded {
  id: string;
  urls: { thumb: string; medium: string; large: string };
}

async function upload(fields: Record<string, string> = {}): Promise<Uploaded> {
  const request = await uploadRequest(
    { 'campground-id': campgroundId, ...fields },
    { data: await testJpeg(64, 48) },
    ada.headers,
  );
  const response = await t.request(request);
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
  return { id: response.body.data.id, urls: response.body.data.attributes.urls };
}

/** The status of every variant's file, fetched as a browser's <img> would: with the uploader's token or not. */
async function fileStatuses(photo: Uploaded, headers: Record<string, string> = {}): Promise<number[]> {
  return Promise.all(Object.values(photo.urls).map(async (url) => (await fetchFile(url, headers)).statusCode));
}

/** Files are not JSON: straight through app.inject(). */
function fetchFile(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

beforeAll(async () => {
  temp = await tempPhotoStorage();
  t = await createTestApp({ photoStorage: temp.storage });
  [ada, admin] = [await createUser(t), await createAdmin(t)];
  campgroundId = String(t.ids.get('test:1'));
  const [review] = await t.database.db
    .insert(reviews)
    .values({
      campgroundId: Number(campgroundId),
      userId: Number(ada.id),
      rating: 4,
      body: 'Shady sites, a cold creek and quiet nights.',
      stayedOn: '2025-06-01',
    })
    .returning({ id: reviews.id });
  reviewId = review!.id;
});

afterAll(async () => {
  await t?.close();
  await temp?.remove();
});

describe('GET /api/photos/{key} and moderation', () => {
  it('serves a visible photo’s files to anyone, with a cache lifetime shared caches must honour', async () => {
    const photo = await upload();
    expect(await fileStatuses(photo)).toEqual([200, 200, 200]);
    const response = await fetchFile(photo.urls.thumb);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('is 404 for a hidden photo’s files, to its uploader and admins too, until it is restored', async () => {
    const photo = await upload();
    await setPhotoHidden(t.database.db, Number(photo.id), true);
    expect(await fileStatuses(photo)).toEqual([404, 404, 404]);
    expect(await fileStatuses(photo, ada.headers)).toEqual([404, 404, 404]);
    expect(await fileStatuses(photo, admin.headers)).toEqual([404, 404, 404]);
    // The uploader still sees the photo itself (marked hidden) through the API.
    expect((await t.get(`/api/v6/photos/${photo.id}`, ada.headers)).body.data.attributes.hidden).toBe(true);

    await setPhotoHidden(t.database.db, Number(photo.id), false);
    expect(await fileStatuses(photo)).toEqual([200, 200, 200]);
  });

  it('is 404 for the files of a photo attached to a hidden review, and 200 again once the review is restored', async () => {
    const photo = await upload({ 'review-id': String(reviewId) });
    const other = await upload();
    await setReviewHidden(t.database.db, reviewId, true);
    expect(await fileStatuses(photo)).toEqual([404, 404, 404]);
    expect(await fileStatuses(photo, ada.headers)).toEqual([404, 404, 404]);
    expect(await fileStatuses(other)).toEqual([200, 200, 200]);

    // The photo document follows its review: gone for strangers, marked hidden for the uploader.
    expect((await t.get(`/api/v6/photos/${photo.id}`)).status).toBe(404);
    expect((await t.get(`/api/v6/photos/${photo.id}`, ada.headers)).body.data.attributes.hidden).toBe(true);
    expect((await t.get(`/api/v6/photos/${photo.id}`, admin.headers)).body.data.attributes.hidden).toBe(true);
    const listed = await t.get(`/api/v6/campgrounds/${campgroundId}/photos`);
    expect(listed.body.data.map((p: { id: string }) => p.id)).not.toContain(photo.id);
    expect(listed.body.data.map((p: { id: string }) => p.id)).toContain(other.id);

    await setReviewHidden(t.database.db, reviewId, false);
    expect(await fileStatuses(photo)).toEqual([200, 200, 200]);
    expect((await t.get(`/api/v6/photos/${photo.id}`)).status).toBe(200);
  });
});
