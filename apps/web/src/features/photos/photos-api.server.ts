import { MAX_PAGE_SIZE } from '@campwise/domain';
import { cache } from 'react';
import { getCommunityCollection, getCommunityResource } from '@/features/community/community-api.server';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { parseResource } from '@/lib/json-api/json-api-document';
import { type Photo, photoSchema } from './photo-schema';

/** Pages the gallery reads at most: 1,000 photos, far beyond any campground today. */
const MAX_GALLERY_PAGES = 5;

/** Every visible photo of a campground, newest first, as one list the grid and overlay share. */
export const listCampgroundPhotos = cache(async (campgroundId: string): Promise<Photo[]> => {
  const photos: Photo[] = [];
  for (let page = 1; page <= MAX_GALLERY_PAGES; page += 1) {
    const document = await getCommunityCollection(`/campgrounds/${encodeURIComponent(campgroundId)}/photos`, {
      'page[number]': page,
      'page[size]': MAX_PAGE_SIZE,
    });
    photos.push(...document.data.map((resource) => parseResource(photoSchema, resource)));
    const total = (camelizeKeys(document.meta) as { total?: unknown }).total;
    const done = typeof total === 'number' ? photos.length >= total : document.data.length < MAX_PAGE_SIZE;
    if (done || document.data.length === 0) break;
  }
  return photos;
});

/** One photo and the campground it belongs to; unknown or hidden ids are the not-found page. */
export const getPhoto = cache(async (photoId: string): Promise<{ photo: Photo; campgroundId: string | null }> => {
  const document = await getCommunityResource(`/photos/${encodeURIComponent(photoId)}`);
  const campground = document.data.relationships?.campground?.data;
  return {
    photo: parseResource(photoSchema, document.data),
    campgroundId: campground && !Array.isArray(campground) ? campground.id : null,
  };
});

/** The newest few visible photos of a campground and how many there are, for its page. */
export const listRecentCampgroundPhotos = cache(
  async (campgroundId: string, count: number): Promise<{ photos: Photo[]; total: number }> => {
    const document = await getCommunityCollection(`/campgrounds/${encodeURIComponent(campgroundId)}/photos`, {
      'page[number]': 1,
      'page[size]': count,
    });
    const photos = document.data.map((resource) => parseResource(photoSchema, resource));
    const total = (camelizeKeys(document.meta) as { total?: unknown }).total;
    return { photos, total: typeof total === 'number' ? total : photos.length };
  },
);
