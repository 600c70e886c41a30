// The road router: an OSRM-compatible server's route service (GET /route/v1/driving/{lng,lat;…}).
// "No route" answers are the member's to fix; anything else is the router being unavailable.
import { z } from 'zod';
import type { LngLat } from './geo.ts';
import { NoRouteError, RouterUnavailableError, type RoutePlace, type RoutedTrip, type Router } from './router.ts';

export const OSRM_TIMEOUT_MS = 10_000;

const lngLat = z.tuple([z.number(), z.number()]);

// Only what we read of OSRM's answer (http://project-osrm.org/docs/v5.24.0/api/#route-service).
const osrmAnswer = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z
    .array(
      z.object({
        distance: z.number(),
        geometry: z.object({ coordinates: z.array(lngLat).min(2) }),
        legs: z.array(z.object({ distance: z.number() })),
      }),
    )
    .optional(),
  waypoints: z.array(z.object({ location: lngLat })).optional(),
});

/** OSRM codes that mean the places cannot be joined by road (not that the server failed). */
const NO_ROUTE_CODES = new Set(['NoRoute', 'NoSegment']);

/** Index of the geometry point nearest each snapped waypoint after the first, searched forward. */
function legEndsOf(coordinates: LngLat[], waypoints: LngLat[]): number[] {
  const ends: number[] = [];
  let from = 0;
  for (let w = 1; w < waypoints.length; w++) {
    const last = w === waypoints.length - 1;
    let best = coordinates.length - 1;
    if (!last) {
      let bestD = Infinity;
      const [x, y] = waypoints[w]!;
      for (let i = from + 1; i < coordinates.length - 1; i++) {
        const d = (coordinates[i]![0] - x) ** 2 + (coordinates[i]![1] - y) ** 2;
        if (d < bestD) {
          bestD = d;
          best = i;
        }
        // Waypoints are on the geometry: the first exact hit is the leg's end.
        if (d === 0) break;
      }
    }
    ends.push(best);
    from = best;
  }
  return ends;
}

export function osrmRouter(baseUrl: string, fetchImpl: typeof fetch = fetch): Router {
  return {
    async route(places: readonly RoutePlace[]): Promise<RoutedTrip> {
      const path = places.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
      const url = `${baseUrl}/route/v1/driving/${path}?overview=full&geometries=geojson&steps=false`;
      let status: number;
      let json: unknown;
      try {
        const response = await fetchImpl(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(OSRM_TIMEOUT_MS),
        });
        status = response.status;
        json = await response.json();
      } catch (error) {
        throw new RouterUnavailableError('The router could not be reached.', { cause: error });
      }
      const parsed = osrmAnswer.safeParse(json);
      if (!parsed.success) throw new RouterUnavailableError(`The router answered ${status} in an unknown shape.`);
      const answer = parsed.data;
      if (NO_ROUTE_CODES.has(answer.code)) {
        throw new NoRouteError('There is no road route between these places. Try other places.');
      }
      const route = answer.routes?.[0];
      if (answer.code !== 'Ok' || !route || route.legs.length !== places.length - 1) {
        throw new RouterUnavailableError(`The router answered ${status} ${answer.code}: ${answer.message ?? ''}`);
      }
      const coordinates = route.geometry.coordinates as LngLat[];
      const waypoints = (answer.waypoints ?? []).map((w) => w.location as LngLat);
      return {
        source: 'osrm',
        coordinates,
        meters: route.distance,
        legMeters: route.legs.map((leg) => leg.distance),
        legEnds:
          waypoints.length === places.length
            ? legEndsOf(coordinates, waypoints)
            : legEndsOf(
                coordinates,
                places.map((p) => [p.lng, p.lat]),
              ),
      };
    },
  };
}
