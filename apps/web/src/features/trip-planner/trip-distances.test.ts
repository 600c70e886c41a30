import { describe, expect, it } from 'vitest';
import { formatMiles, METERS_PER_MILE, nightStretch, segmentRange, tripDrives } from './trip-distances';

const miles = (count: number) => count * METERS_PER_MILE;

describe('formatMiles', () => {
  it('writes tenths under ten miles and whole miles with separators above', () => {
    expect(formatMiles(miles(0.44))).toBe('0.4 mi');
    expect(formatMiles(miles(9.96))).toBe('10 mi');
    expect(formatMiles(miles(143.4))).toBe('143 mi');
    expect(formatMiles(miles(1234.5))).toBe('1,235 mi');
    expect(formatMiles(-5)).toBe('0 mi');
  });
});

describe('tripDrives', () => {
  // A search line of 300 km for a route the router measures at 330 km: positions scale by 1.1.
  const route = { meters: 330_000, searchLineMeters: [0, 100_000, 300_000] };

  it('measures each day from the previous chosen campground, plus the detours, and the last day to the destination', () => {
    const drives = tripDrives(route, [
      { routeMeters: 100_000, detourMeters: 2_000 },
      { routeMeters: 200_000, detourMeters: 1_000 },
    ]);
    expect(drives.nights).toEqual([112_000, 113_000]);
    expect(drives.finalMeters).toBe(111_000);
  });

  it('skips a night with no campground: the next day starts from the last one chosen', () => {
    const drives = tripDrives(route, [null, { routeMeters: 150_000, detourMeters: 0 }, null]);
    expect(drives.nights).toEqual([null, 165_000, null]);
    expect(drives.finalMeters).toBe(165_000);
  });

  it('is the whole route on the last day when nothing is chosen', () => {
    expect(tripDrives(route, [null, null]).finalMeters).toBe(330_000);
    expect(tripDrives({ meters: 5000, searchLineMeters: [] }, [null]).finalMeters).toBe(5000);
  });
});

describe('segmentRange and nightStretch', () => {
  const line = [0, 100, 200, 300, 400];

  it('names every segment the stretch overlaps', () => {
    expect(segmentRange(line, 150, 250)).toBe('1-2');
    expect(segmentRange(line, 0, 50)).toBe('0-0');
    expect(segmentRange(line, 350, 1000)).toBe('3-3');
  });

  it('falls back to an end segment for a stretch off the line', () => {
    expect(segmentRange(line, -50, -10)).toBe('0-0');
    expect(segmentRange(line, 900, 1000)).toBe('3-3');
  });

  it('centres night k of n at k/(n+1) of the way, a day wide', () => {
    // 1 night on 400: the middle 100..300.
    expect(nightStretch(line, 1, 1)).toBe('0-3');
    // 3 nights on 400: night 2 from 150 to 250.
    expect(nightStretch(line, 2, 3)).toBe('1-2');
  });
});
