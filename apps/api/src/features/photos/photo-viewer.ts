// Who may see and delete a photo. The public photo routes declare optional sign-in, so a
// signed-in uploader or admin is their viewer and also sees hidden photos.
import type { PhotoRecord, PhotoViewer } from './photo-repository.ts';

/** Admins and the uploader: they may delete it, and they see whether it is hidden. */
export function isOwnerOrAdmin(viewer: PhotoViewer | null, photo: PhotoRecord): boolean {
  return viewer !== null && (viewer.admin || viewer.id === photo.userId);
}
