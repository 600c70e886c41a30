// Reservations (docs/api-bookings.md "Reservations"): drafts created when checkout starts and
// changed on each step, payment, cancellation, and the campground's answer to a request.
import { API_BASE_PATH } from '@campwise/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { relationshipDocumentError } from '../../jsonapi/relationship-document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { signedInUser } from '../auth/authenticate.ts';
import type { Camper, ReservationContext } from './reservation-context.ts';
import {
  checkOwnListQuery,
  isCampgroundList,
  listCampgroundReservations,
} from '../manager-reservations/campground-reservations-service.ts';
import { cancelForCaller } from '../manager-reservations/manager-cancellation-service.ts';
import { cancellationDocumentSchema } from '../manager-reservations/manager-reservation-schemas.ts';
import { approveRequest, declineRequest } from './reservation-decisions.ts';
import { payReservation } from './reservation-payment-service.ts';
import type { ReservationDetails } from './reservation-repository.ts';
import {
  CAMPGROUND_RESERVATION_SORTS,
  RESERVATION_INCLUDES,
  RESERVATION_SORTS,
  reservationCreateDocumentSchema,
  reservationDeclineDocumentSchema,
  reservationDocumentSchema,
  reservationIdParams,
  reservationListDocumentSchema,
  reservationListSpec,
  reservationPaymentDocumentSchema,
  reservationUpdateDocumentSchema,
} from './reservation-schemas.ts';
import { reservationItemResource, reservationResource } from './reservation-serializer.ts';
import {
  createReservation,
  listOwnReservations,
  readableReservation,
  updateDraft,
  type DraftChanges,
} from './reservation-service.ts';

const RESERVATIONS = `${API_BASE_PATH}/reservations`;
const JSON_BODIES = ['application/vnd.api+json', 'application/json'];
const single = { single: { includes: RESERVATION_INCLUDES } };

function camperOf(request: FastifyRequest): Camper {
  const user = signedInUser(request);
  return { id: user.id, email: user.email, fullName: user.fullName, pro: user.pro, admin: user.admin };
}

export function registerReservationRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  const reservations: ReservationContext = ctx;

  /** The reservation, with its price lines when include=reservation-items. */
  const answer = (details: ReservationDetails, include: Set<string>) =>
    singleDocument(
      reservationResource(details, ctx.clock()),
      include.has('reservation-items') ? details.items.map(reservationItemResource) : [],
    );

  catalog.add({
    method: 'POST',
    url: RESERVATIONS,
    summary: 'Start checkout: a draft, holding its site for the dates when both are given',
    tag: 'reservations',
    personal: true,
    auth: 'user',
    query: single,
    body: reservationCreateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    invalidBody: relationshipDocumentError,
    response: { status: 201, description: 'The draft', schema: reservationDocumentSchema },
    errors: [400, 401, 409, 422],
    handler: async ({ body, query, request }, reply) => {
      const { attributes, relationships } = body.data;
      const details = await createReservation(reservations, camperOf(request), {
        campgroundId: relationships.campground.data.id,
        siteId: relationships.site?.data?.id ?? null,
        startDate: attributes['start-date'] ?? null,
        endDate: attributes['end-date'] ?? null,
        ...(relationships.user ? { userId: relationships.user.data.id } : {}),
      });
      const document = answer(details, query.include);
      reply.code(201).header('location', `${RESERVATIONS}/${details.reservation.id}`);
      return document;
    },
  });

  catalog.add({
    method: 'GET',
    url: RESERVATIONS,
    summary:
      "The caller's reservations: upcoming, past or all; filter[status]=draft&filter[campground] finds a draft; otherwise filter[campground] lists the campground's (its managers)",
    tag: 'reservations',
    personal: true,
    auth: 'user',
    query: { list: reservationListSpec },
    response: { status: 200, description: 'A page of reservations', schema: reservationListDocumentSchema },
    errors: [400, 401],
    handler: async ({ query, rawQuery, request }) => {
      const campgroundList = isCampgroundList(query.filter);
      if (!campgroundList) checkOwnListQuery(query.filter, query.sort);
      const { rows, total } = campgroundList
        ? await listCampgroundReservations(reservations, camperOf(request), query.filter, query.sort, query.page)
        : await listOwnReservations(reservations, camperOf(request), query.filter, query.page);
      const now = ctx.clock();
      return pageDocument(
        rows.map((details) => reservationResource(details, now)),
        {
          path: RESERVATIONS,
          query: rawQuery,
          page: query.page,
          total,
          meta: { 'available-sort-options': campgroundList ? CAMPGROUND_RESERVATION_SORTS : RESERVATION_SORTS },
          included: query.include.has('reservation-items')
            ? rows.flatMap((details) => details.items.map(reservationItemResource))
            : [],
        },
      );
    },
  });

  catalog.add({
    method: 'GET',
    url: `${RESERVATIONS}/:id`,
    summary: 'A reservation (its camper, the campground’s managers, admins)',
    tag: 'reservations',
    personal: true,
    auth: 'user',
    params: reservationIdParams,
    query: single,
    response: { status: 200, description: 'The reservation', schema: reservationDocumentSchema },
    errors: [400, 401, 404],
    handler: async ({ params, query, viewer }) =>
      answer(await readableReservation(reservations, viewer!, params.id), query.include),
  });

  catalog.add({
    method: 'PATCH',
    url: `${RESERVATIONS}/:id`,
    summary: 'Change a draft (its camper); changing the site or dates moves its hold',
    tag: 'reservations',
    personal: true,
    auth: 'user',
    params: reservationIdParams,
    query: single,
    body: reservationUpdateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    invalidBody: relationshipDocumentError,
    response: { status: 200, description: 'The draft', schema: reservationDocumentSchema },
    errors: [400, 401, 404, 409, 422],
    handler: async ({ params, body, query, request }) => {
      checkDocumentId(body.data, params.id);
      const a = body.data.attributes;
      const site = body.data.relationships.site;
      const changes: DraftChanges = {
        startDate: a['start-date'],
        endDate: a['end-date'],
        siteId: site === undefined ? undefined : (site.data?.id ?? null),
        name: a.name,
        email: a.email,
        phone: a.phone,
        adults: a.adults,
        children: a.children,
        equipment: a.equipment,
        vehicleLengthFt: a['vehicle-length-ft'],
        notes: a.notes,
        policiesAccepted: a['policies-accepted'],
      };
      return answer(await updateDraft(reservations, camperOf(request), params.id, changes), query.include);
    },
  });

  catalog.add({
    method: 'POST',
    url: `${RESERVATIONS}/:id/payment`,
    summary: 'Pay for a draft: charged and confirmed, or (request to book) authorized and pending',
    tag: 'reservations',
    personal: true,
    auth: 'user',
    params: reservationIdParams,
    query: single,
    body: reservationPaymentDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 200, description: 'The reservation, confirmed or pending', schema: reservationDocumentSchema },
    errors: [400, 401, 402, 404, 409, 422, 502],
    handler: async ({ params, body, query, request }) =>
      answer(
        await payReservation(reservations, camperOf(request), params.id, body.data.attributes['payment-method-id']),
        query.include,
      ),
  });

  catalog.add({
    method: 'POST',
    url: `${RESERVATIONS}/:id/cancellation`,
    summary:
      'Cancel: its camper (no body) is refunded per the policy, a pending request voided; the campground’s managers choose the refund',
    tag: 'reservations',
    personal: true,
    auth: 'user',
    params: reservationIdParams,
    query: single,
    body: cancellationDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 200, description: 'The cancelled reservation', schema: reservationDocumentSchema },
    errors: [400, 401, 403, 404, 409, 422],
    handler: async ({ params, body, query, request }) =>
      answer(await cancelForCaller(reservations, camperOf(request), params.id, body?.data.attributes), query.include),
  });

  catalog.add({
    method: 'POST',
    url: `${RESERVATIONS}/:id/approval`,
    summary: 'Approve a request to book (the campground’s managers, admins): its hold is captured',
    tag: 'reservations',
    personal: true,
    auth: 'user',
    params: reservationIdParams,
    query: single,
    response: { status: 200, description: 'The confirmed reservation', schema: reservationDocumentSchema },
    errors: [400, 401, 402, 403, 404, 409],
    handler: async ({ params, query, viewer }) =>
      answer(await approveRequest(reservations, viewer!, params.id), query.include),
  });

  catalog.add({
    method: 'POST',
    url: `${RESERVATIONS}/:id/decline`,
    summary: 'Decline a request to book (the campground’s managers, admins): its hold is voided, the site freed',
    tag: 'reservations',
    personal: true,
    auth: 'user',
    params: reservationIdParams,
    query: single,
    body: reservationDeclineDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 200, description: 'The declined reservation', schema: reservationDocumentSchema },
    errors: [400, 401, 403, 404, 409, 422],
    handler: async ({ params, body, query, viewer }) =>
      answer(
        await declineRequest(reservations, viewer!, params.id, body.data.attributes.reason ?? null),
        query.include,
      ),
  });
}
