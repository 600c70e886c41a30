// /api/v6/photos and /api/v6/campgrounds/{id}/photos: upload, read, list, delete.
import multipart from '@fastify/multipart';
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { created, noContent } from '../../jsonapi/responses.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { campgroundIdParams } from '../campgrounds/campground-schemas.ts';
import { notMultipart, PHOTO_FORM_LIMITS, readPhotoForm } from './photo-form.ts';
import { withPhotoUploadSlot } from './photo-rate-limit.ts';
import {
  PHOTO_SORTS,
  photoDocumentSchema,
  photoIdParams,
  photoListDocumentSchema,
  photoListSpec,
  photoUploadFormSchema,
} from './photo-schemas.ts';
import { photoResource } from './photo-serializer.ts';
import { deletePhoto, getCampgroundPhotoPage, getPhoto } from './photo-service.ts';
import { uploadPhoto } from './photo-upload-service.ts';
import { isOwnerOrAdmin } from './photo-viewer.ts';

const PHOTOS = `${API_BASE_PATH}/photos`;
const noIncludes = { includes: [] } as const;

function registerUploadRoute(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'POST',
    url: PHOTOS,
    summary: 'Upload a photo of a campground (stored resized, as WebP, without EXIF)',
    tag: 'photos',
    auth: 'user',
    query: { none: true },
    // Documents the form; the handler reads the parts itself (streaming, size-limited), so a
    // multipart request has no parsed body and optional() lets it through. A body that did get
    // parsed came as JSON (or another type): not an upload.
    body: photoUploadFormSchema.optional(),
    bodyMediaTypes: ['multipart/form-data'],
    invalidBody: () => notMultipart(),
    response: { status: 201, description: 'The new photo', schema: photoDocumentSchema },
    errors: [400, 401, 404, 413, 415, 422, 429],
    handler: async ({ request }, reply) => {
      const user = signedInUser(request);
      const photo = await withPhotoUploadSlot(ctx.db, user.id, ctx.clock(), async () =>
        uploadPhoto(ctx, user.id, await readPhotoForm(request)),
      );
      return created(reply, photoResource(photo, ctx.storage, true));
    },
  });
}

export function registerPhotoRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  // Multipart is parsed only inside this scope: every other route keeps refusing form uploads
  // with 415, and nothing else can be sent a 10 MB body.
  catalog.inScope(
    async (scope) => void (await scope.register(multipart, { limits: PHOTO_FORM_LIMITS })),
    (scoped) => registerUploadRoute(scoped, ctx),
  );

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds/:id/photos`,
    summary: 'Photos of a campground, newest first (hidden ones only for admins and their uploader)',
    tag: 'photos',
    auth: 'optional',
    params: campgroundIdParams,
    query: { list: photoListSpec },
    response: { status: 200, description: 'A page of photos', schema: photoListDocumentSchema },
    errors: [400, 404],
    handler: async ({ params, query, rawQuery, viewer }) => {
      const { rows, total } = await getCampgroundPhotoPage(ctx, Number(params.id), viewer, query.page);
      return pageDocument(
        rows.map((photo) => photoResource(photo, ctx.storage, isOwnerOrAdmin(viewer, photo))),
        {
          path: `${API_BASE_PATH}/campgrounds/${params.id}/photos`,
          query: rawQuery,
          page: query.page,
          total,
          meta: { 'available-sort-options': PHOTO_SORTS },
        },
      );
    },
  });

  catalog.add({
    method: 'GET',
    url: `${PHOTOS}/:id`,
    summary: 'One photo',
    tag: 'photos',
    auth: 'optional',
    params: photoIdParams,
    query: { single: noIncludes },
    response: { status: 200, description: 'The photo', schema: photoDocumentSchema },
    errors: [400, 404],
    handler: async ({ params, viewer }) => {
      const photo = await getPhoto(ctx, Number(params.id), viewer);
      return singleDocument(photoResource(photo, ctx.storage, isOwnerOrAdmin(viewer, photo)));
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${PHOTOS}/:id`,
    summary: 'Delete a photo and its files (the uploader or an admin)',
    tag: 'photos',
    auth: 'user',
    params: photoIdParams,
    query: { none: true },
    response: { status: 204, description: 'Deleted' },
    errors: [401, 403, 404],
    handler: async ({ params, request }, reply) => {
      const user = signedInUser(request);
      await deletePhoto(ctx, Number(params.id), { id: user.id, admin: user.admin });
      return noContent(reply);
    },
  });
}
