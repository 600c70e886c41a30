import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, REPORTS_PER_HOUR } from '@campwise/domain';
import { fieldReports, photos, reviews } from '../../db/schema/index.ts';
import { createAdmin, createUser, jsonApi, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { campgroundRating, hiddenAtOf, insertFieldReport, insertPhoto, insertReview } from './moderation-fixtures.ts';

const clock = createTestClock();
let t: TestApp;
let admin: TestUser;
let camper: TestUser;
let author: TestUser;
let campgroundId: number;

beforeAll(async () => {
  // Tokens outlive the hour the rate-limit test moves the clock on.
  t = await createTestApp({ clock: clock.now, config: { accessTokenTtlSeconds: 24 * 3600 } });
  admin = await createAdmin(t);
  camper = await createUser(t, { fullName: 'Rita Reporter' });
  author = await createUser(t, { fullName: 'Avery Author' });
  campgroundId = t.ids.get('test:1')!;
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

function report(user: TestUser | null, attributes: Record<string, unknown>) {
  return t.request(
    jsonApi('POST', '/api/v6/content-reports', 'content-reports', attributes, { headers: user?.headers ?? {} }),
  );
}

function post(url: string, user: TestUser | null) {
  return t.request({ method: 'POST', url, headers: user?.headers ?? {} });
}

async function newReview(): Promise<number> {
  // One review per camper, campground and stay date: a fresh date each time.
  newReview.day += 1;
  const stayedOn = `2024-01-${String(newReview.day).padStart(2, '0')}`;
  return insertReview(db(), { campgroundId, userId: Number(author.id), stayedOn });
}
newReview.day = 0;

describe('POST /content-reports', () => {
  it('needs a session', async () => {
    const response = await report(null, {
      'target-type': 'campground',
      'target-id': String(campgroundId),
      reason: 'spam',
    });
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('files a report of a campground’s information', async () => {
    const response = await report(camper, {
      'target-type': 'campground',
      'target-id': String(campgroundId),
      reason: 'incorrect-information',
      details: '  The phone number is disconnected.  ',
    });
    expect(response.status).toBe(201);
    expect(response.headers.location).toBe(`/api/v6/content-reports/${response.body.data.id}`);
    expect(response.body.data).toMatchObject({
      type: 'content-reports',
      attributes: {
        'target-type': 'campground',
        'target-id': String(campgroundId),
        reason: 'incorrect-information',
        'reason-label': 'Incorrect information',
        details: 'The phone number is disconnected.',
        status: 'open',
        'resolved-at': null,
      },
    });
    // The reporter gets nothing about other people.
    expect(response.body.data.attributes).not.toHaveProperty('target');
    expect(response.body.data.attributes).not.toHaveProperty('reporter-name');
  });

  it('answers 409 when the camper already has an open report on the same content', async () => {
    const reviewId = await newReview();
    const first = await report(camper, { 'target-type': 'review', 'target-id': String(reviewId), reason: 'spam' });
    expect(first.status).toBe(201);
    const again = await report(camper, {
      'target-type': 'review',
      'target-id': String(reviewId),
      reason: 'inappropriate',
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].detail).toBe(REPORT_MESSAGES.alreadyReported);
  });

  it('names target-id when the content does not exist or is hidden', async () => {
    const unknown = await report(camper, { 'target-type': 'review', 'target-id': '999999', reason: 'spam' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({
      code: 'validation_failed',
      source: { pointer: '/data/attributes/target-id' },
      detail: REPORT_MESSAGES.targetMissing,
    });

    const photoId = await insertPhoto(db(), { campgroundId, userId: Number(author.id) });
    await t.database.db.update(photos).set({ hiddenAt: new Date() });
    const hidden = await report(camper, { 'target-type': 'photo', 'target-id': String(photoId), reason: 'spam' });
    expect(hidden.status).toBe(422);
    expect(hidden.body.errors[0].source).toEqual({ pointer: '/data/attributes/target-id' });

    const notAnId = await report(camper, { 'target-type': 'review', 'target-id': 'abc', reason: 'spam' });
    expect(notAnId.status).toBe(422);
    expect(notAnId.body.errors[0].source).toEqual({ pointer: '/data/attributes/target-id' });
  });

  it('checks reason and details with the shared messages, one error per field', async () => {
    const target = { 'target-type': 'campground', 'target-id': String(campgroundId) };
    const missing = await report(camper, target);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({
        source: { pointer: '/data/attributes/reason' },
        detail: REPORT_MESSAGES.reasonRequired,
      }),
    ]);

    // "Not a real visit" means nothing for a campground's information.
    const wrongReason = await report(camper, { ...target, reason: 'not-a-real-visit' });
    expect(wrongReason.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/reason' },
      detail: REPORT_MESSAGES.reasonNotApplicable,
    });

    const noDetails = await report(camper, { ...target, reason: 'other', details: '   ' });
    expect(noDetails.status).toBe(422);
    expect(noDetails.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/details' },
      detail: REPORT_MESSAGES.detailsRequired,
    });

    const tooLong = await report(camper, { ...target, reason: 'spam', details: 'x'.repeat(2001) });
    expect(tooLong.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/details' },
      detail: REPORT_MESSAGES.detailsTooLong,
    });

    const badType = await report(camper, { ...target, 'target-type': 'user', reason: 'spam' });
    expect(badType.status).toBe(422);
    expect(badType.body.errors[0].source).toEqual({ pointer: '/data/attributes/target-type' });

    const unknownAttribute = await report(camper, { ...target, reason: 'spam', status: 'dismissed' });
    expect(unknownAttribute.status).toBe(422);
    expect(unknownAttribute.body.errors[0].source).toEqual({ pointer: '/data/attributes/status' });
  });

  it(`allows ${REPORTS_PER_HOUR} reports an hour per camper, then 429 with Retry-After`, async () => {
    const busy = await createUser(t);
    const photoIds = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i++) {
      photoIds.push(await insertPhoto(db(), { campgroundId, userId: Number(author.id) }));
    }
    for (const id of photoIds.slice(0, REPORTS_PER_HOUR)) {
      const response = await report(busy, { 'target-type': 'photo', 'target-id': String(id), reason: 'spam' });
      expect(response.status).toBe(201);
    }
    const last = String(photoIds.at(-1));
    const limited = await report(busy, { 'target-type': 'photo', 'target-id': last, reason: 'spam' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
    expect(limited.body.errors[0]).toMatchObject({
      status: '429',
      code: 'rate_limited',
      detail: REPORT_MESSAGES.rateLimited,
    });

    // Other campers are not affected; the camper may report again once the hour has passed.
    expect((await report(camper, { 'target-type': 'photo', 'target-id': last, reason: 'spam' })).status).toBe(201);
    clock.advance(3600);
    expect((await report(busy, { 'target-type': 'photo', 'target-id': last, reason: 'spam' })).status).toBe(201);
  });
});

describe('GET /content-reports', () => {
  it('is for admins only', async () => {
    expect((await t.get('/api/v6/content-reports')).status).toBe(401);
    const forbidden = await t.get('/api/v6/content-reports', camper.headers);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors[0].code).toBe('forbidden');
  });

  it('lists reports newest first with the reporter and a summary of the content', async () => {
    const reviewId = await newReview();
    clock.advance(1);
    const filed = await report(camper, {
      'target-type': 'review',
      'target-id': String(reviewId),
      reason: 'not-a-real-visit',
      details: 'This campground was closed all of 2024.',
    });
    expect(filed.status).toBe(201);

    const response = await t.get('/api/v6/content-reports?filter[status]=open&page[size]=1', admin.headers);
    expect(response.status).toBe(200);
    expect(response.body.meta.total).toBeGreaterThan(1);
    expect(response.body.links.next).toContain('filter%5Bstatus%5D=open');
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]).toMatchObject({
      id: filed.body.data.id,
      attributes: {
        status: 'open',
        reason: 'not-a-real-visit',
        details: 'This campground was closed all of 2024.',
        'reporter-name': 'Rita Reporter',
        target: {
          type: 'review',
          id: String(reviewId),
          excerpt: expect.stringContaining('Shady sites by the creek'),
          'author-id': author.id,
          'author-name': 'Avery Author',
          campground: {
            id: String(campgroundId),
            name: 'Aspen Meadow',
            slug: 'aspen-meadow',
            'region-slug': 'colorado',
          },
          hidden: false,
        },
      },
    });
  });

  it('summarises campgrounds, photos and field reports, and deleted content as null', async () => {
    const fieldReportId = await insertFieldReport(db(), { campgroundId, userId: Number(author.id) });
    clock.advance(1);
    expect(
      (await report(camper, { 'target-type': 'field-report', 'target-id': String(fieldReportId), reason: 'spam' }))
        .status,
    ).toBe(201);
    const list = await t.get('/api/v6/content-reports?page[size]=200', admin.headers);
    const byType = (type: string) =>
      list.body.data.find((item: { attributes: { 'target-type': string } }) => item.attributes['target-type'] === type);
    expect(byType('field-report').attributes.target.excerpt).toBe('Washboard gravel for the last two miles.');
    expect(byType('campground').attributes.target).toMatchObject({ 'author-name': null, hidden: false });
    expect(byType('campground').attributes.target.excerpt).toContain('Aspen Meadow');
    expect(byType('photo').attributes.target.excerpt).toBe('Sunset over the meadow');

    await t.database.db.delete(fieldReports);
    const after = await t.get('/api/v6/content-reports?page[size]=200', admin.headers);
    const deleted = after.body.data.find(
      (item: { attributes: { 'target-type': string } }) => item.attributes['target-type'] === 'field-report',
    );
    expect(deleted.attributes.target).toBeNull();
  });

  it('refuses an unknown status filter', async () => {
    const response = await t.get('/api/v6/content-reports?filter[status]=closed', admin.headers);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].source).toEqual({ parameter: 'filter[status]' });
  });
});

describe('POST /content-reports/{id}/dismiss', () => {
  it('dismisses an open report (admins only) and leaves the content', async () => {
    const reviewId = await newReview();
    const filed = await report(camper, { 'target-type': 'review', 'target-id': String(reviewId), reason: 'spam' });
    const url = `/api/v6/content-reports/${filed.body.data.id}/dismiss`;
    expect((await post(url, null)).status).toBe(401);
    expect((await post(url, camper)).status).toBe(403);

    const response = await post(url, admin);
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({ status: 'dismissed', target: { hidden: false } });
    expect(response.body.data.attributes['resolved-at']).toEqual(expect.any(String));
    expect(await hiddenAtOf(db(), reviews, reviewId)).toBeNull();

    const dismissed = await t.get('/api/v6/content-reports?filter[status]=dismissed', admin.headers);
    expect(dismissed.body.data.map((item: { id: string }) => item.id)).toContain(filed.body.data.id);
    // Dismissed: the camper may report it again.
    expect(
      (await report(camper, { 'target-type': 'review', 'target-id': String(reviewId), reason: 'spam' })).status,
    ).toBe(201);
  });

  it('answers 404 for an unknown report', async () => {
    expect((await post('/api/v6/content-reports/999999/dismiss', admin)).status).toBe(404);
    expect((await post('/api/v6/content-reports/abc/dismiss', admin)).status).toBe(404);
  });
});

describe('POST /content-reports/{id}/hide', () => {
  it('hides a review and resolves every open report on it as actioned', async () => {
    const reviewId = await newReview();
    const otherReviewId = await newReview();
    const other = await createUser(t);
    const first = await report(camper, { 'target-type': 'review', 'target-id': String(reviewId), reason: 'spam' });
    const second = await report(other, {
      'target-type': 'review',
      'target-id': String(reviewId),
      reason: 'inappropriate',
    });
    const unrelated = await report(camper, {
      'target-type': 'review',
      'target-id': String(otherReviewId),
      reason: 'spam',
    });

    const url = `/api/v6/content-reports/${first.body.data.id}/hide`;
    expect((await post(url, camper)).status).toBe(403);
    const response = await post(url, admin);
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({
      status: 'actioned',
      target: { id: String(reviewId), hidden: true },
    });
    expect(await hiddenAtOf(db(), reviews, reviewId)).toBeInstanceOf(Date);
    expect(await hiddenAtOf(db(), reviews, otherReviewId)).toBeNull();

    const actioned = await t.get('/api/v6/content-reports?filter[status]=actioned&page[size]=200', admin.headers);
    const actionedIds = actioned.body.data.map((item: { id: string }) => item.id);
    expect(actionedIds).toEqual(expect.arrayContaining([first.body.data.id, second.body.data.id]));
    expect(actionedIds).not.toContain(unrelated.body.data.id);

    // Actioned reports cannot be dismissed any more.
    const dismiss = await post(`/api/v6/content-reports/${second.body.data.id}/dismiss`, admin);
    expect(dismiss.status).toBe(409);
    expect(dismiss.body.errors[0].detail).toBe(REPORT_MESSAGES.alreadyResolved);
  });

  it('hides photos and field reports too, even after a dismissal', async () => {
    const photoId = await insertPhoto(db(), { campgroundId, userId: Number(author.id) });
    const photoReport = await report(camper, {
      'target-type': 'photo',
      'target-id': String(photoId),
      reason: 'inappropriate',
    });
    await post(`/api/v6/content-reports/${photoReport.body.data.id}/dismiss`, admin);
    const hidden = await post(`/api/v6/content-reports/${photoReport.body.data.id}/hide`, admin);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.attributes.status).toBe('actioned');
    expect(await hiddenAtOf(db(), photos, photoId)).toBeInstanceOf(Date);

    const fieldReportId = await insertFieldReport(db(), { campgroundId, userId: Number(author.id) });
    const filed = await report(camper, {
      'target-type': 'field-report',
      'target-id': String(fieldReportId),
      reason: 'spam',
    });
    expect((await post(`/api/v6/content-reports/${filed.body.data.id}/hide`, admin)).status).toBe(200);
    expect(await hiddenAtOf(db(), fieldReports, fieldReportId)).toBeInstanceOf(Date);
  });

  it('refuses to hide a campground’s information (422) and leaves the report open', async () => {
    const other = await createUser(t);
    const filed = await report(other, {
      'target-type': 'campground',
      'target-id': String(campgroundId),
      reason: 'spam',
    });
    const response = await post(`/api/v6/content-reports/${filed.body.data.id}/hide`, admin);
    expect(response.status).toBe(422);
    expect(response.body.errors[0].detail).toBe(REPORT_MESSAGES.campgroundNotHideable);
    const open = await t.get('/api/v6/content-reports?filter[status]=open&page[size]=200', admin.headers);
    expect(open.body.data.map((item: { id: string }) => item.id)).toContain(filed.body.data.id);
  });
});

describe('campground rating', () => {
  it('leaves a hidden review out of the rating, and counts it again once restored', async () => {
    const otherCampground = t.ids.get('test:2')!;
    await insertReview(db(), { campgroundId: otherCampground, userId: Number(author.id), rating: 5 });
    const badId = await insertReview(db(), { campgroundId: otherCampground, userId: Number(camper.id), rating: 1 });
    const filed = await report(author, { 'target-type': 'review', 'target-id': String(badId), reason: 'spam' });

    expect((await post(`/api/v6/content-reports/${filed.body.data.id}/hide`, admin)).status).toBe(200);
    expect(await campgroundRating(db(), otherCampground)).toEqual({ average: 5, count: 1 });

    expect((await post(`/api/v6/moderation/review/${badId}/restore`, admin)).status).toBe(204);
    expect(await campgroundRating(db(), otherCampground)).toEqual({ average: 3, count: 2 });
  });
});

describe('POST /moderation/{type}/{id}/restore', () => {
  it('shows hidden content again and reopens nothing', async () => {
    const reviewId = await newReview();
    const filed = await report(camper, { 'target-type': 'review', 'target-id': String(reviewId), reason: 'spam' });
    await post(`/api/v6/content-reports/${filed.body.data.id}/hide`, admin);

    const url = `/api/v6/moderation/review/${reviewId}/restore`;
    expect((await post(url, null)).status).toBe(401);
    expect((await post(url, camper)).status).toBe(403);
    const response = await post(url, admin);
    expect(response.status).toBe(204);
    expect(await hiddenAtOf(db(), reviews, reviewId)).toBeNull();

    const actioned = await t.get('/api/v6/content-reports?filter[status]=actioned&page[size]=200', admin.headers);
    const restored = actioned.body.data.find((item: { id: string }) => item.id === filed.body.data.id);
    expect(restored.attributes).toMatchObject({ status: 'actioned', target: { hidden: false } });
  });

  it('answers 404 for unknown content and for types that cannot be hidden', async () => {
    expect((await post('/api/v6/moderation/review/999999/restore', admin)).status).toBe(404);
    expect((await post(`/api/v6/moderation/campground/${campgroundId}/restore`, admin)).status).toBe(404);
    expect((await post('/api/v6/moderation/photo/abc/restore', admin)).status).toBe(404);
  });
});
