// The MapLibre source and layers that draw each PRO layer: areas as a light fill with an outline,
// free camping as accent circles, coverage as circles coloured by rating.
import type { AddLayerObject } from 'maplibre-gl';
import { COVERAGE_COLORS, type MapLayerDefinition } from './map-layer-definitions';

/** Prefix of every source and layer this feature adds, so they never clash with the style's. */
const PREFIX = 'pro-layer-';

export function layerSourceId(id: string): string {
  return `${PREFIX}${id}`;
}

export function mapLayerStyle(definition: MapLayerDefinition): AddLayerObject[] {
  const source = layerSourceId(definition.id);
  switch (definition.kind) {
    case 'area':
      return [
        {
          id: `${source}-fill`,
          type: 'fill',
          source,
          paint: { 'fill-color': definition.color, 'fill-opacity': 0.18 },
        },
        {
          id: `${source}-outline`,
          type: 'line',
          source,
          paint: { 'line-color': definition.color, 'line-width': 1.2, 'line-opacity': 0.8 },
        },
      ];
    case 'point':
      return [
        {
          id: `${source}-points`,
          type: 'circle',
          source,
          paint: {
            'circle-color': definition.color,
            'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 2.5, 10, 6],
            // A dark ring tells free camping from the search's own markers, which share the accent.
            'circle-stroke-color': '#1f3b35',
            'circle-stroke-width': 1.5,
          },
        },
      ];
    case 'coverage':
      return [
        {
          id: `${source}-points`,
          type: 'circle',
          source,
          paint: {
            'circle-color': [
              'match',
              ['get', 'rating'],
              'Good',
              COVERAGE_COLORS.Good,
              'Fair',
              COVERAGE_COLORS.Fair,
              'Poor',
              COVERAGE_COLORS.Poor,
              'Available',
              COVERAGE_COLORS.Available,
              '#7a7a7a',
            ],
            'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 3, 10, 7],
            'circle-stroke-color': definition.color,
            'circle-stroke-width': 2,
          },
        },
      ];
  }
}
