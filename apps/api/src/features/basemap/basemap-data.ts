// The offline basemap's layers, read from the open files in DATA_DIR (shared/data/SOURCES.md):
// state outlines (land and state lines), Natural Earth lakes, rivers and railways, USFS ranger
// districts, Natural Earth NPS units and the simplemaps cities. Each feature keeps only what the
// style draws or labels, plus `minzoom`: the first zoom its tiles carry it (tiles stay small at
// low zooms, and MapLibre has fewer labels to place).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { DATA_FILES } from '../import/data-files.ts';
import { parseFeatures, textProperty, type RawFeature } from '../import/geojson-features.ts';
import { labelPoint } from './label-points.ts';

export const BASEMAP_FILES = {
  ...DATA_FILES,
  riverCenterlines: 'ne_10m_rivers_lake_centerlines__us__natural_earth.geojson',
  riversNorthAmerica: 'ne_10m_rivers_north_america__us__natural_earth.geojson',
  lakes: 'ne_10m_lakes__us__natural_earth.geojson',
  lakesNorthAmerica: 'ne_10m_lakes_north_america__us__natural_earth.geojson',
  railroads: 'ne_10m_railroads_north_america__us__natural_earth.geojson',
} as const;

/** The source-layer names of the tiles, in drawing order. docs/api-basemap.md lists their properties. */
export const BASEMAP_LAYERS = ['land', 'water', 'forests', 'parks', 'rivers', 'railways', 'labels', 'places'] as const;
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number];

type Properties = Record<string, string | number>;
export interface BasemapFeature {
  type: 'Feature';
  properties: Properties;
  geometry: { type: string; coordinates: unknown };
}
export type BasemapData = Record<BasemapLayer, BasemapFeature[]>;

const round = (value: number) => Math.round(value * 1e4) / 1e4;

function roundCoordinates(value: unknown): unknown {
  if (typeof value === 'number') return round(value);
  return Array.isArray(value) ? value.map(roundCoordinates) : value;
}

function numberProperty(properties: RawFeature['properties'], key: string): number | null {
  const value = properties?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function features(json: string, what: string, types: string[], describe: (raw: RawFeature) => Properties | null) {
  const kept: BasemapFeature[] = [];
  for (const raw of parseFeatures(json, what)) {
    const type = raw.geometry?.type;
    if (typeof type !== 'string' || !types.includes(type) || !Array.isArray(raw.geometry?.coordinates)) continue;
    const properties = describe(raw);
    if (properties) {
      kept.push({
        type: 'Feature',
        properties,
        geometry: { type, coordinates: roundCoordinates(raw.geometry.coordinates) },
      });
    }
  }
  return kept;
}

const AREAS = ['Polygon', 'MultiPolygon'];
const LINES = ['LineString', 'MultiLineString'];

/** Natural Earth's suggested first zoom, an integer, never below `floor`. */
function naturalEarthMinZoom(properties: RawFeature['properties'], floor: number): number {
  return Math.max(floor, Math.floor(numberProperty(properties, 'min_zoom') ?? floor));
}

// Natural Earth names rivers bare ("Colorado"); campers read "Colorado River". Names that already
// say what they are (Rio Grande, Bear Creek, S. Fk. …) are left alone.
const SAYS_WHAT_IT_IS = /\b(river|creek|fork|bayou|wash|canal|brook|run|slough|branch)\b|\b(cr|fk)\.|^r[ií]o\b/i;

export function riverLabel(name: string | null): string {
  if (!name) return '';
  return SAYS_WHAT_IT_IS.test(name) ? name : `${name} River`;
}

/**
 * The first zoom a town is labelled at, by population: the biggest cities from the country view
 * on, a town of 1,000 or more (Moab has 5,000) from zoom 8, hamlets only close in.
 */
export function placeMinZoom(population: number): number {
  const steps: [number, number][] = [
    [1_000_000, 3],
    [300_000, 4],
    [100_000, 5],
    [40_000, 6],
    [15_000, 7],
    [1_000, 8],
    [200, 9],
  ];
  return steps.find(([least]) => population >= least)?.[1] ?? 10;
}

// Natural Earth abbreviates park units ("Canyonlands NP", "Mojave N PRES"); labels spell them out.
const PARK_WORDS: [RegExp, string][] = [
  [/\bN PRES\b/, 'National Preserve'],
  [/\bPRES\b/, 'Preserve'],
  [/\bNRRA\b/, 'National River and Recreation Area'],
  [/\bNRA\b/, 'National Recreation Area'],
  [/\bNP\b/, 'National Park'],
  [/\bNM\b/, 'National Monument'],
  [/\bNS\b/, 'National Seashore'],
  [/\bNL\b/, 'National Lakeshore'],
];

export function parkLabel(name: string): string {
  return PARK_WORDS.reduce((label, [abbreviation, words]) => label.replace(abbreviation, words), name);
}

interface StateBoxRow {
  name: string;
  label_lat: string;
  label_lon: string;
}

function pointFeature(point: [number, number], properties: Properties): BasemapFeature {
  return { type: 'Feature', properties, geometry: { type: 'Point', coordinates: point } };
}

/**
 * One name per state (at Natural Earth's label point), per park and per national forest (at the
 * centre of its largest part: a forest is many ranger districts).
 */
export function areaLabels(stateBoxes: string, parks: BasemapFeature[], forests: BasemapFeature[]): BasemapFeature[] {
  const rows = parse(stateBoxes, { columns: true, bom: true, skip_empty_lines: true }) as StateBoxRow[];
  const labels = rows
    .filter((row) => row.name && Number.isFinite(Number(row.label_lat)) && Number.isFinite(Number(row.label_lon)))
    .map((row) =>
      pointFeature([Number(row.label_lon), Number(row.label_lat)], { kind: 'state', name: row.name, minzoom: 0 }),
    );
  for (const park of parks) {
    const label = labelPoint(park.geometry);
    if (label) labels.push(pointFeature(label.point, { kind: 'park', name: park.properties.name!, minzoom: 5 }));
  }
  const largest = new Map<string, { point: [number, number]; area: number }>();
  for (const forest of forests) {
    const name = String(forest.properties.name);
    const label = labelPoint(forest.geometry);
    if (label && label.area > (largest.get(name)?.area ?? 0)) largest.set(name, label);
  }
  for (const [name, { point }] of largest) labels.push(pointFeature(point, { kind: 'forest', name, minzoom: 7 }));
  return labels;
}

function riverFeatures(json: string, what: string): BasemapFeature[] {
  return features(json, what, LINES, ({ properties }) => {
    const featurecla = textProperty(properties, 'featurecla') ?? '';
    return {
      name: riverLabel(textProperty(properties, 'name')),
      // Natural Earth's scalerank: 0 for the largest rivers up to 12 for small ones; the style
      // draws lines wider the lower it is.
      rank: numberProperty(properties, 'scalerank') ?? 12,
      intermittent: featurecla.includes('Intermittent') ? 1 : 0,
      minzoom: naturalEarthMinZoom(properties, 3),
    };
  });
}

function lakeFeatures(json: string, what: string): BasemapFeature[] {
  return features(json, what, AREAS, ({ properties }) => ({
    name: textProperty(properties, 'name') ?? '',
    rank: numberProperty(properties, 'scalerank') ?? 12,
    minzoom: naturalEarthMinZoom(properties, 0),
  }));
}

interface CityRow {
  city: string;
  state_id: string;
  lat: string;
  lng: string;
  population: string;
}

export function placeFeatures(csv: string): BasemapFeature[] {
  const rows = parse(csv, { columns: true, bom: true, skip_empty_lines: true }) as CityRow[];
  const places: BasemapFeature[] = [];
  for (const row of rows) {
    const lat = Number(row.lat);
    const lng = Number(row.lng);
    const population = Number(row.population) || 0;
    if (!row.city || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    places.push({
      type: 'Feature',
      properties: { name: row.city, state: row.state_id, population, minzoom: placeMinZoom(population) },
      geometry: { type: 'Point', coordinates: [round(lng), round(lat)] },
    });
  }
  // Bigger places first: where labels collide MapLibre keeps the earlier one (the style also
  // sorts by population, this makes the tile order agree with it).
  return places.sort((a, b) => Number(b.properties.population) - Number(a.properties.population));
}

/** Reads every basemap file from `dataDir`; throws naming the file that is missing or malformed. */
export async function readBasemapData(dataDir: string): Promise<BasemapData> {
  const read = (file: keyof typeof BASEMAP_FILES) => readFile(path.join(dataDir, BASEMAP_FILES[file]), 'utf8');
  const [states, stateBoxes, lakes, lakesNa, rivers, riversNa, railroads, forests, parks, cities] = await Promise.all([
    read('stateOutlines'),
    read('stateBoxes'),
    read('lakes'),
    read('lakesNorthAmerica'),
    read('riverCenterlines'),
    read('riversNorthAmerica'),
    read('railroads'),
    read('forests'),
    read('parkPolygons'),
    read('cities'),
  ]);
  const layers: Omit<BasemapData, 'labels'> = {
    land: features(states, 'state outlines', AREAS, ({ properties }) => ({
      name: textProperty(properties, 'name') ?? '',
      code: textProperty(properties, 'postal') ?? '',
    })),
    water: [...lakeFeatures(lakes, 'lakes'), ...lakeFeatures(lakesNa, 'lakes (North America)')],
    rivers: [...riverFeatures(rivers, 'rivers'), ...riverFeatures(riversNa, 'rivers (North America)')],
    railways: features(railroads, 'railroads', LINES, ({ properties }) => ({
      rank: numberProperty(properties, 'scalerank') ?? 12,
      minzoom: 5,
    })),
    forests: features(forests, 'forests', AREAS, ({ properties }) => {
      const name = textProperty(properties, 'forest');
      return name ? { name, minzoom: 4 } : null;
    }),
    parks: features(parks, 'parks', AREAS, ({ properties }) => {
      const name = textProperty(properties, 'unit_name') ?? textProperty(properties, 'name');
      return name ? { name: parkLabel(name), minzoom: 3 } : null;
    }),
    places: placeFeatures(cities),
  };
  return { ...layers, labels: areaLabels(stateBoxes, layers.parks, layers.forests) };
}
