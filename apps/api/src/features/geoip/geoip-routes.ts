// GET /api/edge/geoip: the caller's approximate location, or the spec's default (the centre
// of the US) when it cannot be known. The client address is request.ip, so X-Forwarded-For
// counts only from the proxies the app trusts (trustProxy in app.ts). Addresses outside the US
// answer the default location with their country (locateUser).
import type { AppContext } from '../../app-context.ts';
import { z } from 'zod';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { loggableError } from '../../errors/database-errors.ts';
import { DEFAULT_USER_LOCATION } from '@campwise/domain';
import { locateUser } from './geoip-lookup.ts';

const userLocationSchema = z.object({
  lat: z.number(),
  long: z.number(),
  country: z.string(),
  city: z.string(),
  region: z.string(),
  userLocationFound: z.boolean(),
});

export function registerGeoIpRoutes(catalog: RouteCatalog, { geoIp }: AppContext): void {
  catalog.add({
    method: 'GET',
    url: '/api/edge/geoip',
    summary: "The caller's approximate location by IP; the centre of the US when unknown or outside the US",
    tag: 'geoip',
    query: { none: true },
    response: { status: 200, description: 'User location', schema: userLocationSchema, mediaType: 'application/json' },
    handler: async ({ request }, reply) => {
      reply.header('cache-control', 'private, no-store');
      try {
        return locateUser(request.ip, geoIp);
      } catch (error) {
        request.log.error({ err: loggableError(error) }, 'geoip lookup failed');
        return { ...DEFAULT_USER_LOCATION };
      }
    },
  });
}
