// Suggested listings (/claim/add): a user proposes a missing campground; an admin approves it
// (creating the campground, public at once in search and on the map, and for an owner their
// approved claim and manager row) or rejects it.
import type { AppContext } from '../../app-context.ts';
import { campgroundClaims } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Page } from '../../jsonapi/query.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import { markMapCellsChanged } from '../campgrounds/map-cells.ts';
import { addCampgroundManager, findUserContact } from '../claims/claim-repository.ts';
import { loadAreaOutlines } from '../import/area-outlines-cache.ts';
import { placeInAdminAreas } from '../listings/listing-admin-areas.ts';
import { serializeCountMoves, shiftNearCounts } from '../listings/listing-repository.ts';
import { campgroundFromSubmission, regionOfPoint, type SubmissionDetails } from './submission-campground.ts';
import {
  countPending,
  insertCampground,
  insertSubmission,
  listSubmissions,
  lockSubmission,
  refreshRegionCount,
  updateSubmission,
  type SubmissionRow,
  type SubmissionStatus,
} from './submission-repository.ts';
import type { SubmissionAttributes } from './submission-schemas.ts';

export type SubmissionsContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'log'>;

export const MAX_PENDING_SUBMISSIONS = 10;

function outsideUs(): AppError {
  return new AppError({
    status: 422,
    code: 'outside-us',
    title: 'Outside the US',
    detail: 'Pick a place in the 50 states or DC.',
    source: { pointer: attributePointer('latitude') },
  });
}

export async function submitCampground(
  ctx: SubmissionsContext,
  viewer: Viewer,
  attributes: SubmissionAttributes,
): Promise<SubmissionRow> {
  if (!(await regionOfPoint(ctx.db, attributes.latitude, attributes.longitude))) throw outsideUs();
  if ((await countPending(ctx.db, viewer.id)) >= MAX_PENDING_SUBMISSIONS) {
    throw new AppError({
      status: 429,
      code: 'too-many-submissions',
      title: 'Too many submissions',
      detail: `You have ${MAX_PENDING_SUBMISSIONS} suggestions waiting for review. Try again once we have looked at them.`,
      headers: { 'retry-after': '3600' },
    });
  }
  const details: SubmissionDetails = {
    ...(attributes.description ? { description: attributes.description } : {}),
    ...(attributes.website ? { website: attributes.website } : {}),
    ...(attributes.phone ? { phone: attributes.phone } : {}),
    ...(attributes.email ? { email: attributes.email } : {}),
    siteTypes: (attributes['site-types'] ?? []) as SubmissionDetails['siteTypes'],
    amenities: attributes.amenities ?? [],
    priceCents: attributes['price-cents'] ?? null,
    reservable: attributes.reservable ?? null,
  };
  return insertSubmission(ctx.db, {
    submittedBy: viewer.id,
    submitterRole: attributes['submitter-role'],
    name: attributes.name,
    latitude: attributes.latitude,
    longitude: attributes.longitude,
    details: details as Record<string, unknown>,
    createdAt: ctx.clock(),
  });
}

/** Admins list every submission (filter[status] narrows); others their own. */
export async function getSubmissionPage(
  ctx: SubmissionsContext,
  viewer: Viewer,
  filter: { status?: SubmissionStatus },
  page: Page,
) {
  return listSubmissions(ctx.db, { ...filter, ...(viewer.admin ? {} : { userId: viewer.id }) }, page);
}

function notPending(status: string): AppError {
  return AppError.conflict('Not pending', `This suggestion is already ${status}.`, undefined, 'not-pending');
}

export async function approveSubmission(ctx: SubmissionsContext, admin: Viewer, id: number): Promise<SubmissionRow> {
  const now = ctx.clock();
  // Read before the transaction opens: a file read must not hold the connection.
  const outlines = await loadAreaOutlines(ctx.config.dataDir, ctx.log);
  const approved = await ctx.db.transaction(async (tx) => {
    const submission = await lockSubmission(tx, id);
    if (!submission) throw AppError.notFound(`No suggestion with id ${id}.`);
    if (submission.status !== 'pending') throw notPending(submission.status);
    const regionCode = await regionOfPoint(tx, submission.latitude, submission.longitude);
    if (!regionCode) throw outsideUs();
    const campground = await campgroundFromSubmission(tx, submission, regionCode, now);
    const campgroundId = await insertCampground(tx, campground);
    if (submission.submitterRole === 'owner') {
      const owner = await findUserContact(tx, submission.submittedBy);
      await tx.insert(campgroundClaims).values({
        campgroundId,
        userId: submission.submittedBy,
        status: 'approved',
        claimantName: owner?.fullName.trim() || owner?.email || 'Owner',
        claimantRole: 'owner',
        verificationMethod: 'document',
        verifiedAt: now,
        reviewedBy: admin.id,
        reviewedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await addCampgroundManager(tx, campgroundId, submission.submittedBy, 'owner');
    }
    // Search reads the campgrounds table; the map's precomputed cells (the insert's trigger,
    // migration 0022), the state's count and the parks and forests it lies in are written in this
    // transaction, so the campground shows everywhere (a forest's search included) once it commits.
    await serializeCountMoves(tx);
    await refreshRegionCount(tx, regionCode);
    const { latitude, longitude, agency } = campground;
    await placeInAdminAreas(tx, { id: campgroundId, latitude, longitude, agency, hidden: false }, outlines);
    // Towns and parks within NEAR_RADIUS_KM count it in their "N campgrounds near" at once.
    await shiftNearCounts(tx, null, { latitude, longitude });
    return updateSubmission(tx, id, { status: 'approved', campgroundId, reviewedBy: admin.id, reviewedAt: now });
  });
  // After the commit: a map answer read before it (from cells without the campground) may be
  // cached as current; marking the cells changed drops it, and the map shows the campground at once.
  markMapCellsChanged();
  return approved;
}

export async function rejectSubmission(
  ctx: SubmissionsContext,
  admin: Viewer,
  id: number,
  reason: string,
): Promise<SubmissionRow> {
  return ctx.db.transaction(async (tx) => {
    const submission = await lockSubmission(tx, id);
    if (!submission) throw AppError.notFound(`No suggestion with id ${id}.`);
    if (submission.status !== 'pending') throw notPending(submission.status);
    return updateSubmission(tx, id, {
      status: 'rejected',
      rejectionReason: reason,
      reviewedBy: admin.id,
      reviewedAt: ctx.clock(),
    });
  });
}
