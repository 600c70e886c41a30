// Cities (simplemaps) and National Park Service units, for autocomplete places and nearest towns.
import { readFileSync } from 'node:fs';
import { normaliseNameCase } from '@campwise/domain';
import { cleanText, parseCoordinate } from './field-values.ts';
import { parseFeatures, textProperty } from './geojson-features.ts';
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
    // The file capitalises small words ("Black Canyon Of The Gunnison National Park"): ADR 0031.
    const rawName = cleanText(unit.name);
    const name = rawName ? normaliseNameCase(rawName) : null;
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

/** A national forest: the union of its ranger districts (USFS, one feature per district). */
export interface ForestRecord {
  name: string;
  /** Acreage-weighted mean of the districts' box centres: a point for the map and the state. */
  latitude: number;
  longitude: number;
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/** Every [lon, lat] position at any depth of a (Multi)Polygon's coordinates. */
function forEachPosition(value: unknown, visit: (lon: number, lat: number) => void): void {
  if (!Array.isArray(value)) return;
  if (typeof value[0] === 'number' && typeof value[1] === 'number') {
    visit(value[0], value[1]);
    return;
  }
  for (const item of value) forEachPosition(item, visit);
}

export function parseForests(json: string): ForestRecord[] {
  const byName = new Map<string, ForestRecord & { weight: number; lonSum: number; latSum: number }>();
  for (const district of parseFeatures(json, 'USFS districts')) {
    const name = textProperty(district.properties, 'forest');
    if (!name) continue;
    const box = { minLon: Infinity, minLat: Infinity, maxLon: -Infinity, maxLat: -Infinity };
    forEachPosition(district.geometry?.coordinates, (lon, lat) => {
      if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90) return;
      box.minLon = Math.min(box.minLon, lon);
      box.minLat = Math.min(box.minLat, lat);
      box.maxLon = Math.max(box.maxLon, lon);
      box.maxLat = Math.max(box.maxLat, lat);
    });
    if (box.minLon > box.maxLon) continue; // no usable geometry
    const acres = Number(district.properties?.gis_acres);
    const weight = Number.isFinite(acres) && acres > 0 ? acres : 1;
    const forest = byName.get(name) ?? {
      name,
      latitude: 0,
      longitude: 0,
      ...box,
      weight: 0,
      lonSum: 0,
      latSum: 0,
    };
    forest.minLon = Math.min(forest.minLon, box.minLon);
    forest.minLat = Math.min(forest.minLat, box.minLat);
    forest.maxLon = Math.max(forest.maxLon, box.maxLon);
    forest.maxLat = Math.max(forest.maxLat, box.maxLat);
    forest.weight += weight;
    forest.lonSum += weight * ((box.minLon + box.maxLon) / 2);
    forest.latSum += weight * ((box.minLat + box.maxLat) / 2);
    byName.set(name, forest);
  }
  return [...byName.values()].map(({ weight, lonSum, latSum, ...forest }) => ({
    ...forest,
    longitude: lonSum / weight,
    latitude: latSum / weight,
  }));
}

export function readForests(file: string): ForestRecord[] {
  return parseForests(readFileSync(file, 'utf8'));
}
