import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, REVIEWS_PER_HOUR } from '@campwise/domain';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { patchReview, postReview, send } from './review-test-helpers.ts';

let t: TestApp;
let clock: TestClock;
let author: TestUser;
let other: TestUser;
let admin: TestUser;
let campgroundId: number;
let stay = 0;

/** A fresh review by the author (each on its own stay date, so they never collide). */
async function authorsReview(): Promise<string> {
  stay += 1;
  const response = await postReview(t, author, campgroundId, {
    'stayed-on': `2020-01-${String(stay).padStart(2, '0')}`,
  });
  if (response.status !== 201) throw new Error(response.text);
  // Keeps the author under the hourly limit whatever the number of tests.
  clock.advance(3600);
  return response.body.data.id;
}

beforeAll(async () => {
  clock = createTestClock(new Date('2030-06-01T12:00:00Z'));
  // Sessions outlive the hours the clock is moved on by.
  t = await createTestApp({ clock: clock.now, config: { accessTokenTtlSeconds: 365 * 86_400 } });
  author = await createUser(t);
  other = await createUser(t);
  admin = await createAdmin(t);
  campgroundId = t.ids.get('test:2')!;
});
afterAll(async () => {
  await t?.close();
});

describe('who may edit (author only)', () => {
  const edit = async (user: TestUser | null) => patchReview(t, user, await authorsReview(), { rating: 2 });

  it('lets the author edit', async () => {
    const response = await edit(author);
    expect(response.status).toBe(200);
    expect(response.body.data.attributes.rating).toBe(2);
  });
  it('refuses another user (403), an admin (403) and anonymous callers (401)', async () => {
    expect((await edit(other)).status).toBe(403);
    expect((await edit(admin)).status).toBe(403);
    expect((await edit(null)).status).toBe(401);
  });
  it('answers 404 for an unknown review, and 400 for another id in the body', async () => {
    expect((await patchReview(t, author, '999999', { rating: 2 })).status).toBe(404);
    const id = await authorsReview();
    const response = await t.request({
      method: 'PATCH',
      url: `/api/v6/reviews/${id}`,
      headers: { 'content-type': 'application/vnd.api+json', ...author.headers },
      payload: JSON.stringify({ data: { type: 'reviews', id: '1', attributes: {} } }),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].source).toEqual({ pointer: '/data/id' });
  });
  it('answers an empty edit with the review unchanged', async () => {
    const response = await patchReview(t, author, await authorsReview(), {});
    expect(response.status).toBe(200);
    expect(response.body.data.attributes.rating).toBe(4);
  });
  it('refuses moving a review onto a stay that already has one (409)', async () => {
    const first = await authorsReview();
    const second = await authorsReview();
    const firstStay = (await send(t, 'GET', `/api/v6/reviews/${first}`, null)).body.data.attributes['stayed-on'];
    const response = await patchReview(t, author, second, { 'stayed-on': firstStay });
    expect(response.status).toBe(409);
  });
});

describe('who may delete (author or admin)', () => {
  const remove = async (user: TestUser | null) => send(t, 'DELETE', `/api/v6/reviews/${await authorsReview()}`, user);

  it('lets the author and an admin delete', async () => {
    expect((await remove(author)).status).toBe(204);
    expect((await remove(admin)).status).toBe(204);
  });
  it('refuses another user (403) and anonymous callers (401)', async () => {
    expect((await remove(other)).status).toBe(403);
    expect((await remove(null)).status).toBe(401);
  });
  it('is gone afterwards (404)', async () => {
    const id = await authorsReview();
    await send(t, 'DELETE', `/api/v6/reviews/${id}`, author);
    expect((await send(t, 'GET', `/api/v6/reviews/${id}`, null)).status).toBe(404);
    expect((await send(t, 'DELETE', `/api/v6/reviews/${id}`, author)).status).toBe(404);
  });
});

describe('helpful votes', () => {
  it('counts one vote per user; voting again changes nothing', async () => {
    const id = await authorsReview();
    const first = await send(t, 'POST', `/api/v6/reviews/${id}/helpful`, other);
    expect(first.status).toBe(200);
    expect(first.body.data.attributes).toMatchObject({ 'helpful-count': 1, 'voted-helpful': true });
    const again = await send(t, 'POST', `/api/v6/reviews/${id}/helpful`, other);
    expect(again.status).toBe(200);
    expect(again.body.data.attributes['helpful-count']).toBe(1);
    const byAdmin = await send(t, 'POST', `/api/v6/reviews/${id}/helpful`, admin);
    expect(byAdmin.body.data.attributes['helpful-count']).toBe(2);

    const withdrawn = await send(t, 'DELETE', `/api/v6/reviews/${id}/helpful`, other);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.attributes).toMatchObject({ 'helpful-count': 1, 'voted-helpful': false });
    // Withdrawing a vote one never gave is harmless too.
    expect(
      (await send(t, 'DELETE', `/api/v6/reviews/${id}/helpful`, other)).body.data.attributes['helpful-count'],
    ).toBe(1);
  });

  it("refuses a vote on one's own review (403) and anonymous votes (401)", async () => {
    const id = await authorsReview();
    const own = await send(t, 'POST', `/api/v6/reviews/${id}/helpful`, author);
    expect(own.status).toBe(403);
    expect(own.body.errors[0].detail).toBe(REVIEW_MESSAGES.ownReviewVote);
    expect((await send(t, 'DELETE', `/api/v6/reviews/${id}/helpful`, author)).status).toBe(403);
    expect((await send(t, 'POST', `/api/v6/reviews/${id}/helpful`, null)).status).toBe(401);
    expect((await send(t, 'DELETE', `/api/v6/reviews/${id}/helpful`, null)).status).toBe(401);
    expect((await send(t, 'POST', '/api/v6/reviews/999999/helpful', other)).status).toBe(404);
  });
});

describe('rate limit', () => {
  it(`allows ${REVIEWS_PER_HOUR} reviews an hour, then 429 with Retry-After`, async () => {
    const writer = await createUser(t);
    const post = (n: number) =>
      postReview(t, writer, campgroundId, { 'stayed-on': `2021-02-${String(n).padStart(2, '0')}` });
    for (let n = 1; n <= REVIEWS_PER_HOUR; n++) {
      expect((await post(n)).status).toBe(201);
      clock.advance(60);
    }
    const refused = await post(20);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]).toMatchObject({ code: 'rate_limited', detail: REVIEW_MESSAGES.tooManyReviews });
    // Ten minutes went by since the first review: it leaves the hour in 50 minutes.
    expect(refused.headers['retry-after']).toBe(String(3600 - 10 * 60));
    // Refused or invalid attempts do not count; once the oldest leaves the window, one more fits.
    clock.advance(3600 - 10 * 60);
    expect((await post(21)).status).toBe(201);
    expect((await post(22)).status).toBe(429);
  });
});
