// The browser's review calls (docs/api-community.md), made with the signed-in user's token.
import { sendWrite, type WrittenRecord } from './community-client';
import type { ReviewAttributesInput } from './review-draft';

export async function createReview(campgroundId: string, attributes: ReviewAttributesInput): Promise<WrittenRecord> {
  const record = await sendWrite('POST', '/reviews', {
    type: 'reviews',
    attributes: { ...attributes },
    relationships: { campground: { type: 'campgrounds', id: campgroundId } },
  });
  if (!record) throw new Error('The API answered the new review without it.');
  return record;
}

export async function updateReview(reviewId: string, attributes: ReviewAttributesInput): Promise<void> {
  await sendWrite('PATCH', `/reviews/${encodeURIComponent(reviewId)}`, {
    type: 'reviews',
    id: reviewId,
    attributes: { ...attributes },
  });
}

export async function deleteReview(reviewId: string): Promise<void> {
  await sendWrite('DELETE', `/reviews/${encodeURIComponent(reviewId)}`);
}

/** Marks (or unmarks) a review as helpful; answers the new count when the API sends it. */
export async function setHelpful(reviewId: string, helpful: boolean): Promise<number | null> {
  const record = await sendWrite(helpful ? 'POST' : 'DELETE', `/reviews/${encodeURIComponent(reviewId)}/helpful`);
  const count = record?.helpfulCount;
  return typeof count === 'number' ? count : null;
}
