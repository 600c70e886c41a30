// The 50 states + DC: outlines (Natural Earth 1:50m, keyed by `postal`) joined with the derived boxes.
import { readFileSync } from 'node:fs';
import { slugify } from '@campwise/domain';
import type { OutlineGeometry } from '../../db/schema/index.ts';
import { readCsvFile } from './read-csv.ts';

export interface StateRecord {
  code: string;
  slug: string;
  name: string;
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
  labelLon: number;
  labelLat: number;
  outline: OutlineGeometry;
}

interface OutlineFeature {
  properties?: { postal?: string; name?: string } | null;
  geometry?: { type?: string; coordinates?: unknown } | null;
}

function number(value: string | undefined, file: string, field: string): number {
  const parsed = Number.parseFloat(value ?? '');
  if (!Number.isFinite(parsed)) throw new Error(`${file}: "${field}" is not a number (${value ?? 'missing'})`);
  return parsed;
}

export function parseStates(
  outlinesJson: string,
  boxRows: Record<string, string>[],
  boxesFile = 'state boxes',
): StateRecord[] {
  const outlines = new Map<string, OutlineGeometry>();
  const collection = JSON.parse(outlinesJson) as { features?: OutlineFeature[] };
  for (const feature of collection.features ?? []) {
    const code = feature.properties?.postal?.trim().toUpperCase();
    const geometry = feature.geometry;
    if (!code || !geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) continue;
    outlines.set(code, { type: geometry.type, coordinates: geometry.coordinates as OutlineGeometry['coordinates'] });
  }
  const states: StateRecord[] = [];
  for (const row of boxRows) {
    const code = row.postal?.trim().toUpperCase();
    const outline = code ? outlines.get(code) : undefined;
    const name = row.name?.trim();
    if (!code || !outline || !name) continue;
    states.push({
      code,
      slug: slugify(name),
      name,
      minLon: number(row.min_lon, boxesFile, 'min_lon'),
      minLat: number(row.min_lat, boxesFile, 'min_lat'),
      maxLon: number(row.max_lon, boxesFile, 'max_lon'),
      maxLat: number(row.max_lat, boxesFile, 'max_lat'),
      labelLon: number(row.label_lon, boxesFile, 'label_lon'),
      labelLat: number(row.label_lat, boxesFile, 'label_lat'),
      outline,
    });
  }
  return states.sort((a, b) => a.code.localeCompare(b.code));
}

export function readStates(outlinesFile: string, boxesFile: string): StateRecord[] {
  const states = parseStates(readFileSync(outlinesFile, 'utf8'), readCsvFile(boxesFile), boxesFile);
  if (states.length === 0) {
    throw new Error(`No state matched between ${outlinesFile} (property "postal") and ${boxesFile} (column "postal")`);
  }
  return states;
}
