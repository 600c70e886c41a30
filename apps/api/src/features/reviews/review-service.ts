// Review use cases and their rules: who may see, write, change, delete and vote; every write
// that changes what a rating is made of recomputes it in the same transaction.
import { REVIEW_MESSAGES, REVIEWS_PER_HOUR } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Page } from '../../jsonapi/query.ts';
import type { Clock } from '../../clock.ts';
import { campgroundExists, lockCampground } from '../../http/campground-rows.ts';
import { perHour, reserveWrite, type UserWriteLimit } from '../../rate-limits/hourly-rate-limit.ts';
import type { RatingSummary } from './review-rating.ts';
import {
  addHelpfulVote,
  deleteReview,
  findReview,
  insertReview,
  listCampgroundReviews,
  ratingSummary,
  recomputeCampgroundRating,
  removeHelpfulVote,
  updateReview,
  type ReviewChanges,
  type ReviewRecord,
  type ReviewSort,
} from './review-repository.ts';
import type { ReviewCreateDocument, ReviewUpdateAttributes } from './review-schemas.ts';
import { canSeeHidden, type Viewer } from '../../http/viewer.ts';

export interface ReviewsContext {
  db: Db;
  clock: Clock;
}

export const REVIEW_WRITE_LIMIT: UserWriteLimit = {
  kind: 'reviews',
  policy: perHour(REVIEWS_PER_HOUR),
  message: REVIEW_MESSAGES.tooManyReviews,
};

function notFound(id: number): AppError {
  return AppError.notFound(`No review with id ${id}.`);
}

/** The review as the viewer may see it: hidden ones are 404 except for admins and the author. */
export async function getReview(db: Db, id: number, viewer: Viewer | null): Promise<ReviewRecord> {
  const review = await findReview(db, id, viewer);
  if (!review || (review.hiddenAt && !canSeeHidden(viewer, review.userId))) throw notFound(id);
  return review;
}

export interface ReviewPage {
  rows: ReviewRecord[];
  total: number;
  rating: RatingSummary;
}

export async function getCampgroundReviews(
  db: Db,
  campgroundId: number,
  viewer: Viewer | null,
  sort: ReviewSort,
  page: Page,
): Promise<ReviewPage> {
  if (!(await campgroundExists(db, campgroundId))) throw AppError.notFound(`No campground with id ${campgroundId}.`);
  const [{ rows, total }, rating] = await Promise.all([
    listCampgroundReviews(db, campgroundId, viewer, sort, page),
    ratingSummary(db, campgroundId),
  ]);
  return { rows, total, rating };
}

function unknownCampground(): AppError {
  return AppError.validation([
    { pointer: '/data/relationships/campground', detail: REVIEW_MESSAGES.campgroundUnknown },
  ]);
}

export async function createReview(
  ctx: ReviewsContext,
  actor: Viewer,
  document: ReviewCreateDocument,
): Promise<ReviewRecord> {
  const now = ctx.clock();
  const { attributes, relationships } = document.data;
  const campgroundId = relationships.campground.data.id;
  const id = await ctx.db.transaction(async (tx) => {
    await reserveWrite(tx, REVIEW_WRITE_LIMIT, actor.id, now);
    if (!(await lockCampground(tx, campgroundId))) throw unknownCampground();
    const reviewId = await insertReview(tx, {
      campgroundId,
      userId: actor.id,
      rating: attributes.rating,
      title: attributes.title ?? null,
      body: attributes.body,
      stayedOn: attributes['stayed-on'],
      siteType: attributes['site-type'] ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await recomputeCampgroundRating(tx, campgroundId);
    return reviewId;
  });
  return getReview(ctx.db, id, actor);
}

/**
 * Loads a review someone wants to change: 404 when they may not even see it, 403 when they
 * may see it but it is not theirs (and `allowAdmin` does not let an admin through).
 */
async function reviewToChange(db: Db, id: number, actor: Viewer, allowAdmin: boolean): Promise<ReviewRecord> {
  const review = await getReview(db, id, actor);
  if (review.userId !== actor.id && !(allowAdmin && actor.admin)) {
    throw AppError.forbidden(
      allowAdmin ? 'You may only delete your own reviews.' : 'You may only edit your own reviews.',
    );
  }
  return review;
}

function changesFrom(attributes: ReviewUpdateAttributes): ReviewChanges {
  const changes: ReviewChanges = {};
  if (attributes.rating !== undefined) changes.rating = attributes.rating;
  if (attributes.title !== undefined) changes.title = attributes.title;
  if (attributes.body !== undefined) changes.body = attributes.body;
  if (attributes['stayed-on'] !== undefined) changes.stayedOn = attributes['stayed-on'];
  if (attributes['site-type'] !== undefined) changes.siteType = attributes['site-type'];
  return changes;
}

/** The author edits their review; admins moderate by hiding, not by rewriting someone's words. */
export async function editReview(
  ctx: ReviewsContext,
  actor: Viewer,
  id: number,
  attributes: ReviewUpdateAttributes,
): Promise<ReviewRecord> {
  const review = await reviewToChange(ctx.db, id, actor, false);
  const changes = changesFrom(attributes);
  if (Object.keys(changes).length === 0) return review;
  await ctx.db.transaction(async (tx) => {
    await lockCampground(tx, review.campgroundId);
    await updateReview(tx, id, changes, ctx.clock());
    await recomputeCampgroundRating(tx, review.campgroundId);
  });
  return getReview(ctx.db, id, actor);
}

export async function removeReview(db: Db, actor: Viewer, id: number): Promise<void> {
  const review = await reviewToChange(db, id, actor, true);
  await db.transaction(async (tx) => {
    await lockCampground(tx, review.campgroundId);
    await deleteReview(tx, id);
    await recomputeCampgroundRating(tx, review.campgroundId);
  });
}

/** Votes go to visible reviews only, and never to one's own. */
async function reviewToVoteOn(db: Db, actor: Viewer, id: number): Promise<ReviewRecord> {
  const review = await findReview(db, id, actor);
  if (!review || review.hiddenAt) throw notFound(id);
  if (review.userId === actor.id) throw AppError.forbidden(REVIEW_MESSAGES.ownReviewVote);
  return review;
}

export async function voteHelpful(ctx: ReviewsContext, actor: Viewer, id: number): Promise<ReviewRecord> {
  await reviewToVoteOn(ctx.db, actor, id);
  await ctx.db.transaction((tx) => addHelpfulVote(tx, id, actor.id, ctx.clock()));
  return getReview(ctx.db, id, actor);
}

export async function withdrawHelpfulVote(ctx: ReviewsContext, actor: Viewer, id: number): Promise<ReviewRecord> {
  await reviewToVoteOn(ctx.db, actor, id);
  await ctx.db.transaction((tx) => removeHelpfulVote(tx, id, actor.id));
  return getReview(ctx.db, id, actor);
}
