// PHOTOS_PER_HOUR: uploads per camper in a rolling hour (the contract's 30). Each upload is
// heavy (decode, three encodes, three writes), so a slot is reserved before the body is read,
// atomically (uploads arriving together are counted one after the other), and given back when
// the upload is not stored.
import { PHOTO_MESSAGES } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { releaseRateLimits, reserveRateLimits } from '../../rate-limits/rate-limit.ts';
import type { RateLimitPolicy } from '../../rate-limits/rate-limit-window.ts';

export const PHOTOS_PER_HOUR: RateLimitPolicy = { limit: 30, windowSeconds: 60 * 60 };

export function photoUploadKey(userId: number): string {
  return `photo-upload:user:${userId}`;
}

/**
 * Runs `upload` in one of the camper's PHOTOS_PER_HOUR slots: 429 with Retry-After when none is
 * free. Only stored photos count: a failed upload gives its slot back.
 */
export async function withPhotoUploadSlot<T>(db: Db, userId: number, now: Date, upload: () => Promise<T>): Promise<T> {
  const reservation = await reserveRateLimits(db, [{ policy: PHOTOS_PER_HOUR, key: photoUploadKey(userId) }], now);
  if (!reservation.allowed) throw AppError.rateLimited(PHOTO_MESSAGES.tooManyUploads, reservation.retryAfterSeconds);
  try {
    return await upload();
  } catch (error) {
    await releaseRateLimits(db, reservation);
    throw error;
  }
}
