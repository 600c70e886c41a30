import { DATA_SOURCES } from '@campwise/domain';
import type { MapOptions } from 'maplibre-gl';

type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;

export const BASEMAP_PATH = '/api/basemap/states.geojson';

/**
 * A basemap that needs nothing from the internet: state outlines served by our own API on a
 * water-coloured background. It has no text layers because no glyph fonts are available offline.
 */
export function offlineBasemapStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    name: 'Campwise offline basemap',
    sources: {
      states: {
        type: 'geojson',
        // Absolute, because the worker resolves relative URLs against its own script URL.
        data: new URL(BASEMAP_PATH, origin).href,
        attribution: DATA_SOURCES.naturalEarth.attribution,
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#c6dde3' } },
      { id: 'land', type: 'fill', source: 'states', paint: { 'fill-color': '#f1f0e6' } },
      {
        id: 'state-borders',
        type: 'line',
        source: 'states',
        paint: { 'line-color': '#a2ada5', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 8, 1.6] },
      },
    ],
  };
}
