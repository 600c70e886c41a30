// What GET /api/v6/places/{id}/outline answers (GeoJSON), checked before the map draws it.
import { z } from 'zod';

export const outlineSchema = z.object({
  type: z.literal('Feature'),
  id: z.string(),
  properties: z.object({ kind: z.string(), name: z.string() }),
  geometry: z.discriminatedUnion('type', [
    z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))) }),
    z.object({
      type: z.literal('MultiPolygon'),
      coordinates: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
    }),
  ]),
});

/** A state's, park's or forest's outline (GET /api/v6/places/{id}/outline, GeoJSON). */
export type PlaceOutline = z.infer<typeof outlineSchema>;
