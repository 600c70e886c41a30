// GET /api/v6/places, /api/v6/places/{id} and /api/v6/places/{id}/outline (docs/api-places.md).
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import { z } from 'zod';
import { loadAreaOutlines } from '../import/area-outlines-cache.ts';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import {
  PLACE_SORTS,
  placeDocumentSchema,
  placeIdParams,
  placeListDocumentSchema,
  placeListSpec,
  type PlaceSort,
} from './place-schemas.ts';
import { getPlaceOutline } from './place-outline.ts';
import { getPlace, getPlacePage } from './place-service.ts';

const outlineSchema = z.object({
  type: z.literal('Feature'),
  id: z.string(),
  properties: z.object({ kind: z.string(), name: z.string() }),
  geometry: z.object({ type: z.enum(['Polygon', 'MultiPolygon']), coordinates: z.array(z.unknown()) }),
});

export function registerPlaceRoutes(catalog: RouteCatalog, { db, config, log }: AppContext): void {
  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/places`,
    summary: 'List places (states, cities, national parks and forests) with campground counts',
    tag: 'places',
    query: { list: placeListSpec },
    response: { status: 200, description: 'A page of places', schema: placeListDocumentSchema },
    errors: [400],
    handler: async ({ query, rawQuery }) => {
      const { data, total } = await getPlacePage(db, {
        filter: query.filter,
        sort: query.sort as PlaceSort,
        page: query.page,
      });
      return pageDocument(data, {
        path: `${API_BASE_PATH}/places`,
        query: rawQuery,
        page: query.page,
        total,
        meta: { 'available-sort-options': PLACE_SORTS },
      });
    },
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/places/:id`,
    summary: 'One place by public id ({kind}:{sourceId}, e.g. city:1840020232 or park:arch)',
    tag: 'places',
    params: placeIdParams,
    query: { single: { includes: [] } },
    response: { status: 200, description: 'The place', schema: placeDocumentSchema },
    errors: [400, 404],
    handler: async ({ params }) => {
      return singleDocument(await getPlace(db, params.id));
    },
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/places/:id/outline`,
    summary: "A state's, park's or forest's outline as a GeoJSON Feature (for drawing the search area)",
    tag: 'places',
    params: placeIdParams,
    query: { none: true },
    response: {
      status: 200,
      description: 'GeoJSON Feature (Polygon or MultiPolygon)',
      schema: outlineSchema,
      mediaType: 'application/geo+json',
    },
    errors: [400, 404],
    handler: async ({ params }, reply) => {
      const outline = await getPlaceOutline(db, params.id, () => loadAreaOutlines(config.dataDir, log));
      // Outlines change only with a new dataset (an import and a restart).
      reply.header('cache-control', 'public, max-age=3600');
      return reply.send(JSON.stringify(outline));
    },
  });
}
