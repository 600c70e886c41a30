// GET /api/photos/{key}: the files of local photo storage. Keys are random and never reused,
// so a file may be cached for a year; with S3 storage clients fetch from the bucket instead.
import type { AppContext } from '../../app-context.ts';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { LOCAL_PHOTO_PATH } from './local-photo-storage.ts';
import { IMMUTABLE_CACHE_CONTROL } from './photo-storage.ts';
import { photoFileParams } from './photo-schemas.ts';

export function registerPhotoFileRoute(catalog: RouteCatalog, { storage }: AppContext): void {
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
      // read() accepts only well-formed keys, so "../x" or "a/b" cannot name a file.
      const file = storage.read ? await storage.read(params.key) : null;
      if (!file) throw AppError.notFound('No such photo file.');
      return reply
        .type(file.contentType)
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });
}
