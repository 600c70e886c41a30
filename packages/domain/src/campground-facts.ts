// The vocabulary we map every source onto: agencies, site types and amenities, with display labels.

export const AGENCIES = {
  nps: 'National Park Service',
  usfs: 'US Forest Service',
  blm: 'Bureau of Land Management',
  state_park: 'State Park',
  county_city_park: 'County or City Park',
  army_corps: 'US Army Corps of Engineers',
  private: 'Private',
  other: 'Other',
} as const;
export type Agency = keyof typeof AGENCIES;
export const AGENCY_IDS = Object.keys(AGENCIES) as Agency[];

export const SITE_TYPES = {
  tent: 'Tent',
  rv: 'RV',
  cabin: 'Cabin',
  group: 'Group',
  dispersed: 'Dispersed',
  backcountry: 'Backcountry',
} as const;
export type SiteType = keyof typeof SITE_TYPES;
export const SITE_TYPE_IDS = Object.keys(SITE_TYPES) as SiteType[];

export const AMENITIES = {
  toilets: 'Toilets',
  drinking_water: 'Drinking water',
  showers: 'Showers',
  electric_hookups: 'Electric hookups',
  water_hookups: 'Water hookups',
  sewer_hookups: 'Sewer hookups',
  dump_station: 'Dump station',
  pets_allowed: 'Pets allowed',
  campfires: 'Campfires',
  wifi: 'Wi-Fi',
} as const;
export type Amenity = keyof typeof AMENITIES;
export const AMENITY_IDS = Object.keys(AMENITIES) as Amenity[];
