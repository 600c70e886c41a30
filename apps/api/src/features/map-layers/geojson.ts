// The GeoJSON the map layer routes answer, and its schema for the OpenAPI document.
import { z } from 'zod';

export interface GeoJsonFeature {
  type: 'Feature';
  properties: Record<string, string | number | null>;
  geometry:
    { type: 'Point'; coordinates: [number, number] } | { type: 'MultiPolygon'; coordinates: [number, number][][][] };
}

export interface GeoJsonFeatureCollection {
  type: 'FeatureCollection';
  features: GeoJsonFeature[];
}

export const featureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      properties: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
      geometry: z.object({ type: z.enum(['Point', 'MultiPolygon']), coordinates: z.array(z.unknown()) }),
    }),
  ),
});
