// Wire shapes of routing (docs/api-trip-plans.md "Routing"): the request document, and the route
// object that trip-routes and trip-plans both carry.
import { z } from 'zod';
import { resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import { placesSchema } from './trip-places.ts';

export const tripRouteRequestSchema = resourceDocumentSchema('trip-routes', { places: placesSchema });

export const placeWireSchema = z.object({
  kind: z.enum(['origin', 'stop', 'destination']),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
});

export const routeWireSchema = z.object({
  source: z.enum(['osrm', 'great-circle']).describe('great-circle: straight lines, not roads; label it'),
  meters: z.number().int(),
  'leg-meters': z.array(z.number().int()),
  coordinates: z.array(z.tuple([z.number(), z.number()])).describe('[lng, lat], at most 2000 points'),
  'search-line': z.string().describe('encoded polyline (precision 5), at most 200 points: for filter[trip_route]'),
  'search-line-meters': z.array(z.number().int()).describe('meters along the search line at each of its points'),
  'leg-segments': z
    .array(z.tuple([z.number().int(), z.number().int()]))
    .describe('per leg, [first, last] segment of the search line: for filter[tri_segment]'),
});

export const tripRouteDocumentSchema = singleDocumentSchema(
  resourceSchema('trip-routes', z.object({ places: z.array(placeWireSchema), route: routeWireSchema })),
);
