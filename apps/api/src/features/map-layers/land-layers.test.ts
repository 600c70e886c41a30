import { describe, expect, it } from 'vitest';
import { trimLandFile } from './land-layers.ts';

const square = (west: number, south: number, size: number) => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];

describe('trimLandFile', () => {
  it('keeps a forest district’s forest and district names and rounds its outline to 4 decimals', () => {
    const json = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          properties: { forest: ' Manti-La Sal  National Forest', district: 'Moab', region: '4', gis_acres: 1 },
          geometry: { type: 'Polygon', coordinates: [square(-109.123456, 38.654321, 0.5)] },
        },
        // Nothing to name, or nothing to draw: left out.
        { properties: { forest: '' }, geometry: { type: 'Polygon', coordinates: [square(-100, 40, 1)] } },
        { properties: { forest: 'Point Forest' }, geometry: { type: 'Point', coordinates: [-100, 40] } },
      ],
    });
    const trimmed = trimLandFile(json, 'forests');
    expect(trimmed.features).toHaveLength(1);
    expect(trimmed.features[0]).toEqual({
      type: 'Feature',
      properties: { name: 'Manti-La Sal National Forest', district: 'Moab' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-109.1235, 38.6543],
              [-108.6235, 38.6543],
              [-108.6235, 39.1543],
              [-109.1235, 39.1543],
              [-109.1235, 38.6543],
            ],
          ],
        ],
      },
    });
  });

  it('names park units as the park service does, drops rings rounding collapses', () => {
    const json = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          properties: { unit_code: 'ARCH', unit_name: 'Arches NP', name: 'Arches', scalerank: 3 },
          geometry: {
            type: 'MultiPolygon',
            coordinates: [[square(-109.6, 38.6, 0.2)], [square(-109.9, 38.9, 0.00001)]],
          },
        },
      ],
    });
    const [park] = trimLandFile(json, 'parks').features;
    expect(park!.properties).toEqual({ name: 'Arches NP', code: 'arch' });
    expect(park!.geometry.coordinates).toHaveLength(1);
  });
});
