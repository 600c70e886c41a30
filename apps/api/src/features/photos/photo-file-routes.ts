// GET /api/photos/{key}: the files of local photo storage, served only while their photo is shown
// to everyone (not hidden, nor its review): hidden is 404 for all, an <img> sends no token. Caches
// may keep a file for minutes only, so a hidden photo leaves them soon (ADR 0015). With S3
// storage clients fetch from the bucket instead.
import type { AppContext } from '../../app-context.ts';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { LOCAL_PHOTO_PATH } from './local-photo-storage.ts';
import { isServedPhotoFile } from './photo-repository.ts';
import { SERVED_FILE_CACHE_CONTROL } from './photo-storage.ts';
import { photoFileParams } from './photo-schemas.ts';

export function registerPhotoFileRoute(catalog: RouteCatalog, { db, storage }: AppContext): void {
  catalog.add({
    method: 'GET',
    url: `${LOCAL_PHOTO_PATH}/:key`,
    summary: 'A stored photo file (local photo storage)',
    tag: 'photos',
    params: photoFileParams,
    query: { none: true },
    response: { status: 200, description: 'The image', schema: z.string(), mediaType: 'image/webp' },
    errors: [404],
    handler: async ({ params }, reply) => {
      // Only keys of a photo row pass, so "../x" or "a/b" cannot name a file (read() checks too).
      const served = storage.read !== undefined && (await isServedPhotoFile(db, params.key));
      const file = served ? await storage.read!(params.key) : null;
      if (!file) throw AppError.notFound('No such photo file.');
      return reply
        .type(file.contentType)
        .header('cache-control', SERVED_FILE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });
}
