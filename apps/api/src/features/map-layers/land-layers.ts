// The public-land layers from the same open files the import reads (import/data-files.ts):
// USFS ranger districts named by their forest, and the Natural Earth NPS units. Only what the map
// draws and names is kept, with coordinates rounded to 4 decimals (~10 m), which is plenty for a
// shaded area and shrinks the payload.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../errors/app-error.ts';
import { DATA_FILES } from '../import/data-files.ts';
import { parseFeatures, textProperty, type RawFeature } from '../import/geojson-features.ts';
import type { GeoJsonFeature, GeoJsonFeatureCollection } from './geojson.ts';

type Position = [number, number];
type Ring = Position[];
type Polygon = Ring[];

export type LandLayerKind = 'forests' | 'parks';

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** A ring rounded, without the repeats rounding makes; null when too little of it is left. */
function roundRing(value: unknown): Ring | null {
  if (!Array.isArray(value)) return null;
  const ring: Ring = [];
  for (const position of value) {
    if (!Array.isArray(position)) continue;
    const [lon, lat] = position as unknown[];
    if (typeof lon !== 'number' || typeof lat !== 'number') continue;
    const point: Position = [round(lon), round(lat)];
    const last = ring[ring.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) ring.push(point);
  }
  return ring.length >= 4 ? ring : null;
}

function roundPolygon(value: unknown): Polygon | null {
  if (!Array.isArray(value)) return null;
  const [outer, ...holes] = value.map(roundRing);
  if (!outer) return null;
  return [outer, ...holes.filter((ring): ring is Ring => ring !== null)];
}

/** The feature's outline as a rounded MultiPolygon; null for other geometries or empty ones. */
export function roundedOutline(geometry: RawFeature['geometry']): GeoJsonFeature['geometry'] | null {
  if (!geometry || !Array.isArray(geometry.coordinates)) return null;
  const polygons =
    geometry.type === 'Polygon'
      ? [roundPolygon(geometry.coordinates)]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates.map(roundPolygon)
        : [];
  const kept = polygons.filter((polygon): polygon is Polygon => polygon !== null);
  return kept.length ? { type: 'MultiPolygon', coordinates: kept } : null;
}

/** USFS ranger districts: name is the forest (what campers know), district the district. */
function forestProperties(properties: RawFeature['properties']): Record<string, string> | null {
  const forest = textProperty(properties, 'forest');
  if (!forest) return null;
  return { name: forest, district: textProperty(properties, 'district') ?? '' };
}

/** NPS units: name as the park service writes it, and the unit code. */
function parkProperties(properties: RawFeature['properties']): Record<string, string> | null {
  const name = textProperty(properties, 'unit_name') ?? textProperty(properties, 'name');
  if (!name) return null;
  return { name, code: textProperty(properties, 'unit_code')?.toLowerCase() ?? '' };
}

export function trimLandFile(json: string, kind: LandLayerKind): GeoJsonFeatureCollection {
  const describe = kind === 'forests' ? forestProperties : parkProperties;
  const features: GeoJsonFeature[] = [];
  for (const feature of parseFeatures(json, kind)) {
    const properties = describe(feature.properties);
    const geometry = roundedOutline(feature.geometry);
    if (properties && geometry) features.push({ type: 'Feature', properties, geometry });
  }
  return { type: 'FeatureCollection', features };
}

const FILES: Record<LandLayerKind, string> = { forests: DATA_FILES.forests, parks: DATA_FILES.parkPolygons };

/**
 * Reads each file on first use and keeps the trimmed body (the files change only with a new
 * dataset, which means a restart). A failed read is not kept, so a file put in place later counts.
 */
export function createLandLayerReader(dataDir: () => string) {
  const bodies = new Map<LandLayerKind, Promise<string>>();
  return function landLayerBody(kind: LandLayerKind): Promise<string> {
    let body = bodies.get(kind);
    if (!body) {
      const file = path.join(dataDir(), FILES[kind]);
      body = readFile(file, 'utf8').then(
        (json) => JSON.stringify(trimLandFile(json, kind)),
        () => {
          throw AppError.serviceUnavailable(
            'Layer data missing',
            `The ${FILES[kind]} file is not in the data directory.`,
          );
        },
      );
      body.catch(() => bodies.delete(kind));
      bodies.set(kind, body);
    }
    return body;
  };
}
