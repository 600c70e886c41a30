// Admin-area outlines for campground membership: USFS ranger districts grouped by forest, and the
// Natural Earth NPS polygons by unit code. Each polygon carries its box so most points skip the
// ray casting.
import { readFileSync } from 'node:fs';
import { slugify } from '@campwise/domain';
import { parseFeatures, textProperty, type RawFeature } from './geojson-features.ts';
import { polygonsOf, type Geometry, type Ring } from './point-in-polygon.ts';

export interface AreaPolygon {
  rings: Ring[];
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The polygons of a Polygon/MultiPolygon feature with their boxes; nothing for other geometries. */
export function areaPolygons(geometry: RawFeature['geometry']): AreaPolygon[] {
  if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) return [];
  if (!Array.isArray(geometry.coordinates)) return [];
  const result: AreaPolygon[] = [];
  for (const rings of polygonsOf(geometry as Geometry)) {
    const outer = rings[0];
    if (!outer || outer.length < 4) continue;
    let west = Infinity;
    let south = Infinity;
    let east = -Infinity;
    let north = -Infinity;
    for (const [lon = NaN, lat = NaN] of outer) {
      west = Math.min(west, lon);
      south = Math.min(south, lat);
      east = Math.max(east, lon);
      north = Math.max(north, lat);
    }
    if (!(west <= east && south <= north)) continue;
    result.push({ rings, west, south, east, north });
  }
  return result;
}

function addAll(map: Map<string, AreaPolygon[]>, key: string, polygons: AreaPolygon[]): void {
  if (polygons.length === 0) return;
  const list = map.get(key);
  if (list) list.push(...polygons);
  else map.set(key, polygons);
}

/** Forest place source id (slugify of the forest name, as build-places.ts makes it) -> district polygons. */
export function parseForestPolygons(json: string): Map<string, AreaPolygon[]> {
  const byForest = new Map<string, AreaPolygon[]>();
  for (const feature of parseFeatures(json, 'USFS districts')) {
    const name = textProperty(feature.properties, 'forest');
    if (name) addAll(byForest, slugify(name), areaPolygons(feature.geometry));
  }
  return byForest;
}

/** Park place source id (NPS unit code, lower case) -> polygons. */
export function parseParkPolygons(json: string): Map<string, AreaPolygon[]> {
  const byPark = new Map<string, AreaPolygon[]>();
  for (const feature of parseFeatures(json, 'NPS polygons')) {
    const parkCode = textProperty(feature.properties, 'unit_code')?.toLowerCase();
    if (parkCode) addAll(byPark, parkCode, areaPolygons(feature.geometry));
  }
  return byPark;
}

export function readForestPolygons(file: string): Map<string, AreaPolygon[]> {
  return parseForestPolygons(readFileSync(file, 'utf8'));
}

export function readParkPolygons(file: string): Map<string, AreaPolygon[]> {
  return parseParkPolygons(readFileSync(file, 'utf8'));
}
