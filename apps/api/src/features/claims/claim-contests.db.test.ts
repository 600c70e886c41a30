// Contesting a campground's approved claim (docs/api-claims.md "Contests"): filing one, who sees
// what, the admin's rejection and approval (the old team leaves in the same transaction), and
// two approvals racing still leaving one approved claim.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campgroundClaims, campgroundManagers, campgrounds, managerInvitations, users } from '../../db/schema/index.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tempPhotoStorage, uploadRequest } from '../photos/photo-test-requests.ts';
import { ALREADY_CLAIMED_DETAIL } from './claim-errors.ts';
import {
  doc,
  expectError,
  latestEmail,
  postClaim,
  rel,
  send,
  startClaim,
  verifyByListedEmail,
} from './claim-test-helpers.ts';

let t: TestApp;
let owner: TestUser;
let coManager: TestUser;
let contester: TestUser;
let rival: TestUser;
let admin: TestUser;
let campgroundId: number;
let otherCampgroundId: number;
let ownerClaimId: string;
const documents = await tempPhotoStorage();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const REASON = 'I bought the campground in March; the county records and the utility bills are in my name.';

async function setListedEmail(id: number, email: string) {
  await t.database.db.update(campgrounds).set({ email }).where(eq(campgrounds.id, id));
}

async function approve(id: string) {
  const approved = await send(t, admin, 'POST', `/api/v6/campground-claims/${id}/approval`);
  expect(approved.status, approved.text).toBe(200);
  return approved;
}

/** A contest of the campground's claim; `reason` null sends none (a plain claim). */
function contest(user: TestUser, id: number, reason: string | null = REASON, name = 'Robin Contester') {
  return postClaim(t, user, id, {
    'claimant-name': name,
    'business-name': 'Robin Outdoor LLC',
    phone: '(970) 555-0199',
    ...(reason === null ? {} : { 'contest-reason': reason }),
  });
}

async function teamOf(id: number) {
  return t.database.db
    .select({ userId: campgroundManagers.userId, role: campgroundManagers.role })
    .from(campgroundManagers)
    .where(eq(campgroundManagers.campgroundId, id))
    .orderBy(campgroundManagers.userId);
}

async function managerFlag(user: TestUser) {
  const [row] = await t.database.db
    .select({ manager: users.manager })
    .from(users)
    .where(eq(users.id, Number(user.id)));
  return row?.manager;
}

async function approvedCount(id: number) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(campgroundClaims)
    .where(and(eq(campgroundClaims.campgroundId, id), eq(campgroundClaims.status, 'approved')));
  return row!.n;
}

beforeAll(async () => {
  t = await createTestApp({ documentStorage: documents.storage });
  owner = await createUser(t, { fullName: 'Olive Owner' });
  coManager = await createUser(t, { fullName: 'Cory Comanager' });
  contester = await createUser(t, { fullName: 'Robin Contester' });
  rival = await createUser(t, { fullName: 'Riley Rival' });
  admin = await createAdmin(t);
  campgroundId = t.ids.get('test:1')!;
  otherCampgroundId = t.ids.get('test:2')!;
  await setListedEmail(campgroundId, 'office@aspen.example');

  ownerClaimId = await startClaim(t, owner, campgroundId);
  await verifyByListedEmail(t, owner, ownerClaimId, 'office@aspen.example');
  await approve(ownerClaimId);
  // A co-manager of this campground who also runs another one, and an invitation not yet accepted.
  await t.database.db.insert(campgroundManagers).values([
    { campgroundId, userId: Number(coManager.id), role: 'manager' },
    { campgroundId: otherCampgroundId, userId: Number(coManager.id), role: 'owner' },
  ]);
  await t.database.db
    .update(users)
    .set({ manager: true })
    .where(eq(users.id, Number(coManager.id)));
  const invited = await send(
    t,
    owner,
    'POST',
    '/api/v6/manager-invitations',
    doc('manager-invitations', { email: 'helper@example.org' }, { campground: rel('campgrounds', campgroundId) }),
  );
  expect(invited.status, invited.text).toBe(201);
});
afterAll(async () => {
  await t?.close();
  await documents.remove();
});

describe('filing a contest', () => {
  it('a plain claim is told how to contest; a contest needs a reason of at most 2000 characters', async () => {
    const plain = await contest(contester, campgroundId, null);
    expectError(plain, 409, 'already-claimed');
    expect(plain.body.errors[0].detail).toBe(ALREADY_CLAIMED_DETAIL);
    expectError(
      await contest(contester, campgroundId, ' '),
      422,
      'validation_failed',
      '/data/attributes/contest-reason',
    );
    expectError(
      await contest(contester, campgroundId, 'x'.repeat(2001)),
      422,
      'validation_failed',
      '/data/attributes/contest-reason',
    );
    // Nothing to contest on a campground nobody runs.
    expectError(await contest(contester, t.ids.get('test:3')!), 422, 'not-claimed', '/data/attributes/contest-reason');
    expectError(await contest(owner, campgroundId), 409, 'already-manager');
    const [counted] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(campgroundClaims)
      .where(eq(campgroundClaims.userId, Number(contester.id)));
    expect(counted?.n).toBe(0);
  });

  it('201 unverified, naming the claim it disputes; one open contest per user and campground', async () => {
    const created = await contest(contester, campgroundId, 'x'.repeat(2000));
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      status: 'unverified',
      'contests-claim-id': ownerClaimId,
      'contest-reason': 'x'.repeat(2000),
      'claimant-name': 'Robin Contester',
    });
    expect(created.body.data.relationships['contested-claim']).toEqual({
      data: { type: 'campground-claims', id: ownerClaimId },
    });
    const again = await contest(contester, campgroundId);
    expectError(again, 409, 'claim-exists');
    expect(again.body.errors[0].meta['claim-id']).toBe(created.body.data.id);
    // The reason can be changed while the contest is open; a plain claim has none.
    const changed = await send(t, contester, 'PATCH', `/api/v6/campground-claims/${created.body.data.id}`, {
      data: { type: 'campground-claims', id: created.body.data.id, attributes: { 'contest-reason': REASON } },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.attributes['contest-reason']).toBe(REASON);
    expectError(
      await send(t, owner, 'PATCH', `/api/v6/campground-claims/${ownerClaimId}`, {
        data: { type: 'campground-claims', id: ownerClaimId, attributes: { 'contest-reason': 'mine' } },
      }),
      409,
      'claim-closed',
    );
  });

  it('the owner never sees the contest; the contester sees nothing of the claim they dispute', async () => {
    const [own] = (await send(t, contester, 'GET', `/api/v6/campground-claims?filter[userId]=${contester.id}`)).body
      .data;
    expectError(await send(t, owner, 'GET', `/api/v6/campground-claims/${own.id}`), 404, 'not_found');
    for (const url of [
      `/api/v6/campground-claims?filter[userId]=${owner.id}&include=campground,contested-claim`,
      `/api/v6/campgrounds?filter[slug]=aspen-meadow&include=campground-claims`,
      `/api/v6/campgrounds/${campgroundId}`,
    ]) {
      const seen = await send(t, owner, 'GET', url);
      expect(seen.status, seen.text).toBe(200);
      expect(seen.text).not.toContain('Robin');
      expect(seen.text).not.toContain('555-0199');
    }
    expectError(
      await send(t, contester, 'GET', `/api/v6/campground-claims?filter[userId]=${owner.id}`),
      403,
      'forbidden',
    );
    expectError(await send(t, contester, 'GET', `/api/v6/campground-claims/${ownerClaimId}`), 404, 'not_found');
    const mine = await send(t, contester, 'GET', `/api/v6/campground-claims/${own.id}?include=contested-claim`);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.included ?? []).toEqual([]);
    expect(mine.text).not.toContain('Olive');
  });
});

describe('the admin decides', () => {
  it('sees contests in the queue with the claim they dispute; rejecting emails the contester', async () => {
    const [own] = (await send(t, contester, 'GET', `/api/v6/campground-claims?filter[userId]=${contester.id}`)).body
      .data;
    const uploaded = await t.request(
      await uploadRequest(
        {},
        { data: PDF, name: 'deed.pdf', type: 'application/pdf' },
        contester.headers,
        `/api/v6/campground-claims/${own.id}/verification`,
      ),
    );
    expect(uploaded.body.data.attributes.status).toBe('pending');
    const queue = await send(
      t,
      admin,
      'GET',
      '/api/v6/campground-claims?filter[status]=pending&include=contested-claim',
    );
    const listed = queue.body.data.find((claim: { id: string }) => claim.id === own.id);
    expect(listed.attributes['contests-claim-id']).toBe(ownerClaimId);
    expect(queue.body.included).toEqual([
      expect.objectContaining({
        type: 'campground-claims',
        id: ownerClaimId,
        attributes: expect.objectContaining({
          status: 'approved',
          'claimant-name': 'Casey Owner',
          'verification-method': 'listed-email',
        }),
      }),
    ]);
    const document = await t.app.inject({
      method: 'GET',
      url: `/api/v6/campground-claims/${own.id}/documents/1`,
      headers: admin.headers,
    });
    expect(document.rawPayload.equals(PDF)).toBe(true);

    const url = `/api/v6/campground-claims/${own.id}/rejection`;
    const body = doc('claim-rejections', { reason: 'The deed names someone else.' });
    expectError(await send(t, contester, 'POST', url, body), 403, 'forbidden');
    expect((await send(t, admin, 'POST', url, body)).status).toBe(200);
    const email = await latestEmail(t, contester.email);
    expect(email?.subject).toBe('Your contest of the claim of Aspen Meadow was not approved');
    expect(email?.textBody).toContain('The deed names someone else.');
    // Nothing changed for the owner.
    expect((await send(t, owner, 'GET', `/api/v6/campground-claims/${ownerClaimId}`)).body.data.attributes.status).toBe(
      'approved',
    );
    expect(await teamOf(campgroundId)).toHaveLength(2);
  });

  it('approving revokes the disputed claim and removes its team in one go; the new owner runs it', async () => {
    const created = await contest(contester, campgroundId);
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    await verifyByListedEmail(t, contester, id, 'office@aspen.example');
    expectError(await send(t, owner, 'POST', `/api/v6/campground-claims/${id}/approval`), 403, 'forbidden');
    const approved = await approve(id);
    expect(approved.body.data.attributes).toMatchObject({ status: 'approved', 'contests-claim-id': ownerClaimId });

    const old = await send(t, owner, 'GET', `/api/v6/campground-claims/${ownerClaimId}`);
    expect(old.body.data.attributes.status).toBe('revoked');
    expect(await teamOf(campgroundId)).toEqual([{ userId: Number(contester.id), role: 'owner' }]);
    expect(await approvedCount(campgroundId)).toBe(1);
    expect(await managerFlag(owner)).toBe(false);
    // The co-manager still runs their own campground.
    expect(await managerFlag(coManager)).toBe(true);
    expect(await teamOf(otherCampgroundId)).toEqual([{ userId: Number(coManager.id), role: 'owner' }]);
    expect(await managerFlag(contester)).toBe(true);
    const invitations = await t.database.db
      .select()
      .from(managerInvitations)
      .where(eq(managerInvitations.campgroundId, campgroundId));
    expect(invitations).toEqual([]);

    expect((await latestEmail(t, owner.email))?.subject).toBe('Your claim of Aspen Meadow was revoked');
    expect((await latestEmail(t, contester.email))?.subject).toBe('Your claim of Aspen Meadow is approved');
    expectError(
      await send(t, owner, 'GET', `/api/v6/manager-invitations?filter[campground]=${campgroundId}`),
      403,
      'not-a-manager',
    );
    // The old owner is now the one told how to contest.
    expectError(await contest(owner, campgroundId, null), 409, 'already-claimed');
  });

  it('a claim left open when someone else was approved becomes the user’s contest', async () => {
    const campground = t.ids.get('test:4')!;
    await setListedEmail(campground, 'office@t4.example');
    const stale = await startClaim(t, rival, campground);
    const winner = await startClaim(t, owner, campground);
    await verifyByListedEmail(t, owner, winner, 'office@t4.example');
    await approve(winner);
    const converted = await contest(rival, campground);
    expect(converted.status, converted.text).toBe(201);
    expect(converted.body.data.id).toBe(stale);
    expect(converted.body.data.attributes).toMatchObject({ 'contests-claim-id': winner, 'contest-reason': REASON });
  });
});

describe('racing approvals', () => {
  it('two contests of one claim approved at once: one 200, one 409, exactly one approved claim', async () => {
    const campground = t.ids.get('test:5')!;
    await setListedEmail(campground, 'office@t5.example');
    const first = await startClaim(t, owner, campground);
    await verifyByListedEmail(t, owner, first, 'office@t5.example');
    await approve(first);
    const contests: string[] = [];
    for (const user of [contester, rival]) {
      const created = await contest(user, campground);
      expect(created.status, created.text).toBe(201);
      await verifyByListedEmail(t, user, created.body.data.id, 'office@t5.example');
      contests.push(created.body.data.id);
    }
    const answers = await Promise.all(
      contests.map((id) => send(t, admin, 'POST', `/api/v6/campground-claims/${id}/approval`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.errors[0].code).toBe('already-claimed');
    expect(await approvedCount(campground)).toBe(1);
    const winnerId = contests[answers.findIndex((answer) => answer.status === 200)]!;
    const [winnerRow] = await t.database.db
      .select({ userId: campgroundClaims.userId })
      .from(campgroundClaims)
      .where(eq(campgroundClaims.id, Number(winnerId)));
    expect(await teamOf(campground)).toEqual([{ userId: winnerRow!.userId, role: 'owner' }]);
    const loserId = contests.find((id) => id !== winnerId)!;
    const loserClaim = await send(t, admin, 'GET', `/api/v6/campground-claims/${loserId}`);
    expect(loserClaim.body.data.attributes.status).toBe('pending');
  });
});
