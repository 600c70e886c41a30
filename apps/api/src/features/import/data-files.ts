// The dataset files the import reads from DATA_DIR, and the up-front check that they are all there.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const DATA_FILES = {
  ridb: 'ridb_campground_facilities_2026__paulshorey_map.csv',
  uscampgrounds: 'uscampgrounds_info_2014__paulshorey_map.csv',
  osm: 'osm_us_campsites__prowebpromo_kamptrail_opencampingmap.geojson',
  cities: 'us_cities_simplemaps_basic__mcedillo20.csv',
  npsUnits: 'nps_units_474__wood-dka17_national-parks-planner.json',
  stateOutlines: 'us_states_outlines__natural_earth_50m.geojson',
  stateBoxes: 'us_states_bbox__derived_natural_earth_50m.csv',
  forests: 'usfs_ranger_districts_simplified__civic-interconnect.geojson',
  parkPolygons: 'nps_major_units_polygons_61__natural_earth_10m.geojson',
} as const;

export type DataFileId = keyof typeof DATA_FILES;
export type DataFilePaths = Record<DataFileId, string>;

function expectedList(): string {
  return Object.values(DATA_FILES)
    .map((name) => `  - ${name}`)
    .join('\n');
}

/** Absolute paths of every dataset; throws one Error naming what is missing and what is expected. */
export function resolveDataFiles(dataDir: string): DataFilePaths {
  const dir = path.resolve(dataDir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(
      `Import data directory not found: ${dir}\n` +
        `Set DATA_DIR to the folder holding the open datasets (see shared/data/SOURCES.md). It must contain:\n${expectedList()}`,
    );
  }
  const paths = Object.fromEntries(
    Object.entries(DATA_FILES).map(([id, name]) => [id, path.join(dir, name)]),
  ) as DataFilePaths;
  const missing = Object.values(paths).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `Import data file${missing.length > 1 ? 's' : ''} missing in ${dir}:\n` +
        `${missing.map((file) => `  - ${path.basename(file)}`).join('\n')}\n` +
        `The import expects all of:\n${expectedList()}`,
    );
  }
  return paths;
}
