// A campground's cover photo (ADR 0030): GET /campgrounds and /campgrounds/{id} carry the photo
// its page and cards lead with — visible to everyone, landscape first, then the newest — and null
// when it has none, so a photo a camper uploads shows on the campground's page and cards at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setPhotoHidden } from '../photos/photo-repository.ts';
import { testJpeg } from '../photos/photo-test-images.ts';
import { tempPhotoStorage, uploadRequest } from '../photos/photo-test-requests.ts';

let t: TestApp;
let temp: Awaited<ReturnType<typeof tempPhotoStorage>>;
let ada: TestUser;
let campgroundId: string;
let otherId: string;

async function upload(width: number, height: number): Promise<string> {
  const request = await uploadRequest(
    { 'campground-id': campgroundId },
    { data: await testJpeg(width, height) },
    ada.headers,
  );
  const response = await t.request(request);
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
  return response.body.data.id;
}

async function coverOf(id: string) {
  return (await t.get(`/api/v6/campgrounds/${id}`)).body.data.attributes['cover-photo'];
}

beforeAll(async () => {
  temp = await tempPhotoStorage();
  t = await createTestApp({ photoStorage: temp.storage });
  ada = await createUser(t, { fullName: 'Ada Lovelace' });
  campgroundId = String(t.ids.get('test:1'));
  otherId = String(t.ids.get('test:2'));
});

afterAll(async () => {
  await t?.close();
  await temp?.remove();
});

describe('cover-photo on campgrounds', () => {
  it('is null for a campground without photos', async () => {
    expect(await coverOf(otherId)).toBeNull();
  });

  it('is the newest visible landscape photo, with its URLs, and follows uploads and moderation', async () => {
    const first = await upload(64, 48);
    const cover = await coverOf(campgroundId);
    expect(cover).toMatchObject({ id: first, width: 64, height: 48, caption: null, 'author-name': 'Ada Lovelace' });
    expect(cover.urls.medium).toMatch(/^\/api\/photos\//);
    // The file it names is served to anyone (an <img> on a card sends no token).
    expect((await t.app.inject({ method: 'GET', url: cover.urls.thumb })).statusCode).toBe(200);

    // A newer portrait photo does not push a landscape one out of a wide slot…
    await upload(48, 64);
    expect((await coverOf(campgroundId)).id).toBe(first);
    // …a newer landscape one does.
    const newest = await upload(80, 50);
    expect((await coverOf(campgroundId)).id).toBe(newest);

    // Hidden by a moderator: the cover goes back to the photo before it.
    await setPhotoHidden(t.database.db, Number(newest), true);
    expect((await coverOf(campgroundId)).id).toBe(first);
  });

  it('comes with every campground of a list and with the nearby ones', async () => {
    const { attributes } = (await t.get(`/api/v6/campgrounds/${campgroundId}`)).body.data;
    const list = await t.get(
      `/api/v6/campgrounds?filter[region]=${attributes['region-slug']}&filter[slug]=${attributes.slug}&include=nearby`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data[0].attributes['cover-photo'].id).toBe((await coverOf(campgroundId)).id);
    const nearby = list.body.included.filter((r: { type: string }) => r.type === 'campgrounds');
    expect(nearby.length).toBeGreaterThan(0);
    for (const near of nearby) expect(near.attributes).toHaveProperty('cover-photo');

    const page = await t.get('/api/v6/campgrounds?page[size]=50');
    const covers = page.body.data.map((r: { attributes: Record<string, unknown> }) => r.attributes['cover-photo']);
    expect(covers.filter((cover: unknown) => cover !== null)).toHaveLength(1);
  });
});
