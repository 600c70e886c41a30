// The PRO map layers (docs/api-pro.md "PRO map layers"): what each is called, its group in the
// layers panel, and whether this install can draw it. BLM lands stay listed but unavailable until
// an open BLM land file is part of the datasets, so clients say so rather than pretend.
import { z } from 'zod';
import type { Carrier } from '@campwise/domain';
import { countedListDocument } from '../../jsonapi/document.ts';

export type MapLayerGroup = 'Public lands' | 'Free camping' | 'Cell coverage';

export type MapLayerSource =
  | { kind: 'forests' }
  | { kind: 'parks' }
  | { kind: 'none' }
  | { kind: 'free-camping' }
  | { kind: 'coverage'; carrier: Carrier };

export interface MapLayerEntry {
  id: string;
  name: string;
  group: MapLayerGroup;
  note: string | null;
  source: MapLayerSource;
}

export const BLM_NOTE = 'No open BLM land file is loaded yet.';

export const MAP_LAYERS: readonly MapLayerEntry[] = [
  {
    id: 'national-forests',
    name: 'National Forests (USFS)',
    group: 'Public lands',
    note: null,
    source: { kind: 'forests' },
  },
  {
    id: 'national-parks',
    name: 'National Park Service units (NPS)',
    group: 'Public lands',
    note: null,
    source: { kind: 'parks' },
  },
  { id: 'blm-lands', name: 'BLM lands', group: 'Public lands', note: BLM_NOTE, source: { kind: 'none' } },
  { id: 'free-camping', name: 'Free camping', group: 'Free camping', note: null, source: { kind: 'free-camping' } },
  {
    id: 'coverage-att',
    name: 'AT&T',
    group: 'Cell coverage',
    note: null,
    source: { kind: 'coverage', carrier: 'att' },
  },
  {
    id: 'coverage-t-mobile',
    name: 'T-Mobile',
    group: 'Cell coverage',
    note: null,
    source: { kind: 'coverage', carrier: 'tmobile' },
  },
  {
    id: 'coverage-verizon',
    name: 'Verizon',
    group: 'Cell coverage',
    note: null,
    source: { kind: 'coverage', carrier: 'verizon' },
  },
];

/** A layer that can be drawn; null for unknown ids and for layers without data (BLM). */
export function availableLayer(id: string): MapLayerEntry | null {
  const layer = MAP_LAYERS.find((entry) => entry.id === id);
  return layer && layer.source.kind !== 'none' ? layer : null;
}

export const mapLayerResourceSchema = z.object({
  type: z.literal('map-layers'),
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    group: z.enum(['Public lands', 'Free camping', 'Cell coverage']),
    available: z.boolean(),
    note: z.string().nullable(),
    pro: z.literal(true),
  }),
  links: z.object({ self: z.string() }),
});

export const mapLayerListDocumentSchema = z.object({
  data: z.array(mapLayerResourceSchema),
  meta: z.object({ total: z.number().int() }),
  jsonapi: z.object({ version: z.string() }),
});

export function mapLayerListDocument(): z.infer<typeof mapLayerListDocumentSchema> {
  const data = MAP_LAYERS.map((layer) => ({
    type: 'map-layers' as const,
    id: layer.id,
    attributes: {
      name: layer.name,
      group: layer.group,
      available: layer.source.kind !== 'none',
      note: layer.note,
      pro: true as const,
    },
    links: { self: `/api/map-layers/${layer.id}.geojson` },
  }));
  return countedListDocument(data);
}
