// Turning API answers into what the search page draws: the map's GeoJSON and the filters panel.
import type { ApiRecord } from '@/lib/api-client';

export interface MapFeatureProperties {
  id: string;
  kind: 'cluster' | 'point';
  count: number;
  name: string;
  href: string | null;
  /** Cluster members' bbox as "w,s,e,n" (GeoJSON properties cannot hold arrays reliably). */
  bbox: string | null;
}

export interface MapFeature {
  type: 'Feature';
  id?: number;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: MapFeatureProperties;
}

export interface MapFeatureCollection {
  type: 'FeatureCollection';
  features: MapFeature[];
}

export const EMPTY_COLLECTION: MapFeatureCollection = { type: 'FeatureCollection', features: [] };

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The /campgrounds/map answer (clusters or points) as GeoJSON features. */
export function mapFeatures(records: readonly ApiRecord[]): MapFeatureCollection {
  const features: MapFeature[] = [];
  for (const record of records) {
    const lng = num(record.longitude);
    const lat = num(record.latitude);
    if (lng === null || lat === null) continue;
    if (record.type === 'campground-clusters') {
      const count = num(record.count) ?? 0;
      const bbox = Array.isArray(record.bbox) && record.bbox.length === 4 ? record.bbox.join(',') : null;
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [lng, lat] },
        properties: { id: `cluster:${record.id}`, kind: 'cluster', count, name: '', href: null, bbox },
      });
    } else {
      const slug = str(record.slug);
      const regionSlug = str(record.regionSlug);
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [lng, lat] },
        properties: {
          id: record.id,
          kind: 'point',
          count: 1,
          name: str(record.name) ?? '',
          href: slug && regionSlug ? `/camping/${encodeURIComponent(regionSlug)}/${encodeURIComponent(slug)}` : null,
          bbox: null,
        },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterDefinition {
  id: string;
  label: string;
  type: 'multi-select' | 'boolean' | 'number' | 'select';
  options: FilterOption[];
}

export interface FilterSection {
  id: string;
  title: string;
  filters: FilterDefinition[];
}

const FILTER_TYPES = new Set(['multi-select', 'boolean', 'number', 'select']);

export function parseFilterDefinitions(records: readonly ApiRecord[]): FilterDefinition[] {
  const result: FilterDefinition[] = [];
  for (const record of records) {
    const meta = record.filterMeta as Record<string, unknown> | undefined;
    if (!meta || typeof meta !== 'object') continue;
    const type = str(meta.type);
    if (!type || !FILTER_TYPES.has(type)) continue;
    const options = Array.isArray(meta.options)
      ? meta.options.flatMap((option: unknown) => {
          const { value, label } = (option ?? {}) as Record<string, unknown>;
          const text = str(value);
          return text ? [{ value: text, label: str(label) ?? text }] : [];
        })
      : [];
    result.push({
      id: record.id,
      label: str(meta.label) ?? record.id,
      type: type as FilterDefinition['type'],
      options,
    });
  }
  return result;
}

/** The panel's sections from filter-configs, each holding the known, visible filters it lists. */
export function buildFilterSections(
  config: ApiRecord | null,
  definitions: readonly FilterDefinition[],
): FilterSection[] {
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  const panel = config?.filtersPanel as { sections?: unknown } | undefined;
  const sections = Array.isArray(panel?.sections) ? panel.sections : [];
  const result: FilterSection[] = [];
  for (const section of sections as Array<Record<string, unknown>>) {
    const items = Array.isArray(section?.items) ? (section.items as Array<Record<string, unknown>>) : [];
    const filters: FilterDefinition[] = [];
    for (const item of items) {
      if (item?.hidden === true || !Array.isArray(item?.content)) continue;
      for (const content of item.content as Array<Record<string, unknown>>) {
        const definition = byId.get(str(content?.id) ?? '');
        if (definition && !filters.includes(definition)) filters.push(definition);
      }
    }
    if (filters.length > 0) {
      result.push({ id: str(section.id) ?? String(result.length), title: str(section.title) ?? '', filters });
    }
  }
  return result;
}
