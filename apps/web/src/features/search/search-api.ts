// The search page's reads, all through the one browser API client: the filter definitions, the
// results list, the map's clusters and points, one campground's card and the visitor's location.
import { DEFAULT_PAGE_SIZE } from '@campwise/domain';
import type { Campground } from '@/features/campgrounds/campground-schema';
import { type ApiRecord, createApiClient } from '@/lib/api-client';
import type { ApiFilters } from './build-filters';
import {
  buildFilterSections,
  type FilterSection,
  mapFeatures,
  type MapFeatureCollection,
  parseFilterDefinitions,
} from './search-data';

const api = createApiClient();

/**
 * The campground schema, and with it zod, fetched alongside the first answer that needs it
 * rather than with the page: the page hydrates without waiting for them (issue 17).
 */
async function loadCampgroundSchema() {
  return (await import('@/features/campgrounds/campground-schema')).campgroundSchema;
}

async function parseCampgrounds(records: readonly ApiRecord[]): Promise<Campground[]> {
  const campgroundSchema = await loadCampgroundSchema();
  return records.flatMap((record) => {
    const parsed = campgroundSchema.safeParse(record);
    return parsed.success ? [parsed.data] : [];
  });
}

export interface FilterDefinitions {
  /** The filter ids the API lists (only these are sent). */
  ids: string[];
  sections: FilterSection[];
}

/** GET /locations/filters and /locations/filter-configs: what the filters panel shows. */
export async function loadFilterDefinitions(): Promise<FilterDefinitions> {
  const [filters, configs] = await Promise.all([
    api.findAll('locations/filters'),
    api.findAll('locations/filter-configs'),
  ]);
  const definitions = parseFilterDefinitions(filters.data);
  return {
    ids: definitions.map((definition) => definition.id),
    sections: buildFilterSections(configs.data.find((record) => record.id === 'filters-panel') ?? null, definitions),
  };
}

export interface CampgroundResults {
  campgrounds: Campground[];
  total: number;
}

/** The first page of results, recommended first. */
export async function searchCampgrounds(filter: ApiFilters): Promise<CampgroundResults> {
  const [answer] = await Promise.all([
    api.findAll('campgrounds', { filter, sort: 'recommended', page: { size: DEFAULT_PAGE_SIZE } }),
    loadCampgroundSchema(),
  ]);
  const total = typeof answer.meta.total === 'number' ? answer.meta.total : answer.data.length;
  return { campgrounds: await parseCampgrounds(answer.data), total };
}

/** The map's clusters and points in a viewport; the location filters are the viewport's business. */
export async function loadMapData(
  filter: ApiFilters,
  view: { bbox: string; zoom: number },
): Promise<MapFeatureCollection> {
  const answer = await api.findAll('campgrounds/map', { bbox: view.bbox, zoom: view.zoom, filter });
  return mapFeatures(answer.data);
}

/** One campground for the selected card, or null when it cannot be read. */
export async function loadCampground(id: string): Promise<Campground | null> {
  const [campgroundSchema, record] = await Promise.all([loadCampgroundSchema(), api.findRecord('campgrounds', id)]);
  const parsed = campgroundSchema.safeParse(record);
  return parsed.success ? parsed.data : null;
}

/** GET /api/edge/geoip: the visitor's rough location, as the API answers it; null on any failure. */
export async function lookupVisitorLocation(): Promise<unknown> {
  return api.getJson('/api/edge/geoip').catch(() => null);
}
