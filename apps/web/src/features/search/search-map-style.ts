// The search map's two looks: 'map' (the configured style, else the offline basemap) and
// 'outline' (state lines on plain paper, no labels; needs nothing from the internet either).
import type { MapOptions } from 'maplibre-gl';
import { BASEMAP_SOURCE, offlineBasemapStyle } from '@/features/map/offline-basemap-style';
import type { MapStyleName } from './map-preferences';

type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;

export function searchMapStyle(
  name: MapStyleName,
  origin: string,
  styleUrl: string | null,
): string | StyleSpecification {
  const offline = offlineBasemapStyle(origin);
  if (name === 'map') return styleUrl ?? offline;
  return {
    ...offline,
    name: 'Campwise outline',
    layers: [
      { id: 'paper', type: 'background', paint: { 'background-color': '#fbfaf6' } },
      {
        id: 'state-borders',
        type: 'line',
        source: BASEMAP_SOURCE,
        'source-layer': 'land',
        paint: { 'line-color': '#56635f', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 8, 2] },
      },
    ],
  };
}
