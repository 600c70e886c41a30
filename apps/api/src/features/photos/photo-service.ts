// Reading and deleting photos: who sees what, and who may delete.
import type { Page } from '../../jsonapi/query.ts';
import { AppError } from '../../errors/app-error.ts';
import { deletePhotoFiles } from './photo-files.ts';
import {
  campgroundExists,
  deletePhotoRow,
  findPhotoById,
  listCampgroundPhotos,
  type PhotoRecord,
  type PhotoViewer,
} from './photo-repository.ts';
import { isOwnerOrAdmin } from './photo-viewer.ts';
import type { PhotosContext } from './photos-context.ts';

/** Unknown and hidden-from-this-viewer look the same: 404. */
export async function getPhoto(ctx: PhotosContext, id: number, viewer: PhotoViewer | null): Promise<PhotoRecord> {
  const photo = await findPhotoById(ctx.db, id, viewer);
  if (!photo) throw AppError.notFound(`No photo with id ${id}.`);
  return photo;
}

export async function getCampgroundPhotoPage(
  ctx: PhotosContext,
  campgroundId: number,
  viewer: PhotoViewer | null,
  page: Page,
) {
  if (!(await campgroundExists(ctx.db, campgroundId)))
    throw AppError.notFound(`No campground with id ${campgroundId}.`);
  return listCampgroundPhotos(ctx.db, campgroundId, viewer, page);
}

/** The uploader or an admin; the row goes first, so no listed photo ever points at missing files. */
export async function deletePhoto(ctx: PhotosContext, id: number, viewer: PhotoViewer): Promise<void> {
  const photo = await getPhoto(ctx, id, viewer);
  if (!isOwnerOrAdmin(viewer, photo)) throw AppError.forbidden('You may only delete your own photos.');
  const variants = await deletePhotoRow(ctx.db, id);
  if (!variants) throw AppError.notFound(`No photo with id ${id}.`);
  await deletePhotoFiles(
    ctx,
    Object.values(variants).map((variant) => variant.key),
  );
}
