import { describe, expect, it } from 'vitest';
import { adminAreaMemberships } from './admin-areas.ts';
import { nearCounts } from './near-counts.ts';
import { computePlaceStats, type StatsCampground, type StatsPlace } from './place-stats.ts';
import { areaPolygons, parseForestPolygons, parseParkPolygons } from './read-area-polygons.ts';

/** Metres to degrees of latitude (haversine, R = 6371 km). */
const north = (meters: number) => meters / 111_195;

function box(west: number, south: number, east: number, north: number) {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

/** A square with a square hole: points in the hole are outside. */
function frame() {
  const outer = box(-110, 38, -109, 39).coordinates[0]!;
  const hole = box(-109.6, 38.4, -109.4, 38.6).coordinates[0]!;
  return { type: 'Polygon', coordinates: [outer, hole] };
}

const campground = (id: number, latitude: number, longitude: number, regionCode = 'UT'): StatsCampground => ({
  id,
  latitude,
  longitude,
  regionCode,
});

describe('read-area-polygons', () => {
  it('groups district polygons by forest slug and park polygons by lower-case unit code', () => {
    const forests = parseForestPolygons(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { properties: { forest: ' Manti-La Sal National Forest ' }, geometry: box(-110, 38, -109, 39) },
          {
            properties: { forest: 'Manti-La Sal National Forest' },
            geometry: { type: 'MultiPolygon', coordinates: [box(-108, 37, -107, 38).coordinates] },
          },
          { properties: { forest: 'Nowhere National Forest' }, geometry: null },
          { properties: {}, geometry: box(0, 0, 1, 1) },
        ],
      }),
    );
    expect([...forests.keys()]).toEqual(['manti-la-sal-national-forest']);
    expect(
      forests.get('manti-la-sal-national-forest')?.map(({ west, south, east, north }) => [west, south, east, north]),
    ).toEqual([
      [-110, 38, -109, 39],
      [-108, 37, -107, 38],
    ]);
    const parks = parseParkPolygons(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [{ properties: { unit_code: 'ARCH' }, geometry: box(0, 0, 1, 1) }],
      }),
    );
    expect([...parks.keys()]).toEqual(['arch']);
  });

  it('ignores geometries that are not polygons', () => {
    expect(areaPolygons({ type: 'Point', coordinates: [1, 2] })).toEqual([]);
  });
});

describe('adminAreaMemberships', () => {
  it('puts a campground in an area when it is inside one of its polygons (holes excluded)', () => {
    const polygons = areaPolygons(frame());
    const memberships = adminAreaMemberships(
      [{ placeId: 7, polygons: [...polygons, ...areaPolygons(box(-109.2, 38.1, -109.1, 38.2))] }],
      [
        campground(1, 38.2, -109.8),
        campground(2, 38.5, -109.5),
        campground(3, 39.5, -109.5),
        campground(4, 38.15, -109.15),
      ],
    );
    expect(memberships).toEqual([
      { placeId: 7, campgroundId: 1 },
      { placeId: 7, campgroundId: 4 },
    ]);
  });

  it('falls back to a circle around the point', () => {
    const memberships = adminAreaMemberships(
      [{ placeId: 3, latitude: 38, longitude: -109, radiusKm: 10 }],
      [campground(1, 38 + north(9_900), -109), campground(2, 38 + north(10_100), -109)],
    );
    expect(memberships).toEqual([{ placeId: 3, campgroundId: 1 }]);
  });

  it("narrows a circle to the area's own agency when it names one", () => {
    const run = (id: number, agency: string) => ({ ...campground(id, 38 + north(2_000), -109), agency });
    const memberships = adminAreaMemberships(
      [{ placeId: 3, latitude: 38, longitude: -109, radiusKm: 10, agency: 'nps' }],
      [run(1, 'nps'), run(2, 'other'), run(3, 'usfs')],
    );
    expect(memberships).toEqual([{ placeId: 3, campgroundId: 1 }]);
  });
});

describe('nearCounts', () => {
  it('counts campgrounds within the radius, across cell and antimeridian-free borders', () => {
    const points = [
      campground(1, 40 + north(49_900), -105),
      campground(2, 40 + north(50_100), -105),
      campground(3, 40 - north(30_000), -105.3),
      campground(4, 40, -104.45), // about 46.9 km east at 40° N
      campground(5, 40, -104.4), // about 51.2 km east
    ];
    expect(nearCounts([{ id: 1, latitude: 40, longitude: -105 }], points, 50)).toEqual(new Map([[1, 3]]));
  });
});

describe('computePlaceStats', () => {
  const places: StatsPlace[] = [
    { id: 1, kind: 'state', sourceId: 'UT', regionCode: 'UT', latitude: 39.5, longitude: -111.5 },
    { id: 2, kind: 'city', sourceId: '100', regionCode: 'UT', latitude: 38.5, longitude: -109.5 },
    { id: 3, kind: 'park', sourceId: 'arch', regionCode: 'UT', latitude: 38.7, longitude: -109.6 },
    { id: 4, kind: 'park', sourceId: 'none', regionCode: 'UT', latitude: 38.2, longitude: -109.9 },
    { id: 5, kind: 'forest', sourceId: 'manti', regionCode: 'UT', latitude: 38.3, longitude: -109.3 },
  ];
  const campgrounds = [
    campground(10, 38.75, -109.6),
    { ...campground(11, 38.2, -109.9), agency: 'nps' }, // the unpolygoned park's own campground
    campground(12, 38.38, -109.3),
    campground(13, 40.9, -113.9),
    campground(14, 39, -105, 'CO'),
  ];

  it('counts near and area campgrounds per place, and the whole region for a state', () => {
    const stats = computePlaceStats(places, campgrounds, {
      parks: new Map([['arch', areaPolygons(box(-109.7, 38.6, -109.5, 38.8))]]),
      forests: new Map([['manti', areaPolygons(box(-109.4, 38.3, -109.2, 38.4))]]),
    });
    expect(stats.memberships).toEqual([
      { placeId: 3, campgroundId: 10 },
      { placeId: 4, campgroundId: 11 },
      { placeId: 5, campgroundId: 12 },
    ]);
    expect(stats.counts).toEqual([
      { id: 1, nearCount: 4, areaCount: null },
      { id: 2, nearCount: 3, areaCount: null }, // 10, 11 and 12 within 50 km
      { id: 3, nearCount: 2, areaCount: 1 }, // 10 at 6 km, 12 at 44 km; 11 is 61 km away
      { id: 4, nearCount: 1, areaCount: 1 }, // the fallback circle holds 11 (same point)
      { id: 5, nearCount: 1, areaCount: 1 },
    ]);
    expect(stats.summary).toEqual({
      memberships: 3,
      forestsWithPolygons: 1,
      forestsWithout: 0,
      parksWithPolygons: 1,
      parksByRadius: 1,
    });
  });
});
