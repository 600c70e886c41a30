// Deleting an account takes its content with it, and everything that content counted towards
// follows: campground ratings, connectivity, other reviews' helpful counts, and the photo files.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campgroundConnectivity, campgrounds, photos, reviews, users } from '../../db/schema/index.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postFieldReport } from '../field-reports/field-report-test-helpers.ts';
import type { PhotoStorage } from '../photos/photo-storage.ts';
import { testJpeg } from '../photos/photo-test-images.ts';
import { tempPhotoStorage, uploadRequest } from '../photos/photo-test-requests.ts';
import { postReview, send } from '../reviews/review-test-helpers.ts';

let t: TestApp;
let temp: Awaited<ReturnType<typeof tempPhotoStorage>>;
let failDeletes = false;
const logged: string[] = [];

beforeAll(async () => {
  temp = await tempPhotoStorage();
  const storage: PhotoStorage = {
    put: (key, data) => temp.storage.put(key, data),
    delete: async (key) => {
      if (failDeletes) throw new Error('bucket unreachable');
      await temp.storage.delete(key);
    },
    url: (key) => temp.storage.url(key),
  };
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const clock = createTestClock(new Date('2030-06-01T12:00:00Z'));
  t = await createTestApp({ photoStorage: storage, clock: clock.now, logger: { level: 'error', stream } });
});

afterAll(async () => {
  await t?.close();
  await temp?.remove();
});

function deleteUser(user: TestUser, caller: TestUser = user) {
  return t.request({ method: 'DELETE', url: `/api/v6/users/${user.id}`, headers: caller.headers });
}

async function review(user: TestUser, campgroundId: number, rating: number): Promise<string> {
  const response = await postReview(t, user, campgroundId, { rating });
  if (response.status !== 201) throw new Error(response.text);
  return response.body.data.id as string;
}

async function vote(user: TestUser, reviewId: string) {
  const response = await send(t, 'POST', `/api/v6/reviews/${reviewId}/helpful`, user);
  if (response.status >= 300) throw new Error(response.text);
}

async function report(user: TestUser, campgroundId: number, signal: string, downloadMbps: number) {
  const response = await postFieldReport(t, user, campgroundId, {
    'visited-on': '2030-05-20',
    signals: [{ carrier: 'verizon', signal, 'download-mbps': downloadMbps }],
  });
  if (response.status !== 201) throw new Error(response.text);
}

async function upload(user: TestUser, campgroundId: number) {
  const request = await uploadRequest(
    { 'campground-id': String(campgroundId) },
    { data: await testJpeg(64, 64) },
    user.headers,
  );
  const response = await t.request(request);
  if (response.status !== 201) throw new Error(response.text);
}

async function rating(campgroundId: number) {
  const [row] = await t.database.db
    .select({ average: campgrounds.ratingAverage, count: campgrounds.ratingCount })
    .from(campgrounds)
    .where(eq(campgrounds.id, campgroundId));
  return row;
}

async function connectivity(campgroundId: number) {
  return t.database.db
    .select({
      carrier: campgroundConnectivity.carrier,
      rating: campgroundConnectivity.rating,
      reportCount: campgroundConnectivity.reportCount,
    })
    .from(campgroundConnectivity)
    .where(eq(campgroundConnectivity.campgroundId, campgroundId));
}

async function helpfulCount(reviewId: string) {
  const [row] = await t.database.db
    .select({ n: reviews.helpfulCount })
    .from(reviews)
    .where(eq(reviews.id, Number(reviewId)));
  return row?.n;
}

async function photoFilesOf(userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ variants: photos.variants })
    .from(photos)
    .where(eq(photos.userId, Number(userId)));
  return rows.flatMap((row) => Object.values(row.variants).map((variant) => variant.key)).sort();
}

describe('DELETE /api/v6/users/{id} and what the account counted towards', () => {
  it("recomputes ratings, connectivity and helpful counts, and deletes the user's photo files", async () => {
    const [ada, bob, cy] = [await createUser(t), await createUser(t), await createUser(t)];
    const campgroundId = t.ids.get('test:1')!;
    const onlyAdas = t.ids.get('test:2')!;

    const bobsReview = await review(bob, campgroundId, 3);
    const adasReview = await review(ada, campgroundId, 5);
    await review(ada, onlyAdas, 4);
    await vote(ada, bobsReview);
    await vote(cy, bobsReview);
    await vote(bob, adasReview);
    await report(ada, campgroundId, 'strong', 80);
    await report(bob, campgroundId, 'weak', 0.5);
    await report(ada, onlyAdas, 'strong', 50);
    await upload(ada, campgroundId);
    await upload(bob, campgroundId);

    expect(await rating(campgroundId)).toEqual({ average: 4, count: 2 });
    expect(await helpfulCount(bobsReview)).toBe(2);
    expect(await connectivity(campgroundId)).toEqual([{ carrier: 'verizon', rating: 'Good', reportCount: 2 }]);
    expect(await connectivity(onlyAdas)).toEqual([{ carrier: 'verizon', rating: 'Good', reportCount: 1 }]);
    const adasFiles = await photoFilesOf(ada.id);
    const bobsFiles = await photoFilesOf(bob.id);
    expect(adasFiles.length).toBeGreaterThan(0);
    expect((await temp.files()).sort()).toEqual([...adasFiles, ...bobsFiles].sort());

    expect((await deleteUser(ada)).status).toBe(204);

    expect(await rating(campgroundId)).toEqual({ average: 3, count: 1 });
    expect(await rating(onlyAdas)).toEqual({ average: null, count: 0 });
    expect(await helpfulCount(bobsReview)).toBe(1);
    expect(await connectivity(campgroundId)).toEqual([{ carrier: 'verizon', rating: 'Poor', reportCount: 1 }]);
    expect(await connectivity(onlyAdas)).toEqual([]);
    expect((await temp.files()).sort()).toEqual(bobsFiles);
    expect(await photoFilesOf(ada.id)).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.id, Number(ada.id))),
    ).toEqual([]);
  });

  it('answers 204 when the photo files cannot be deleted, and logs them', async () => {
    const [dee, admin] = [await createUser(t), await createAdmin(t)];
    const campgroundId = t.ids.get('test:3')!;
    await review(dee, campgroundId, 2);
    await upload(dee, campgroundId);
    const files = await photoFilesOf(dee.id);
    failDeletes = true;
    try {
      expect((await deleteUser(dee, admin)).status).toBe(204);
    } finally {
      failDeletes = false;
    }
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.id, Number(dee.id))),
    ).toEqual([]);
    expect(await rating(campgroundId)).toEqual({ average: null, count: 0 });
    // The files stay behind (unreachable), each one logged.
    expect(await temp.files()).toEqual(expect.arrayContaining(files));
    for (const key of files) expect(logged.some((line) => line.includes(key))).toBe(true);
    expect((await deleteUser(dee, admin)).status).toBe(404);
  });
});
