// Autocomplete places: states, simplemaps cities and NPS units, limited to the 50 states + DC.
import type { NewPlaceRow } from '../../db/schema.ts';
import type { CityRecord, NpsUnitRecord } from './read-places.ts';
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
  for (const park of parks) {
    // Multi-state units ("YELL": WY,MT,ID) belong to the first state listed, as the source orders them.
    const regionCode = park.stateCodes[0];
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
