// Test records for moderation: reviews, photos and field reports written straight to the
// database, so these tests do not depend on the routes that create them.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgrounds, fieldReports, photos, reviews } from '../../db/schema/index.ts';

export async function insertReview(
  db: Db,
  values: { campgroundId: number; userId: number; rating?: number; body?: string; stayedOn?: string },
): Promise<number> {
  const [row] = await db
    .insert(reviews)
    .values({
      campgroundId: values.campgroundId,
      userId: values.userId,
      rating: values.rating ?? 4,
      title: 'Shady sites by the creek',
      body: values.body ?? 'We stayed three nights; the sites are level and the creek is lovely at dusk.',
      stayedOn: values.stayedOn ?? '2025-07-01',
    })
    .returning({ id: reviews.id });
  return row!.id;
}

export async function insertPhoto(db: Db, values: { campgroundId: number; userId: number }): Promise<number> {
  const [row] = await db
    .insert(photos)
    .values({
      campgroundId: values.campgroundId,
      userId: values.userId,
      caption: 'Sunset over the meadow',
      width: 1200,
      height: 800,
      variants: { thumb: { key: 'test/thumb.webp', width: 320, height: 213 } },
    })
    .returning({ id: photos.id });
  return row!.id;
}

export async function insertFieldReport(db: Db, values: { campgroundId: number; userId: number }): Promise<number> {
  const [row] = await db
    .insert(fieldReports)
    .values({
      campgroundId: values.campgroundId,
      userId: values.userId,
      visitedOn: '2025-08-10',
      roadNotes: 'Washboard gravel for the last two miles.',
    })
    .returning({ id: fieldReports.id });
  return row!.id;
}

export async function hiddenAtOf(
  db: Db,
  table: typeof reviews | typeof photos | typeof fieldReports,
  id: number,
): Promise<Date | null> {
  const [row] = await db.select({ hiddenAt: table.hiddenAt }).from(table).where(eq(table.id, id));
  return row?.hiddenAt ?? null;
}

export async function campgroundRating(db: Db, id: number) {
  const [row] = await db
    .select({ average: campgrounds.ratingAverage, count: campgrounds.ratingCount })
    .from(campgrounds)
    .where(eq(campgrounds.id, id));
  return row!;
}
