// Checks a chosen photo before uploading it, with the domain's messages, so a camper hears about
// a 30 MB TIFF at once rather than after the review is posted. The API checks again by content.
import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@campwise/domain';

/** The file input's accept list. */
export const PHOTO_ACCEPT = PHOTO_ACCEPTED_TYPES.join(',');

/** At most this many photos with one review: a gallery, not a camera roll. */
export const MAX_PHOTOS_PER_REVIEW = 6;

export function photoFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.wrongType;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

/** "2.4 MB", "310 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
