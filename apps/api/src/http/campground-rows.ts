// The campground rows that reviews and field reports hang off: does one exist, and locking it
// while its aggregates (rating, connectivity) are recomputed.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { campgrounds } from '../db/schema/index.ts';

export async function campgroundExists(db: Db, campgroundId: number): Promise<boolean> {
  const rows = await db
    .select({ id: campgrounds.id })
    .from(campgrounds)
    .where(eq(campgrounds.id, campgroundId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Locks the campground row for the rest of the transaction, so writes that recompute its
 * aggregates take turns: two reviews committed at once would otherwise each recompute without
 * seeing the other's row. False when there is no such campground.
 */
export async function lockCampground(tx: Db, campgroundId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: campgrounds.id })
    .from(campgrounds)
    .where(eq(campgrounds.id, campgroundId))
    .for('update');
  return rows.length > 0;
}
