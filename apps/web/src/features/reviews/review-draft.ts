// The review form's values as typed, their validation (the domain's rules and messages, word
// for word) and the attributes sent to the API.
import {
  REVIEW_MESSAGES,
  SITE_TYPE_IDS,
  validateReviewBody,
  validateReviewRating,
  validateReviewTitle,
  validateStayDate,
} from '@campwise/domain';
import type { ReviewAttributes } from './review-schema';

export interface ReviewDraft {
  /** '' until a star is chosen, else '1'–'5'. */
  rating: string;
  title: string;
  body: string;
  /** YYYY-MM-DD, as a date input gives it. */
  stayedOn: string;
  /** '' for "not saying", else a SITE_TYPE_IDS value. */
  siteType: string;
}

export type ReviewField = keyof ReviewDraft;
export type ReviewErrors = Partial<Record<ReviewField, string>>;

export interface ReviewAttributesInput {
  rating: number;
  title: string | null;
  body: string;
  stayedOn: string;
  siteType: string | null;
}

export const EMPTY_REVIEW_DRAFT: ReviewDraft = { rating: '', title: '', body: '', stayedOn: '', siteType: '' };

export function draftFromReview(review: ReviewAttributes): ReviewDraft {
  return {
    rating: String(review.rating),
    title: review.title ?? '',
    body: review.body,
    stayedOn: review.stayedOn.slice(0, 10),
    siteType: review.siteType ?? '',
  };
}

export function validateReviewField(field: ReviewField, draft: ReviewDraft, today: string): string | null {
  switch (field) {
    case 'rating':
      return validateReviewRating(draft.rating === '' ? Number.NaN : Number(draft.rating));
    case 'title':
      return validateReviewTitle(draft.title);
    case 'body':
      return validateReviewBody(draft.body);
    case 'stayedOn':
      return validateStayDate(draft.stayedOn, today);
    case 'siteType':
      return draft.siteType === '' || (SITE_TYPE_IDS as readonly string[]).includes(draft.siteType)
        ? null
        : REVIEW_MESSAGES.siteTypeInvalid;
  }
}

export const REVIEW_FIELDS: readonly ReviewField[] = ['rating', 'title', 'body', 'stayedOn', 'siteType'];

/** Every field's error; an empty object when the draft may be sent. */
export function validateReviewDraft(draft: ReviewDraft, today: string): ReviewErrors {
  const errors: ReviewErrors = {};
  for (const field of REVIEW_FIELDS) {
    const error = validateReviewField(field, draft, today);
    if (error) errors[field] = error;
  }
  return errors;
}

export function reviewAttributes(draft: ReviewDraft): ReviewAttributesInput {
  return {
    rating: Number(draft.rating),
    title: draft.title.trim() || null,
    body: draft.body.trim(),
    stayedOn: draft.stayedOn.trim(),
    siteType: draft.siteType || null,
  };
}
