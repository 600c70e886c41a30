// GET /api/v6/locations/filters and /api/v6/locations/filter-configs: what the search
// filters are and how the filters panel shows them. Static, from the domain vocabularies.
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import {
  filterConfigDocument,
  filterConfigListDocumentSchema,
  filterDocument,
  filterListDocumentSchema,
} from './search-filter-catalog.ts';

const noIncludes = { includes: [] };

export function registerSearchFilterRoutes(catalog: RouteCatalog, _ctx: AppContext): void {
  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/locations/filters`,
    summary: 'The campground search filters, with their type, default value and options',
    tag: 'search',
    query: { single: noIncludes },
    response: { status: 200, description: 'One resource per filter', schema: filterListDocumentSchema },
    errors: [400],
    handler: async () => filterDocument(),
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/locations/filter-configs`,
    summary: 'How the filters panel lays out the search filters',
    tag: 'search',
    query: { single: noIncludes },
    response: { status: 200, description: 'The filters panel', schema: filterConfigListDocumentSchema },
    errors: [400],
    handler: async () => filterConfigDocument(),
  });
}
