import { notFound } from 'next/navigation';
import { cache } from 'react';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { parseResource, type ResourceObject } from '@/lib/json-api/json-api-document';
import { listCampgroundPhotos } from '@/features/photos/photos-api.server';
import type { Photo } from '@/features/photos/photo-schema';
import type { SortOption } from '@/features/campgrounds/campground-schema';
import { getCommunityCollection, getCommunityResource } from '@/features/community/community-api.server';
import { type RatingSummary, type Review, reviewListMetaSchema, reviewSchema } from './review-schema';
import type { ReviewSort } from './review-sort';

export interface ReviewPage {
  reviews: Review[];
  total: number;
  sortOptions: SortOption[];
  rating: RatingSummary;
}

function relatedId(resource: ResourceObject, name: string): string | null {
  const data = resource.relationships?.[name]?.data;
  return data && !Array.isArray(data) ? data.id : null;
}

function relatedIds(resource: ResourceObject, name: string): string[] {
  const data = resource.relationships?.[name]?.data;
  return Array.isArray(data) ? data.map((item) => item.id) : [];
}

/**
 * The review lists name their photos by id only (no include), so the photos come from the
 * campground's photo list, which the gallery reads anyway; hidden ones are simply not there.
 */
function toReview(resource: ResourceObject, photosById: ReadonlyMap<string, Photo>): Review {
  return {
    ...parseResource(reviewSchema, resource),
    authorId: relatedId(resource, 'author'),
    campgroundId: relatedId(resource, 'campground'),
    photos: relatedIds(resource, 'photos').flatMap((id) => photosById.get(id) ?? []),
  };
}

async function photoIndex(campgroundId: string): Promise<Map<string, Photo>> {
  const photos = await listCampgroundPhotos(campgroundId).catch(() => []);
  return new Map(photos.map((photo) => [photo.id, photo]));
}

/** One page of a campground's visible reviews, with the rating summary. */
export const listCampgroundReviews = cache(
  async (campgroundId: string, page: number, sort: ReviewSort, pageSize: number): Promise<ReviewPage> => {
    const [document, photosById] = await Promise.all([
      getCommunityCollection(`/campgrounds/${encodeURIComponent(campgroundId)}/reviews`, {
        sort,
        'page[number]': page,
        'page[size]': pageSize,
      }),
      photoIndex(campgroundId),
    ]);
    const meta = reviewListMetaSchema.parse(camelizeKeys(document.meta));
    return {
      reviews: document.data.map((resource) => toReview(resource, photosById)),
      total: meta.total,
      sortOptions: meta.availableSortOptions,
      rating: meta.rating,
    };
  },
);

/** One review of the campground; unknown, hidden or another campground's ids are the not-found page. */
export const getCampgroundReview = cache(async (campgroundId: string, reviewId: string): Promise<Review> => {
  if (!/^[1-9][0-9]{0,9}$/.test(reviewId)) notFound();
  const [document, photosById] = await Promise.all([
    getCommunityResource(`/reviews/${encodeURIComponent(reviewId)}`),
    photoIndex(campgroundId),
  ]);
  const review = toReview(document.data, photosById);
  if (review.campgroundId !== campgroundId) notFound();
  return review;
});
