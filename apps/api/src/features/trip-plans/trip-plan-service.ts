// Trip plan use cases (docs/api-trip-plans.md "Saved plans"): a member's plans, created and
// changed with the server's own route, their nights checked against visible campgrounds, shared
// through an unguessable token.
import { randomBytes } from 'node:crypto';
import { addDays } from '@campwise/domain';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { TripPlace } from '../../db/schema/trip-plans.ts';
import type { FieldIssue } from '../../errors/app-error.ts';
import { findCampgroundsByIds, type CampgroundRecord } from '../campgrounds/campground-repository.ts';
import type { Router } from './router.ts';
import { planDays, type PlanDays } from './trip-plan-nights.ts';
import {
  deleteOwnPlan,
  findNights,
  findOwnPlan,
  findPlanByShareToken,
  insertPlan,
  listOwnPlans,
  setShareToken,
  updatePlan,
  type PlanFields,
  type TripPlanRow,
} from './trip-plan-repository.ts';
import { DEFAULT_DETOUR_MILES, MAX_PLAN_NAME, type NightChoice } from './trip-plan-schemas.ts';
import { tripPlanErrors } from './trip-plan-errors.ts';
import { planRoute } from './trip-route-service.ts';
import { routeView, type RouteView } from './trip-route-shape.ts';

export interface TripPlanContext {
  db: Db;
  clock: Clock;
  router: Router;
}

/** A plan with everything its answer shows. */
export interface PlanView {
  row: TripPlanRow;
  route: RouteView;
  days: PlanDays;
  endDate: string | null;
  nightCount: number;
  campgrounds: CampgroundRecord[];
}

export interface PlanInput {
  name?: string | undefined;
  startDate?: string | null | undefined;
  nightCount?: number | null | undefined;
  detourMiles?: number | undefined;
  places?: TripPlace[] | undefined;
  nights?: NightChoice[] | undefined;
}

async function viewsOf(db: Db, rows: TripPlanRow[]): Promise<PlanView[]> {
  const nights = await findNights(
    db,
    rows.map((row) => row.id),
  );
  const campgrounds = await findCampgroundsByIds(
    db,
    nights.map((n) => n.campgroundId),
  );
  const byId = new Map(campgrounds.map((c) => [c.id, c]));
  return rows.map((row) => {
    const own = nights
      .filter((n) => n.tripPlanId === row.id)
      .flatMap((n) => {
        const campground = byId.get(n.campgroundId);
        // A campground an admin hid since is left out, like everywhere else it would show.
        return campground && campground.hiddenAt === null ? [{ night: n.night, campground }] : [];
      });
    const route = routeView(row.route, row.routeSource);
    // The length the member set; else as far as the nights chosen so far reach.
    const nightCount = row.nightCount ?? Math.max(0, ...own.map((n) => n.night));
    return {
      row,
      route,
      days: planDays(route, row.startDate, own),
      nightCount,
      endDate: row.startDate !== null && nightCount > 0 ? addDays(row.startDate, nightCount) : null,
      campgrounds: own.map((n) => n.campground),
    };
  });
}

async function viewOf(db: Db, row: TripPlanRow): Promise<PlanView> {
  return (await viewsOf(db, [row]))[0]!;
}

/**
 * Each night's campground must exist and be visible, and each night fall within the trip's length
 * when one is set: a 422 pointing at each one that does not.
 */
async function checkNights(db: Db, nights: readonly NightChoice[], nightCount: number | null): Promise<void> {
  const found = await findCampgroundsByIds(
    db,
    nights.map((n) => n.campgroundId),
  );
  const visible = new Set(found.filter((c) => c.hiddenAt === null).map((c) => c.id));
  const issues: FieldIssue[] = [];
  nights.forEach((n, i) => {
    if (nightCount !== null && n.night > nightCount) {
      issues.push({
        pointer: `/data/attributes/nights/${i}/night`,
        detail: `Night ${n.night} is after the trip’s last night (${nightCount}).`,
      });
    } else if (!visible.has(n.campgroundId)) {
      issues.push({
        pointer: `/data/attributes/nights/${i}/campground-id`,
        detail: `Night ${n.night}: there is no campground ${n.campgroundId}.`,
      });
    }
  });
  if (issues.length) throw tripPlanErrors.invalid(issues);
}

function defaultName(places: readonly TripPlace[]): string {
  return `${places[0]!.name} to ${places[places.length - 1]!.name}`.slice(0, MAX_PLAN_NAME);
}

export async function createPlan(ctx: TripPlanContext, userId: number, input: PlanInput): Promise<PlanView> {
  const places = input.places!;
  const nights = input.nights ?? [];
  await checkNights(ctx.db, nights, input.nightCount ?? null);
  const { source, stored } = await planRoute(ctx.router, places);
  const fields: PlanFields = {
    name: input.name ?? defaultName(places),
    startDate: input.startDate ?? null,
    nightCount: input.nightCount ?? null,
    detourMiles: input.detourMiles ?? DEFAULT_DETOUR_MILES,
    places,
    route: stored,
    routeSource: source,
  };
  return viewOf(ctx.db, await insertPlan(ctx.db, userId, fields, nights));
}

export async function changePlan(
  ctx: TripPlanContext,
  userId: number,
  id: string,
  input: PlanInput,
): Promise<PlanView> {
  // Ownership first: another member's plan is a 404 whatever the body says.
  const existing = await findOwnPlan(ctx.db, userId, id);
  if (!existing) throw tripPlanErrors.notFound();
  const nightCount = input.nightCount !== undefined ? input.nightCount : existing.nightCount;
  let nights = input.nights;
  if (nights) await checkNights(ctx.db, nights, nightCount);
  else if (input.nightCount != null) {
    // A shorter trip drops the nights chosen past its new end.
    const kept = await findNights(ctx.db, [id]);
    if (kept.some((n) => n.night > input.nightCount!)) {
      nights = kept
        .filter((n) => n.night <= input.nightCount!)
        .map(({ night, campgroundId }) => ({ night, campgroundId }));
    }
  }
  const fields: Partial<PlanFields> = {};
  if (input.name !== undefined) fields.name = input.name;
  if (input.startDate !== undefined) fields.startDate = input.startDate;
  if (input.nightCount !== undefined) fields.nightCount = input.nightCount;
  if (input.detourMiles !== undefined) fields.detourMiles = input.detourMiles;
  if (input.places) {
    const { source, stored } = await planRoute(ctx.router, input.places);
    Object.assign(fields, { places: input.places, route: stored, routeSource: source });
  }
  const row = await updatePlan(ctx.db, userId, id, fields, nights, ctx.clock());
  if (!row) throw tripPlanErrors.notFound();
  return viewOf(ctx.db, row);
}

export async function getOwnPlan(db: Db, userId: number, id: string): Promise<PlanView> {
  const row = await findOwnPlan(db, userId, id);
  if (!row) throw tripPlanErrors.notFound();
  return viewOf(db, row);
}

export async function listPlans(db: Db, userId: number, page: { number: number; size: number }) {
  const { rows, total } = await listOwnPlans(db, userId, page);
  return { views: await viewsOf(db, rows), total };
}

export async function removePlan(db: Db, userId: number, id: string): Promise<void> {
  if (!(await deleteOwnPlan(db, userId, id))) throw tripPlanErrors.notFound();
}

/** 32 random bytes, base64url: the link is the only key, so it must not be guessable. */
function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Creates or replaces the plan's share token (the old link stops working). */
export async function sharePlan(ctx: TripPlanContext, userId: number, id: string): Promise<PlanView> {
  const row = await setShareToken(ctx.db, userId, id, newShareToken(), ctx.clock());
  if (!row) throw tripPlanErrors.notFound();
  return viewOf(ctx.db, row);
}

export async function unsharePlan(ctx: TripPlanContext, userId: number, id: string): Promise<void> {
  if (!(await setShareToken(ctx.db, userId, id, null, ctx.clock()))) throw tripPlanErrors.notFound();
}

export async function getSharedPlan(db: Db, token: string): Promise<PlanView> {
  const row = await findPlanByShareToken(db, token);
  if (!row) throw tripPlanErrors.sharedNotFound();
  return viewOf(db, row);
}
