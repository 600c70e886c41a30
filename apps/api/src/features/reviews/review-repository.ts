// Reviews, helpful votes and the campground rating they add up to. Every function that
// changes what counts towards a rating runs inside the caller's transaction, after
// lockCampground, and ends with recomputeCampgroundRating.
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgrounds, photos, reviewHelpfulVotes, reviews, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../../errors/database-errors.ts';
import type { Page } from '../../jsonapi/query.ts';
import { REVIEW_MESSAGES } from '@campwise/domain';
import { lockCampground } from '../../http/campground-rows.ts';
import { summarizeRatings, type RatingSummary } from './review-rating.ts';
import type { Viewer } from '../../http/viewer.ts';

export interface ReviewRecord {
  id: number;
  campgroundId: number;
  userId: number;
  rating: number;
  title: string | null;
  body: string;
  stayedOn: string;
  siteType: string | null;
  helpfulCount: number;
  hiddenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The author's full name ('' when they gave none). */
  authorName: string;
  /** Whether the viewer marked it helpful (false for anonymous viewers). */
  votedHelpful: boolean;
}

export function reviewColumns(viewer: Viewer | null) {
  return {
    id: reviews.id,
    campgroundId: reviews.campgroundId,
    userId: reviews.userId,
    rating: reviews.rating,
    title: reviews.title,
    body: reviews.body,
    stayedOn: reviews.stayedOn,
    siteType: reviews.siteType,
    helpfulCount: reviews.helpfulCount,
    hiddenAt: reviews.hiddenAt,
    createdAt: reviews.createdAt,
    updatedAt: reviews.updatedAt,
    authorName: users.fullName,
    votedHelpful: viewer
      ? sql<boolean>`exists (select 1 from ${reviewHelpfulVotes} v where v.review_id = ${reviews.id} and v.user_id = ${viewer.id})`
      : sql<boolean>`false`,
  };
}

/** Hidden reviews only for admins and their author. */
function visibleTo(viewer: Viewer | null): SQL | undefined {
  if (viewer?.admin) return undefined;
  if (viewer) return or(isNull(reviews.hiddenAt), eq(reviews.userId, viewer.id));
  return isNull(reviews.hiddenAt);
}

export async function findReview(db: Db, id: number, viewer: Viewer | null): Promise<ReviewRecord | null> {
  const [row] = await db
    .select(reviewColumns(viewer))
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ?? null;
}

export type ReviewSort = 'newest' | 'highest' | 'lowest' | 'most-helpful';

// Newest first breaks every tie, then the id, so pages never overlap.
const NEWEST = [desc(reviews.createdAt), desc(reviews.id)];
const ORDER: Record<ReviewSort, SQL[]> = {
  newest: NEWEST,
  highest: [desc(reviews.rating), ...NEWEST],
  lowest: [asc(reviews.rating), ...NEWEST],
  'most-helpful': [desc(reviews.helpfulCount), ...NEWEST],
};

export async function listCampgroundReviews(
  db: Db,
  campgroundId: number,
  viewer: Viewer | null,
  sort: ReviewSort,
  page: Page,
): Promise<{ rows: ReviewRecord[]; total: number }> {
  const where = and(eq(reviews.campgroundId, campgroundId), visibleTo(viewer));
  const [rows, counted] = await Promise.all([
    db
      .select(reviewColumns(viewer))
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** Visible reviews per star value: what the rating and its distribution are made of. */
async function visibleRatingCounts(db: Db, campgroundId: number) {
  return db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.campgroundId, campgroundId), isNull(reviews.hiddenAt)))
    .groupBy(reviews.rating);
}

/** The rating as stored on the campground, with how many reviews gave each star. */
export async function ratingSummary(db: Db, campgroundId: number): Promise<RatingSummary> {
  return summarizeRatings(await visibleRatingCounts(db, campgroundId));
}

/** Rewrites campgrounds.rating_average / rating_count from the visible reviews. */
export async function recomputeCampgroundRating(tx: Db, campgroundId: number): Promise<void> {
  const summary = summarizeRatings(await visibleRatingCounts(tx, campgroundId));
  await tx
    .update(campgrounds)
    .set({ ratingAverage: summary.average, ratingCount: summary.count })
    .where(eq(campgrounds.id, campgroundId));
}

function duplicateStay(): AppError {
  return AppError.conflict('Already reviewed', REVIEW_MESSAGES.duplicateStay, {
    pointer: '/data/attributes/stayed-on',
  });
}

export type NewReview = typeof reviews.$inferInsert;
export type ReviewChanges = Partial<Pick<NewReview, 'rating' | 'title' | 'body' | 'stayedOn' | 'siteType'>>;

/** One review per camper, campground and stay date: the unique index decides, races included. */
export async function insertReview(tx: Db, values: NewReview): Promise<number> {
  try {
    const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_one_per_stay_idx')) throw duplicateStay();
    throw error;
  }
}

export async function updateReview(tx: Db, id: number, changes: ReviewChanges, now: Date): Promise<void> {
  try {
    await tx
      .update(reviews)
      .set({ ...changes, updatedAt: now })
      .where(eq(reviews.id, id));
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_one_per_stay_idx')) throw duplicateStay();
    throw error;
  }
}

export async function deleteReview(tx: Db, id: number): Promise<void> {
  await tx.delete(reviews).where(eq(reviews.id, id));
}

// helpful_count is recounted rather than incremented, so it cannot drift from the votes.
/** Rewrites reviews.helpful_count from the votes (also after a voter's account is deleted). */
export async function recountHelpful(tx: Db, reviewId: number): Promise<void> {
  await tx
    .update(reviews)
    .set({
      helpfulCount: sql`(select count(*)::int from ${reviewHelpfulVotes} v where v.review_id = ${reviewId})`,
    })
    .where(eq(reviews.id, reviewId));
}

/** A user's helpful vote; voting twice changes nothing. */
export async function addHelpfulVote(tx: Db, reviewId: number, userId: number, now: Date): Promise<void> {
  const inserted = await tx
    .insert(reviewHelpfulVotes)
    .values({ reviewId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ reviewId: reviewHelpfulVotes.reviewId });
  if (inserted.length) await recountHelpful(tx, reviewId);
}

export async function removeHelpfulVote(tx: Db, reviewId: number, userId: number): Promise<void> {
  const deleted = await tx
    .delete(reviewHelpfulVotes)
    .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, userId)))
    .returning({ reviewId: reviewHelpfulVotes.reviewId });
  if (deleted.length) await recountHelpful(tx, reviewId);
}

/**
 * Hides (moderation) or restores a review and recomputes its campground's rating, in one
 * transaction. Hiding keeps the first hidden_at. False when there is no such review.
 */
export async function setReviewHidden(db: Db, id: number, hidden: boolean, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ campgroundId: reviews.campgroundId })
      .from(reviews)
      .where(eq(reviews.id, id))
      .limit(1);
    if (!review) return false;
    await lockCampground(tx, review.campgroundId);
    await tx
      .update(reviews)
      .set({ hiddenAt: hidden ? sql`coalesce(${reviews.hiddenAt}, ${now.toISOString()}::timestamptz)` : null })
      .where(eq(reviews.id, id));
    await recomputeCampgroundRating(tx, review.campgroundId);
    return true;
  });
}

/** Ids of the visible photos attached to each review (for the photos relationship). */
export async function photoIdsByReview(db: Db, reviewIds: readonly number[]): Promise<Map<number, number[]>> {
  const byReview = new Map<number, number[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ id: photos.id, reviewId: photos.reviewId })
    .from(photos)
    .where(and(inArray(photos.reviewId, [...reviewIds]), isNull(photos.hiddenAt)))
    .orderBy(asc(photos.createdAt), asc(photos.id));
  for (const row of rows) {
    const list = byReview.get(row.reviewId!) ?? [];
    list.push(row.id);
    byReview.set(row.reviewId!, list);
  }
  return byReview;
}
