// Photos in the database, and the two look-ups an upload checks (campground, review). A photo
// is hidden when moderation hid it or the review it belongs to (ADR 0015).
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgrounds, photos, reviews, users } from '../../db/schema/index.ts';
import type { Page } from '../../jsonapi/query.ts';
import { variantOfKey } from './photo-keys.ts';

export type PhotoVariants = (typeof photos.$inferSelect)['variants'];

export interface PhotoRecord {
  id: number;
  campgroundId: number;
  userId: number;
  reviewId: number | null;
  caption: string | null;
  width: number;
  height: number;
  variants: PhotoVariants;
  /** When moderation hid the photo or, failing that, its review: null while both are visible. */
  hiddenAt: Date | null;
  createdAt: Date;
  /** The uploader's full name as they entered it ('' when they gave none). */
  authorFullName: string;
}

export type NewPhoto = Omit<PhotoRecord, 'id' | 'hiddenAt' | 'authorFullName'>;

/** Who is looking: hidden photos are theirs to see only if they uploaded them or are an admin. */
export interface PhotoViewer {
  id: number;
  admin: boolean;
}

const photoColumns = {
  id: photos.id,
  campgroundId: photos.campgroundId,
  userId: photos.userId,
  reviewId: photos.reviewId,
  caption: photos.caption,
  width: photos.width,
  height: photos.height,
  variants: photos.variants,
  hiddenAt: sql<Date | null>`coalesce(${photos.hiddenAt}, ${reviews.hiddenAt})`.mapWith(photos.hiddenAt),
  createdAt: photos.createdAt,
  authorFullName: users.fullName,
};

/** Neither the photo nor its review (if any) is hidden; needs `reviews` left-joined on review_id. */
const shownToEveryone = and(isNull(photos.hiddenAt), isNull(reviews.hiddenAt))!;

function visibleTo(viewer: PhotoViewer | null): SQL | undefined {
  if (viewer?.admin) return undefined;
  if (!viewer) return shownToEveryone;
  return or(shownToEveryone, eq(photos.userId, viewer.id));
}

/** Photos with their uploader and, for the hidden check, their review. */
function selectPhotos(db: Db) {
  return db
    .select(photoColumns)
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .leftJoin(reviews, eq(reviews.id, photos.reviewId));
}

export async function campgroundExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: campgrounds.id }).from(campgrounds).where(eq(campgrounds.id, id)).limit(1);
  return row !== undefined;
}

/** Whether `reviewId` is `userId`'s review of `campgroundId` (the reviews feature owns the table). */
export async function isOwnReviewOf(db: Db, reviewId: number, userId: number, campgroundId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId), eq(reviews.campgroundId, campgroundId)))
    .limit(1);
  return row !== undefined;
}

export async function insertPhoto(db: Db, values: NewPhoto): Promise<PhotoRecord> {
  const [inserted] = await db.insert(photos).values(values).returning({ id: photos.id });
  const [row] = await selectPhotos(db).where(eq(photos.id, inserted!.id));
  return row!;
}

/** The photo if the viewer may see it (hidden ones only for their uploader and admins). */
export async function findPhotoById(db: Db, id: number, viewer: PhotoViewer | null): Promise<PhotoRecord | null> {
  const [row] = await selectPhotos(db)
    .where(and(eq(photos.id, id), visibleTo(viewer)))
    .limit(1);
  return row ?? null;
}

/** A campground's photos the viewer may see, newest first. */
export async function listCampgroundPhotos(
  db: Db,
  campgroundId: number,
  viewer: PhotoViewer | null,
  page: Page,
): Promise<{ rows: PhotoRecord[]; total: number }> {
  const where = and(eq(photos.campgroundId, campgroundId), visibleTo(viewer));
  const [rows, counted] = await Promise.all([
    selectPhotos(db)
      .where(where)
      .orderBy(desc(photos.createdAt), desc(photos.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(photos)
      .leftJoin(reviews, eq(reviews.id, photos.reviewId))
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/**
 * Each campground's cover: the photo its pages and cards lead with (ADR 0030). Only photos
 * shown to everyone (pages and cards are shared by every visitor and cached); landscape ones
 * first, as every place a cover shows is wider than tall, then the newest, as the gallery
 * shows them. Campgrounds without such a photo are absent from the map.
 */
export async function findCoverPhotos(db: Db, campgroundIds: readonly number[]): Promise<Map<number, PhotoRecord>> {
  if (campgroundIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([photos.campgroundId], photoColumns)
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .leftJoin(reviews, eq(reviews.id, photos.reviewId))
    .where(and(inArray(photos.campgroundId, [...new Set(campgroundIds)]), shownToEveryone))
    .orderBy(
      photos.campgroundId,
      desc(sql`${photos.width} >= ${photos.height}`),
      desc(photos.createdAt),
      desc(photos.id),
    );
  return new Map(rows.map((row) => [row.campgroundId, row]));
}

/**
 * Whether GET /api/photos/{key} may serve the file stored under `key`: it names a variant of a
 * photo shown to everyone. One look-up through the GIN index on `variants` (jsonb_path_ops).
 */
export async function isServedPhotoFile(db: Db, key: string): Promise<boolean> {
  const variant = variantOfKey(key);
  if (!variant) return false;
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .leftJoin(reviews, eq(reviews.id, photos.reviewId))
    .where(and(sql`${photos.variants} @> ${JSON.stringify({ [variant]: { key } })}::jsonb`, shownToEveryone))
    .limit(1);
  return row !== undefined;
}

/** Deletes the row; answers its variants (so the caller can delete the files), null if it was gone. */
export async function deletePhotoRow(db: Db, id: number): Promise<PhotoVariants | null> {
  const [row] = await db.delete(photos).where(eq(photos.id, id)).returning({ variants: photos.variants });
  return row?.variants ?? null;
}

/**
 * Hides a photo (moderation) or shows it again. Hiding keeps the time it was first hidden.
 * Answers false when there is no such photo.
 */
export async function setPhotoHidden(db: Db, id: number, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(photos)
    .set({ hiddenAt: hidden ? sql`coalesce(${photos.hiddenAt}, now())` : null })
    .where(eq(photos.id, id))
    .returning({ id: photos.id });
  return rows.length > 0;
}
