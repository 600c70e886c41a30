import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { parseTripPlan, parseTripRoute, routePositionsSchema } from './trip-plan-records';

// As docs/api-trip-plans.md shows them, kebab-case on the wire.
const route = {
  source: 'great-circle',
  meters: 568123,
  'leg-meters': [568123],
  coordinates: [
    [-104.99, 39.74],
    [-109.55, 38.57],
  ],
  'search-line': '_c`|Fvp~_S',
  'search-line-meters': [0, 400000],
  'leg-segments': [[0, 0]],
};
const places = [
  { kind: 'origin', name: 'Denver, CO', lat: 39.74, lng: -104.99 },
  { kind: 'destination', name: 'Moab, UT', lat: 38.57, lng: -109.55 },
];

describe('parseTripRoute', () => {
  it('reads a trip-routes answer', () => {
    const parsed = parseTripRoute(camelizeKeys({ places, route }));
    expect(parsed.route.source).toBe('great-circle');
    expect(parsed.route.searchLineMeters).toEqual([0, 400000]);
    expect(parsed.places[1]?.kind).toBe('destination');
  });
});

describe('parseTripPlan', () => {
  it('reads a plan with its nights and the campgrounds included beside it', () => {
    const plan = parseTripPlan(
      {
        id: 'a1',
        ...(camelizeKeys({
          name: 'Denver, CO to Moab, UT',
          'start-date': '2027-06-05',
          'end-date': '2027-06-08',
          // A three-night trip with only its first night chosen so far.
          'night-count': 3,
          'detour-miles': 25,
          places,
          route,
          nights: [
            {
              night: 1,
              date: '2027-06-05',
              'campground-id': '12',
              'drive-meters': 300000,
              'drive-source': 'great-circle',
              'route-meters': 280000,
              'detour-meters': 3000,
              bookable: true,
              'booking-policy': 'instant',
            },
          ],
          'final-drive-meters': 268123,
          'share-token': null,
        }) as object),
      },
      [
        {
          id: '12',
          type: 'campgrounds',
          slug: 'devils-garden',
          name: 'Devils Garden',
          regionCode: 'UT',
          regionSlug: 'utah',
          regionName: 'Utah',
          latitude: 38.78,
          longitude: -109.59,
          bookable: true,
        },
        { id: 'x', type: 'campgrounds' },
      ],
    );
    expect(plan.nights).toEqual([
      {
        night: 1,
        date: '2027-06-05',
        campgroundId: '12',
        driveMeters: 300000,
        routeMeters: 280000,
        detourMeters: 3000,
        bookable: true,
      },
    ]);
    expect(plan.nightCount).toBe(3);
    expect(plan.shareToken).toBeNull();
    expect(plan.finalDriveMeters).toBe(268123);
    expect(Object.keys(plan.campgrounds)).toEqual(['12']);
  });
});

describe('routePositionsSchema', () => {
  it('reads meta.route-positions and ignores anything else', () => {
    expect(routePositionsSchema.parse([{ id: 4, routeMeters: 10, detourMeters: 2 }])).toEqual([
      { id: '4', routeMeters: 10, detourMeters: 2 },
    ]);
    expect(routePositionsSchema.parse(undefined)).toEqual([]);
  });
});
