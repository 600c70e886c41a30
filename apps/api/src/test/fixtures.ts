// Small, hand-made records for API tests: two states and a handful of campgrounds.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adminAreaCampgrounds, campgrounds, places, regions, type NewCampgroundRow } from '../db/schema/index.ts';
import { refreshMapCells } from '../features/campgrounds/map-cells.ts';

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
    priceCents: 2400,
    quality: 90,
    description: '<p>Quiet sites among aspens.</p>',
    phone: '970-555-0100',
    reservable: true,
    sources: [
      { source: 'ridb', id: '232713' },
      { source: 'osm', id: '1001' },
    ],
  }),
  campground(2, {
    name: 'Bear Lake',
    slug: 'bear-lake',
    numSites: 12,
    isFree: true,
    priceCents: 0,
    ratingAverage: 3,
    ratingCount: 1,
    quality: 70,
    agency: 'blm',
  }),
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
    priceCents: 0,
    ratingAverage: 4.5,
    ratingCount: 10,
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
    priceCents: 4500,
    ratingAverage: 4.5,
    ratingCount: 30,
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
    priceCents: 2500,
    ratingAverage: 3.5,
    ratingCount: 4,
  }),
  campground(14, {
    name: 'Far Cabins',
    slug: 'far-cabins',
    latitude: 40.0,
    longitude: -103.0,
    agency: 'usfs',
    siteTypes: ['cabin'],
    amenities: ['showers', 'wifi'],
    ratingAverage: 4,
    ratingCount: 2,
  }),
];

export async function seedSearchFixtures(db: Db, ids: Map<string, number>): Promise<void> {
  const inserted = await db
    .insert(campgrounds)
    .values(searchFixtureCampgrounds)
    .returning({ id: campgrounds.id, externalKey: campgrounds.externalKey });
  for (const row of inserted) ids.set(row.externalKey, row.id);
  await refreshMapCells(db); // as the import leaves them
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
  await refreshMapCells(db); // as the import leaves them
  return new Map(inserted.map((row) => [row.externalKey, row.id]));
}

/**
 * Places for the campground location filters (filter[near], filter[admin_area]) and which
 * campgrounds lie inside the admin areas. Needs seedSearchFixtures first (Creekside is a member).
 * A city at (-104, 40.5): Creekside 11 km, Prairie RV Park 33 km, Sage Flat 56 km away.
 * The forest's point (-105.5, 39.5): Deer Creek about 64 km, Aspen Meadow 69 km, Creekside 175 km.
 */
export async function seedAdminAreaFixtures(db: Db, ids: Map<string, number>): Promise<void> {
  const id = (key: string) => {
    const value = ids.get(key);
    if (value === undefined) throw new Error(`seedAdminAreaFixtures needs campground ${key}`);
    return value;
  };
  const inserted = await db
    .insert(places)
    .values([
      {
        kind: 'city',
        sourceId: '1840990001',
        name: 'Platte Crossing',
        regionCode: 'CO',
        slug: 'platte-crossing',
        latitude: 40.5,
        longitude: -104.0,
      },
      {
        kind: 'state',
        sourceId: 'CO',
        name: 'Colorado',
        regionCode: 'CO',
        slug: 'colorado',
        latitude: 39.0,
        longitude: -105.5,
      },
      {
        kind: 'park',
        sourceId: 'arch',
        name: 'Arches',
        regionCode: 'UT',
        slug: 'arches-national-park',
        latitude: 38.73,
        longitude: -109.59,
        designation: 'National Park',
      },
      {
        kind: 'forest',
        sourceId: 'aspen-ridge-national-forest',
        name: 'Aspen Ridge National Forest',
        regionCode: 'CO',
        slug: 'aspen-ridge-national-forest',
        latitude: 39.5,
        longitude: -105.5,
        designation: 'National Forest',
      },
      // An area with no campgrounds inside.
      {
        kind: 'park',
        sourceId: 'empt',
        name: 'Empty Butte',
        regionCode: 'UT',
        slug: 'empty-butte',
        latitude: 41.5,
        longitude: -113.5,
        designation: 'National Monument',
      },
    ])
    .returning({ id: places.id, kind: places.kind, sourceId: places.sourceId });
  const place = (publicId: string) => inserted.find((row) => `${row.kind}:${row.sourceId}` === publicId)!.id;
  await db.insert(adminAreaCampgrounds).values([
    { placeId: place('park:arch'), campgroundId: id('test:5') },
    { placeId: place('forest:aspen-ridge-national-forest'), campgroundId: id('test:1') },
    { placeId: place('forest:aspen-ridge-national-forest'), campgroundId: id('test:4') },
    { placeId: place('forest:aspen-ridge-national-forest'), campgroundId: id('test:13') },
  ]);
}
