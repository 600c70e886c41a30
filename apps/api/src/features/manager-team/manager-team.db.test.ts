// Co-managers and the manager's campgrounds through the API: the owner invites, the invitee
// accepts once, the team is listed and trimmed (never the owner); permissions for each role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campgroundClaims } from '../../db/schema/index.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createBookableCampground } from '../../test/inventory-fixtures.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCampgroundManager } from '../claims/claim-repository.ts';
import { doc, expectError, latestEmail, rel, send } from '../claims/claim-test-helpers.ts';

let t: TestApp;
let owner: TestUser;
let invitee: TestUser;
let stranger: TestUser;
let admin: TestUser;
let campgroundId: number;
let claimId: number;
const clock = createTestClock(new Date('2027-04-01T12:00:00Z'));

function invite(caller: TestUser | null, email: string, campground = campgroundId) {
  return send(
    t,
    caller,
    'POST',
    '/api/v6/manager-invitations',
    doc('manager-invitations', { email }, { campground: rel('campgrounds', campground) }),
  );
}

async function tokenSentTo(email: string): Promise<string> {
  const text = (await latestEmail(t, email))?.textBody ?? '';
  const match = /\/manager\/invitations\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no invitation link in ${text}`);
  return match[1]!;
}

/** users.manager as the signed-in user reads it: it opens the manager portal. */
async function managerFlag(user: TestUser): Promise<boolean> {
  const current = await send(t, user, 'GET', '/api/v6/users?filter[current]=1');
  expect(current.status, current.text).toBe(200);
  return current.body.data[0].attributes.manager as boolean;
}

function accept(caller: TestUser | null, token: string) {
  return send(t, caller, 'POST', '/api/v6/manager-invitations/accept', doc('manager-invitations', { token }));
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, config: { accessTokenTtlSeconds: 30 * 86_400 } });
  owner = await createUser(t, { fullName: 'Olive Owner' });
  invitee = await createUser(t, { fullName: 'Ivan Invitee' });
  stranger = await createUser(t, { fullName: 'Stan Stranger' });
  admin = await createAdmin(t);
  const camp = await createBookableCampground(t.database.db, { managerUserId: Number(owner.id) });
  campgroundId = camp.campgroundId;
  const [claim] = await t.database.db
    .insert(campgroundClaims)
    .values({
      campgroundId,
      userId: Number(owner.id),
      status: 'approved',
      claimantName: 'Olive Owner',
      claimantRole: 'owner',
      bookingIntention: 'claim_and_bookings',
    })
    .returning({ id: campgroundClaims.id });
  claimId = claim!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('invitations', () => {
  it('only the owner or an admin invites; a plain manager 403 not-the-owner, others 403 not-a-manager', async () => {
    expectError(await invite(null, 'x@example.com'), 401, 'unauthorized');
    expectError(await invite(stranger, 'x@example.com'), 403, 'not-a-manager');
    expectError(await invite(owner, 'nope'), 422, 'validation_failed');
    expectError(await invite(owner, owner.email), 409, 'already-manager');
    const created = await invite(owner, invitee.email);
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.attributes).toMatchObject({ email: invitee.email, status: 'pending' });
    expect(created.text).not.toContain(await tokenSentTo(invitee.email));
  });

  it('the invitee accepts once (any address), becomes a manager; used or unknown tokens 404', async () => {
    const token = await tokenSentTo(invitee.email);
    expectError(await accept(null, token), 401, 'unauthorized');
    expectError(await accept(invitee, 'not-a-token'), 404, 'invitation-not-found');
    const accepted = await accept(invitee, token);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.data.attributes.status).toBe('accepted');
    expectError(await accept(stranger, token), 404, 'invitation-not-found');

    const team = await send(t, invitee, 'GET', `/api/v6/campgrounds/${campgroundId}/managers`);
    expect(team.status, team.text).toBe(200);
    expect(team.body.data.map((m: { attributes: object }) => m.attributes)).toEqual([
      { 'user-id': owner.id, 'full-name': 'Olive Owner', email: owner.email, role: 'owner' },
      { 'user-id': invitee.id, 'full-name': 'Ivan Invitee', email: invitee.email, role: 'manager' },
    ]);
    expectError(await send(t, stranger, 'GET', `/api/v6/campgrounds/${campgroundId}/managers`), 403, 'not-a-manager');
    expect((await send(t, admin, 'GET', `/api/v6/campgrounds/${campgroundId}/managers`)).status).toBe(200);
    expect(await managerFlag(invitee)).toBe(true);

    // A co-manager is not the owner.
    expectError(await invite(invitee, 'friend@example.com'), 403, 'not-the-owner');
  });

  it('expires after 7 days; an unaccepted one can be revoked by the owner', async () => {
    const late = await invite(admin, 'late@example.com');
    expect(late.status).toBe(201);
    const token = await tokenSentTo('late@example.com');
    clock.advance(7 * 86_400 + 1);
    expectError(await accept(stranger, token), 404, 'invitation-not-found');

    const listed = await send(t, invitee, 'GET', `/api/v6/manager-invitations?filter[campground]=${campgroundId}`);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.map((i: { attributes: { status: string } }) => i.attributes.status)).toEqual([
      'expired',
      'accepted',
    ]);
    expectError(
      await send(t, stranger, 'GET', `/api/v6/manager-invitations?filter[campground]=${campgroundId}`),
      403,
      'not-a-manager',
    );

    const url = `/api/v6/manager-invitations/${late.body.data.id}`;
    expectError(await send(t, invitee, 'DELETE', url), 403, 'not-the-owner');
    expect((await send(t, owner, 'DELETE', url)).status).toBe(204);
    expectError(
      await send(t, owner, 'DELETE', `/api/v6/manager-invitations/${listed.body.data[1].id}`),
      409,
      'invitation-accepted',
    );
  });
});

describe('the manager’s campgrounds', () => {
  it('lists them with role, bookings set-up, requests and portal state; self or admin only', async () => {
    const url = `/api/v6/users/${owner.id}/managed-campgrounds?include=campground-claim`;
    const mine = await send(t, owner, 'GET', url);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({
      type: 'campgrounds',
      id: String(campgroundId),
      attributes: {
        'manager-role': 'owner',
        'booking-settings-id': String(campgroundId),
        'pending-request-count': 0,
        'portal-state': 'standby',
        bookable: true,
        claimed: true,
      },
      relationships: { 'campground-claim': { data: { type: 'campground-claims', id: String(claimId) } } },
    });
    expect(mine.body.included.map((r: { id: string }) => r.id)).toEqual([String(claimId)]);
    expectError(await send(t, stranger, 'GET', url), 403, 'forbidden');
    const forInvitee = await send(
      t,
      invitee,
      'GET',
      `/api/v6/users/${invitee.id}/managed-campgrounds?include=campground-claim`,
    );
    expect(forInvitee.body.data[0].attributes['manager-role']).toBe('manager');
    // The owner's claim is related, but only its claimant and admins see it.
    expect(forInvitee.body.included).toBeUndefined();
    expect((await send(t, admin, 'GET', url)).body.data).toHaveLength(1);
    expect((await send(t, stranger, 'GET', `/api/v6/users/${stranger.id}/managed-campgrounds`)).body.data).toEqual([]);
  });
});

describe('removing a co-manager', () => {
  it('the owner or an admin removes a manager, never the owner', async () => {
    const base = `/api/v6/campgrounds/${campgroundId}/managers`;
    expectError(await send(t, invitee, 'DELETE', `${base}/${owner.id}`), 403, 'not-the-owner');
    expectError(await send(t, owner, 'DELETE', `${base}/${owner.id}`), 409, 'owner-stays');
    expectError(await send(t, owner, 'DELETE', `${base}/${stranger.id}`), 404, 'not_found');
    expect(await managerFlag(invitee)).toBe(true);
    expect((await send(t, owner, 'DELETE', `${base}/${invitee.id}`)).status).toBe(204);
    expectError(await send(t, invitee, 'GET', base), 403, 'not-a-manager');
    // Managing nothing now: the portal is no longer theirs.
    expect(await managerFlag(invitee)).toBe(false);
  });

  it('someone still on another team stays a manager, and so does an admin', async () => {
    const base = `/api/v6/campgrounds/${campgroundId}/managers`;
    const db = t.database.db;
    const elsewhere = await createBookableCampground(db, { withManager: false });
    const twoTeams = await createUser(t, { fullName: 'Tess Twoteams' });
    await addCampgroundManager(db, campgroundId, Number(twoTeams.id), 'manager');
    await addCampgroundManager(db, elsewhere.campgroundId, Number(twoTeams.id), 'manager');
    await addCampgroundManager(db, campgroundId, Number(admin.id), 'manager');

    expect((await send(t, owner, 'DELETE', `${base}/${twoTeams.id}`)).status).toBe(204);
    expect(await managerFlag(twoTeams)).toBe(true);
    expect((await send(t, twoTeams, 'GET', `/api/v6/campgrounds/${elsewhere.campgroundId}/managers`)).status).toBe(200);
    expect((await send(t, owner, 'DELETE', `${base}/${admin.id}`)).status).toBe(204);
    expect(await managerFlag(admin)).toBe(true);
  });
});
