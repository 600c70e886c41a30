// GET /api/v6/regions and /api/v6/regions/{slug}.
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import { AppError } from '../../errors/app-error.ts';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
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

export function registerRegionRoutes(catalog: RouteCatalog, { db }: AppContext): void {
  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/regions`,
    summary: 'List regions (US states and DC) with campground counts',
    tag: 'regions',
    query: { list: listSpec },
    response: { status: 200, description: 'Regions', schema: regionListDocumentSchema },
    errors: [400],
    handler: async ({ query, rawQuery }) => {
      const all = await listRegions(db, query.sort as RegionSort);
      const start = (query.page.number - 1) * query.page.size;
      return pageDocument(all.slice(start, start + query.page.size).map(regionResource), {
        path: `${API_BASE_PATH}/regions`,
        query: rawQuery,
        page: query.page,
        total: all.length,
        meta: { 'available-sort-options': REGION_SORTS },
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
    handler: async ({ params }) => {
      const region = await findRegion(db, params.slug);
      if (!region || region.slug !== params.slug) throw AppError.notFound(`No region "${params.slug}".`);
      return singleDocument(regionResource(region));
    },
  });
}
