// GET /api/v6/openapi.json: the OpenAPI document of every route in the catalog.
import { API_BASE_PATH } from '@campwise/domain';
import { z } from 'zod';
import { buildOpenApiDocument } from './openapi-document.ts';
import type { AppContext } from '../app-context.ts';
import type { RouteCatalog } from '../http/route-catalog.ts';

export function registerOpenApiRoute(catalog: RouteCatalog, _ctx: AppContext): void {
  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/openapi.json`,
    summary: 'This OpenAPI document',
    tag: 'meta',
    query: { none: true },
    response: {
      status: 200,
      description: 'OpenAPI 3.1 document',
      schema: z.object({ openapi: z.string() }).loose(),
      mediaType: 'application/json',
    },
    // Built on request, after every route has been registered.
    handler: async () => buildOpenApiDocument(catalog.routes),
  });
}
