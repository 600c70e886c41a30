// /api/v6/photos and /api/v6/campgrounds/{id}/photos: upload, read, list, delete.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@campwise/domain';
import { listDocument, paginationLinks, singleDocument } from '../../jsonapi/document.ts';
import { parseListQuery, parseSingleQuery } from '../../jsonapi/query.ts';
import { created, noContent } from '../../jsonapi/responses.ts';
import { RouteCatalog } from '../../openapi/route-catalog.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { campgroundIdParams } from '../campgrounds/campground-schemas.ts';
import { notMultipart, PHOTO_FORM_LIMITS, readPhotoForm } from './photo-form.ts';
import { enforcePhotoRateLimit, recordPhotoUpload } from './photo-rate-limit.ts';
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
import { isOwnerOrAdmin, optionalViewer } from './photo-viewer.ts';
import type { PhotosContext } from './photos-context.ts';

const PHOTOS = `${API_BASE_PATH}/photos`;
const noIncludes = { includes: [] } as const;

function registerUploadRoute(catalog: RouteCatalog, ctx: PhotosContext): void {
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
      await enforcePhotoRateLimit(ctx.db, user.id, ctx.clock(), reply);
      const photo = await uploadPhoto(ctx, user.id, await readPhotoForm(request));
      await recordPhotoUpload(ctx.db, user.id, ctx.clock());
      return created(reply, photoResource(photo, ctx.storage, true));
    },
  });
}

export function registerPhotoRoutes(app: FastifyInstance, catalog: RouteCatalog, ctx: PhotosContext): void {
  // Multipart is parsed only inside this scope: every other route keeps refusing form uploads
  // with 415, and nothing else can be sent a 10 MB body.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: PHOTO_FORM_LIMITS });
    const scoped = new RouteCatalog(scope);
    registerUploadRoute(scoped, ctx);
    catalog.routes.push(...scoped.routes);
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds/:id/photos`,
    summary: 'Photos of a campground, newest first (hidden ones only for admins and their uploader)',
    tag: 'photos',
    params: campgroundIdParams,
    query: { list: photoListSpec },
    response: { status: 200, description: 'A page of photos', schema: photoListDocumentSchema },
    errors: [400, 404],
    handler: async ({ params, query, request }) => {
      const parsed = parseListQuery(query, photoListSpec);
      const viewer = await optionalViewer(request, ctx.db, ctx.clock);
      const { rows, total } = await getCampgroundPhotoPage(ctx, Number(params.id), viewer, parsed.page);
      return listDocument(
        rows.map((photo) => photoResource(photo, ctx.storage, isOwnerOrAdmin(viewer, photo))),
        {
          meta: { total, 'available-sort-options': PHOTO_SORTS },
          links: paginationLinks(`${API_BASE_PATH}/campgrounds/${params.id}/photos`, query, parsed.page, total),
        },
      );
    },
  });

  catalog.add({
    method: 'GET',
    url: `${PHOTOS}/:id`,
    summary: 'One photo',
    tag: 'photos',
    params: photoIdParams,
    query: { single: noIncludes },
    response: { status: 200, description: 'The photo', schema: photoDocumentSchema },
    errors: [400, 404],
    handler: async ({ params, query, request }) => {
      parseSingleQuery(query, noIncludes);
      const viewer = await optionalViewer(request, ctx.db, ctx.clock);
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
