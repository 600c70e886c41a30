import { describe, expect, it } from 'vitest';
import {
  SYNTHETIC_KEY_PREFIX,
  SYNTHETIC_NAME_PREFIX,
  createRandom,
  syntheticCampgrounds,
} from './synthetic-campgrounds.ts';

const boxes = [
  { code: 'UT', minLon: -114, minLat: 37, maxLon: -109, maxLat: 42, weight: 9 },
  { code: 'RI', minLon: -71.9, minLat: 41.1, maxLon: -71.1, maxLat: 42, weight: 0 },
];

describe('syntheticCampgrounds', () => {
  it('is deterministic', () => {
    expect(syntheticCampgrounds(boxes, 50)).toEqual(syntheticCampgrounds(boxes, 50));
    const random = createRandom(1);
    const again = createRandom(1);
    expect([random(), random()]).toEqual([again(), again()]);
  });

  it('marks every row as synthetic, with unique keys and slugs', () => {
    const rows = syntheticCampgrounds(boxes, 200, { start: 11 });
    expect(rows).toHaveLength(200);
    expect(rows[0]!.externalKey).toBe(`${SYNTHETIC_KEY_PREFIX}11`);
    for (const row of rows) {
      expect(row.externalKey.startsWith(SYNTHETIC_KEY_PREFIX)).toBe(true);
      expect(row.name.startsWith(SYNTHETIC_NAME_PREFIX)).toBe(true);
      expect(row.sources).toEqual([]);
    }
    expect(new Set(rows.map((row) => row.externalKey)).size).toBe(200);
    expect(new Set(rows.map((row) => `${row.regionCode}/${row.slug}`)).size).toBe(200);
  });

  it('places rows inside their region box, following the weights', () => {
    const rows = syntheticCampgrounds(boxes, 1000);
    for (const row of rows) {
      const box = boxes.find((b) => b.code === row.regionCode)!;
      expect(row.latitude).toBeGreaterThanOrEqual(box.minLat);
      expect(row.latitude).toBeLessThanOrEqual(box.maxLat);
      expect(row.longitude).toBeGreaterThanOrEqual(box.minLon);
      expect(row.longitude).toBeLessThanOrEqual(box.maxLon);
    }
    const utah = rows.filter((row) => row.regionCode === 'UT').length;
    expect(utah).toBeGreaterThan(850);
    expect(utah).toBeLessThan(950);
  });

  it('returns nothing for a non-positive count', () => {
    expect(syntheticCampgrounds(boxes, 0)).toEqual([]);
  });
});
