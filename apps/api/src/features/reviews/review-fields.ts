// zod schemas for review attributes, checking with @campwise/domain's validators so the API
// says exactly what the review form says. Text is trimmed and stored as written: it is never
// interpreted as HTML, here or in the serializer (the web escapes it when rendering).
import { z } from 'zod';
import {
  REVIEW_MESSAGES,
  SITE_TYPE_IDS,
  validateReviewBody,
  validateReviewRating,
  validateReviewTitle,
  validateStayDate,
} from '@campwise/domain';
import type { Clock } from '../../clock.ts';

/** A validator's message, if any, as a zod issue. */
function refineWith<T>(validate: (value: T) => string | null) {
  return (value: T, ctx: z.RefinementCtx) => {
    const message = validate(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/** Today's date (UTC) as YYYY-MM-DD: US campers are behind UTC, so their today is never later. */
export function isoToday(clock: Clock): string {
  return clock().toISOString().slice(0, 10);
}

export const ratingField = z
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .superRefine(refineWith(validateReviewRating));

/** Optional: null or blank means no title. */
export const titleField = z
  .string({ error: REVIEW_MESSAGES.titleTooLong })
  .superRefine(refineWith(validateReviewTitle))
  .nullable()
  .transform((value) => (value === null || value.trim() === '' ? null : value.trim()));

export const bodyField = z
  .string({ error: REVIEW_MESSAGES.bodyTooShort })
  .superRefine(refineWith(validateReviewBody))
  .transform((value) => value.trim());

/** Not in the future as of the request's clock, so it is built per app. */
export function stayedOnField(clock: Clock) {
  return z
    .string({ error: REVIEW_MESSAGES.stayDateRequired })
    .superRefine(refineWith((value: string) => validateStayDate(value, isoToday(clock))))
    .transform((value) => value.trim())
    .describe('YYYY-MM-DD, not in the future, not before 1990');
}

export const siteTypeField = z.enum(SITE_TYPE_IDS, { error: REVIEW_MESSAGES.siteTypeInvalid }).nullable();
