// Routing a trip: the router's route for the places, shaped for the wire and for storage.
import { createHash } from 'node:crypto';
import type { TripPlace, TripRouteSource } from '../../db/schema/trip-plans.ts';
import { AppError } from '../../errors/app-error.ts';
import { reserveRateLimits } from '../../rate-limits/rate-limit.ts';
import type { RateLimitPolicy } from '../../rate-limits/rate-limit-window.ts';
import { NoRouteError, type Router } from './router.ts';
import { tripPlanErrors } from './trip-plan-errors.ts';
import type { TripPlanContext } from './trip-plan-service.ts';
import { storedRouteOf, type StoredRoute } from './trip-route-shape.ts';

export interface PlannedRoute {
  source: TripRouteSource;
  stored: StoredRoute;
}

/**
 * Routes asked for per client address. The planner asks again as stops change, so a busy
 * household or a campsite's wifi stays well under it; a script calling the routing service
 * (a paid or shared OSRM server behind ROUTING_URL) does not.
 */
export const ROUTES_PER_ADDRESS: RateLimitPolicy = { limit: 60, windowSeconds: 60 };

export const TRIP_ROUTE_MESSAGES = {
  tooMany: 'Too many routes asked for from this address; try again in a minute.',
} as const;

/** The public routing endpoint's route: one slot of the caller's address first, or a 429. */
export async function routeForCaller(
  ctx: TripPlanContext,
  places: readonly TripPlace[],
  ip: string,
): Promise<PlannedRoute> {
  const reservation = await reserveRateLimits(
    ctx.db,
    [{ policy: ROUTES_PER_ADDRESS, key: `trip-routes:ip:${ip}` }],
    ctx.clock(),
  );
  if (!reservation.allowed) throw AppError.rateLimited(TRIP_ROUTE_MESSAGES.tooMany, reservation.retryAfterSeconds);
  return planRoute(ctx.router, places);
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
