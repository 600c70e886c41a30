// Autocomplete places: states, simplemaps cities and NPS units, limited to the 50 states + DC.
import { slugify } from '@campwise/domain';
import type { NewPlaceRow } from '../../db/schema/index.ts';
import { createStateLocator } from './assign-state.ts';
import type { CityRecord, ForestRecord, NpsUnitRecord } from './read-places.ts';
import type { StateRecord } from './read-states.ts';

export interface PlaceBuild {
  rows: NewPlaceRow[];
  counts: { states: number; cities: number; parks: number };
  /** Cities and parks outside the 50 states + DC (Puerto Rico, the Virgin Islands, Guam ...). */
  skipped: { cities: number; parks: number };
}

export function buildPlaces(states: StateRecord[], cities: CityRecord[], parks: NpsUnitRecord[]): PlaceBuild {
  const regionCodes = new Set(states.map((state) => state.code));
  const rows: NewPlaceRow[] = states.map((state) => ({
    kind: 'state',
    sourceId: state.code,
    name: state.name,
    regionCode: state.code,
    latitude: state.labelLat,
    longitude: state.labelLon,
    population: null,
    designation: null,
    minLon: state.minLon,
    minLat: state.minLat,
    maxLon: state.maxLon,
    maxLat: state.maxLat,
  }));
  const skipped = { cities: 0, parks: 0 };
  let cityCount = 0;
  for (const city of cities) {
    if (!regionCodes.has(city.stateCode)) {
      skipped.cities++;
      continue;
    }
    cityCount++;
    rows.push({
      kind: 'city',
      sourceId: city.id,
      name: city.name,
      regionCode: city.stateCode,
      latitude: city.latitude,
      longitude: city.longitude,
      population: city.population,
      designation: null,
      minLon: null,
      minLat: null,
      maxLon: null,
      maxLat: null,
    });
  }
  let parkCount = 0;
  const locate = createStateLocator(states);
  for (const park of parks) {
    // A multi-state unit ("yell": ID,MT,WY) belongs to the listed state its point lies in (Wyoming),
    // else to the first one listed: its slug and /camping/{region}/… pages live there.
    const located = park.stateCodes.length > 1 ? locate(park.latitude, park.longitude)?.code : undefined;
    const regionCode = located && park.stateCodes.includes(located) ? located : park.stateCodes[0];
    if (!regionCode || !regionCodes.has(regionCode)) {
      skipped.parks++;
      continue;
    }
    parkCount++;
    rows.push({
      kind: 'park',
      sourceId: park.parkCode,
      name: park.name,
      regionCode,
      latitude: park.latitude,
      longitude: park.longitude,
      population: null,
      designation: park.designation,
      minLon: null,
      minLat: null,
      maxLon: null,
      maxLat: null,
    });
  }
  // One statement cannot upsert the same key twice, and a source listing a city twice means one place.
  const seen = new Set<string>();
  const unique = rows.filter((row) => {
    const key = `${row.kind}:${row.sourceId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { rows: unique, counts: { states: states.length, cities: cityCount, parks: parkCount }, skipped };
}

export interface ForestPlaceBuild {
  rows: NewPlaceRow[];
  /** Forests whose point lies in no state (none expected: Puerto Rico's El Yunque would be one). */
  skipped: number;
}

/**
 * National forests as places of kind "forest" (autocomplete placeType admin_area): the
 * forest's point, the box of all its districts, and the state its point lies in.
 */
export function buildForestPlaces(states: StateRecord[], forests: ForestRecord[]): ForestPlaceBuild {
  const locate = createStateLocator(states);
  const rows: NewPlaceRow[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const forest of forests) {
    const state = locate(forest.latitude, forest.longitude);
    const sourceId = slugify(forest.name);
    if (!state || !sourceId || seen.has(sourceId)) {
      skipped++;
      continue;
    }
    seen.add(sourceId);
    rows.push({
      kind: 'forest',
      sourceId,
      name: forest.name,
      regionCode: state.code,
      latitude: forest.latitude,
      longitude: forest.longitude,
      population: null,
      designation: 'National Forest',
      minLon: forest.minLon,
      minLat: forest.minLat,
      maxLon: forest.maxLon,
      maxLat: forest.maxLat,
    });
  }
  return { rows, skipped };
}
