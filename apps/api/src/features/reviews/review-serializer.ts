import { ANONYMOUS_AUTHOR_NAME } from '@campwise/domain';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { ReviewRecord } from './review-repository.ts';
import { canSeeHidden, type Viewer } from '../../http/viewer.ts';

/** Names the author by their account's full name, or "Camper"; never their email. */
export function authorName(fullName: string): string {
  return fullName.trim() || ANONYMOUS_AUTHOR_NAME;
}

export function reviewResource(review: ReviewRecord, viewer: Viewer | null, photoIds: number[] = []): ResourceObject {
  const attributes: Record<string, unknown> = {
    rating: review.rating,
    title: review.title,
    body: review.body,
    stayedOn: review.stayedOn,
    siteType: review.siteType,
    helpfulCount: review.helpfulCount,
    votedHelpful: review.votedHelpful,
    authorName: authorName(review.authorName),
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
  // Whether moderators hid it is for them and the author only.
  if (canSeeHidden(viewer, review.userId)) attributes.hidden = review.hiddenAt !== null;
  return resource('reviews', String(review.id), attributes, {
    campground: { data: { type: 'campgrounds', id: String(review.campgroundId) } },
    author: { data: { type: 'users', id: String(review.userId) } },
    photos: { data: photoIds.map((id) => ({ type: 'photos', id: String(id) })) },
  });
}
