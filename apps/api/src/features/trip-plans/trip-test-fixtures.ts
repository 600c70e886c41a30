// Real campgrounds (Recreation.gov RIDB facilities, their published coordinates) around the road
// from Denver to Moab, for the trip planner's tests, and the two cities as the autocomplete names
// them. Distances are off the great circle Denver–Moab.
import type { Db } from '../../db/client.ts';
import { campgrounds, type NewCampgroundRow } from '../../db/schema/index.ts';

export const DENVER = { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 };
export const GLENWOOD_SPRINGS = { name: 'Glenwood Springs, CO', lat: 39.5505, lng: -107.3248 };
export const MOAB = { name: 'Moab, UT', lat: 38.5733, lng: -109.5498 };

interface TripCampground {
  ridb: string;
  name: string;
  region: 'CO' | 'UT';
  lat: number;
  lng: number;
}

/** Within 25 miles of the line, in order along it (miles off the line in the comments). */
export const ALONG_THE_WAY: TripCampground[] = [
  { ridb: '232306', name: 'Guanella Pass', region: 'CO', lat: 39.61278, lng: -105.71611 }, // 3.9
  { ridb: '232220', name: 'Heaton Bay', region: 'CO', lat: 39.605, lng: -106.07778 }, // 9.4
  { ridb: '232274', name: 'Camp Hale Memorial', region: 'CO', lat: 39.42028, lng: -106.315 }, // 1.3
  { ridb: '232329', name: 'Redstone', region: 'CO', lat: 39.19417, lng: -107.23222 }, // 1.9
  { ridb: '233387', name: 'Island Lake Campground', region: 'CO', lat: 39.03194, lng: -108.01056 }, // 4.3
  { ridb: '234778', name: 'Saddlehorn Campground', region: 'CO', lat: 39.10481, lng: -108.73286 }, // 21.2
  { ridb: '234059', name: 'Devils Garden Campground', region: 'UT', lat: 38.77694, lng: -109.58917 }, // 14.0
  { ridb: '202151', name: 'Goose Island Campground', region: 'UT', lat: 38.60967, lng: -109.55782 }, // 2.5
];

/** Off the way at 25 miles: Rocky Mountain NP (51), Mount Princeton (47), Black Canyon (33), Needles (30). */
export const OFF_THE_WAY: TripCampground[] = [
  { ridb: '232463', name: 'Moraine Park Campground', region: 'CO', lat: 40.3625, lng: -105.60194 },
  { ridb: '231869', name: 'Mount Princeton', region: 'CO', lat: 38.71417, lng: -106.22278 },
  {
    ridb: '234052',
    name: 'Black Canyon South Rim Campground',
    region: 'CO',
    lat: 38.55056,
    lng: -107.68667,
  },
  { ridb: '251535', name: 'Needles Campground', region: 'UT', lat: 38.16879, lng: -109.76004 },
];

function row(campground: TripCampground): NewCampgroundRow {
  const slug = campground.name.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    externalKey: `trip:${campground.ridb}`,
    slug: `${slug}-${campground.ridb}`,
    regionCode: campground.region,
    name: campground.name,
    latitude: campground.lat,
    longitude: campground.lng,
    agency: 'usfs',
    siteTypes: ['tent'],
    amenities: ['toilets'],
    sources: [{ source: 'ridb', id: campground.ridb }],
    contentHash: `trip-${campground.ridb}`,
    quality: 50,
  };
}

/** Inserts them all (the regions CO and UT must exist: the default test fixtures); ids by name. */
export async function seedTripCampgrounds(db: Db): Promise<Map<string, number>> {
  const inserted = await db
    .insert(campgrounds)
    .values([...ALONG_THE_WAY, ...OFF_THE_WAY].map(row))
    .returning({ id: campgrounds.id, name: campgrounds.name });
  return new Map(inserted.map((r) => [r.name, r.id]));
}
