// The manager's reservation routes (docs/api-manager.md): the occupancy calendar, a reservation's
// events, manual bookings, modifications and block edits. The campground's list, the manager's
// cancellation and whole-campground blocks share their URLs with the camper's list, the camper's
// cancellation and single-site blocks, so they are served by those routes (reservation-routes.ts,
// inventory-routes.ts) calling this folder's services.
import { API_BASE_PATH } from '@campwise/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { countedListDocument, singleDocument } from '../../jsonapi/document.ts';
import { relationshipDocumentError } from '../../jsonapi/relationship-document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { idParams, siteBlockDocumentSchema } from '../inventory/inventory-schemas.ts';
import { siteBlockResource } from '../inventory/inventory-serializer.ts';
import type { ReservationContext } from '../reservations/reservation-context.ts';
import {
  RESERVATION_INCLUDES,
  reservationDocumentSchema,
  reservationIdParams,
} from '../reservations/reservation-schemas.ts';
import { reservationItemResource, reservationResource } from '../reservations/reservation-serializer.ts';
import type { ReservationDetails } from '../reservations/reservation-repository.ts';
import { getOccupancy, getReservationEvents } from './campground-reservations-service.ts';
import { requireManagedBlock, updateBlock } from './manager-block-service.ts';
import {
  blockUpdateDocumentSchema,
  eventListSchema,
  manualBookingDocumentSchema,
  modificationDocumentSchema,
  occupancyListSchema,
  occupancyQuery,
} from './manager-reservation-schemas.ts';
import { reservationEventResource, siteOccupancyResource } from './manager-reservation-serializer.ts';
import { createManualBooking } from './manual-booking-service.ts';
import { modifyReservation } from './modification-service.ts';

const BASE = API_BASE_PATH;
const TAG = 'manager';
const JSON_BODIES = ['application/vnd.api+json', 'application/json'];
const single = { single: { includes: RESERVATION_INCLUDES } };

function callerOf(request: FastifyRequest) {
  const user = signedInUser(request);
  return { id: user.id, admin: user.admin };
}

export function registerManagerReservationRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  const reservations: ReservationContext = ctx;

  const answer = (details: ReservationDetails, include: Set<string>) =>
    singleDocument(
      reservationResource(details, ctx.clock()),
      include.has('reservation-items') ? details.items.map(reservationItemResource) : [],
    );

  catalog.add({
    method: 'GET',
    url: `${BASE}/campgrounds/:id/occupancy`,
    summary:
      "The campground's calendar, sites × days: every stay, hold and block from filter[from] to filter[to] (≤ 62 days)",
    tag: TAG,
    auth: 'user',
    personal: true,
    params: idParams,
    query: { filtered: occupancyQuery },
    response: { status: 200, description: 'One entry per active site', schema: occupancyListSchema },
    errors: [400, 401, 403, 404],
    handler: async ({ params, query, request }) => {
      const { sites, from, to } = await getOccupancy(reservations, callerOf(request), Number(params.id), query.filter);
      return { ...countedListDocument(sites.map(siteOccupancyResource)), meta: { total: sites.length, from, to } };
    },
  });

  catalog.add({
    method: 'GET',
    url: `${BASE}/reservations/:id/events`,
    summary: 'What happened to a reservation, oldest first (its camper, the campground’s managers, admins)',
    tag: TAG,
    auth: 'user',
    personal: true,
    params: reservationIdParams,
    query: { none: true },
    response: { status: 200, description: 'The events', schema: eventListSchema },
    errors: [401, 403, 404],
    handler: async ({ params, request }) =>
      countedListDocument(
        (await getReservationEvents(reservations, callerOf(request), params.id)).map(reservationEventResource),
      ),
  });

  catalog.add({
    method: 'POST',
    url: `${BASE}/reservations/manual`,
    summary:
      'Enter a walk-in, phone or other channel’s booking (the campground’s managers): confirmed, holding the site',
    tag: TAG,
    auth: 'user',
    personal: true,
    query: single,
    body: manualBookingDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    invalidBody: relationshipDocumentError,
    response: { status: 201, description: 'The booking', schema: reservationDocumentSchema },
    errors: [400, 401, 403, 409, 422],
    handler: async ({ body, query, request }, reply) => {
      const details = await createManualBooking(
        reservations,
        signedInUser(request),
        body.data.relationships.site.data.id,
        body.data.attributes,
      );
      reply.code(201).header('location', `${BASE}/reservations/${details.reservation.id}`);
      return answer(details, query.include);
    },
  });

  catalog.add({
    method: 'POST',
    url: `${BASE}/reservations/:id/modification`,
    summary: 'Change a reservation’s dates, site or price (the campground’s managers); the difference is settled once',
    tag: TAG,
    auth: 'user',
    personal: true,
    params: reservationIdParams,
    query: single,
    body: modificationDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    invalidBody: relationshipDocumentError,
    response: { status: 200, description: 'The changed reservation', schema: reservationDocumentSchema },
    errors: [400, 401, 402, 403, 404, 409, 422, 502],
    handler: async ({ params, body, query, request }) => {
      const a = body.data.attributes;
      const details = await modifyReservation(reservations, callerOf(request), params.id, {
        startDate: a['start-date'],
        endDate: a['end-date'],
        totalCents: a['total-cents'],
        reason: a.reason,
        siteId: body.data.relationships.site?.data.id,
      });
      return answer(details, query.include);
    },
  });

  catalog.add({
    method: 'PATCH',
    url: `${BASE}/site-blocks/:id`,
    summary: 'Move a block’s nights or change its reason (the campground’s managers); calendar blocks are read-only',
    tag: 'inventory',
    auth: 'user',
    params: idParams,
    query: { none: true },
    authorize: async ({ params, request }) => void (await requireManagedBlock(ctx, request.user, Number(params.id))),
    body: blockUpdateDocumentSchema,
    response: { status: 200, description: 'The block', schema: siteBlockDocumentSchema },
    errors: [400, 401, 403, 404, 409, 422],
    handler: async ({ params, body }) => {
      checkDocumentId(body.data, params.id);
      return singleDocument(siteBlockResource(await updateBlock(ctx, Number(params.id), body.data.attributes)));
    },
  });
}
