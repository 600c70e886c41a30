// The browser's review calls (docs/api-community.md), made with the signed-in user's token.
import type { ApiRecord } from '@/lib/api-client';
import { signedInApiClient } from '@/lib/session-api-client';
import type { ReviewAttributesInput } from './review-draft';

export async function createReview(campgroundId: string, attributes: ReviewAttributesInput): Promise<ApiRecord> {
  const record = await (
    await signedInApiClient()
  ).write('POST', '/reviews', {
    type: 'reviews',
    attributes: { ...attributes },
    relationships: { campground: { type: 'campgrounds', id: campgroundId } },
  });
  if (!record) throw new Error('The API answered the new review without it.');
  return record;
}

export async function updateReview(reviewId: string, attributes: ReviewAttributesInput): Promise<void> {
  await (
    await signedInApiClient()
  ).write('PATCH', `/reviews/${encodeURIComponent(reviewId)}`, {
    type: 'reviews',
    id: reviewId,
    attributes: { ...attributes },
  });
}

export async function deleteReview(reviewId: string): Promise<void> {
  await (await signedInApiClient()).write('DELETE', `/reviews/${encodeURIComponent(reviewId)}`);
}

/** Marks (or unmarks) a review as helpful; answers the new count when the API sends it. */
export async function setHelpful(reviewId: string, helpful: boolean): Promise<number | null> {
  const client = await signedInApiClient();
  const record = await client.write(helpful ? 'POST' : 'DELETE', `/reviews/${encodeURIComponent(reviewId)}/helpful`);
  const count = record?.helpfulCount;
  return typeof count === 'number' ? count : null;
}
