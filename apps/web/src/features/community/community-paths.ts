// URLs of a campground's community pages (reviews, gallery, media), built in one place so links never drift apart.
import { campgroundPath } from '@/lib/camping-paths';

type CampgroundRef = { regionSlug: string; slug: string };

export function reviewsPath(campground: CampgroundRef): string {
  return `${campgroundPath(campground)}/reviews`;
}

export function reviewPath(campground: CampgroundRef, reviewId: string): string {
  return `${reviewsPath(campground)}/${encodeURIComponent(reviewId)}`;
}

export function galleryPath(campground: CampgroundRef): string {
  return `${campgroundPath(campground)}/gallery`;
}

/** A photo opened in the gallery's media overlay: the spec keeps overlays open on /media paths. */
export function mediaPath(campground: CampgroundRef, photoId: string): string {
  return `${galleryPath(campground)}/media/${encodeURIComponent(photoId)}`;
}

/** The photo id of a gallery media path, or null when the path is not one. */
export function photoIdFromPath(pathname: string): string | null {
  const match = /\/gallery\/media\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // A malformed escape (%E0) names no photo.
    return null;
  }
}
