import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setPhotoHidden } from './photo-repository.ts';
import { testJpeg } from './photo-test-images.ts';
import { tempPhotoStorage, uploadRequest } from './photo-test-requests.ts';

let t: TestApp;
let temp: Awaited<ReturnType<typeof tempPhotoStorage>>;
let ada: TestUser;
let bob: TestUser;
let admin: TestUser;
let campgroundId: string;
let emptyCampgroundId: string;
/** Ada's photos, oldest first; the second is hidden by moderation. */
let photoIds: string[];

async function upload(user: TestUser, caption: string): Promise<string> {
  const request = await uploadRequest(
    { 'campground-id': campgroundId, caption },
    { data: await testJpeg(64, 48) },
    user.headers,
  );
  const response = await t.request(request);
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
  return response.body.data.id;
}

beforeAll(async () => {
  temp = await tempPhotoStorage();
  t = await createTestApp({ photoStorage: temp.storage });
  [ada, bob, admin] = [await createUser(t), await createUser(t), await createAdmin(t)];
  campgroundId = String(t.ids.get('test:1'));
  emptyCampgroundId = String(t.ids.get('test:2'));
  photoIds = [];
  for (const caption of ['first', 'second', 'third']) photoIds.push(await upload(ada, caption));
  photoIds.push(await upload(bob, 'bob’s'));
  await setPhotoHidden(t.database.db, Number(photoIds[1]), true);
});

afterAll(async () => {
  await t?.close();
  await temp?.remove();
});

const listUrl = (id = campgroundId, query = '') => `/api/v6/campgrounds/${id}/photos${query}`;
const captions = (body: { data: { attributes: { caption: string } }[] }) => body.data.map((p) => p.attributes.caption);

describe('GET /api/v6/campgrounds/{id}/photos', () => {
  it('lists visible photos newest first, paginated, without the hidden flag for strangers', async () => {
    const response = await t.get(listUrl());
    expect(response.status).toBe(200);
    expect(captions(response.body)).toEqual(['bob’s', 'third', 'first']);
    expect(response.body.meta).toEqual({
      total: 3,
      'available-sort-options': [{ value: '-created-at', label: 'Newest first' }],
    });
    expect(response.body.data[0].attributes.hidden).toBeUndefined();

    const page = await t.get(listUrl(campgroundId, '?page[size]=2&page[number]=2'));
    expect(captions(page.body)).toEqual(['first']);
    expect(page.body.links.prev).toBe(`${listUrl()}?page%5Bnumber%5D=1&page%5Bsize%5D=2`);
  });

  it('shows hidden photos to their uploader and to admins, marked hidden', async () => {
    const own = await t.get(listUrl(), ada.headers);
    expect(captions(own.body)).toEqual(['bob’s', 'third', 'second', 'first']);
    expect(own.body.data.map((p: { attributes: { hidden?: boolean } }) => p.attributes.hidden)).toEqual([
      undefined,
      false,
      true,
      false,
    ]);
    const asAdmin = await t.get(listUrl(), admin.headers);
    expect(asAdmin.body.meta.total).toBe(4);
    expect(
      asAdmin.body.data.every((p: { attributes: { hidden?: boolean } }) => p.attributes.hidden !== undefined),
    ).toBe(true);
    const asBob = await t.get(listUrl(), bob.headers);
    expect(captions(asBob.body)).toEqual(['bob’s', 'third', 'first']);
  });

  it('treats a bad token as no token', async () => {
    const response = await t.get(listUrl(), { authorization: 'Bearer nonsense' });
    expect(response.status).toBe(200);
    expect(response.body.meta.total).toBe(3);
  });

  it('is an empty list for a campground without photos, 404 for an unknown one, 400 for unknown parameters', async () => {
    expect((await t.get(listUrl(emptyCampgroundId))).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await t.get(listUrl('999999'))).status).toBe(404);
    expect((await t.get(listUrl('abc'))).status).toBe(404);
    const bad = await t.get(listUrl(campgroundId, '?sort=caption'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].source).toEqual({ parameter: 'sort' });
  });
});

describe('GET /api/v6/photos/{id}', () => {
  it('answers a visible photo to anyone', async () => {
    const response = await t.get(`/api/v6/photos/${photoIds[0]}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ type: 'photos', id: photoIds[0], attributes: { caption: 'first' } });
    expect(response.body.data.links.self).toBe(`/api/v6/photos/${photoIds[0]}`);
  });

  it('is 404 for a hidden photo except to its uploader and admins', async () => {
    const url = `/api/v6/photos/${photoIds[1]}`;
    expect((await t.get(url)).status).toBe(404);
    expect((await t.get(url, bob.headers)).status).toBe(404);
    expect((await t.get(url, ada.headers)).body.data.attributes.hidden).toBe(true);
    expect((await t.get(url, admin.headers)).status).toBe(200);
    expect((await t.get('/api/v6/photos/999999')).status).toBe(404);
  });

  it('shows a restored photo to everyone again', async () => {
    const id = await upload(ada, 'restored');
    await setPhotoHidden(t.database.db, Number(id), true);
    expect((await t.get(`/api/v6/photos/${id}`)).status).toBe(404);
    expect(await setPhotoHidden(t.database.db, Number(id), false)).toBe(true);
    expect((await t.get(`/api/v6/photos/${id}`)).status).toBe(200);
    expect(await setPhotoHidden(t.database.db, 999999, true)).toBe(false);
  });
});

describe('GET /api/photos/{key}', () => {
  it('is 404 for keys that are unknown or not keys at all', async () => {
    for (const key of [
      'AAAAAAAAAAAAAAAAAAAAAA-thumb.webp',
      '..%2F..%2Fpackage.json',
      '%2E%2E%2Fetc%2Fpasswd',
      'x.webp',
    ]) {
      const response = await t.get(`/api/photos/${key}`);
      expect(response.status).toBe(404);
    }
    expect((await t.get('/api/photos/../../package.json')).status).toBe(404);
  });
});

describe('DELETE /api/v6/photos/{id}', () => {
  function remove(id: string, user: TestUser | null) {
    return t.request({ method: 'DELETE', url: `/api/v6/photos/${id}`, headers: user?.headers ?? {} });
  }

  function filesOf(body: { data: { attributes: { urls: Record<string, string> } } }): string[] {
    return Object.values(body.data.attributes.urls).map((url) => path.join(temp.directory, url.split('/').pop()!));
  }

  it('is 401 anonymous and 403 for someone else’s photo', async () => {
    expect((await remove(photoIds[0]!, null)).status).toBe(401);
    const response = await remove(photoIds[0]!, bob);
    expect(response.status).toBe(403);
    expect((await t.get(`/api/v6/photos/${photoIds[0]}`)).status).toBe(200);
  });

  it('is 404 for a photo hidden from the caller', async () => {
    expect((await remove(photoIds[1]!, bob)).status).toBe(404);
  });

  it('lets the uploader delete, files included', async () => {
    const id = await upload(ada, 'to delete');
    const files = filesOf((await t.get(`/api/v6/photos/${id}`)).body);
    expect(files.every((file) => existsSync(file))).toBe(true);
    expect((await remove(id, ada)).status).toBe(204);
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect((await t.get(`/api/v6/photos/${id}`, ada.headers)).status).toBe(404);
    expect((await remove(id, ada)).status).toBe(404);
  });

  it('lets an admin delete anyone’s photo, hidden ones too', async () => {
    const files = filesOf((await t.get(`/api/v6/photos/${photoIds[1]}`, admin.headers)).body);
    expect((await remove(photoIds[1]!, admin)).status).toBe(204);
    expect(files.some((file) => existsSync(file))).toBe(false);
    const served = await t.app.inject({ method: 'GET', url: `/api/photos/${path.basename(files[0]!)}` });
    expect(served.statusCode).toBe(404);
  });
});
