'use client';

// The trip planner's calls (docs/api-trip-plans.md): the route and the corridor search for
// anyone, saved plans as the signed-in member (token read at call time, so a plan saved right
// after signing in goes out as that member).
import { type ApiFilters } from '@/features/search/build-filters';
import { type Campground, campgroundSchema } from '@/features/campgrounds/campground-schema';
import { ApiError, createApiClient } from '@/lib/api-client';
import { signedInApiClient } from '@/lib/session-api-client';
import type { RoutePosition } from './trip-distances';
import {
  parseTripPlan,
  parseTripRoute,
  routePositionsSchema,
  type TripPlace,
  type TripPlan,
  type TripRoute,
} from './trip-plan-records';

const publicApi = createApiClient();

/** POST /trip-routes: the route through the places (road or great-circle). Anyone may ask. */
export async function routeTrip(places: readonly TripPlace[]): Promise<TripRoute> {
  const document = await publicApi.postActionDocument('/trip-routes', {
    type: 'trip-routes',
    attributes: { places: places.map(({ kind, name, lat, lng }) => ({ kind, name, lat, lng })) },
  });
  return parseTripRoute(document.data).route;
}

export interface CorridorQuery {
  searchLine: string;
  detourMiles: number;
  /** filter[tri_segment]: a stretch of the line, `first-last`; null for the whole route. */
  segment: string | null;
  /** The search's attribute filters, as the API takes them. */
  filters: ApiFilters;
  page: number;
}

export interface CorridorCampground {
  campground: Campground;
  position: RoutePosition;
}

export interface CorridorPage {
  campgrounds: CorridorCampground[];
  total: number;
}

export const CORRIDOR_PAGE_SIZE = 50;

/** GET /campgrounds with filter[trip_route]: the campgrounds along the way, in route order. */
export async function searchCorridor(query: CorridorQuery): Promise<CorridorPage> {
  const filter: ApiFilters = {
    ...query.filters,
    trip_route: `${query.detourMiles}:${query.searchLine}`,
    ...(query.segment ? { tri_segment: query.segment } : {}),
  };
  const answer = await publicApi.findAll('campgrounds', {
    filter,
    page: { size: CORRIDOR_PAGE_SIZE, number: query.page },
  });
  const positions = new Map(routePositionsSchema.parse(answer.meta.routePositions).map((entry) => [entry.id, entry]));
  const campgrounds = answer.data.flatMap((record) => {
    const parsed = campgroundSchema.safeParse(record);
    if (!parsed.success) return [];
    const position = positions.get(parsed.data.id);
    return [
      {
        campground: parsed.data,
        position: { routeMeters: position?.routeMeters ?? 0, detourMeters: position?.detourMeters ?? 0 },
      },
    ];
  });
  const total = typeof answer.meta.total === 'number' ? answer.meta.total : campgrounds.length;
  return { campgrounds, total };
}

/** What a plan is saved with; the server routes the places itself. */
export interface TripPlanInput {
  name?: string;
  places: TripPlace[];
  startDate: string | null;
  /** The trip's length (night-count): kept even when its last nights have no campground yet. */
  nightCount: number;
  detourMiles: number;
  nights: { night: number; campgroundId: string }[];
}

export async function createTripPlan(input: TripPlanInput): Promise<TripPlan> {
  const document = await (await signedInApiClient()).createDocument('trip-plans', { ...input });
  return parseTripPlan(document.data, document.included);
}

export async function updateTripPlan(id: string, changes: Partial<TripPlanInput>): Promise<TripPlan> {
  const document = await (await signedInApiClient()).updateDocument('trip-plans', id, { ...changes });
  return parseTripPlan(document.data, document.included);
}

export async function findTripPlan(id: string): Promise<TripPlan> {
  const document = await (await signedInApiClient()).findDocument('trip-plans', id);
  return parseTripPlan(document.data, document.included);
}

/** POST /trip-plans/{id}/share: the plan with its read-only link's token. */
export async function shareTripPlan(id: string): Promise<TripPlan> {
  const document = await (
    await signedInApiClient()
  ).postActionDocument(`/trip-plans/${encodeURIComponent(id)}/share`, { type: 'trip-plans', id, attributes: {} });
  return parseTripPlan(document.data, document.included);
}

/** The API's 403 pro-required: saving is PRO, so the page offers the upgrade instead. */
export function isProRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'pro-required';
}
