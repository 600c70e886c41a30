import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '@campwise/domain';
import { campgrounds, users } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setReviewHidden } from './review-repository.ts';
import { BODY, patchReview, postReview, send } from './review-test-helpers.ts';

let t: TestApp;
let author: TestUser;
let other: TestUser;
let campgroundId: number;

async function storedRating(id: number) {
  const [row] = await t.database.db
    .select({ average: campgrounds.ratingAverage, count: campgrounds.ratingCount })
    .from(campgrounds)
    .where(eq(campgrounds.id, id));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  author = await createUser(t, { fullName: 'Ada Hiker' });
  other = await createUser(t);
  // Accounts made through a provider may have no name.
  await t.database.db
    .update(users)
    .set({ fullName: '' })
    .where(eq(users.id, Number(other.id)));
  campgroundId = t.ids.get('test:1')!;
});
afterAll(async () => {
  await t?.close();
});

describe('POST /reviews', () => {
  it('creates a review, trimmed and stored as written, and answers 201 with Location', async () => {
    const body = `  <b>Loved it</b> & the "creek" ${BODY}  `;
    const response = await postReview(t, author, campgroundId, { body, title: '  Great  ', 'stayed-on': '2024-05-01' });
    expect(response.status).toBe(201);
    expect(response.headers.location).toBe(`/api/v6/reviews/${response.body.data.id}`);
    expect(response.body.data.attributes).toMatchObject({
      rating: 4,
      title: 'Great',
      body: body.trim(),
      'stayed-on': '2024-05-01',
      'site-type': 'tent',
      'helpful-count': 0,
      'voted-helpful': false,
      'author-name': 'Ada Hiker',
      hidden: false,
    });
    expect(response.body.data.relationships).toEqual({
      campground: { data: { type: 'campgrounds', id: String(campgroundId) } },
      author: { data: { type: 'users', id: author.id } },
      photos: { data: [] },
    });
    const fetched = await send(t, 'GET', `/api/v6/reviews/${response.body.data.id}?include=campground`, null);
    expect(fetched.status).toBe(200);
    expect(fetched.body.data.attributes.body).toBe(body.trim());
    // Anonymous readers are not told about moderation.
    expect(fetched.body.data.attributes).not.toHaveProperty('hidden');
    expect(fetched.body.included).toEqual([expect.objectContaining({ type: 'campgrounds', id: String(campgroundId) })]);
  });

  it('names an author without a name "Camper"', async () => {
    const response = await postReview(t, other, campgroundId, { 'stayed-on': '2024-05-02' });
    expect(response.status).toBe(201);
    expect(response.body.data.attributes['author-name']).toBe('Camper');
  });

  it('refuses a second review of the same stay (409) but takes another stay date', async () => {
    const duplicate = await postReview(t, author, campgroundId, { 'stayed-on': '2024-05-01', rating: 1 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0]).toMatchObject({
      code: 'conflict',
      detail: REVIEW_MESSAGES.duplicateStay,
      source: { pointer: '/data/attributes/stayed-on' },
    });
    const again = await postReview(t, author, campgroundId, { 'stayed-on': '2024-07-01', rating: 5 });
    expect(again.status).toBe(201);
  });

  it('needs a session', async () => {
    const response = await postReview(t, null, campgroundId);
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('validation (422, one error per field, the form messages)', () => {
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['rating missing', { rating: undefined }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['rating 0', { rating: 0 }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['rating 6', { rating: 6 }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['rating 4.5', { rating: 4.5 }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['rating as text', { rating: '4' }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['title too long', { title: 'x'.repeat(121) }, 'title', REVIEW_MESSAGES.titleTooLong],
    ['body missing', { body: undefined }, 'body', REVIEW_MESSAGES.bodyTooShort],
    ['body short once trimmed', { body: `   ${'x'.repeat(19)}   ` }, 'body', REVIEW_MESSAGES.bodyTooShort],
    ['body too long', { body: 'x'.repeat(5001) }, 'body', REVIEW_MESSAGES.bodyTooLong],
    ['stay date missing', { 'stayed-on': undefined }, 'stayed-on', REVIEW_MESSAGES.stayDateRequired],
    ['stay date malformed', { 'stayed-on': '06/01/2024' }, 'stayed-on', REVIEW_MESSAGES.stayDateRequired],
    ['stay date impossible', { 'stayed-on': '2024-02-30' }, 'stayed-on', REVIEW_MESSAGES.stayDateRequired],
    ['stay date in the future', { 'stayed-on': tomorrow }, 'stayed-on', REVIEW_MESSAGES.stayDateInFuture],
    ['stay date before 1990', { 'stayed-on': '1989-12-31' }, 'stayed-on', REVIEW_MESSAGES.stayDateTooEarly],
    ['unknown site type', { 'site-type': 'yurt' }, 'site-type', REVIEW_MESSAGES.siteTypeInvalid],
    ['unknown attribute', { 'helpful-count': 99 }, 'helpful-count', '"helpful-count" is not an attribute you can set.'],
  ];
  for (const [name, overrides, field, message] of cases) {
    it(name, async () => {
      const response = await postReview(t, author, campgroundId, overrides);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual([
        expect.objectContaining({
          code: 'validation_failed',
          detail: message,
          source: { pointer: `/data/attributes/${field}` },
        }),
      ]);
    });
  }

  it('accepts the limits themselves', async () => {
    const response = await postReview(t, other, campgroundId, {
      rating: 1,
      title: 'x'.repeat(120),
      body: 'y'.repeat(5000),
      'stayed-on': today,
      'site-type': null,
    });
    expect(response.status).toBe(201);
    expect(response.body.data.attributes['site-type']).toBeNull();
    await send(t, 'DELETE', `/api/v6/reviews/${response.body.data.id}`, other);
  });

  it('reports every failing field at once', async () => {
    const response = await postReview(t, author, campgroundId, { rating: 9, body: 'short' });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/data/attributes/rating',
      '/data/attributes/body',
    ]);
  });

  it('needs the campground relationship, pointing at it', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v6/reviews',
      headers: { 'content-type': 'application/vnd.api+json', ...author.headers },
      payload: JSON.stringify({
        data: { type: 'reviews', attributes: { rating: 3, body: BODY, 'stayed-on': '2024-01-01' } },
      }),
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        detail: REVIEW_MESSAGES.campgroundRequired,
        source: { pointer: '/data/relationships/campground' },
      }),
    ]);
  });

  it('refuses an unknown campground with 422 naming the relationship', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await postReview(t, author, id);
      expect(response.status).toBe(422);
      // One error for the relationship, however many of its checks the id fails.
      expect(response.body.errors).toHaveLength(1);
      expect(response.body.errors[0].source).toEqual({ pointer: '/data/relationships/campground' });
    }
  });

  it('validates edits the same way', async () => {
    const review = await postReview(t, author, campgroundId, { 'stayed-on': '2023-01-01' });
    const response = await patchReview(t, author, review.body.data.id, { body: 'too short', rating: 0 });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((e: { detail: string }) => e.detail)).toEqual([
      REVIEW_MESSAGES.ratingRequired,
      REVIEW_MESSAGES.bodyTooShort,
    ]);
    await send(t, 'DELETE', `/api/v6/reviews/${review.body.data.id}`, author);
  });
});

describe('rating aggregation', () => {
  it('follows every create, edit, delete, hide and restore', async () => {
    const id = t.ids.get('test:3')!;
    expect(await storedRating(id)).toEqual({ average: null, count: 0 });

    const first = await postReview(t, author, id, { rating: 5 });
    expect(await storedRating(id)).toEqual({ average: 5, count: 1 });
    const second = await postReview(t, other, id, { rating: 4 });
    const third = await postReview(t, other, id, { rating: 4, 'stayed-on': '2024-06-02' });
    expect(await storedRating(id)).toEqual({ average: 4.3, count: 3 });

    expect((await patchReview(t, author, first.body.data.id, { rating: 1 })).status).toBe(200);
    expect(await storedRating(id)).toEqual({ average: 3, count: 3 });

    // A hidden review stops counting, and counts again once restored.
    expect(await setReviewHidden(t.database.db, Number(third.body.data.id), true)).toBe(true);
    expect(await storedRating(id)).toEqual({ average: 2.5, count: 2 });
    const list = await send(t, 'GET', `/api/v6/campgrounds/${id}/reviews`, null);
    expect(list.body.meta.rating).toEqual({
      average: 2.5,
      count: 2,
      distribution: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 0 },
    });
    expect(await setReviewHidden(t.database.db, Number(third.body.data.id), false)).toBe(true);
    expect(await storedRating(id)).toEqual({ average: 3, count: 3 });
    expect(await setReviewHidden(t.database.db, 999_999, true)).toBe(false);

    expect((await send(t, 'DELETE', `/api/v6/reviews/${second.body.data.id}`, other)).status).toBe(204);
    expect(await storedRating(id)).toEqual({ average: 2.5, count: 2 });
    await send(t, 'DELETE', `/api/v6/reviews/${first.body.data.id}`, author);
    await send(t, 'DELETE', `/api/v6/reviews/${third.body.data.id}`, other);
    expect(await storedRating(id)).toEqual({ average: null, count: 0 });

    const campground = await send(t, 'GET', `/api/v6/campgrounds/${id}`, null);
    expect(campground.body.data.attributes).toMatchObject({ 'rating-average': null, 'rating-count': 0 });
  });
});

describe('GET /campgrounds/{id}/reviews', () => {
  let listId: number;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    listId = t.ids.get('test:4')!;
    const reviewers = [author, other, await createUser(t), await createUser(t)];
    const ratings = [3, 5, 1, 4];
    for (const [index, reviewer] of reviewers.entries()) {
      const response = await postReview(t, reviewer, listId, { rating: ratings[index] });
      ids[ratings[index]!] = response.body.data.id;
    }
    // The 3-star review gets two helpful votes, the 1-star one vote.
    await send(t, 'POST', `/api/v6/reviews/${ids[3]}/helpful`, other);
    await send(t, 'POST', `/api/v6/reviews/${ids[3]}/helpful`, reviewers[2]!);
    await send(t, 'POST', `/api/v6/reviews/${ids[1]}/helpful`, author);
  });

  const order = async (sort?: string) => {
    const response = await send(t, 'GET', `/api/v6/campgrounds/${listId}/reviews${sort ? `?sort=${sort}` : ''}`, null);
    expect(response.status).toBe(200);
    return response.body.data.map((review: { attributes: { rating: number } }) => review.attributes.rating);
  };

  it('sorts newest first by default, and by rating or helpfulness', async () => {
    expect(await order()).toEqual([4, 1, 5, 3]);
    expect(await order('newest')).toEqual([4, 1, 5, 3]);
    expect(await order('highest')).toEqual([5, 4, 3, 1]);
    expect(await order('lowest')).toEqual([1, 3, 4, 5]);
    expect(await order('most-helpful')).toEqual([3, 1, 4, 5]);
  });

  it('carries the rating, its distribution, the total, sorts and links', async () => {
    const response = await send(t, 'GET', `/api/v6/campgrounds/${listId}/reviews?page[size]=2&sort=highest`, null);
    expect(response.body.meta).toEqual({
      total: 4,
      'available-sort-options': [
        { value: 'newest', label: 'Newest' },
        { value: 'highest', label: 'Highest rated' },
        { value: 'lowest', label: 'Lowest rated' },
        { value: 'most-helpful', label: 'Most helpful' },
      ],
      rating: { average: 3.3, count: 4, distribution: { '1': 1, '2': 0, '3': 1, '4': 1, '5': 1 } },
    });
    expect(response.body.data).toHaveLength(2);
    expect(response.body.links.next).toBe(
      `/api/v6/campgrounds/${listId}/reviews?sort=highest&page%5Bnumber%5D=2&page%5Bsize%5D=2`,
    );
  });

  it('shows each caller whether they voted', async () => {
    const response = await send(t, 'GET', `/api/v6/campgrounds/${listId}/reviews?sort=most-helpful`, other);
    expect(
      response.body.data.map((r: { attributes: Record<string, unknown> }) => r.attributes['voted-helpful']),
    ).toEqual([true, false, false, false]);
  });

  it('rejects unknown sorts and parameters, and unknown campgrounds', async () => {
    expect(
      (await send(t, 'GET', `/api/v6/campgrounds/${listId}/reviews?sort=oldest`, null)).body.errors[0].source,
    ).toEqual({
      parameter: 'sort',
    });
    expect((await send(t, 'GET', `/api/v6/campgrounds/${listId}/reviews?filter[x]=1`, null)).status).toBe(400);
    expect((await send(t, 'GET', '/api/v6/campgrounds/999999/reviews', null)).status).toBe(404);
    expect((await send(t, 'GET', '/api/v6/campgrounds/abc/reviews', null)).status).toBe(404);
  });

  it('leaves hidden reviews out except for admins and the author, who see hidden: true', async () => {
    await setReviewHidden(t.database.db, Number(ids[3]), true);
    const { createAdmin } = await import('../../test/accounts.ts');
    const admin = await createAdmin(t);
    const hiddenOf = async (viewer: TestUser | null) => {
      const response = await send(t, 'GET', `/api/v6/campgrounds/${listId}/reviews`, viewer);
      const review = response.body.data.find((r: { id: string }) => r.id === ids[3]);
      return {
        total: response.body.meta.total,
        hidden: review?.attributes.hidden,
        count: response.body.meta.rating.count,
      };
    };
    expect(await hiddenOf(null)).toEqual({ total: 3, hidden: undefined, count: 3 });
    expect(await hiddenOf(other)).toEqual({ total: 3, hidden: undefined, count: 3 });
    expect(await hiddenOf(author)).toEqual({ total: 4, hidden: true, count: 3 });
    expect(await hiddenOf(admin)).toEqual({ total: 4, hidden: true, count: 3 });

    expect((await send(t, 'GET', `/api/v6/reviews/${ids[3]}`, null)).status).toBe(404);
    expect((await send(t, 'GET', `/api/v6/reviews/${ids[3]}`, other)).status).toBe(404);
    expect((await send(t, 'GET', `/api/v6/reviews/${ids[3]}`, author)).body.data.attributes.hidden).toBe(true);
    expect((await send(t, 'GET', `/api/v6/reviews/${ids[3]}`, admin)).status).toBe(200);
    // An expired or unknown token reads as anonymous on public routes.
    expect((await t.get(`/api/v6/reviews/${ids[1]}`, { authorization: 'Bearer nope' })).status).toBe(200);
    await setReviewHidden(t.database.db, Number(ids[3]), false);
  });

  it('answers 404 for ids that cannot exist', async () => {
    for (const id of ['0', 'abc', '99999999999', '999999']) {
      expect((await send(t, 'GET', `/api/v6/reviews/${id}`, null)).status).toBe(404);
    }
  });
});
