// Loads the three campground datasets as raw records; mapping to our vocabulary happens in map-*.ts.
import { readFileSync } from 'node:fs';
import type { OsmFeature } from './map-osm.ts';
import type { RidbRow } from './map-ridb.ts';
import type { UscampgroundsRow } from './map-uscampgrounds.ts';
import { readCsvFile } from './read-csv.ts';

export function readRidb(file: string): RidbRow[] {
  return readCsvFile(file) as unknown as RidbRow[];
}

export function readUscampgrounds(file: string): UscampgroundsRow[] {
  return readCsvFile(file) as unknown as UscampgroundsRow[];
}

export function readOsm(file: string): OsmFeature[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { type?: string; features?: unknown };
  if (json.type !== 'FeatureCollection' || !Array.isArray(json.features)) {
    throw new Error(`${file} is not a GeoJSON FeatureCollection`);
  }
  return json.features as OsmFeature[];
}
