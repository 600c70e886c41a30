// Who runs a campground: the owner (the approved claimant) invites co-managers by email and may
// remove them; any manager reads the team. Admins may do all of it.
import { createHash, randomBytes } from 'node:crypto';
import { addSeconds } from '../../clock.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Viewer } from '../../http/viewer.ts';
import { findCampgroundsByIds } from '../campgrounds/campground-repository.ts';
import {
  addCampgroundManager,
  findApprovedClaims,
  findCampgroundContact,
  listVisibleClaimsOf,
} from '../claims/claim-repository.ts';
import { escapeHtml } from '../claims/claim-emails.ts';
import { notAManager } from '../inventory/manager-access.ts';
import {
  claimInvitation,
  deleteInvitation,
  deleteManager,
  findInvitation,
  findManagerRole,
  insertInvitation,
  isManagerEmail,
  listInvitations,
  listManagedCampgrounds,
  listTeam,
  type InvitationRow,
} from './manager-team-repository.ts';

export type TeamContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'emailSender'>;

const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

async function requireCampground(ctx: Pick<TeamContext, 'db'>, campgroundId: number) {
  const campground = await findCampgroundContact(ctx.db, campgroundId);
  if (!campground) throw AppError.notFound(`No campground with id ${campgroundId}.`);
  return campground;
}

/** Any manager of the campground, or an admin (403 not-a-manager otherwise). */
export async function requireTeamMember(
  ctx: Pick<TeamContext, 'db'>,
  viewer: Viewer,
  campgroundId: number,
): Promise<void> {
  await requireCampground(ctx, campgroundId);
  if (!viewer.admin && (await findManagerRole(ctx.db, campgroundId, viewer.id)) === null) throw notAManager();
}

/** The campground's owner, or an admin: a plain manager gets 403 not-the-owner. */
export async function requireOwner(ctx: Pick<TeamContext, 'db'>, viewer: Viewer, campgroundId: number): Promise<void> {
  await requireCampground(ctx, campgroundId);
  if (viewer.admin) return;
  const role = await findManagerRole(ctx.db, campgroundId, viewer.id);
  if (role === null) throw notAManager();
  if (role !== 'owner') {
    throw new AppError({
      status: 403,
      code: 'not-the-owner',
      title: 'Not the owner',
      detail: "Only the campground's owner may manage its team.",
    });
  }
}

export async function getTeam(ctx: TeamContext, viewer: Viewer, campgroundId: number) {
  await requireTeamMember(ctx, viewer, campgroundId);
  return listTeam(ctx.db, campgroundId);
}

export async function removeManager(
  ctx: TeamContext,
  viewer: Viewer,
  campgroundId: number,
  userId: number,
): Promise<void> {
  await requireOwner(ctx, viewer, campgroundId);
  const role = await findManagerRole(ctx.db, campgroundId, userId);
  if (role === null) throw AppError.notFound(`User ${userId} does not manage this campground.`);
  if (role === 'owner') {
    throw AppError.conflict('Owner stays', 'The owner cannot be removed from the team.', undefined, 'owner-stays');
  }
  await deleteManager(ctx.db, campgroundId, userId);
}

export async function inviteManager(
  ctx: TeamContext,
  viewer: Viewer,
  campgroundId: number,
  email: string,
): Promise<{ invitation: InvitationRow; campgroundName: string }> {
  await requireOwner(ctx, viewer, campgroundId);
  const campground = (await findCampgroundContact(ctx.db, campgroundId))!;
  if (await isManagerEmail(ctx.db, campgroundId, email)) {
    throw AppError.conflict(
      'Already a manager',
      `${email} already manages this campground.`,
      undefined,
      'already-manager',
    );
  }
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock();
  const invitation = await insertInvitation(ctx.db, {
    campgroundId,
    email,
    tokenHash: hashToken(token),
    invitedBy: viewer.id,
    expiresAt: addSeconds(now, INVITATION_TTL_SECONDS),
    createdAt: now,
  });
  const link = `${ctx.config.publicWebUrl}/manager/invitations/${token}`;
  const subject = `You are invited to manage ${campground.name}`;
  const line = `You are invited to help manage ${campground.name} on Campwise. The link works for 7 days.`;
  await ctx.emailSender.send({
    to: email,
    subject,
    text: `${line}\n\nAccept the invitation: ${link}`,
    html: `<p>${escapeHtml(line)}</p>\n<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
    actionUrl: link,
  });
  return { invitation, campgroundName: campground.name };
}

export async function getInvitations(ctx: TeamContext, viewer: Viewer, campgroundId: number) {
  await requireTeamMember(ctx, viewer, campgroundId);
  const campground = (await findCampgroundContact(ctx.db, campgroundId))!;
  return { rows: await listInvitations(ctx.db, campgroundId), campgroundName: campground.name };
}

export async function revokeInvitation(ctx: TeamContext, viewer: Viewer, id: number): Promise<void> {
  const invitation = await findInvitation(ctx.db, id);
  if (!invitation) throw AppError.notFound(`No invitation with id ${id}.`);
  await requireOwner(ctx, viewer, invitation.campgroundId);
  if (invitation.acceptedAt) {
    throw AppError.conflict(
      'Already accepted',
      'This invitation was accepted; remove the manager instead.',
      undefined,
      'invitation-accepted',
    );
  }
  await deleteInvitation(ctx.db, id);
}

/** The caller joins the team the token invites to (the address need not be theirs). */
export async function acceptInvitation(ctx: TeamContext, viewer: Viewer, token: string) {
  const now = ctx.clock();
  const invitation = await ctx.db.transaction(async (tx) => {
    const taken = await claimInvitation(tx, hashToken(token), viewer.id, now);
    if (!taken) return null;
    // An owner who accepts stays owner (addCampgroundManager never demotes).
    await addCampgroundManager(tx, taken.campgroundId, viewer.id, 'manager');
    return taken;
  });
  if (!invitation) {
    throw new AppError({
      status: 404,
      code: 'invitation-not-found',
      title: 'Invitation not found',
      detail: 'This invitation link is used, expired or unknown. Ask the owner for a new one.',
    });
  }
  const campground = (await findCampgroundContact(ctx.db, invitation.campgroundId))!;
  return { invitation, campgroundName: campground.name };
}

/** The user's campgrounds for the portal, by name: for the user themself or an admin. */
export async function getManagedCampgrounds(ctx: TeamContext, viewer: Viewer, userId: number, includeClaims: boolean) {
  if (!viewer.admin && viewer.id !== userId) throw AppError.forbidden('You may list only your own campgrounds.');
  const managed = await listManagedCampgrounds(ctx.db, userId);
  const ids = managed.map((row) => row.campgroundId);
  const [rows, approved] = await Promise.all([findCampgroundsByIds(ctx.db, ids), findApprovedClaims(ctx.db, ids)]);
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const byId = new Map(managed.map((row) => [row.campgroundId, row]));
  // Included claims are those the caller may see (their own; admins all), as everywhere else.
  const includedClaims = includeClaims
    ? (await listVisibleClaimsOf(ctx.db, ids, viewer)).filter((claim) => claim.status === 'approved')
    : [];
  return { rows, byId, approved, includedClaims };
}
