// The MapLibre source and layers that draw each PRO layer: areas as a light fill with an outline,
// free camping as tents (its own symbol), coverage as circles coloured by rating.
import type { AddLayerObject } from 'maplibre-gl';
import {
  FREE_CAMPING_ICON_ID,
  FREE_CAMPING_ICON_PIXEL_RATIO,
  type IconPixels,
  tentIconPixels,
  tentIncentreOffset,
} from './free-camping-symbol';
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
          type: 'symbol',
          source,
          layout: {
            'icon-image': FREE_CAMPING_ICON_ID,
            'icon-size': ['interpolate', ['linear'], ['zoom'], 3, 0.45, 8, 1],
            'icon-offset': [0, -tentIncentreOffset()],
            // Every free campground shows, even where they crowd: hiding some would say "none here".
            'icon-allow-overlap': true,
            'icon-ignore-placement': true,
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

/**
 * Free camping draws over the search's campground markers: the same campgrounds are search
 * results too, and a tent drawn under its own marker would never be seen. The markers stay
 * clickable through it (MapLibre's layer events do not stop at a layer drawn above).
 */
export function drawnAboveMarkers(definition: MapLayerDefinition): boolean {
  return definition.kind === 'point';
}

export interface LayerImage {
  id: string;
  pixels: IconPixels;
  pixelRatio: number;
}

/** The images a layer's symbols use, to be added to the map before its layers. */
export function layerImages(definition: MapLayerDefinition): LayerImage[] {
  if (definition.kind !== 'point') return [];
  return [
    { id: FREE_CAMPING_ICON_ID, pixels: tentIconPixels(definition.color), pixelRatio: FREE_CAMPING_ICON_PIXEL_RATIO },
  ];
}
