// GET /api/v6/places and /api/v6/places/{id} (docs/api-places.md).
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
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
import { getPlace, getPlacePage } from './place-service.ts';

export function registerPlaceRoutes(catalog: RouteCatalog, { db }: AppContext): void {
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
}
