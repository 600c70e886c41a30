// Claim use cases (docs/api-claims.md): start, read, list, change or withdraw a claim (or a
// contest of a campground's approved claim), and the admin's approval or rejection. Who may see a
// claim: its claimant and admins (spec section 6); the owner of a contested claim never sees the
// contest.
import type { AppContext } from '../../app-context.ts';
import type { ClaimStatus } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Page } from '../../jsonapi/query.ts';
import type { Viewer } from '../../http/viewer.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import { deleteManager, listTeam } from '../manager-team/manager-team-repository.ts';
import { alreadyClaimed, claimClosed, claimError, claimNotFound } from './claim-errors.ts';
import { claimApprovedEmail, claimRejectedEmail, claimRevokedEmail, contestRejectedEmail } from './claim-emails.ts';
import {
  addCampgroundManager,
  deleteUnacceptedInvitations,
  findApprovedClaim,
  findCampgroundContact,
  findClaim,
  findOpenClaim,
  findUserContact,
  insertClaim,
  isCampgroundManager,
  listClaims,
  lockClaim,
  markApproved,
  updateClaim,
  type ClaimRecord,
} from './claim-repository.ts';
import type { ClaimCreateAttributes, ClaimUpdateAttributes } from './claim-schemas.ts';

export type ClaimsContext = Pick<
  AppContext,
  'db' | 'clock' | 'config' | 'emailSender' | 'smsSender' | 'documentStorage' | 'log'
>;

const OPEN: readonly ClaimStatus[] = ['unverified', 'pending'];

export function isOpen(claim: { status: ClaimStatus }): boolean {
  return OPEN.includes(claim.status);
}

/** The claim, for its claimant or an admin; 404 for anyone else (they learn nothing). */
export async function getVisibleClaim(
  ctx: Pick<ClaimsContext, 'db'>,
  viewer: Viewer,
  id: number,
): Promise<ClaimRecord> {
  const claim = await findClaim(ctx.db, id);
  if (!claim || (!viewer.admin && claim.userId !== viewer.id)) throw claimNotFound(id);
  return claim;
}

/** The claim, for its claimant only (admins read claims but do not act as the claimant). */
export async function getOwnClaim(ctx: Pick<ClaimsContext, 'db'>, viewer: Viewer, id: number): Promise<ClaimRecord> {
  const claim = await getVisibleClaim(ctx, viewer, id);
  if (claim.userId !== viewer.id) throw AppError.forbidden('Only the claimant may do this.');
  return claim;
}

function claimDetails(attributes: ClaimCreateAttributes) {
  return {
    claimantName: attributes['claimant-name'],
    claimantRole: attributes['claimant-role'],
    businessName: attributes['business-name'] ?? '',
    phone: attributes.phone ?? '',
    website: attributes.website ?? '',
    bookingIntention: attributes['booking-intention'] ?? 'claim_only',
  };
}

function claimExists(id: number | null): AppError {
  return new AppError({
    status: 409,
    code: 'claim-exists',
    title: 'Claim exists',
    detail: 'You already have an open claim of this campground: continue it.',
    meta: { 'claim-id': String(id) },
  });
}

/**
 * Starts a claim; on a campground someone runs already, only a contest (with `contest-reason`)
 * of its approved claim. A user's open claim of a campground claimed meanwhile becomes their
 * contest, keeping what it proved, since the one-open index allows them no second claim.
 */
export async function startClaim(
  ctx: ClaimsContext,
  viewer: Viewer,
  campgroundId: number,
  attributes: ClaimCreateAttributes,
): Promise<ClaimRecord> {
  const { db } = ctx;
  if (!(await findCampgroundContact(db, campgroundId)))
    throw AppError.notFound(`No campground with id ${campgroundId}.`);
  if (await isCampgroundManager(db, campgroundId, viewer.id)) {
    throw claimError(409, 'already-manager', 'Already a manager', 'You already manage this campground.');
  }
  const approved = await findApprovedClaim(db, campgroundId);
  const contestReason = attributes['contest-reason'];
  if (approved && contestReason === undefined) throw alreadyClaimed();
  if (!approved && contestReason !== undefined) {
    throw claimError(
      422,
      'not-claimed',
      'Not claimed',
      'Nobody has claimed this campground: claim it instead of contesting.',
      attributePointer('contest-reason'),
    );
  }
  const open = await findOpenClaim(db, campgroundId, viewer.id);
  if (open && approved && open.contestsClaimId !== approved.id) {
    await updateClaim(
      db,
      open.id,
      { ...claimDetails(attributes), contestsClaimId: approved.id, contestReason },
      ctx.clock(),
    );
    return (await findClaim(db, open.id))!;
  }
  if (open) throw claimExists(open.id);
  const id = await insertClaim(db, {
    campgroundId,
    userId: viewer.id,
    ...claimDetails(attributes),
    ...(approved ? { contestsClaimId: approved.id, contestReason } : {}),
    createdAt: ctx.clock(),
    updatedAt: ctx.clock(),
  });
  if (id === 'claim-exists') throw claimExists((await findOpenClaim(db, campgroundId, viewer.id))?.id ?? null);
  return (await findClaim(db, id))!;
}

export interface ClaimListRequest {
  filter: { userId?: number; 'user-id'?: number; status?: ClaimStatus; campground?: number };
  page: Page;
}

/** A user lists their own claims; admins anyone's, or all of them. */
export async function getClaimPage(ctx: Pick<ClaimsContext, 'db'>, viewer: Viewer, request: ClaimListRequest) {
  const userId = request.filter.userId ?? request.filter['user-id'];
  if (userId === undefined && !viewer.admin) {
    throw AppError.invalidParameter('filter[userId]', 'filter[userId] is required: your own user id.');
  }
  if (userId !== undefined && userId !== viewer.id && !viewer.admin) {
    throw AppError.forbidden('You may list only your own claims.');
  }
  return listClaims(
    ctx.db,
    {
      ...(userId !== undefined ? { userId } : {}),
      ...(request.filter.status ? { status: request.filter.status } : {}),
      ...(request.filter.campground ? { campgroundId: request.filter.campground } : {}),
    },
    request.page,
  );
}

const BOOKING_ATTRIBUTES = new Set(['booking-intention', 'booking-method']);

export async function changeClaim(
  ctx: ClaimsContext,
  viewer: Viewer,
  id: number,
  attributes: ClaimUpdateAttributes,
): Promise<ClaimRecord> {
  const claim = await getOwnClaim(ctx, viewer, id);
  const names = Object.keys(attributes);
  // An owner records how they take bookings after approval (setup bookings); nothing else changes then.
  const allowed = isOpen(claim) || (claim.status === 'approved' && names.every((name) => BOOKING_ATTRIBUTES.has(name)));
  if (!allowed) throw claimClosed();
  if (attributes['contest-reason'] !== undefined && claim.contestsClaimId === null) {
    throw AppError.validation([
      { pointer: attributePointer('contest-reason'), detail: 'Only a contest of a claimed campground has a reason.' },
    ]);
  }
  if (names.length === 0) return claim;
  await updateClaim(
    ctx.db,
    id,
    {
      ...(attributes['claimant-name'] !== undefined && { claimantName: attributes['claimant-name'] }),
      ...(attributes['claimant-role'] !== undefined && { claimantRole: attributes['claimant-role'] }),
      ...(attributes['business-name'] !== undefined && { businessName: attributes['business-name'] }),
      ...(attributes.phone !== undefined && { phone: attributes.phone }),
      ...(attributes.website !== undefined && { website: attributes.website }),
      ...(attributes['booking-intention'] !== undefined && { bookingIntention: attributes['booking-intention'] }),
      ...(attributes['booking-method'] !== undefined && { bookingMethod: attributes['booking-method'] }),
      ...(attributes['contest-reason'] !== undefined && { contestReason: attributes['contest-reason'] }),
      ...(attributes.status === 'withdrawn' && { status: 'withdrawn' as const, codeHash: null }),
    },
    ctx.clock(),
  );
  return (await findClaim(ctx.db, id))!;
}

/**
 * The contested claim is revoked and its whole team leaves the campground (their manager flag goes
 * when they run nothing else; unaccepted invitations go too), inside the approval's transaction.
 * Returns the revoked claim's user, or null when the contested claim is no longer the approved one.
 */
async function revokeContestedClaim(tx: ClaimsContext['db'], contestedId: number, admin: Viewer, now: Date) {
  const contested = await lockClaim(tx, contestedId);
  if (contested?.status !== 'approved') return null;
  // Revoked before the contest is approved: the one-approved index never sees two.
  await updateClaim(tx, contestedId, { status: 'revoked', reviewedBy: admin.id, reviewedAt: now }, now);
  for (const member of await listTeam(tx, contested.campgroundId)) {
    await deleteManager(tx, contested.campgroundId, member.userId);
  }
  await deleteUnacceptedInvitations(tx, contested.campgroundId);
  return contested.userId;
}

/**
 * Admin: a pending claim becomes the campground's one approved claim and its owner a manager. A
 * contest first revokes the claim it disputes; of two approvals racing, the second is 409.
 */
export async function approveClaim(ctx: ClaimsContext, admin: Viewer, id: number): Promise<ClaimRecord> {
  const now = ctx.clock();
  const revokedUserId = await ctx.db.transaction(async (tx) => {
    const claim = await lockClaim(tx, id);
    if (!claim) throw claimNotFound(id);
    if (claim.status !== 'pending') {
      throw claimError(
        409,
        'not-pending',
        'Not pending',
        `Only a pending claim can be approved; this one is ${claim.status}.`,
      );
    }
    const revoked =
      claim.contestsClaimId === null ? null : await revokeContestedClaim(tx, claim.contestsClaimId, admin, now);
    if ((await markApproved(tx, id, admin.id, now)) === 'already-claimed') throw alreadyClaimed();
    await addCampgroundManager(tx, claim.campgroundId, claim.userId, 'owner');
    return revoked;
  });
  const approved = (await findClaim(ctx.db, id))!;
  const user = await findUserContact(ctx.db, approved.userId);
  if (user)
    await ctx.emailSender.send(claimApprovedEmail(user.email, approved.campgroundName, ctx.config.publicWebUrl));
  const formerOwner = revokedUserId === null ? null : await findUserContact(ctx.db, revokedUserId);
  if (formerOwner) await ctx.emailSender.send(claimRevokedEmail(formerOwner.email, approved.campgroundName));
  return approved;
}

export async function rejectClaim(ctx: ClaimsContext, admin: Viewer, id: number, reason: string): Promise<ClaimRecord> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const claim = await lockClaim(tx, id);
    if (!claim) throw claimNotFound(id);
    if (!isOpen(claim)) {
      throw claimError(
        409,
        'not-pending',
        'Not pending',
        `Only an open claim can be rejected; this one is ${claim.status}.`,
      );
    }
    await updateClaim(
      tx,
      id,
      { status: 'rejected', rejectionReason: reason, reviewedBy: admin.id, reviewedAt: now, codeHash: null },
      now,
    );
  });
  const rejected = (await findClaim(ctx.db, id))!;
  const user = await findUserContact(ctx.db, rejected.userId);
  const email = rejected.contestsClaimId === null ? claimRejectedEmail : contestRejectedEmail;
  if (user) await ctx.emailSender.send(email(user.email, rejected.campgroundName, reason));
  return rejected;
}
