// SQL for booking settings: one row per campground that has set bookings up.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingSettings, campgrounds } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { BookingSettingsRecord } from './pricing-terms-repository.ts';

export type BookingSettingsValues = Partial<Omit<BookingSettingsRecord, 'campgroundId' | 'createdAt' | 'updatedAt'>>;

export function alreadySetUp(campgroundId: number): AppError {
  return AppError.conflict(
    'Already set up',
    `Campground ${campgroundId} already has booking settings; change them with PATCH.`,
    { pointer: '/data/relationships/campground' },
    'already-set-up',
  );
}

export async function campgroundExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: campgrounds.id }).from(campgrounds).where(eq(campgrounds.id, id)).limit(1);
  return row !== undefined;
}

export async function insertBookingSettings(
  db: Db,
  campgroundId: number,
  values: BookingSettingsValues,
  now: Date,
): Promise<BookingSettingsRecord> {
  // Two set-ups racing: the second finds the first's row and is told so.
  const [row] = await db
    .insert(bookingSettings)
    .values({ ...values, campgroundId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw alreadySetUp(campgroundId);
  return row;
}

export async function updateBookingSettings(
  db: Db,
  campgroundId: number,
  values: BookingSettingsValues,
  now: Date,
): Promise<BookingSettingsRecord | null> {
  const [row] = await db
    .update(bookingSettings)
    .set({ ...values, updatedAt: now })
    .where(eq(bookingSettings.campgroundId, campgroundId))
    .returning();
  return row ?? null;
}
