// PHOTOS_PER_HOUR: uploads per camper in a rolling hour (the contract's 30). Each upload is
// heavy (decode, three encodes, three writes), so the limit is checked before the body is read.
import { PHOTO_MESSAGES } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { checkRateLimits, recordRateLimitEvents } from '../../rate-limits/rate-limit.ts';
import type { RateLimitPolicy } from '../../rate-limits/rate-limit-window.ts';

export const PHOTOS_PER_HOUR: RateLimitPolicy = { limit: 30, windowSeconds: 60 * 60 };

export function photoUploadKey(userId: number): string {
  return `photo-upload:user:${userId}`;
}

/** 429 with Retry-After once the camper has uploaded PHOTOS_PER_HOUR photos within the hour. */
export async function enforcePhotoRateLimit(db: Db, userId: number, now: Date): Promise<void> {
  const decision = await checkRateLimits(db, [{ policy: PHOTOS_PER_HOUR, key: photoUploadKey(userId) }], now);
  if (!decision.allowed) throw AppError.rateLimited(PHOTO_MESSAGES.tooManyUploads, decision.retryAfterSeconds);
}

/** Only stored photos count: a refused upload costs the camper nothing. */
export function recordPhotoUpload(db: Db, userId: number, now: Date): Promise<void> {
  return recordRateLimitEvents(db, [photoUploadKey(userId)], now);
}
