// Schema: the PRO trip planner (issue 16; contract docs/api-trip-plans.md). A plan is an ordered
// list of places (origin, stops, destination), the route between them as the router drew it, and
// one chosen campground per night. Named trip_plans: "trips" in the web app are a camper's bookings.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { updatedAt } from './bookings.ts';
import { campgrounds } from './campgrounds-and-places.ts';
import { createdAt } from './columns.ts';

export type TripPlaceKind = 'origin' | 'stop' | 'destination';

/** One place of a plan, in route order (what the location autocomplete returned). */
export interface TripPlace {
  kind: TripPlaceKind;
  name: string;
  lat: number;
  lng: number;
}

/** The route as drawn: [lng, lat] points, its length, and each leg's length between places. */
export interface TripRoute {
  coordinates: [number, number][];
  meters: number;
  legMeters: number[];
}

/** osrm: a road route from the configured router; great-circle: straight lines, labelled as such. */
export type TripRouteSource = 'osrm' | 'great-circle';

export const tripPlans = pgTable(
  'trip_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first night's date; null while the member has not chosen dates. */
    startDate: date('start_date', { mode: 'string' }),
    /** How many nights the trip lasts; null: as many as the nights chosen so far. */
    nightCount: integer('night_count'),
    /** How far off the route campgrounds may be, in miles. */
    detourMiles: integer('detour_miles').notNull().default(25),
    places: jsonb('places').$type<TripPlace[]>().notNull(),
    route: jsonb('route').$type<TripRoute>().notNull(),
    routeSource: text('route_source').$type<TripRouteSource>().notNull(),
    /** Unguessable token of the read-only shared link; null until the member shares the plan. */
    shareToken: text('share_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('trip_plans_user_idx').on(t.userId, t.updatedAt),
    uniqueIndex('trip_plans_share_token_idx').on(t.shareToken),
    check('trip_plans_night_count_check', sql`${t.nightCount} is null or ${t.nightCount} between 1 and 60`),
    check('trip_plans_detour_check', sql`${t.detourMiles} between 1 and 200`),
    check('trip_plans_route_source_check', sql`${t.routeSource} in ('osrm', 'great-circle')`),
    check('trip_plans_name_check', sql`length(${t.name}) between 1 and 120`),
  ],
);

/** The campground chosen for a night of a plan (night 1 is the first). */
export const tripPlanNights = pgTable(
  'trip_plan_nights',
  {
    tripPlanId: uuid('trip_plan_id')
      .notNull()
      .references(() => tripPlans.id, { onDelete: 'cascade' }),
    night: integer('night').notNull(),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tripPlanId, t.night] }),
    check('trip_plan_nights_night_check', sql`${t.night} between 1 and 60`),
  ],
);
