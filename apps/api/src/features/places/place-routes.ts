// GET /api/v6/places and /api/v6/places/{id} (docs/api-places.md).
import { API_BASE_PATH } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { listDocument, paginationLinks, singleDocument } from '../../jsonapi/document.ts';
import { parseListQuery, parseSingleQuery } from '../../jsonapi/query.ts';
import type { RouteCatalog } from '../../openapi/route-catalog.ts';
import {
  PLACE_SORTS,
  placeDocumentSchema,
  placeIdParams,
  placeListDocumentSchema,
  placeListSpec,
  type PlaceSort,
} from './place-schemas.ts';
import { getPlace, getPlacePage } from './place-service.ts';

export function registerPlaceRoutes(catalog: RouteCatalog, db: Db): void {
  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/places`,
    summary: 'List places (states, cities, national parks and forests) with campground counts',
    tag: 'places',
    query: { list: placeListSpec },
    response: { status: 200, description: 'A page of places', schema: placeListDocumentSchema },
    errors: [400],
    handler: async ({ query }) => {
      const parsed = parseListQuery(query, placeListSpec);
      const { data, total } = await getPlacePage(db, {
        filter: parsed.filter,
        sort: parsed.sort as PlaceSort,
        page: parsed.page,
      });
      return listDocument(data, {
        meta: { total, 'available-sort-options': PLACE_SORTS },
        links: paginationLinks(`${API_BASE_PATH}/places`, query, parsed.page, total),
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
    handler: async ({ params, query }) => {
      parseSingleQuery(query, { includes: [] });
      return singleDocument(await getPlace(db, params.id));
    },
  });
}
