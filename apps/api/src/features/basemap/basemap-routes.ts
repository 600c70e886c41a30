// GET /api/basemap/states.geojson: state outlines for the offline basemap (no tile server needed).
import type { AppContext } from '../../app-context.ts';
import { z } from 'zod';
import type { OutlineGeometry } from '../../db/schema/index.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { listRegionOutlines } from '../regions/region-repository.ts';

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

export function registerBasemapRoutes(catalog: RouteCatalog, { db }: AppContext): void {
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
