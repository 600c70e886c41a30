// JSON:API resources of trip plans (docs/api-trip-plans.md): the owner's `trip-plans` and the
// read-only `shared-trip-plans`, with the nights' campgrounds as included resources.
import type { TripPlace } from '../../db/schema/trip-plans.ts';
import { resource, singleDocument, type JsonApiDocument, type ResourceObject } from '../../jsonapi/document.ts';
import { campgroundResource } from '../campgrounds/campground-serializer.ts';
import type { PlanView } from './trip-plan-service.ts';
import { routeAttributes } from './trip-route-shape.ts';

export function placeAttributes(places: readonly TripPlace[]) {
  return places.map((p) => ({ kind: p.kind, name: p.name, lat: p.lat, lng: p.lng }));
}

function sharedAttributes(view: PlanView) {
  return {
    name: view.row.name,
    startDate: view.row.startDate,
    endDate: view.endDate,
    nightCount: view.nightCount,
    detourMiles: view.row.detourMiles,
    places: placeAttributes(view.row.places),
    route: routeAttributes(view.route),
    nights: view.days.nights.map((n) => ({
      night: n.night,
      date: n.date,
      'campground-id': String(n.campground.id),
      'drive-meters': n.driveMeters,
      'drive-source': n.driveSource,
      'route-meters': n.routeMeters,
      'detour-meters': n.detourMeters,
      bookable: n.campground.bookingPolicy !== null,
      'booking-policy': n.campground.bookingPolicy,
    })),
    finalDriveMeters: view.days.finalDriveMeters,
    updatedAt: view.row.updatedAt.toISOString(),
  };
}

function campgroundsRelationship(view: PlanView) {
  return { campgrounds: { data: view.campgrounds.map((c) => ({ type: 'campgrounds', id: String(c.id) })) } };
}

export function tripPlanResource(view: PlanView): ResourceObject {
  return resource(
    'trip-plans',
    view.row.id,
    { ...sharedAttributes(view), shareToken: view.row.shareToken, createdAt: view.row.createdAt.toISOString() },
    campgroundsRelationship(view),
  );
}

/** The read-only view of a shared link: no owner, no token other than the one asked with. */
export function sharedTripPlanResource(view: PlanView, token: string): ResourceObject {
  return resource('shared-trip-plans', token, sharedAttributes(view), campgroundsRelationship(view));
}

export function planCampgrounds(views: readonly PlanView[]): ResourceObject[] {
  return views.flatMap((view) => view.campgrounds.map((c) => campgroundResource(c)));
}

/** A single plan's document: the plan with its nights' campgrounds included. */
export function planDocument(view: PlanView): JsonApiDocument {
  return singleDocument(tripPlanResource(view), planCampgrounds([view]));
}
