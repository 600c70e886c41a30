// GET /api/v6/regions and /api/v6/regions/{slug}.
import { API_BASE_PATH } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { listDocument, paginationLinks, singleDocument } from '../../jsonapi/document.ts';
import { parseListQuery, parseSingleQuery, type ListQuerySpec } from '../../jsonapi/query.ts';
import type { RouteCatalog } from '../../openapi/route-catalog.ts';
import { findRegion, listRegions } from './region-repository.ts';
import {
  REGION_SORTS,
  regionDocumentSchema,
  regionListDocumentSchema,
  regionSlugParams,
  type RegionSort,
} from './region-schemas.ts';
import { regionResource } from './region-serializer.ts';

// Regions are few (51): one page holds them all, but page[...] is honoured for uniformity.
const listSpec: ListQuerySpec<Record<string, never>> = {
  filters: {},
  includes: [],
  sorts: REGION_SORTS,
  defaultSort: 'name',
};

export function registerRegionRoutes(catalog: RouteCatalog, db: Db): void {
  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/regions`,
    summary: 'List regions (US states and DC) with campground counts',
    tag: 'regions',
    query: { list: listSpec },
    response: { status: 200, description: 'Regions', schema: regionListDocumentSchema },
    errors: [400],
    handler: async ({ query }) => {
      const parsed = parseListQuery(query, listSpec);
      const all = await listRegions(db, parsed.sort as RegionSort);
      const start = (parsed.page.number - 1) * parsed.page.size;
      return listDocument(all.slice(start, start + parsed.page.size).map(regionResource), {
        meta: { total: all.length, 'available-sort-options': REGION_SORTS },
        links: paginationLinks(`${API_BASE_PATH}/regions`, query, parsed.page, all.length),
      });
    },
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/regions/:slug`,
    summary: 'One region by slug',
    tag: 'regions',
    params: regionSlugParams,
    query: { single: { includes: [] } },
    response: { status: 200, description: 'The region', schema: regionDocumentSchema },
    errors: [400, 404],
    handler: async ({ params, query }) => {
      parseSingleQuery(query, { includes: [] });
      const region = await findRegion(db, params.slug);
      if (!region || region.slug !== params.slug) throw AppError.notFound(`No region "${params.slug}".`);
      return singleDocument(regionResource(region));
    },
  });
}
