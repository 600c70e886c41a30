// GET /api/v6/campgrounds and /api/v6/campgrounds/{id}.
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { PERSONAL_CACHE_CONTROL, type RouteCatalog } from '../../http/route-catalog.ts';
import {
  CAMPGROUND_INCLUDES,
  CAMPGROUND_SORTS,
  campgroundDocumentSchema,
  campgroundIdParams,
  campgroundListDocumentSchema,
  campgroundListSpec,
  type CampgroundSort,
} from './campground-schemas.ts';
import { getCampground, getCampgroundPage } from './campground-service.ts';
import { campgroundMapDocumentSchema, campgroundMapQuerySpec, getCampgroundMap } from './campground-map.ts';

export function registerCampgroundRoutes(catalog: RouteCatalog, { db, clock, storage }: AppContext): void {
  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds`,
    summary: 'List campgrounds, filtered, sorted and paginated',
    tag: 'campgrounds',
    auth: 'optional',
    query: { list: campgroundListSpec },
    response: { status: 200, description: 'A page of campgrounds', schema: campgroundListDocumentSchema },
    errors: [400],
    handler: async ({ query, rawQuery, viewer }, reply) => {
      if (query.include.has('campground-claims')) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
      const result = await getCampgroundPage(db, {
        ...query,
        sort: query.sort as CampgroundSort,
        sortGiven: rawQuery.sort !== undefined,
        now: clock(),
        viewer,
        storage,
      });
      return pageDocument(result.data, {
        path: `${API_BASE_PATH}/campgrounds`,
        query: rawQuery,
        page: query.page,
        total: result.total,
        meta: {
          // "Along the route" is offered only to a route search (the only one it can order).
          'available-sort-options': result.routePositions
            ? CAMPGROUND_SORTS
            : CAMPGROUND_SORTS.filter((option) => option.value !== 'route'),
          ...(result.mergedInto && { 'merged-into': result.mergedInto }),
          ...(result.routePositions && { 'route-positions': result.routePositions }),
        },
        included: result.included,
      });
    },
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds/map`,
    summary: 'Campgrounds in a map viewport: grid clusters when zoomed out, else points',
    tag: 'campgrounds',
    query: { filtered: campgroundMapQuerySpec },
    response: { status: 200, description: 'Clusters or points', schema: campgroundMapDocumentSchema },
    errors: [400],
    handler: async ({ query: { filter, parameters } }) => {
      return getCampgroundMap(db, parameters.bbox, parameters.zoom, filter, clock());
    },
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds/:id`,
    summary: 'One campground by id',
    tag: 'campgrounds',
    auth: 'optional',
    params: campgroundIdParams,
    query: { single: { includes: CAMPGROUND_INCLUDES } },
    response: { status: 200, description: 'The campground', schema: campgroundDocumentSchema },
    errors: [400, 404],
    handler: async ({ params, query, viewer }, reply) => {
      // The claims included are the caller's: no shared cache may keep that answer.
      if (query.include.has('campground-claims')) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
      const { data, included } = await getCampground(db, Number(params.id), query.include, viewer, storage);
      return singleDocument(data, included);
    },
  });
}
