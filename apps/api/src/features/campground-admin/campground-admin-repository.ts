// The SQL of hiding and merging campgrounds (issue 14). Every function runs inside the caller's
// transaction, after the campgrounds involved are locked.
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Page } from '../../jsonapi/query.ts';
import {
  campgroundClaims,
  campgroundManagers,
  campgrounds,
  fieldReports,
  photos,
  reservations,
  reviews,
  savedListItems,
  sites,
} from '../../db/schema/index.ts';

export interface ModeratedCampground {
  id: number;
  regionCode: string;
  latitude: number;
  longitude: number;
  hiddenAt: Date | null;
  mergedIntoId: number | null;
}

/** Locks the campgrounds (in id order, so two merges crossing each other cannot deadlock). */
export async function lockCampgrounds(tx: Db, ids: readonly number[]): Promise<Map<number, ModeratedCampground>> {
  const rows = await tx
    .select({
      id: campgrounds.id,
      regionCode: campgrounds.regionCode,
      latitude: campgrounds.latitude,
      longitude: campgrounds.longitude,
      hiddenAt: campgrounds.hiddenAt,
      mergedIntoId: campgrounds.mergedIntoId,
    })
    .from(campgrounds)
    .where(inArray(campgrounds.id, [...ids]))
    .orderBy(asc(campgrounds.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export async function setHidden(
  tx: Db,
  id: number,
  hidden: { at: Date; reason: string; mergedIntoId?: number } | null,
): Promise<void> {
  await tx
    .update(campgrounds)
    .set(
      hidden
        ? { hiddenAt: hidden.at, hiddenReason: hidden.reason, mergedIntoId: hidden.mergedIntoId ?? null }
        : { hiddenAt: null, hiddenReason: null, mergedIntoId: null },
    )
    .where(eq(campgrounds.id, id));
}

/** What a merge must not move: booking inventory, stays, an owner or managers. */
export async function hasBookingsOrOwners(tx: Db, id: number): Promise<boolean> {
  const result = await tx.execute<{ taken: boolean }>(sql`select
      exists (select 1 from ${sites} where ${sites.campgroundId} = ${id}::int)
      or exists (select 1 from ${reservations} where ${reservations.campgroundId} = ${id}::int)
      or exists (select 1 from ${campgroundManagers} where ${campgroundManagers.campgroundId} = ${id}::int)
      or exists (select 1 from ${campgroundClaims}
                 where ${campgroundClaims.campgroundId} = ${id}::int and ${campgroundClaims.status} = 'approved')
      as taken`);
  return (result as unknown as { rows: { taken: boolean }[] }).rows[0]?.taken === true;
}

export interface MovedCounts {
  reviews: number;
  photos: number;
  fieldReports: number;
  savedListItems: number;
}

/**
 * Moves the duplicate's community content to the target. A review the same camper already wrote
 * on the target for the same stay (one per stay) stays with the hidden duplicate; a list holding
 * both keeps the target once.
 */
export async function moveCommunityContent(tx: Db, fromId: number, toId: number): Promise<MovedCounts> {
  const movedReviews = await tx
    .update(reviews)
    .set({ campgroundId: toId })
    .where(
      and(
        eq(reviews.campgroundId, fromId),
        sql`not exists (select 1 from ${reviews} r2 where r2.campground_id = ${toId}::int
          and r2.user_id = ${reviews.userId} and r2.stayed_on = ${reviews.stayedOn})`,
      ),
    )
    .returning({ id: reviews.id });
  const movedPhotos = await tx
    .update(photos)
    .set({ campgroundId: toId })
    .where(
      and(
        eq(photos.campgroundId, fromId),
        // A photo goes with its review: one of a review left behind stays with it.
        sql`(${photos.reviewId} is null or exists (select 1 from ${reviews} r
          where r.id = ${photos.reviewId} and r.campground_id = ${toId}::int))`,
      ),
    )
    .returning({ id: photos.id });
  const movedReports = await tx
    .update(fieldReports)
    .set({ campgroundId: toId })
    .where(eq(fieldReports.campgroundId, fromId))
    .returning({ id: fieldReports.id });
  const movedItems = await tx
    .update(savedListItems)
    .set({ campgroundId: toId })
    .where(
      and(
        eq(savedListItems.campgroundId, fromId),
        sql`not exists (select 1 from ${savedListItems} i2 where i2.list_id = ${savedListItems.listId}
          and i2.campground_id = ${toId}::int)`,
      ),
    )
    .returning({ listId: savedListItems.listId });
  await tx.delete(savedListItems).where(eq(savedListItems.campgroundId, fromId));
  return {
    reviews: movedReviews.length,
    photos: movedPhotos.length,
    fieldReports: movedReports.length,
    savedListItems: movedItems.length,
  };
}

/** A page of hidden campgrounds' ids, most recently hidden first, and how many there are. */
export async function listHiddenIds(db: Db, page: Page): Promise<{ ids: number[]; total: number }> {
  const hidden = isNotNull(campgrounds.hiddenAt);
  const [rows, counted] = await Promise.all([
    db
      .select({ id: campgrounds.id })
      .from(campgrounds)
      .where(hidden)
      .orderBy(desc(campgrounds.hiddenAt), desc(campgrounds.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(campgrounds)
      .where(hidden),
  ]);
  return { ids: rows.map((row) => row.id), total: counted[0]?.n ?? 0 };
}
