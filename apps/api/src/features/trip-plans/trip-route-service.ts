// Routing a trip: the router's route for the places, shaped for the wire and for storage.
import { createHash } from 'node:crypto';
import type { TripPlace, TripRouteSource } from '../../db/schema/trip-plans.ts';
import { NoRouteError, type Router } from './router.ts';
import { tripPlanErrors } from './trip-plan-errors.ts';
import { storedRouteOf, type StoredRoute } from './trip-route-shape.ts';

export interface PlannedRoute {
  source: TripRouteSource;
  stored: StoredRoute;
}

/** The route through the places; "no road route" is the member's 422 (`no-route`). */
export async function planRoute(router: Router, places: readonly TripPlace[]): Promise<PlannedRoute> {
  try {
    const trip = await router.route(places);
    return { source: trip.source, stored: storedRouteOf(trip) };
  } catch (error) {
    if (error instanceof NoRouteError) throw tripPlanErrors.noRoute(error.message);
    throw error;
  }
}

/** A stable id for a route that is not stored: the same places and source give the same id. */
export function routeDigest(places: readonly TripPlace[], source: TripRouteSource): string {
  return createHash('sha256')
    .update(JSON.stringify([source, places.map((p) => [p.name, p.lat, p.lng])]))
    .digest('hex')
    .slice(0, 32);
}
