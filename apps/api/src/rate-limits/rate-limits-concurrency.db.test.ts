// Every per-user and per-address limit holds when the requests arrive at once: on PostgreSQL the
// app's pool runs them in parallel, so a check followed by a separate record lets them all
// through. Each test sends more requests than the limit, all together, and counts what passed.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_REPORTS_PER_HOUR, REPORTS_PER_HOUR, REVIEWS_PER_HOUR } from '@campwise/domain';
import { emailOutbox, photos } from '../db/schema/index.ts';
import { createUser, jsonApi, passwordGrant, signUpRequest, uniqueEmail, type TestUser } from '../test/accounts.ts';
import { createTestApp, type TestApp, type TestResponse } from '../test/test-app.ts';
import { createTestClock } from '../test/test-clock.ts';
import { postFieldReport } from '../features/field-reports/field-report-test-helpers.ts';
import { insertPhoto } from '../features/moderation/moderation-fixtures.ts';
import { PHOTOS_PER_HOUR } from '../features/photos/photo-rate-limit.ts';
import { testPng } from '../features/photos/photo-test-images.ts';
import { tempPhotoStorage, uploadRequest } from '../features/photos/photo-test-requests.ts';
import { postReview } from '../features/reviews/review-test-helpers.ts';
import { RESET_REQUESTS_PER_EMAIL, RESET_REQUESTS_PER_IP, SIGN_IN_FAILURES } from './rate-limit.ts';

const SIGN_UPS_PER_ADDRESS = 10;

const AT_ONCE = 30;

let t: TestApp;
let temp: Awaited<ReturnType<typeof tempPhotoStorage>>;
let campgroundId: number;

beforeAll(async () => {
  temp = await tempPhotoStorage();
  // A clock that stands still: the Retry-After figures are exact however slow the run.
  t = await createTestApp({ photoStorage: temp.storage, clock: createTestClock().now });
  campgroundId = t.ids.get('test:1')!;
});
afterAll(async () => {
  await t?.close();
  await temp?.remove();
});

function statuses(responses: readonly TestResponse[]): Record<number, number> {
  const tally: Record<number, number> = {};
  for (const response of responses) tally[response.status] = (tally[response.status] ?? 0) + 1;
  return tally;
}

/** Sends `n` requests at once; logs the tally so the figures can be read off a run. */
async function atOnce(label: string, n: number, send: (i: number) => Promise<TestResponse>) {
  const responses = await Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  const tally = statuses(responses);
  console.info(`[concurrency ${process.env.TEST_DB ?? 'pglite'}] ${label}: ${JSON.stringify(tally)}`);
  return tally;
}

let address = 0;
function nextAddress(): string {
  address += 1;
  return `203.0.113.${address}`;
}

describe(`${AT_ONCE} requests at once`, () => {
  let writer: TestUser;
  beforeAll(async () => {
    writer = await createUser(t);
  });

  it(`creates exactly ${REVIEWS_PER_HOUR} reviews`, async () => {
    const tally = await atOnce('reviews', AT_ONCE, (i) =>
      postReview(t, writer, campgroundId, { 'stayed-on': `2021-01-${String(i + 1).padStart(2, '0')}` }),
    );
    expect(tally).toEqual({ 201: REVIEWS_PER_HOUR, 429: AT_ONCE - REVIEWS_PER_HOUR });
  });

  it(`creates exactly ${FIELD_REPORTS_PER_HOUR} field reports`, async () => {
    const tally = await atOnce('field reports', AT_ONCE, () =>
      postFieldReport(t, writer, campgroundId, { 'road-notes': 'Graded last week', 'visited-on': '2025-05-20' }),
    );
    expect(tally).toEqual({ 201: FIELD_REPORTS_PER_HOUR, 429: AT_ONCE - FIELD_REPORTS_PER_HOUR });
  });

  it(`creates exactly ${REPORTS_PER_HOUR} content reports`, async () => {
    const reporter = await createUser(t);
    const photoIds: number[] = [];
    for (let i = 0; i < AT_ONCE; i++) {
      photoIds.push(await insertPhoto(t.database.db, { campgroundId, userId: Number(writer.id) }));
    }
    const tally = await atOnce('content reports', AT_ONCE, (i) =>
      t.request(
        jsonApi(
          'POST',
          '/api/v6/content-reports',
          'content-reports',
          { 'target-type': 'photo', 'target-id': String(photoIds[i]), reason: 'spam' },
          { headers: reporter.headers },
        ),
      ),
    );
    expect(tally).toEqual({ 201: REPORTS_PER_HOUR, 429: AT_ONCE - REPORTS_PER_HOUR });
  });

  it(`stores exactly ${PHOTOS_PER_HOUR.limit} photos of ${PHOTOS_PER_HOUR.limit + 10} uploads`, async () => {
    const uploader = await createUser(t);
    const image = await testPng(64, 64);
    const n = PHOTOS_PER_HOUR.limit + 10;
    const requests = await Promise.all(
      Array.from({ length: n }, () =>
        uploadRequest({ 'campground-id': String(campgroundId) }, { data: image, type: 'image/png' }, uploader.headers),
      ),
    );
    const tally = await atOnce('photos', n, (i) => t.request(requests[i]!));
    expect(tally).toEqual({ 201: PHOTOS_PER_HOUR.limit, 429: n - PHOTOS_PER_HOUR.limit });
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(photos)
      .where(eq(photos.userId, Number(uploader.id)));
    expect(stored!.n).toBe(PHOTOS_PER_HOUR.limit);
  });

  it(`evaluates exactly ${SIGN_IN_FAILURES.limit} wrong passwords for one account`, async () => {
    const user = await createUser(t);
    const tally = await atOnce('wrong passwords, one account', AT_ONCE, () =>
      passwordGrant(t, user.email, 'wrong password', { 'x-forwarded-for': nextAddress() }),
    );
    expect(tally).toEqual({ 400: SIGN_IN_FAILURES.limit, 429: AT_ONCE - SIGN_IN_FAILURES.limit });
  });

  it(`evaluates exactly ${SIGN_IN_FAILURES.limit} wrong passwords from one address`, async () => {
    const from = { 'x-forwarded-for': nextAddress() };
    const tally = await atOnce('wrong passwords, one address', AT_ONCE, () =>
      passwordGrant(t, uniqueEmail('nobody'), 'wrong password', from),
    );
    expect(tally).toEqual({ 400: SIGN_IN_FAILURES.limit, 429: AT_ONCE - SIGN_IN_FAILURES.limit });
  });

  it(`sends exactly ${RESET_REQUESTS_PER_EMAIL.limit} reset emails to one address`, async () => {
    const user = await createUser(t);
    const tally = await atOnce('password reset emails, one email', AT_ONCE, () =>
      t.request(
        jsonApi(
          'POST',
          '/api/v6/password-resets',
          'password-resets',
          { email: user.email },
          { headers: { 'x-forwarded-for': nextAddress() } },
        ),
      ),
    );
    expect(tally).toEqual({ 202: AT_ONCE });
    const [sent] = await t.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user.email));
    console.info(`[concurrency ${process.env.TEST_DB ?? 'pglite'}] password reset emails sent: ${sent!.n}`);
    expect(sent!.n).toBe(RESET_REQUESTS_PER_EMAIL.limit);
  });

  it(`accepts exactly ${RESET_REQUESTS_PER_IP.limit} reset requests from one address`, async () => {
    const from = { 'x-forwarded-for': nextAddress() };
    const n = RESET_REQUESTS_PER_IP.limit + 10;
    const tally = await atOnce('password reset requests, one address', n, () =>
      t.request(
        jsonApi(
          'POST',
          '/api/v6/password-resets',
          'password-resets',
          { email: uniqueEmail('spray') },
          { headers: from },
        ),
      ),
    );
    expect(tally).toEqual({ 202: RESET_REQUESTS_PER_IP.limit, 429: n - RESET_REQUESTS_PER_IP.limit });
  });

  it(`creates exactly ${SIGN_UPS_PER_ADDRESS} accounts from one address`, async () => {
    const from = { 'x-forwarded-for': nextAddress() };
    const tally = await atOnce('sign-ups, one address', AT_ONCE, () =>
      signUpRequest(t, { email: uniqueEmail('signup'), password: 'long enough password', 'full-name': 'Racer' }, from),
    );
    expect(tally).toEqual({ 201: SIGN_UPS_PER_ADDRESS, 429: AT_ONCE - SIGN_UPS_PER_ADDRESS });
  });
});

describe('per-address limits on accounts', () => {
  it('answers the 11th sign-up from one address 429 with Retry-After; a refused sign-up costs nothing', async () => {
    const from = { 'x-forwarded-for': nextAddress() };
    const taken = await createUser(t);
    const duplicate = { email: taken.email, password: 'long enough password', 'full-name': 'Twin' };
    expect((await signUpRequest(t, duplicate, from)).status).toBe(409);
    for (let i = 0; i < SIGN_UPS_PER_ADDRESS; i++) {
      const attributes = { email: uniqueEmail('family'), password: 'long enough password', 'full-name': 'Kin' };
      expect((await signUpRequest(t, attributes, from)).status).toBe(201);
    }
    const limited = await signUpRequest(
      t,
      { email: uniqueEmail('family'), password: 'long enough password', 'full-name': 'Kin' },
      from,
    );
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
    expect(limited.body.errors[0]).toMatchObject({
      status: '429',
      code: 'rate_limited',
      detail: 'Too many accounts were created from your network. Please try again later.',
    });
    // Another address is not affected.
    const elsewhere = { email: uniqueEmail('family'), password: 'long enough password', 'full-name': 'Kin' };
    expect((await signUpRequest(t, elsewhere, { 'x-forwarded-for': nextAddress() })).status).toBe(201);
  });

  it('answers the 21st reset request from one address 429 with Retry-After', async () => {
    const from = { 'x-forwarded-for': nextAddress() };
    const ask = () =>
      t.request(
        jsonApi(
          'POST',
          '/api/v6/password-resets',
          'password-resets',
          { email: uniqueEmail('spray') },
          { headers: from },
        ),
      );
    for (let i = 0; i < RESET_REQUESTS_PER_IP.limit; i++) expect((await ask()).status).toBe(202);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(RESET_REQUESTS_PER_IP.windowSeconds));
    expect(limited.body.errors[0]).toMatchObject({
      code: 'rate_limited',
      detail: 'Too many password reset requests from your network. Please try again later.',
    });
  });
});
