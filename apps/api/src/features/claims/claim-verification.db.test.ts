// Every way to prove a claim (docs/api-claims.md): codes to the listed email and phone, a business
// email at the website's domain, documents; and the limits on codes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campgroundClaims, campgrounds } from '../../db/schema/index.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tempPhotoStorage, uploadRequest } from '../photos/photo-test-requests.ts';
import {
  codeIn,
  expectError,
  latestEmail,
  latestSms,
  send,
  startClaim,
  startVerification,
  submitCode,
} from './claim-test-helpers.ts';

let t: TestApp;
let claimant: TestUser;
let other: TestUser;
let admin: TestUser;
const clock = createTestClock(new Date('2027-03-01T12:00:00Z'));
const photos = await tempPhotoStorage();
const documents = await tempPhotoStorage();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function campgroundWith(
  externalKey: string,
  values: { email?: string | null; phone?: string | null; website?: string | null },
) {
  const id = t.ids.get(externalKey)!;
  await t.database.db.update(campgrounds).set(values).where(eq(campgrounds.id, id));
  return id;
}

async function storedClaim(id: string) {
  const [row] = await t.database.db
    .select()
    .from(campgroundClaims)
    .where(eq(campgroundClaims.id, Number(id)));
  return row!;
}

async function upload(caller: TestUser | null, claimId: string, data: Buffer, name = 'bill.pdf') {
  const url = `/api/v6/campground-claims/${claimId}/verification`;
  return t.request(await uploadRequest({}, { data, name, type: 'application/pdf' }, caller?.headers ?? {}, url));
}

beforeAll(async () => {
  // Tokens outlive the hours the clock is moved by.
  t = await createTestApp({
    clock: clock.now,
    photoStorage: photos.storage,
    documentStorage: documents.storage,
    config: { accessTokenTtlSeconds: 86_400 },
  });
  claimant = await createUser(t, { fullName: 'Casey Owner' });
  other = await createUser(t);
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await photos.remove();
  await documents.remove();
});

describe('a code to the listed email', () => {
  it('is emailed, shown masked, stored hashed, and a right code makes the claim pending and verified', async () => {
    const campgroundId = await campgroundWith('test:1', { email: 'contact@aspengrove.com' });
    const id = await startClaim(t, claimant, campgroundId);
    expectError(await startVerification(t, other, id, { method: 'listed-email' }), 404, 'not_found');
    expectError(await startVerification(t, admin, id, { method: 'listed-email' }), 403, 'forbidden');
    const started = await startVerification(t, claimant, id, { method: 'listed-email' });
    expect(started.status, started.text).toBe(200);
    expect(started.body.data.attributes).toMatchObject({
      status: 'unverified',
      'verification-method': 'listed-email',
      'verification-target-hint': 'c•••@aspengrove.com',
    });
    const code = codeIn((await latestEmail(t, 'contact@aspengrove.com'))?.textBody);
    expect(started.text).not.toContain(code);
    expect(started.text).not.toContain('contact@aspengrove.com');
    const stored = await storedClaim(id);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await submitCode(t, claimant, id, wrong);
    expectError(refused, 422, 'wrong-code', '/data/attributes/code');
    expect(refused.body.errors[0].detail).toBe('That code is not right. Check the latest message and try again.');
    const verified = await submitCode(t, claimant, id, code);
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.data.attributes.status).toBe('pending');
    expect(verified.body.data.attributes['verified-at']).toBe(clock.now().toISOString());
    expectError(await submitCode(t, claimant, id, code), 422, 'no-code');
  });

  it('a campground without a listed email or phone: 422 no-listed-contact', async () => {
    const campgroundId = await campgroundWith('test:2', { email: null, phone: null });
    const id = await startClaim(t, claimant, campgroundId);
    expectError(await startVerification(t, claimant, id, { method: 'listed-email' }), 422, 'no-listed-contact');
    expectError(await startVerification(t, claimant, id, { method: 'listed-phone' }), 422, 'no-listed-contact');
  });
});

describe('a code to the listed phone', () => {
  it('goes out as a text through the SMS sender (the local outbox), readable by admins', async () => {
    const campgroundId = await campgroundWith('test:3', { phone: '(970) 555-0100' });
    const id = await startClaim(t, claimant, campgroundId);
    const started = await startVerification(t, claimant, id, { method: 'listed-phone' });
    expect(started.status, started.text).toBe(200);
    expect(started.body.data.attributes['verification-target-hint']).toBe('(•••) •••-0100');
    const sms = await latestSms(t, '+19705550100');
    expect(sms?.body).toContain('Cottonwood Flats');
    const outbox = await send(t, admin, 'GET', '/api/v6/outbox-sms?filter[to]=%2B19705550100');
    expect(outbox.status, outbox.text).toBe(200);
    expect(outbox.body.data[0].attributes.body).toBe(sms?.body);
    expectError(await send(t, claimant, 'GET', '/api/v6/outbox-sms'), 403, 'forbidden');
    const verified = await submitCode(t, claimant, id, codeIn(sms?.body));
    expect(verified.body.data.attributes).toMatchObject({ status: 'pending', 'verification-method': 'listed-phone' });
  });
});

describe('a business email', () => {
  it('must be at the website domain (or a subdomain), never free mail', async () => {
    const campgroundId = await campgroundWith('test:4', { website: 'https://www.deercreekcamp.com/' });
    const id = await startClaim(t, claimant, campgroundId);
    const free = await startVerification(t, claimant, id, {
      method: 'business-email',
      email: 'deercreekcamp@gmail.com',
    });
    expectError(free, 422, 'domain-mismatch', '/data/attributes/email');
    expect(free.body.errors[0].detail).toBe("Use an email address at deercreekcamp.com, the campground's website.");
    expectError(
      await startVerification(t, claimant, id, { method: 'business-email', email: 'me@deercreekcamp.co' }),
      422,
      'domain-mismatch',
    );
    expectError(
      await startVerification(t, claimant, id, { method: 'business-email', email: 'nope' }),
      422,
      'validation_failed',
    );
    const started = await startVerification(t, claimant, id, {
      method: 'business-email',
      email: 'Owner@Office.DeerCreekCamp.com',
    });
    expect(started.status, started.text).toBe(200);
    expect(started.body.data.attributes['verification-target-hint']).toBe('O•••@Office.DeerCreekCamp.com');
    const code = codeIn((await latestEmail(t, 'owner@office.deercreekcamp.com'))?.textBody);
    expect((await submitCode(t, claimant, id, code)).body.data.attributes.status).toBe('pending');
  });

  it('a campground without a website of its own cannot be checked: 422 no-website', async () => {
    const campgroundId = await campgroundWith('test:5', { website: 'https://facebook.com/archesedge' });
    const id = await startClaim(t, claimant, campgroundId);
    expectError(
      await startVerification(t, claimant, id, { method: 'business-email', email: 'a@facebook.com' }),
      422,
      'no-website',
    );
  });
});

describe('code limits', () => {
  it('5 sends per claim per hour, then 429 too-many-codes with Retry-After; an hour later again', async () => {
    const campgroundId = await campgroundWith('test:6', { email: 'office@bearlake.example' });
    const id = await startClaim(t, other, campgroundId);
    for (let n = 0; n < 5; n++) {
      expect((await startVerification(t, other, id, { method: 'listed-email' })).status).toBe(200);
    }
    const limited = await startVerification(t, other, id, { method: 'listed-email' });
    expectError(limited, 429, 'too-many-codes');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(61 * 60);
    // The old code has expired meanwhile: 422 code-expired.
    expectError(await submitCode(t, other, id, '123456'), 422, 'code-expired');
    expect((await startVerification(t, other, id, { method: 'listed-email' })).status).toBe(200);
  });

  it('5 wrong tries per code, then 429 too-many-attempts even for the right code; a new code works', async () => {
    const campgroundId = t.ids.get('test:6')!;
    const [claim] = (await send(t, other, 'GET', `/api/v6/campground-claims?filter[userId]=${other.id}`)).body.data;
    expect(claim.attributes['campground-id']).toBe(String(campgroundId));
    const code = codeIn((await latestEmail(t, 'office@bearlake.example'))?.textBody);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let n = 0; n < 5; n++) expectError(await submitCode(t, other, claim.id, wrong), 422, 'wrong-code');
    expectError(await submitCode(t, other, claim.id, code), 429, 'too-many-attempts');
    clock.advance(60 * 60);
    expect((await startVerification(t, other, claim.id, { method: 'listed-email' })).status).toBe(200);
    const fresh = codeIn((await latestEmail(t, 'office@bearlake.example'))?.textBody);
    expect((await submitCode(t, other, claim.id, fresh)).status).toBe(200);
  });

  it('a code is valid 30 minutes', async () => {
    const campgroundId = await campgroundWith('test:2', { email: 'desk@bearlake.example' });
    const [claim] = (
      await send(
        t,
        claimant,
        'GET',
        `/api/v6/campground-claims?filter[userId]=${claimant.id}&filter[campground]=${campgroundId}`,
      )
    ).body.data;
    expect((await startVerification(t, claimant, claim.id, { method: 'listed-email' })).status).toBe(200);
    const code = codeIn((await latestEmail(t, 'desk@bearlake.example'))?.textBody);
    clock.advance(31 * 60);
    const expired = await submitCode(t, claimant, claim.id, code);
    expectError(expired, 422, 'code-expired');
  });
});

describe('documents', () => {
  it('a PDF makes the claim pending; the claimant and admins download it, others get 404', async () => {
    const id = await startClaim(t, other, t.ids.get('test:5')!);
    const uploaded = await upload(other, id, PDF, 'utility bill.pdf');
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(uploaded.body.data.attributes).toMatchObject({
      status: 'pending',
      'verification-method': 'document',
      'verified-at': null,
      documents: [{ filename: 'utility bill.pdf', 'content-type': 'application/pdf', bytes: PDF.length }],
    });
    const url = `/api/v6/campground-claims/${id}/documents/1`;
    for (const caller of [other, admin]) {
      // Not JSON: read through inject itself.
      const file = await t.app.inject({ method: 'GET', url, headers: caller.headers });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('attachment; filename="utility bill.pdf"');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    expectError(await send(t, claimant, 'GET', url), 404, 'not_found');
    expectError(await send(t, null, 'GET', url), 401, 'unauthorized');
    expectError(await send(t, other, 'GET', `/api/v6/campground-claims/${id}/documents/2`), 404, 'not_found');
    // Not served as a photo file.
    const stored = (await storedClaim(id)).documents[0]!.key;
    expect(stored).toMatch(/^claims\//);
    expect(uploaded.text).not.toContain(stored);
    expect((await t.get(`/api/photos/${encodeURIComponent(stored)}`)).status).toBe(404);
    // Kept in the private directory, nothing of it in the public photo directory.
    expect(await documents.files()).toEqual(['claims']);
    expect(await photos.files()).toEqual([]);
  });

  it('refuses claimant file types and a sixth document with 422', async () => {
    const id = (
      await send(
        t,
        other,
        'GET',
        `/api/v6/campground-claims?filter[userId]=${other.id}&filter[campground]=${t.ids.get('test:5')}&filter[status]=pending`,
      )
    ).body.data[0].id;
    expectError(
      await upload(other, id, Buffer.from('just text'), 'bill.txt'),
      422,
      'validation_failed',
      '/data/attributes/file',
    );
    expectError(await upload(claimant, id, PDF), 404, 'not_found');
    for (let n = 2; n <= 5; n++) expect((await upload(other, id, PDF)).status).toBe(200);
    expectError(await upload(other, id, PDF), 422, 'too-many-documents');
  });
});
