// The offline basemap (docs/api-basemap.md, ADR 0025): GET /api/basemap/states.geojson (state
// outlines), /api/basemap/tiles/{z}/{x}/{y}.pbf (vector tiles cut from the open data files),
// /api/basemap/fonts/{fontstack}/{range}.pbf (SDF label glyphs) and /api/basemap/picture.svg (a
// map picture of the tiles around a point, ADR 0030). Tiles cut and pictures drawn for a client
// address are limited (basemap-rate-limit.ts); cached answers and 304s are not counted.
import type { AppContext } from '../../app-context.ts';
import { z } from 'zod';
import type { OutlineGeometry } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { matchesEtag } from '../calendar-sync/calendar-export-service.ts';
import { listRegionOutlines } from '../regions/region-repository.ts';
import { renderBasemapPicture } from './basemap-picture.ts';
import { createBasemapRateLimit } from './basemap-rate-limit.ts';
import { createTileSetLoader, type TileSet } from './basemap-tiles.ts';
import { createGlyphRangeCache, fontStackFor } from './glyph-ranges.ts';
import { pictureQuerySpec, pictureRequest } from './picture-query.ts';
import { parseGlyphRange, parseTileAddress } from './tile-address.ts';

export const BASEMAP_TILE_MEDIA_TYPE = 'application/vnd.mapbox-vector-tile';
const GLYPH_MEDIA_TYPE = 'application/x-protobuf';
const PICTURE_MEDIA_TYPE = 'image/svg+xml; charset=utf-8';
/** Part of pictures' ETags: a change to how pictures are drawn must not be hidden by caches. */
const PICTURE_RENDERER_VERSION = 'p1';
/** Rendered pictures kept per process (a few to 25 KB each); browsers and CDNs keep the rest. */
const CACHED_PICTURES = 500;
// Tiles change only with a new dataset (a restart): a day in any cache, revalidated by ETag after.
const TILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
// Glyphs depend on the font package alone.
const GLYPH_CACHE_CONTROL = 'public, max-age=604800, immutable';

const tileParams = z.object({ z: z.string().max(12), x: z.string().max(12), y: z.string().max(12) });
const glyphParams = z.object({ fontstack: z.string().min(1).max(200), range: z.string().max(16) });

const featureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      properties: z.object({ code: z.string(), slug: z.string(), name: z.string() }),
      geometry: z.object({ type: z.string(), coordinates: z.array(z.unknown()) }),
    }),
  ),
});

// ~1 m precision is plenty for a basemap and shrinks the payload by half.
function roundCoordinates(value: unknown): unknown {
  if (typeof value === 'number') return Math.round(value * 1e5) / 1e5;
  return Array.isArray(value) ? value.map(roundCoordinates) : value;
}

export function registerBasemapRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  registerStatesRoute(catalog, ctx.db);
  registerTileRoutes(catalog, ctx);
}

function registerStatesRoute(catalog: RouteCatalog, db: AppContext['db']): void {
  // Outlines change only on import; each process builds the body once it has data.
  let cachedBody: string | null = null;

  catalog.add({
    method: 'GET',
    url: '/api/basemap/states.geojson',
    summary: 'State outlines as GeoJSON, for the offline basemap',
    tag: 'basemap',
    query: { none: true },
    response: {
      status: 200,
      description: 'FeatureCollection of state outlines',
      schema: featureCollectionSchema,
      mediaType: 'application/geo+json',
    },
    handler: async (_input, reply) => {
      if (!cachedBody) {
        const outlines = await listRegionOutlines(db);
        const body = JSON.stringify({
          type: 'FeatureCollection',
          features: outlines.map((region) => ({
            type: 'Feature',
            properties: { code: region.code, slug: region.slug, name: region.name },
            geometry: {
              type: region.outline.type,
              coordinates: roundCoordinates(region.outline.coordinates) as OutlineGeometry['coordinates'],
            },
          })),
        });
        if (!outlines.length) return reply.send(body);
        cachedBody = body;
      }
      reply.header('cache-control', 'public, max-age=3600');
      return reply.send(cachedBody);
    },
  });
}

function registerTileRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  const { config, log } = ctx;
  const loadTileSet = createTileSetLoader(
    () => config.dataDir,
    (tileSet) => log.info(`basemap tiles indexed in ${tileSet.buildMs} ms`),
  );
  const glyphRange = createGlyphRangeCache();
  const tileRateLimit = createBasemapRateLimit(ctx, 'tiles');
  const tileSetOrUnavailable = () =>
    loadTileSet().catch((error: unknown) => {
      log.error({ err: error }, 'basemap tiles could not be built');
      throw AppError.serviceUnavailable(
        'Basemap data missing',
        'The basemap files are not in the data directory (DATA_DIR); see docs/api-basemap.md.',
      );
    });

  catalog.add({
    method: 'GET',
    url: '/api/basemap/tiles/:z/:x/:y.pbf',
    summary: 'A vector tile of the offline basemap (land, water, rivers, railways, forests, parks, places)',
    tag: 'basemap',
    params: tileParams,
    query: { none: true },
    response: {
      status: 200,
      description: 'Mapbox Vector Tile 2.1; empty where nothing is drawn',
      schema: z.string(),
      mediaType: BASEMAP_TILE_MEDIA_TYPE,
    },
    errors: [400, 404, 429, 503],
    handler: async ({ params, request }, reply) => {
      const { z: zoom, x, y } = parseTileAddress(params);
      const tileSet = await tileSetOrUnavailable();
      const cacheHeaders = { 'cache-control': TILE_CACHE_CONTROL, etag: `"${tileSet.version}"` };
      if (matchesEtag(request.headers['if-none-match'], cacheHeaders.etag)) {
        return reply.code(304).headers(cacheHeaders).send();
      }
      // Only a tile not cut yet costs CPU, so only that counts against the address (before the
      // cache headers: a 429 must not be kept a day).
      if (!tileSet.isCut(zoom, x, y)) tileRateLimit(request.ip);
      const body = Buffer.from(tileSet.tile(zoom, x, y));
      return reply.headers(cacheHeaders).type(BASEMAP_TILE_MEDIA_TYPE).send(body);
    },
  });

  registerPictureRoute(catalog, ctx, tileSetOrUnavailable);

  catalog.add({
    method: 'GET',
    url: '/api/basemap/fonts/:fontstack/:range.pbf',
    summary: 'SDF glyphs of 256 code points for map labels (Noto Sans)',
    tag: 'basemap',
    params: glyphParams,
    query: { none: true },
    response: { status: 200, description: 'Glyph PBF', schema: z.string(), mediaType: GLYPH_MEDIA_TYPE },
    errors: [400, 404],
    handler: async ({ params }, reply) => {
      const start = parseGlyphRange(params.range);
      const stack = fontStackFor(params.fontstack);
      if (!stack) throw AppError.notFound(`No font stack "${params.fontstack}"; see docs/api-basemap.md.`);
      const body = await glyphRange(stack, start);
      return reply.type(GLYPH_MEDIA_TYPE).header('cache-control', GLYPH_CACHE_CONTROL).send(Buffer.from(body));
    },
  });
}

function registerPictureRoute(catalog: RouteCatalog, ctx: AppContext, tileSet: () => Promise<TileSet>): void {
  const pictures = new Map<string, string>();
  const pictureRateLimit = createBasemapRateLimit(ctx, 'pictures');

  catalog.add({
    method: 'GET',
    url: '/api/basemap/picture.svg',
    summary: 'A map picture (SVG) of the offline basemap around a point, with a pin on it',
    tag: 'basemap',
    query: { filtered: pictureQuerySpec },
    response: {
      status: 200,
      description: 'SVG drawn from the vector tiles: land, water, rivers, railways, forests, parks, state lines, names',
      schema: z.string(),
      mediaType: PICTURE_MEDIA_TYPE,
    },
    errors: [400, 429, 503],
    handler: async ({ query: { parameters }, request }, reply) => {
      const tiles = await tileSet();
      const cacheHeaders = {
        'cache-control': TILE_CACHE_CONTROL,
        etag: `"${tiles.version}-${PICTURE_RENDERER_VERSION}"`,
      };
      if (matchesEtag(request.headers['if-none-match'], cacheHeaders.etag)) {
        return reply.code(304).headers(cacheHeaders).send();
      }
      // Snapped to the picture's pixels (picture-query.ts): near-identical points share one entry.
      const picture = pictureRequest(parameters);
      const key = `${tiles.version}:${Object.values(picture).join(',')}`;
      let svg = pictures.get(key);
      if (svg === undefined) {
        // Only drawing costs CPU, so only a picture not in the cache counts against the address
        // (before the cache headers: a 429 must not be kept a day).
        pictureRateLimit(request.ip);
        svg = renderBasemapPicture(tiles, picture);
        if (pictures.size >= CACHED_PICTURES) pictures.delete(pictures.keys().next().value!);
      } else {
        // Map keeps insertion order: re-inserting makes this the most recently used.
        pictures.delete(key);
      }
      pictures.set(key, svg);
      return reply.headers(cacheHeaders).type(PICTURE_MEDIA_TYPE).send(svg);
    },
  });
}
