// GET /api/v6/campgrounds and /api/v6/campgrounds/{id}.
import { API_BASE_PATH } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { listDocument, paginationLinks, singleDocument } from '../../jsonapi/document.ts';
import { parseFilterQuery, parseListQuery, parseSingleQuery } from '../../jsonapi/query.ts';
import type { RouteCatalog } from '../../openapi/route-catalog.ts';
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

export function registerCampgroundRoutes(catalog: RouteCatalog, db: Db): void {
  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds`,
    summary: 'List campgrounds, filtered, sorted and paginated',
    tag: 'campgrounds',
    query: { list: campgroundListSpec },
    response: { status: 200, description: 'A page of campgrounds', schema: campgroundListDocumentSchema },
    errors: [400],
    handler: async ({ query }) => {
      const parsed = parseListQuery(query, campgroundListSpec);
      const result = await getCampgroundPage(db, { ...parsed, sort: parsed.sort as CampgroundSort });
      return listDocument(result.data, {
        included: result.included,
        meta: { total: result.total, 'available-sort-options': CAMPGROUND_SORTS },
        links: paginationLinks(`${API_BASE_PATH}/campgrounds`, query, parsed.page, result.total),
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
    handler: async ({ query }) => {
      const { filter, parameters } = parseFilterQuery(query, campgroundMapQuerySpec);
      return getCampgroundMap(db, parameters.bbox, parameters.zoom, filter);
    },
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds/:id`,
    summary: 'One campground by id',
    tag: 'campgrounds',
    params: campgroundIdParams,
    query: { single: { includes: CAMPGROUND_INCLUDES } },
    response: { status: 200, description: 'The campground', schema: campgroundDocumentSchema },
    errors: [400, 404],
    handler: async ({ params, query }) => {
      const { include } = parseSingleQuery(query, { includes: CAMPGROUND_INCLUDES });
      const { data, included } = await getCampground(db, Number(params.id), include);
      return singleDocument(data, included);
    },
  });
}
