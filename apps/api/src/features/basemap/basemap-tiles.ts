// Vector tiles of the offline basemap, cut on the fly from the open files (ADR 0025): the files
// are read and indexed (geojson-vt for lines and areas, a grid for points) on the first tile
// request (about a second), then each tile is cut and encoded once and kept in a bounded
// in-memory cache. Nothing is written to disk and
// nothing is committed: a new dataset means a restart.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { BASEMAP_FILES, BASEMAP_LAYERS, readBasemapData, type BasemapData, type BasemapLayer } from './basemap-data.ts';
import { createPointTiler } from './point-tiles.ts';

/**
 * Past this zoom the 1:10M data has no more detail: MapLibre overzooms the zoom-10 tiles (4096
 * units across a zoom-10 tile is about 10 m, far finer than the data).
 */
export const BASEMAP_MAX_ZOOM = 10;
export const TILE_EXTENT = 4096;
/** Encoded tiles kept per process; a tile is a few KB, so this stays within tens of MB. */
const CACHED_TILES = 4000;

export type TileLayers = Partial<Record<BasemapLayer, GeoJSONVTTile>>;

export interface TileSet {
  /** The encoded tile; an empty buffer where no layer has anything (open sea). */
  tile(z: number, x: number, y: number): Uint8Array;
  /** Whether the tile is in the cache, so `tile` costs next to nothing (leaves the cache's order alone). */
  isCut(z: number, x: number, y: number): boolean;
  /** The tile's features per layer before encoding (tile coordinates 0–4096), for pictures. */
  layers(z: number, x: number, y: number): TileLayers;
  /** Changes with the data files, for ETags. */
  version: string;
  /** How long reading and indexing took, in ms (reported in the logs and the ADR). */
  buildMs: number;
}

type Cutter = (z: number, x: number, y: number) => GeoJSONVTTile | null;

/** Point layers go through the point tiler; lines and areas through geojson-vt. */
const POINT_LAYERS: ReadonlySet<BasemapLayer> = new Set(['labels', 'places']);
/**
 * geojson-vt keeps every tile it cuts, and those on the way down to it; after this many tiles
 * the indexes are rebuilt (half a second), which bounds their memory whoever walks the map.
 */
const REINDEX_AFTER = 2000;
const BUFFER = 64;

function geoJsonCutter(features: BasemapData[BasemapLayer]): Cutter {
  const index = new GeoJSONVT(
    { type: 'FeatureCollection', features } as ConstructorParameters<typeof GeoJSONVT>[0],
    // tolerance 3 (the default) simplifies to what shows at each zoom; 64 px of buffer lets
    // labels and line joins cross tile edges without gaps.
    { maxZoom: BASEMAP_MAX_ZOOM, indexMaxZoom: 4, tolerance: 3, extent: TILE_EXTENT, buffer: BUFFER },
  );
  return (z, x, y) => {
    const tile = index.getTile(z, x, y);
    return tile && atZoom(tile, z);
  };
}

function pointCutter(features: BasemapData[BasemapLayer]): Cutter {
  const tiler = createPointTiler(features, TILE_EXTENT, BUFFER);
  return (z, x, y) => tiler(z, x, y, (tags) => shownAt(tags.minzoom, z));
}

function buildCutters(data: BasemapData): Record<BasemapLayer, Cutter> {
  const entries = BASEMAP_LAYERS.map(
    (layer) => [layer, POINT_LAYERS.has(layer) ? pointCutter(data[layer]) : geoJsonCutter(data[layer])] as const,
  );
  return Object.fromEntries(entries) as Record<BasemapLayer, Cutter>;
}

/** A feature is in its tiles from its `minzoom` on; the last zoom carries everything, as MapLibre shows its tiles at every zoom past it. */
function shownAt(minzoom: unknown, z: number): boolean {
  return z >= BASEMAP_MAX_ZOOM || Number(minzoom ?? 0) <= z;
}

/** The tile's features that belong at zoom `z`. */
function atZoom(tile: GeoJSONVTTile, z: number): GeoJSONVTTile | null {
  const features = tile.features.filter((feature) => shownAt(feature.tags?.minzoom, z)) as GeoJSONVTTile['features'];
  return features.length ? { ...tile, features } : null;
}

async function dataVersion(dataDir: string): Promise<string> {
  const hash = createHash('sha256').update('basemap-v1');
  for (const file of Object.values(BASEMAP_FILES)) {
    const info = await stat(path.join(dataDir, file)).catch(() => null);
    hash.update(`${file}:${info?.size ?? 0}:${info?.mtimeMs ?? 0};`);
  }
  return hash.digest('base64url').slice(0, 16);
}

export async function buildTileSet(dataDir: string): Promise<TileSet> {
  const started = performance.now();
  const [data, version] = await Promise.all([readBasemapData(dataDir), dataVersion(dataDir)]);
  let cutters = buildCutters(data);
  let cutSinceIndexed = 0;
  const buildMs = Math.round(performance.now() - started);
  const cache = new Map<string, Uint8Array>();
  const keyOf = (z: number, x: number, y: number) => `${z}/${x}/${y}`;

  const layersOf = (z: number, x: number, y: number): TileLayers => {
    if (++cutSinceIndexed > REINDEX_AFTER) {
      cutters = buildCutters(data);
      cutSinceIndexed = 0;
    }
    const layers: TileLayers = {};
    for (const layer of BASEMAP_LAYERS) {
      const tile = cutters[layer](z, x, y);
      if (tile) layers[layer] = tile;
    }
    return layers;
  };

  return {
    version,
    buildMs,
    layers: layersOf,
    isCut: (z, x, y) => cache.has(keyOf(z, x, y)),
    tile(z, x, y) {
      const key = keyOf(z, x, y);
      const cached = cache.get(key);
      if (cached) {
        // Map keeps insertion order: re-inserting makes this the most recently used.
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const layers = layersOf(z, x, y);
      const encoded = Object.keys(layers).length
        ? fromGeojsonVt(layers as Record<string, GeoJSONVTTile>, { version: 2, extent: TILE_EXTENT })
        : new Uint8Array(0);
      cache.set(key, encoded);
      if (cache.size > CACHED_TILES) cache.delete(cache.keys().next().value!);
      return encoded;
    },
  };
}

/**
 * One tile set per process, built on first use. A failed build (files missing) is not kept, so
 * files put in place later are picked up by the next request.
 */
export function createTileSetLoader(
  dataDir: () => string,
  onBuilt?: (tileSet: TileSet) => void,
): () => Promise<TileSet> {
  let building: Promise<TileSet> | null = null;
  return () => {
    if (!building) {
      building = buildTileSet(dataDir());
      building.then(onBuilt, () => {
        building = null;
      });
    }
    return building;
  };
}
