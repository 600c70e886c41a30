import { describe, expect, it } from 'vitest';
import { routeStretches } from './route-stretches';

const places = [{ name: 'Denver, CO' }, { name: 'Glenwood Springs, CO' }, { name: 'Moab, UT' }];

describe('routeStretches', () => {
  it('offers the whole route, each leg between places, and each night’s stretch', () => {
    const stretches = routeStretches(
      {
        legSegments: [
          [0, 1],
          [2, 3],
        ],
        searchLineMeters: [0, 100_000, 200_000, 300_000, 400_000],
      },
      places,
      1,
    );
    expect(stretches).toEqual([
      { value: 'all', label: 'The whole route', segment: null },
      { value: 'place-0', label: 'Near Denver, CO', segment: '0-0' },
      // Glenwood Springs starts the second leg, at 200 km: the segments either side of it.
      { value: 'place-1', label: 'Near Glenwood Springs, CO', segment: '1-2' },
      { value: 'place-2', label: 'Near Moab, UT', segment: '3-3' },
      { value: 'leg-0', label: 'Denver, CO to Glenwood Springs, CO', segment: '0-1' },
      { value: 'leg-1', label: 'Glenwood Springs, CO to Moab, UT', segment: '2-3' },
      { value: 'night-1', label: 'Around night 1 (even days)', segment: '0-3' },
    ]);
  });

  it('does not repeat the whole route as its only leg', () => {
    const stretches = routeStretches(
      { legSegments: [[0, 3]], searchLineMeters: [0, 100, 200, 300, 400] },
      [places[0]!, places[2]!],
      3,
    );
    expect(stretches.map((stretch) => stretch.value)).toEqual([
      'all',
      'place-0',
      'place-1',
      'night-1',
      'night-2',
      'night-3',
    ]);
  });
});
