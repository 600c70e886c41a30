// The PRO map layers as the layers panel lists them (the API's catalogue, GET /api/v6/map-layers,
// names the same ids), and how each is drawn.
import { CONNECTIVITY_THRESHOLDS, MAP_ACCENT_COLOR } from '@campwise/domain';

export type MapLayerId =
  | 'national-forests'
  | 'national-parks'
  | 'blm-lands'
  | 'free-camping'
  | 'coverage-att'
  | 'coverage-t-mobile'
  | 'coverage-verizon';

export type MapLayerKind = 'area' | 'point' | 'coverage';

export interface MapLayerDefinition {
  id: MapLayerId;
  label: string;
  group: 'Public lands' | 'Free camping' | 'Cell coverage';
  kind: MapLayerKind;
  /** Fill and outline for areas, the circle for free camping. */
  color: string;
  /** False when this install has no data for it (BLM): listed, disabled, with `note`. */
  available: boolean;
  note: string | null;
}

export const BLM_NOTE = 'No open BLM land file is loaded yet.';

export const MAP_LAYER_DEFINITIONS: readonly MapLayerDefinition[] = [
  {
    id: 'national-forests',
    label: 'National Forests (USFS)',
    group: 'Public lands',
    kind: 'area',
    color: '#2f7d32',
    available: true,
    note: null,
  },
  {
    id: 'national-parks',
    label: 'National Park Service units (NPS)',
    group: 'Public lands',
    kind: 'area',
    color: '#8d5a2b',
    available: true,
    note: null,
  },
  {
    id: 'blm-lands',
    label: 'BLM lands',
    group: 'Public lands',
    kind: 'area',
    color: '#c9a227',
    available: false,
    note: BLM_NOTE,
  },
  {
    id: 'free-camping',
    label: 'Free camping',
    group: 'Free camping',
    kind: 'point',
    color: MAP_ACCENT_COLOR,
    available: true,
    note: null,
  },
  {
    id: 'coverage-att',
    label: 'AT&T',
    group: 'Cell coverage',
    kind: 'coverage',
    color: '#00a8e0',
    available: true,
    note: null,
  },
  {
    id: 'coverage-t-mobile',
    label: 'T-Mobile',
    group: 'Cell coverage',
    kind: 'coverage',
    color: '#e20074',
    available: true,
    note: null,
  },
  {
    id: 'coverage-verizon',
    label: 'Verizon',
    group: 'Cell coverage',
    kind: 'coverage',
    color: '#cd040b',
    available: true,
    note: null,
  },
];

export const MAP_LAYER_GROUPS = ['Public lands', 'Free camping', 'Cell coverage'] as const;

/** Coverage points are coloured by the connectivity rating campers' field reports gave. */
export const COVERAGE_COLORS = {
  Good: '#2e7d32',
  Fair: '#e0a526',
  Poor: '#c62828',
  Available: '#5c7fa3',
} as const;

export type CoverageRating = keyof typeof COVERAGE_COLORS;

const { goodDownloadMbps, fairDownloadMbps } = CONNECTIVITY_THRESHOLDS;

/** The ratings as ADRs 0008 and 0031 define them (median download speed of recent reports, else bars). */
export const COVERAGE_LEGEND: { rating: CoverageRating; description: string }[] = [
  { rating: 'Good', description: `${goodDownloadMbps}+ Mbps or strong bars` },
  { rating: 'Fair', description: `${fairDownloadMbps}–${goodDownloadMbps} Mbps or fair bars` },
  { rating: 'Poor', description: `Under ${fairDownloadMbps} Mbps, weak or no signal` },
  { rating: 'Available', description: 'Campers split: half had usable signal' },
];

export function layerDefinition(id: string): MapLayerDefinition | null {
  return MAP_LAYER_DEFINITIONS.find((definition) => definition.id === id) ?? null;
}
