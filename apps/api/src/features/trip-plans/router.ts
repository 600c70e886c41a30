// The trip planner's router: places in, a route out. Adapters: OSRM (any OSRM-compatible server at
// ROUTING_URL) and great-circle (offline default, labelled as such); create-router.ts picks.
import type { TripRouteSource } from '../../db/schema/trip-plans.ts';
import type { LngLat } from './geo.ts';

export interface RoutePlace {
  name: string;
  lat: number;
  lng: number;
}

/** A route as a router drew it, before it is shaped for the wire (trip-route-shape.ts). */
export interface RoutedTrip {
  source: TripRouteSource;
  coordinates: LngLat[];
  meters: number;
  /** One length per leg between consecutive places. */
  legMeters: number[];
  /** For each leg, the index in `coordinates` where it ends (the last is the last point). */
  legEnds: number[];
}

export interface Router {
  route(places: readonly RoutePlace[]): Promise<RoutedTrip>;
}

/** The router says there is no road between the places: the member must change them (422). */
export class NoRouteError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'NoRouteError';
  }
}

/** The router could not answer (down, slow, malformed answer): another router may stand in. */
export class RouterUnavailableError extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.name = 'RouterUnavailableError';
  }
}
