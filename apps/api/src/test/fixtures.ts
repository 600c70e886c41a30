// Small, hand-made records for API tests: two states and a handful of campgrounds.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { campgrounds, regions, type NewCampgroundRow } from '../db/schema.ts';

function square(minLon: number, minLat: number, maxLon: number, maxLat: number) {
  return {
    type: 'Polygon' as const,
    coordinates: [
      [
        [minLon, minLat],
        [maxLon, minLat],
        [maxLon, maxLat],
        [minLon, maxLat],
        [minLon, minLat],
      ],
    ],
  };
}

export const fixtureRegions = [
  {
    code: 'CO',
    slug: 'colorado',
    name: 'Colorado',
    minLon: -109.05,
    minLat: 36.99,
    maxLon: -102.04,
    maxLat: 41.0,
    labelLon: -105.5,
    labelLat: 39.0,
    outline: square(-109.05, 36.99, -102.04, 41.0),
  },
  {
    code: 'UT',
    slug: 'utah',
    name: 'Utah',
    minLon: -114.05,
    minLat: 37.0,
    maxLon: -109.04,
    maxLat: 42.0,
    labelLon: -111.5,
    labelLat: 39.3,
    outline: square(-114.05, 37.0, -109.04, 42.0),
  },
];

function campground(n: number, overrides: Partial<NewCampgroundRow>): NewCampgroundRow {
  return {
    externalKey: `test:${n}`,
    slug: `campground-${n}`,
    regionCode: 'CO',
    name: `Campground ${n}`,
    latitude: 39 + n / 100,
    longitude: -105 - n / 100,
    agency: 'usfs',
    siteTypes: ['tent'],
    amenities: ['toilets'],
    sources: [{ source: 'osm', id: String(1000 + n) }],
    contentHash: `hash-${n}`,
    quality: 50,
    ...overrides,
  };
}

export const fixtureCampgrounds: NewCampgroundRow[] = [
  campground(1, {
    name: 'Aspen Meadow',
    slug: 'aspen-meadow',
    numSites: 30,
    isFree: false,
    feeNote: '$24 a night',
    quality: 90,
    description: '<p>Quiet sites among aspens.</p>',
    phone: '970-555-0100',
    reservable: true,
    sources: [
      { source: 'ridb', id: '232713' },
      { source: 'osm', id: '1001' },
    ],
  }),
  campground(2, { name: 'Bear Lake', slug: 'bear-lake', numSites: 12, isFree: true, quality: 70, agency: 'blm' }),
  campground(3, { name: 'Cottonwood Flats', slug: 'cottonwood-flats', numSites: 80, quality: 70 }),
  campground(4, { name: 'Deer Creek', slug: 'deer-creek', quality: 10 }),
  campground(5, {
    name: 'Arches Edge',
    slug: 'arches-edge',
    regionCode: 'UT',
    latitude: 38.6,
    longitude: -109.6,
    agency: 'nps',
    numSites: 50,
  }),
  // Same slug as a Colorado campground: slugs are unique per region only.
  campground(6, { name: 'Bear Lake', slug: 'bear-lake', regionCode: 'UT', latitude: 40.5, longitude: -111.2 }),
];

/**
 * Extra campgrounds for search and map tests, east of the others around (-104, 40); not seeded
 * by default, so the counts other tests rely on stay. Distances from (-104, 40): 0, 22, 67, 85 km.
 */
export const searchFixtureCampgrounds: NewCampgroundRow[] = [
  campground(11, {
    name: 'Sage Flat',
    slug: 'sage-flat',
    latitude: 40.0,
    longitude: -104.0,
    agency: 'blm',
    isFree: true,
    siteTypes: ['dispersed'],
    amenities: ['pets_allowed', 'campfires'],
    reservable: false,
  }),
  campground(12, {
    name: 'Prairie RV Park',
    slug: 'prairie-rv-park',
    latitude: 40.2,
    longitude: -104.0,
    agency: 'private',
    isFree: false,
    siteTypes: ['rv', 'tent'],
    amenities: ['showers', 'wifi', 'electric_hookups', 'water_hookups', 'sewer_hookups', 'pets_allowed'],
    maxRvLength: 45,
    reservable: true,
  }),
  campground(13, {
    name: 'Creekside',
    slug: 'creekside',
    latitude: 40.6,
    longitude: -104.0,
    agency: 'state_park',
    siteTypes: ['rv'],
    amenities: ['showers', 'electric_hookups', 'water_hookups'],
    maxRvLength: 30,
    reservable: true,
  }),
  campground(14, {
    name: 'Far Cabins',
    slug: 'far-cabins',
    latitude: 40.0,
    longitude: -103.0,
    agency: 'usfs',
    siteTypes: ['cabin'],
    amenities: ['showers', 'wifi'],
  }),
];

export async function seedSearchFixtures(db: Db, ids: Map<string, number>): Promise<void> {
  const inserted = await db
    .insert(campgrounds)
    .values(searchFixtureCampgrounds)
    .returning({ id: campgrounds.id, externalKey: campgrounds.externalKey });
  for (const row of inserted) ids.set(row.externalKey, row.id);
}

export async function seedFixtures(db: Db): Promise<Map<string, number>> {
  await db.insert(regions).values(fixtureRegions);
  const inserted = await db
    .insert(campgrounds)
    .values(fixtureCampgrounds)
    .returning({ id: campgrounds.id, externalKey: campgrounds.externalKey });
  // Counts as the import leaves them.
  await db.execute(
    sql`update regions set campground_count = (select count(*) from campgrounds c where c.region_code = regions.code)`,
  );
  return new Map(inserted.map((row) => [row.externalKey, row.id]));
}
