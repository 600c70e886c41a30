// The claim flow through the API (docs/api-claims.md): start, who sees what, change and withdraw,
// admin approval and rejection, the contest message, and the one-approved-claim race.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campgroundManagers, campgrounds, users } from '../../db/schema/index.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ALREADY_CLAIMED_DETAIL } from './claim-errors.ts';
import {
  doc,
  expectError,
  latestEmail,
  postClaim,
  send,
  startClaim,
  verifyByListedEmail,
} from './claim-test-helpers.ts';

let t: TestApp;
let claimant: TestUser;
let other: TestUser;
let admin: TestUser;
let aspen: number;

async function setListedEmail(campgroundId: number, email: string) {
  await t.database.db.update(campgrounds).set({ email }).where(eq(campgrounds.id, campgroundId));
}

/** A claim verified by code, waiting for an admin. */
async function pendingClaim(user: TestUser, campgroundId: number): Promise<string> {
  const id = await startClaim(t, user, campgroundId);
  await setListedEmail(campgroundId, `office${campgroundId}@example.org`);
  await verifyByListedEmail(t, user, id, `office${campgroundId}@example.org`);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  claimant = await createUser(t, { fullName: 'Casey Owner' });
  other = await createUser(t, { fullName: 'Other Camper' });
  admin = await createAdmin(t);
  aspen = t.ids.get('test:1')!;
});
afterAll(async () => {
  await t?.close();
});

describe('starting a claim', () => {
  it('anonymous 401; signed in 201 unverified; the same claim again 409 claim-exists naming it', async () => {
    expectError(await postClaim(t, null, aspen), 401, 'unauthorized');
    const created = await postClaim(t, claimant, aspen, {
      'business-name': 'Aspen Meadow LLC',
      phone: '(970) 555-0100',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.headers.location).toBe(`/api/v6/campground-claims/${created.body.data.id}`);
    expect(created.body.data.attributes).toMatchObject({
      status: 'unverified',
      'campground-id': String(aspen),
      'user-id': claimant.id,
      'claimant-name': 'Casey Owner',
      'business-name': 'Aspen Meadow LLC',
      'booking-intention': 'claim_only',
      'portal-state': 'no_bookings',
      'verification-method': null,
      'campground-name': 'Aspen Meadow',
      'campground-slug': 'aspen-meadow',
      'region-slug': 'colorado',
    });
    const again = await postClaim(t, claimant, aspen);
    expectError(again, 409, 'claim-exists');
    expect(again.body.errors[0].meta).toEqual({ 'claim-id': created.body.data.id });
  });

  it('checks the attributes with the spec messages', async () => {
    const bad = await postClaim(t, other, aspen, { 'claimant-name': ' ', phone: '12', website: 'nope' });
    expect(bad.status).toBe(422);
    const details = Object.fromEntries(
      bad.body.errors.map((e: { source: { pointer: string }; detail: string }) => [e.source.pointer, e.detail]),
    );
    expect(details).toEqual({
      '/data/attributes/claimant-name': 'Please enter a name.',
      '/data/attributes/phone': 'Please enter a valid phone number.',
      '/data/attributes/website': 'Please enter a valid URL.',
    });
    expectError(await postClaim(t, other, 999_999), 404, 'not_found');
  });
});

describe('who sees a claim (spec sections 6 and 7)', () => {
  it('lists a user’s own claims with their campgrounds; another user’s id is 403; no filter is for admins', async () => {
    const url = `/api/v6/campground-claims?filter[userId]=${claimant.id}&include=campground&page[size]=200&page[number]=1`;
    const own = await send(t, claimant, 'GET', url);
    expect(own.status, own.text).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body.meta.total).toBe(1);
    expect(own.body.data[0].attributes['campground-id']).toBe(String(aspen));
    expect(own.body.included).toEqual([
      expect.objectContaining({
        type: 'campgrounds',
        id: String(aspen),
        attributes: expect.objectContaining({ slug: 'aspen-meadow' }),
      }),
    ]);
    const kebab = await send(t, claimant, 'GET', `/api/v6/campground-claims?filter[user-id]=${claimant.id}`);
    expect(kebab.body.data.map((c: { id: string }) => c.id)).toEqual(own.body.data.map((c: { id: string }) => c.id));

    expectError(await send(t, other, 'GET', url), 403, 'forbidden');
    expectError(await send(t, other, 'GET', '/api/v6/campground-claims'), 400, 'invalid_parameter');
    expectError(await send(t, null, 'GET', url), 401, 'unauthorized');
    const forAdmin = await send(t, admin, 'GET', url);
    expect(forAdmin.body.meta.total).toBe(1);
    const all = await send(t, admin, 'GET', '/api/v6/campground-claims?filter[status]=unverified');
    expect(all.status).toBe(200);
    expect(all.body.data.map((c: { id: string }) => c.id)).toContain(own.body.data[0].id);
  });

  it('one claim: the claimant and admins read it, anyone else gets 404', async () => {
    const [claim] = (await send(t, claimant, 'GET', `/api/v6/campground-claims?filter[userId]=${claimant.id}`)).body
      .data;
    const url = `/api/v6/campground-claims/${claim.id}?include=campground`;
    expect((await send(t, claimant, 'GET', url)).status).toBe(200);
    expect((await send(t, admin, 'GET', url)).status).toBe(200);
    expectError(await send(t, other, 'GET', url), 404, 'not_found');
  });

  it('campgrounds by slug include only the caller’s claims (admins: all) and say whether claimed', async () => {
    const otherClaim = await startClaim(t, other, aspen);
    const url = '/api/v6/campgrounds?filter[slug]=aspen-meadow&include=campground-claims';
    const idsFor = async (caller: TestUser | null) => {
      const response = await send(t, caller, 'GET', url);
      expect(response.status, response.text).toBe(200);
      const [campground] = response.body.data;
      expect(campground.attributes.claimed).toBe(false);
      const related = campground.relationships['campground-claims'].data.map((r: { id: string }) => r.id);
      const included = (response.body.included ?? []).map((r: { id: string }) => r.id);
      expect(included.sort()).toEqual([...related].sort());
      return related.sort();
    };
    const mine = await idsFor(claimant);
    expect(mine).toHaveLength(1);
    expect(await idsFor(other)).toEqual([otherClaim]);
    expect(await idsFor(null)).toEqual([]);
    expect(await idsFor(admin)).toEqual([...mine, otherClaim].sort());
    const one = await send(t, other, 'GET', `/api/v6/campgrounds/${aspen}?include=campground-claims`);
    expect(one.body.data.relationships['campground-claims'].data).toEqual([
      { type: 'campground-claims', id: otherClaim },
    ]);
    expect(one.headers['cache-control']).toBe('private, no-store');
    const plain = await send(t, null, 'GET', `/api/v6/campgrounds/${aspen}`);
    expect(plain.body.data.relationships['campground-claims']).toBeUndefined();
    expect(plain.body.data.attributes.claimed).toBe(false);
    await send(
      t,
      other,
      'PATCH',
      `/api/v6/campground-claims/${otherClaim}`,
      doc('campground-claims', { status: 'withdrawn' }),
    );
  });
});

describe('changing a claim', () => {
  it('the claimant edits and withdraws an open claim; then it is closed', async () => {
    const id = await startClaim(t, claimant, t.ids.get('test:2')!);
    const url = `/api/v6/campground-claims/${id}`;
    expectError(await send(t, other, 'PATCH', url, doc('campground-claims', { phone: '' })), 404, 'not_found');
    const edited = await send(
      t,
      claimant,
      'PATCH',
      url,
      doc('campground-claims', { 'claimant-role': 'manager', 'booking-intention': 'claim_and_bookings' }),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.attributes).toMatchObject({ 'claimant-role': 'manager', 'portal-state': 'standby' });
    const withdrawn = await send(t, claimant, 'PATCH', url, doc('campground-claims', { status: 'withdrawn' }));
    expect(withdrawn.body.data.attributes.status).toBe('withdrawn');
    expectError(await send(t, claimant, 'PATCH', url, doc('campground-claims', { phone: '' })), 409, 'claim-closed');
    expectError(
      await send(t, claimant, 'PATCH', url, doc('campground-claims', { status: 'approved' })),
      422,
      'validation_failed',
    );
  });
});

describe('admin decisions', () => {
  it('approval: only admins, only pending; makes the claimant the owner and a manager, and emails them', async () => {
    const campgroundId = t.ids.get('test:3')!;
    const unverified = await startClaim(t, other, campgroundId);
    expectError(await send(t, admin, 'POST', `/api/v6/campground-claims/${unverified}/approval`), 409, 'not-pending');

    const id = await pendingClaim(claimant, campgroundId);
    const url = `/api/v6/campground-claims/${id}/approval`;
    expectError(await send(t, null, 'POST', url), 401, 'unauthorized');
    expectError(await send(t, claimant, 'POST', url), 403, 'forbidden');
    const approved = await send(t, admin, 'POST', url);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data.attributes).toMatchObject({ status: 'approved' });
    expect(approved.body.data.attributes['reviewed-at']).not.toBeNull();

    const [manager] = await t.database.db
      .select()
      .from(campgroundManagers)
      .where(
        and(eq(campgroundManagers.campgroundId, campgroundId), eq(campgroundManagers.userId, Number(claimant.id))),
      );
    expect(manager?.role).toBe('owner');
    const [user] = await t.database.db
      .select({ manager: users.manager })
      .from(users)
      .where(eq(users.id, Number(claimant.id)));
    expect(user?.manager).toBe(true);
    const email = await latestEmail(t, claimant.email);
    expect(email?.subject).toBe('Your claim of Cottonwood Flats is approved');
    expect(email?.textBody).toContain('/manager');

    expectError(await send(t, admin, 'POST', url), 409, 'not-pending');
    const campground = await send(t, null, 'GET', `/api/v6/campgrounds/${campgroundId}`);
    expect(campground.body.data.attributes.claimed).toBe(true);

    // The other user's open claim can no longer be approved; a new one is told how to contest.
    const contest = await postClaim(t, admin, campgroundId);
    expectError(contest, 409, 'already-claimed');
    expect(contest.body.errors[0].detail).toBe(ALREADY_CLAIMED_DETAIL);
    expectError(await postClaim(t, claimant, campgroundId), 409, 'already-manager');
  });

  it('an approved owner records how they take bookings, and nothing else', async () => {
    const [claim] = (
      await send(t, claimant, 'GET', `/api/v6/campground-claims?filter[userId]=${claimant.id}&filter[status]=approved`)
    ).body.data;
    const url = `/api/v6/campground-claims/${claim.id}`;
    const set = await send(
      t,
      claimant,
      'PATCH',
      url,
      doc('campground-claims', { 'booking-method': 'campwise_bookings' }),
    );
    expect(set.status, set.text).toBe(200);
    expect(set.body.data.attributes['portal-state']).toBe('campwise_bookings');
    const pms = await send(
      t,
      claimant,
      'PATCH',
      url,
      doc('campground-claims', { 'booking-method': 'res_nexus_bookings' }),
    );
    expect(pms.body.data.attributes['portal-state']).toBe('pms_bookings');
    expectError(
      await send(t, claimant, 'PATCH', url, doc('campground-claims', { 'claimant-name': 'X' })),
      409,
      'claim-closed',
    );
    expectError(
      await send(t, claimant, 'PATCH', url, doc('campground-claims', { status: 'withdrawn' })),
      409,
      'claim-closed',
    );
  });

  it('rejection: admins only, with a reason, emailed', async () => {
    const id = await pendingClaim(other, t.ids.get('test:4')!);
    const url = `/api/v6/campground-claims/${id}/rejection`;
    const body = doc('claim-rejections', { reason: 'The bill names another business.' });
    expectError(await send(t, other, 'POST', url, body), 403, 'forbidden');
    expectError(await send(t, admin, 'POST', url, doc('claim-rejections', { reason: '' })), 422, 'validation_failed');
    const rejected = await send(t, admin, 'POST', url, body);
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.data.attributes).toMatchObject({
      status: 'rejected',
      'rejection-reason': 'The bill names another business.',
    });
    expect((await latestEmail(t, other.email))?.textBody).toContain('The bill names another business.');
    expectError(await send(t, admin, 'POST', url, body), 409, 'not-pending');
  });

  it('two approvals for one campground at once: exactly one 200, the other 409 already-claimed', async () => {
    const campgroundId = t.ids.get('test:5')!;
    const first = await pendingClaim(claimant, campgroundId);
    const second = await pendingClaim(other, campgroundId);
    const answers = await Promise.all(
      [first, second].map((id) => send(t, admin, 'POST', `/api/v6/campground-claims/${id}/approval`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.errors[0].code).toBe('already-claimed');
    const owners = await t.database.db
      .select()
      .from(campgroundManagers)
      .where(eq(campgroundManagers.campgroundId, campgroundId));
    expect(owners).toHaveLength(1);
    const winner = answers.find((a) => a.status === 200)!.body.data;
    expect(String(owners[0]!.userId)).toBe(winner.attributes['user-id']);
    const loser = await send(t, admin, 'GET', `/api/v6/campground-claims/${winner.id === first ? second : first}`);
    expect(loser.body.data.attributes.status).toBe('pending');
  });
});
