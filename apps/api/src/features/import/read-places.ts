// Cities (simplemaps) and National Park Service units, for autocomplete places and nearest towns.
import { readFileSync } from 'node:fs';
import { cleanText, parseCoordinate } from './field-values.ts';
import { readCsvFile } from './read-csv.ts';

export interface CityRecord {
  id: string;
  name: string;
  stateCode: string;
  latitude: number;
  longitude: number;
  population: number;
}

export interface NpsUnitRecord {
  parkCode: string;
  name: string;
  designation: string | null;
  stateCodes: string[];
  latitude: number;
  longitude: number;
}

export function parseCities(rows: Record<string, string>[]): CityRecord[] {
  const cities: CityRecord[] = [];
  for (const row of rows) {
    const latitude = parseCoordinate(row.lat, 90);
    const longitude = parseCoordinate(row.lng, 180);
    const id = cleanText(row.id);
    const name = cleanText(row.city) ?? cleanText(row.city_ascii);
    const stateCode = cleanText(row.state_id)?.toUpperCase();
    if (latitude === null || longitude === null || !id || !name || !stateCode) continue;
    const population = Number.parseInt(row.population ?? '', 10);
    cities.push({ id, name, stateCode, latitude, longitude, population: Number.isFinite(population) ? population : 0 });
  }
  return cities;
}

export function readCities(file: string): CityRecord[] {
  return parseCities(readCsvFile(file));
}

interface RawNpsUnit {
  parkCode?: string;
  name?: string;
  designation?: string;
  states?: string;
  lat?: number | string;
  lon?: number | string;
}

export function parseNpsUnits(json: string): NpsUnitRecord[] {
  const raw = JSON.parse(json) as unknown;
  if (!Array.isArray(raw)) throw new Error('NPS units file must hold a JSON array');
  const units: NpsUnitRecord[] = [];
  for (const unit of raw as RawNpsUnit[]) {
    const parkCode = cleanText(unit.parkCode)?.toLowerCase();
    const name = cleanText(unit.name);
    const latitude = parseCoordinate(unit.lat, 90);
    const longitude = parseCoordinate(unit.lon, 180);
    if (!parkCode || !name || latitude === null || longitude === null) continue;
    const stateCodes = (unit.states ?? '')
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean);
    units.push({ parkCode, name, designation: cleanText(unit.designation), stateCodes, latitude, longitude });
  }
  return units;
}

export function readNpsUnits(file: string): NpsUnitRecord[] {
  return parseNpsUnits(readFileSync(file, 'utf8'));
}
