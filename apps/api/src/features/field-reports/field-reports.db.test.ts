import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_REPORT_MESSAGES, FIELD_REPORTS_PER_HOUR, REVIEW_MESSAGES } from '@campwise/domain';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postReview } from '../reviews/review-test-helpers.ts';
import { setFieldReportHidden } from './field-report-repository.ts';
import { postFieldReport, send } from './field-report-test-helpers.ts';

let t: TestApp;
let clock: TestClock;
let author: TestUser;
let other: TestUser;
let admin: TestUser;
let campgroundId: number;

const NOTES = { 'road-notes': '  Washboard for the last <2> miles  ', 'visited-on': '2030-05-20' };

beforeAll(async () => {
  clock = createTestClock(new Date('2030-06-01T12:00:00Z'));
  t = await createTestApp({ clock: clock.now, config: { accessTokenTtlSeconds: 365 * 86_400 } });
  author = await createUser(t, { fullName: 'Ada Hiker' });
  other = await createUser(t);
  admin = await createAdmin(t);
  campgroundId = t.ids.get('test:1')!;
});
afterAll(async () => {
  await t?.close();
});

describe('POST /field-reports', () => {
  it('creates a report with signals per carrier, notes trimmed and stored as written', async () => {
    const response = await postFieldReport(t, author, campgroundId, {
      ...NOTES,
      signals: [
        { carrier: 'verizon', signal: 'strong', 'download-mbps': 42.5, 'upload-mbps': 8 },
        { carrier: 'att', signal: 'none' },
      ],
    });
    expect(response.status).toBe(201);
    expect(response.headers.location).toBe(`/api/v6/field-reports/${response.body.data.id}`);
    expect(response.body.data.attributes).toMatchObject({
      'visited-on': '2030-05-20',
      'road-notes': 'Washboard for the last <2> miles',
      'access-notes': null,
      'site-notes': null,
      'author-name': 'Ada Hiker',
      hidden: false,
      signals: [
        { carrier: 'att', 'carrier-label': 'AT&T', signal: 'none', 'download-mbps': null, 'upload-mbps': null },
        { carrier: 'verizon', 'carrier-label': 'Verizon', signal: 'strong', 'download-mbps': 42.5, 'upload-mbps': 8 },
      ],
    });
    expect(response.body.data.relationships.review).toEqual({ data: null });
    const fetched = await send(t, 'GET', `/api/v6/field-reports/${response.body.data.id}`, null);
    expect(fetched.body.data.attributes['road-notes']).toBe('Washboard for the last <2> miles');
    await send(t, 'DELETE', `/api/v6/field-reports/${response.body.data.id}`, author);
  });

  it("links the author's own review of the campground, and nothing else", async () => {
    const review = await postReview(t, author, campgroundId, { 'stayed-on': '2030-05-20' });
    const link = (id: string) => ({ review: { data: { type: 'reviews', id } } });
    const linked = await postFieldReport(t, author, campgroundId, NOTES, link(review.body.data.id));
    expect(linked.status).toBe(201);
    expect(linked.body.data.relationships.review).toEqual({ data: { type: 'reviews', id: review.body.data.id } });
    for (const [user, id] of [
      [other, review.body.data.id],
      [author, '999999'],
    ] as const) {
      const refused = await postFieldReport(t, user, campgroundId, NOTES, link(id));
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({
        detail: FIELD_REPORT_MESSAGES.reviewUnknown,
        source: { pointer: '/data/relationships/review' },
      });
    }
    const elsewhere = await postFieldReport(t, author, t.ids.get('test:2')!, NOTES, link(review.body.data.id));
    expect(elsewhere.status).toBe(422);
    await send(t, 'DELETE', `/api/v6/field-reports/${linked.body.data.id}`, author);
  });

  it('needs a session', async () => {
    expect((await postFieldReport(t, null, campgroundId, NOTES)).status).toBe(401);
  });
});

describe('validation (422 naming the field)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['visit date missing', { 'visited-on': undefined }, 'visited-on', FIELD_REPORT_MESSAGES.visitDateRequired],
    ['visit date malformed', { 'visited-on': 'May 20' }, 'visited-on', FIELD_REPORT_MESSAGES.visitDateRequired],
    ['visit date in the future', { 'visited-on': '2030-06-02' }, 'visited-on', FIELD_REPORT_MESSAGES.visitDateInFuture],
    ['visit date before 1990', { 'visited-on': '1989-01-01' }, 'visited-on', FIELD_REPORT_MESSAGES.visitDateTooEarly],
    ['road notes too long', { 'road-notes': 'x'.repeat(2001) }, 'road-notes', FIELD_REPORT_MESSAGES.notesTooLong],
    ['access notes too long', { 'access-notes': 'x'.repeat(2001) }, 'access-notes', FIELD_REPORT_MESSAGES.notesTooLong],
    ['site notes too long', { 'site-notes': 'x'.repeat(2001) }, 'site-notes', FIELD_REPORT_MESSAGES.notesTooLong],
    [
      'unknown carrier',
      { signals: [{ carrier: 'sprint', signal: 'fair' }] },
      'signals',
      FIELD_REPORT_MESSAGES.signalsInvalid,
    ],
    [
      'unknown signal',
      { signals: [{ carrier: 'att', signal: 'great' }] },
      'signals',
      FIELD_REPORT_MESSAGES.signalsInvalid,
    ],
    ['signals not a list', { signals: 'att' }, 'signals', FIELD_REPORT_MESSAGES.signalsInvalid],
    [
      'carrier twice',
      {
        signals: [
          { carrier: 'att', signal: 'fair' },
          { carrier: 'att', signal: 'weak' },
        ],
      },
      'signals',
      FIELD_REPORT_MESSAGES.carrierRepeated,
    ],
    [
      'negative speed',
      { signals: [{ carrier: 'att', signal: 'fair', 'download-mbps': -1 }] },
      'signals',
      FIELD_REPORT_MESSAGES.speedInvalid,
    ],
    [
      'speed too high',
      { signals: [{ carrier: 'att', signal: 'fair', 'upload-mbps': 5001 }] },
      'signals',
      FIELD_REPORT_MESSAGES.speedInvalid,
    ],
    ['nothing reported', { 'road-notes': '   ' }, 'signals', FIELD_REPORT_MESSAGES.empty],
  ];
  for (const [name, overrides, field, message] of cases) {
    it(name, async () => {
      const response = await postFieldReport(t, author, campgroundId, { ...NOTES, ...overrides });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual([
        expect.objectContaining({ detail: message, source: { pointer: `/data/attributes/${field}` } }),
      ]);
    });
  }

  it('refuses an unknown campground, naming the relationship', async () => {
    const response = await postFieldReport(t, author, '999999', NOTES);
    expect(response.status).toBe(422);
    expect(response.body.errors[0]).toMatchObject({
      detail: REVIEW_MESSAGES.campgroundUnknown,
      source: { pointer: '/data/relationships/campground' },
    });
  });
});

describe('GET /campgrounds/{id}/field-reports', () => {
  it('lists the most recent visit first, hidden ones only for admins and the author', async () => {
    const id = t.ids.get('test:3')!;
    const visits = ['2030-01-10', '2030-05-01', '2030-03-15'];
    const ids: string[] = [];
    for (const visitedOn of visits) {
      ids.push(
        (await postFieldReport(t, author, id, { 'site-notes': 'Level pads', 'visited-on': visitedOn })).body.data.id,
      );
    }
    const list = await send(t, 'GET', `/api/v6/campgrounds/${id}/field-reports?page[size]=2`, null);
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { attributes: Record<string, string> }) => r.attributes['visited-on'])).toEqual([
      '2030-05-01',
      '2030-03-15',
    ]);
    expect(list.body.meta.total).toBe(3);
    expect(list.body.links.next).toContain('page%5Bnumber%5D=2');

    expect(await setFieldReportHidden(t.database.db, Number(ids[1]), true)).toBe(true);
    const totalFor = async (viewer: TestUser | null) =>
      (await send(t, 'GET', `/api/v6/campgrounds/${id}/field-reports`, viewer)).body.meta.total;
    expect(await totalFor(null)).toBe(2);
    expect(await totalFor(other)).toBe(2);
    expect(await totalFor(author)).toBe(3);
    expect(await totalFor(admin)).toBe(3);
    expect((await send(t, 'GET', `/api/v6/field-reports/${ids[1]}`, other)).status).toBe(404);
    expect((await send(t, 'GET', `/api/v6/field-reports/${ids[1]}`, author)).body.data.attributes.hidden).toBe(true);
    expect(await setFieldReportHidden(t.database.db, 999_999, true)).toBe(false);

    expect((await send(t, 'GET', '/api/v6/campgrounds/999999/field-reports', null)).status).toBe(404);
    expect((await send(t, 'GET', `/api/v6/campgrounds/${id}/field-reports?sort=name`, null)).status).toBe(400);
  });
});

describe('DELETE /field-reports/{id}', () => {
  const newReport = async () => (await postFieldReport(t, author, campgroundId, NOTES)).body.data.id as string;

  it('lets the author and an admin delete; others 403, anonymous 401, unknown 404', async () => {
    expect((await send(t, 'DELETE', `/api/v6/field-reports/${await newReport()}`, author)).status).toBe(204);
    expect((await send(t, 'DELETE', `/api/v6/field-reports/${await newReport()}`, admin)).status).toBe(204);
    const kept = await newReport();
    expect((await send(t, 'DELETE', `/api/v6/field-reports/${kept}`, other)).status).toBe(403);
    expect((await send(t, 'DELETE', `/api/v6/field-reports/${kept}`, null)).status).toBe(401);
    expect((await send(t, 'DELETE', '/api/v6/field-reports/999999', author)).status).toBe(404);
    expect((await send(t, 'GET', `/api/v6/field-reports/${kept}`, null)).status).toBe(200);
  });
});

describe('rate limit', () => {
  it(`allows ${FIELD_REPORTS_PER_HOUR} reports an hour, then 429 with Retry-After`, async () => {
    const writer = await createUser(t);
    for (let n = 0; n < FIELD_REPORTS_PER_HOUR; n++) {
      expect((await postFieldReport(t, writer, campgroundId, NOTES)).status).toBe(201);
    }
    const refused = await postFieldReport(t, writer, campgroundId, NOTES);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.body.errors[0].detail).toBe(FIELD_REPORT_MESSAGES.tooManyReports);
    clock.advance(3600);
    expect((await postFieldReport(t, writer, campgroundId, NOTES)).status).toBe(201);
  });
});
