import type { PhotoVariant } from '@campwise/domain';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { PhotoRecord } from './photo-repository.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { VARIANT_NAMES } from './photo-variants.ts';

/** What campers who left their name empty are called. */
const ANONYMOUS_AUTHOR = 'Camper';

function variantUrls(photo: PhotoRecord, storage: PhotoStorage): Record<PhotoVariant, string> {
  return Object.fromEntries(VARIANT_NAMES.map((name) => [name, storage.url(photo.variants[name]!.key)])) as Record<
    PhotoVariant,
    string
  >;
}

/**
 * `showHidden`: the viewer is an admin or the uploader, who see whether it is hidden.
 * Storage keys stay inside: clients get URLs only.
 */
export function photoResource(photo: PhotoRecord, storage: PhotoStorage, showHidden: boolean): ResourceObject {
  const urls = variantUrls(photo, storage);
  return resource(
    'photos',
    String(photo.id),
    {
      caption: photo.caption,
      width: photo.width,
      height: photo.height,
      urls,
      authorName: photo.authorFullName.trim() || ANONYMOUS_AUTHOR,
      createdAt: photo.createdAt.toISOString(),
      ...(showHidden ? { hidden: photo.hiddenAt !== null } : {}),
    },
    {
      campground: { data: { type: 'campgrounds', id: String(photo.campgroundId) } },
      review: { data: photo.reviewId === null ? null : { type: 'reviews', id: String(photo.reviewId) } },
    },
  );
}

/**
 * A campground's cover photo as its resources carry it (`cover-photo`, ADR 0030): enough to show
 * it and open it in the gallery, without a second request.
 */
export function coverPhotoAttributes(photo: PhotoRecord, storage: PhotoStorage): Record<string, unknown> {
  return {
    id: String(photo.id),
    caption: photo.caption,
    width: photo.width,
    height: photo.height,
    urls: variantUrls(photo, storage),
    'author-name': photo.authorFullName.trim() || ANONYMOUS_AUTHOR,
  };
}
