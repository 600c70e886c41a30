import { describe, expect, it } from 'vitest';
import { galleryPath, mediaPath, photoIdFromPath, reviewPath, reviewsPath } from '@/features/community/community-paths';
import { parseReviewListQuery, reviewListHref } from './review-sort';

const campground = { regionSlug: 'colorado', slug: 'moraine-park' };

describe('review and gallery paths', () => {
  it('builds the URLs under the campground page', () => {
    expect(reviewsPath(campground)).toBe('/camping/colorado/moraine-park/reviews');
    expect(reviewPath(campground, '12')).toBe('/camping/colorado/moraine-park/reviews/12');
    expect(galleryPath(campground)).toBe('/camping/colorado/moraine-park/gallery');
    expect(mediaPath(campground, '7')).toBe('/camping/colorado/moraine-park/gallery/media/7');
  });

  it('reads the photo id back from a media path only', () => {
    expect(photoIdFromPath('/camping/colorado/moraine-park/gallery/media/7')).toBe('7');
    expect(photoIdFromPath('/camping/colorado/moraine-park/gallery')).toBeNull();
    expect(photoIdFromPath('/camping/colorado/moraine-park/media')).toBeNull();
    expect(photoIdFromPath('/camping/colorado/moraine-park/gallery/media/%E0')).toBeNull();
  });
});

describe('review list query', () => {
  it('parses page and sort, falling back to newest', () => {
    expect(parseReviewListQuery({})).toEqual({ page: 1, sort: 'newest' });
    expect(parseReviewListQuery({ page: '3', sort: 'most-helpful' })).toEqual({ page: 3, sort: 'most-helpful' });
    expect(parseReviewListQuery({ sort: 'random' })).toEqual({ page: 1, sort: 'newest' });
    expect(parseReviewListQuery({ page: '0' })).toBeNull();
    expect(parseReviewListQuery({ page: 'x' })).toBeNull();
  });

  it('leaves defaults out of the URL', () => {
    expect(reviewListHref('/r', { page: 1, sort: 'newest' })).toBe('/r');
    expect(reviewListHref('/r', { page: 2, sort: 'lowest' })).toBe('/r?sort=lowest&page=2');
  });
});
