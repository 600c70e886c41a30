import { describe, expect, it } from 'vitest';
import { buildForestPlaces } from './build-places.ts';
import { parseForests } from './read-places.ts';
import { parseStates } from './read-states.ts';

function district(forest: string | undefined, box: [number, number, number, number], acres?: number) {
  const [w, s, e, n] = box;
  return {
    type: 'Feature',
    properties: { forest, district: 'D', gis_acres: acres },
    geometry: {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [w, s],
            [e, s],
            [e, n],
            [w, n],
            [w, s],
          ],
        ],
      ],
    },
  };
}

const districts = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    district('Pike National Forest', [-104, 38, -103, 39], 300),
    district(' Pike National Forest ', [-103, 37.5, -102.5, 38], 100),
    district('Far National Forest', [20, 10, 21, 11]),
    district(undefined, [-104, 38, -103, 39]),
    { type: 'Feature', properties: { forest: 'Empty National Forest' }, geometry: null },
  ],
});

const states = parseStates(
  JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        properties: { postal: 'CO', name: 'Colorado' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-109, 37],
              [-102, 37],
              [-102, 41],
              [-109, 41],
              [-109, 37],
            ],
          ],
        },
      },
    ],
  }),
  [
    {
      postal: 'CO',
      name: 'Colorado',
      min_lon: '-109',
      min_lat: '37',
      max_lon: '-102',
      max_lat: '41',
      label_lon: '-105.5',
      label_lat: '39',
    },
  ],
);

describe('parseForests', () => {
  it('merges districts into one forest: box of all, acreage-weighted point', () => {
    expect(parseForests(districts)).toEqual([
      {
        name: 'Pike National Forest',
        longitude: -103.3125,
        latitude: 38.3125,
        minLon: -104,
        minLat: 37.5,
        maxLon: -102.5,
        maxLat: 39,
      },
      { name: 'Far National Forest', longitude: 20.5, latitude: 10.5, minLon: 20, minLat: 10, maxLon: 21, maxLat: 11 },
    ]);
  });

  it('refuses what is not a FeatureCollection', () => {
    expect(() => parseForests('[]')).toThrow(/FeatureCollection/);
  });
});

describe('buildForestPlaces', () => {
  it('keeps forests whose point lies in a state, with that state as region', () => {
    const build = buildForestPlaces(states, parseForests(districts));
    expect(build.skipped).toBe(1);
    expect(build.rows).toEqual([
      {
        kind: 'forest',
        sourceId: 'pike-national-forest',
        name: 'Pike National Forest',
        regionCode: 'CO',
        latitude: 38.3125,
        longitude: -103.3125,
        population: null,
        designation: 'National Forest',
        minLon: -104,
        minLat: 37.5,
        maxLon: -102.5,
        maxLat: 39,
      },
    ]);
  });
});
