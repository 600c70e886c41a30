// Availability alerts and their openings (docs/api-alerts.md "Alerts", "Openings"): a PRO
// member's alerts CRUD, each alert's history, and booking an opening.
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { relationshipDocumentError } from '../../jsonapi/relationship-document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { noContent } from '../../jsonapi/responses.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { reservationDocumentSchema } from '../reservations/reservation-schemas.ts';
import { reservationResource } from '../reservations/reservation-serializer.ts';
import { alertErrors } from './alert-errors.ts';
import {
  ALERT_INCLUDES,
  alertCreateDocumentSchema,
  alertDocumentSchema,
  alertIdParams,
  alertListDocumentSchema,
  alertListSpec,
  alertUpdateDocumentSchema,
  openingListDocumentSchema,
  openingListSpec,
} from './alert-schemas.ts';
import { alertIncluded, alertResource, openingResource } from './alert-serializer.ts';
import { changeAlert, createAlert, listOwnAlerts, ownAlert, removeAlert } from './alert-service.ts';
import { listAlertOpenings, reserveOpening } from './opening-service.ts';

const ALERTS = `${API_BASE_PATH}/alerts`;
const OPENINGS = `${API_BASE_PATH}/alert-openings`;
const JSON_BODIES = ['application/vnd.api+json', 'application/json'];
const single = { single: { includes: ALERT_INCLUDES } };

export function registerAlertRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  const { db } = ctx;

  catalog.add({
    method: 'POST',
    url: ALERTS,
    summary: 'Watch a campground, site type or site for dates (PRO members)',
    tag: 'alerts',
    personal: true,
    auth: 'user',
    query: single,
    // A member without PRO learns only that, whatever the body says.
    authorize: ({ request }) => {
      if (!signedInUser(request).pro) throw alertErrors.proRequired();
    },
    body: alertCreateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    invalidBody: relationshipDocumentError,
    response: { status: 201, description: 'The alert', schema: alertDocumentSchema },
    errors: [400, 401, 403, 409, 422],
    handler: async ({ body, query, request }, reply) => {
      const { attributes, relationships } = body.data;
      const alert = await createAlert(ctx, signedInUser(request).id, {
        campgroundId: relationships.campground.data.id,
        siteTypeId: relationships['site-type']?.data?.id ?? null,
        siteId: relationships.site?.data?.id ?? null,
        mode: attributes.mode,
        startDate: attributes['start-date'],
        endDate: attributes['end-date'],
        nights: attributes.nights,
        weekendsOnly: attributes['weekends-only'],
        rvLengthFt: attributes['rv-length-ft'],
      });
      const data = alertResource(alert);
      reply.code(201).header('location', data.links.self);
      return singleDocument(data, await alertIncluded(db, [alert], query.include));
    },
  });

  catalog.add({
    method: 'GET',
    url: ALERTS,
    summary: "The member's alerts, newest first; filter[status]=active,paused,expired",
    tag: 'alerts',
    personal: true,
    auth: 'user',
    query: { list: alertListSpec },
    response: { status: 200, description: 'A page of alerts', schema: alertListDocumentSchema },
    errors: [400, 401],
    handler: async ({ query, rawQuery, request }) => {
      const { rows, total } = await listOwnAlerts(db, signedInUser(request).id, query.filter.status, query.page);
      return pageDocument(rows.map(alertResource), {
        path: ALERTS,
        query: rawQuery,
        page: query.page,
        total,
        included: await alertIncluded(db, rows, query.include),
      });
    },
  });

  catalog.add({
    method: 'GET',
    url: `${ALERTS}/:id`,
    summary: 'One of the member’s alerts',
    tag: 'alerts',
    personal: true,
    auth: 'user',
    params: alertIdParams,
    query: single,
    response: { status: 200, description: 'The alert', schema: alertDocumentSchema },
    errors: [400, 401, 404],
    handler: async ({ params, query, request }) => {
      const alert = await ownAlert(db, signedInUser(request).id, params.id);
      return singleDocument(alertResource(alert), await alertIncluded(db, [alert], query.include));
    },
  });

  catalog.add({
    method: 'PATCH',
    url: `${ALERTS}/:id`,
    summary: 'Change an alert’s dates, mode, nights, weekends-only or RV length, or pause and resume it',
    tag: 'alerts',
    personal: true,
    auth: 'user',
    params: alertIdParams,
    query: single,
    body: alertUpdateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    invalidBody: relationshipDocumentError,
    response: { status: 200, description: 'The alert', schema: alertDocumentSchema },
    errors: [400, 401, 404, 409, 422],
    handler: async ({ params, body, query, request }) => {
      checkDocumentId(body.data, params.id);
      const attributes = body.data.attributes;
      const alert = await changeAlert(ctx, signedInUser(request).id, params.id, {
        mode: attributes.mode,
        startDate: attributes['start-date'],
        endDate: attributes['end-date'],
        nights: attributes.nights,
        weekendsOnly: attributes['weekends-only'],
        rvLengthFt: attributes['rv-length-ft'],
        status: attributes.status,
      });
      return singleDocument(alertResource(alert), await alertIncluded(db, [alert], query.include));
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${ALERTS}/:id`,
    summary: 'Delete an alert with its openings',
    tag: 'alerts',
    personal: true,
    auth: 'user',
    params: alertIdParams,
    response: { status: 204, description: 'Deleted' },
    errors: [401, 404],
    handler: async ({ params, request }, reply) => {
      await removeAlert(db, signedInUser(request).id, params.id);
      return noContent(reply);
    },
  });

  catalog.add({
    method: 'GET',
    url: `${ALERTS}/:id/openings`,
    summary: 'An alert’s openings, newest first, each rechecked now',
    tag: 'alerts',
    personal: true,
    auth: 'user',
    params: alertIdParams,
    query: { list: openingListSpec },
    response: { status: 200, description: 'A page of openings', schema: openingListDocumentSchema },
    errors: [400, 401, 404],
    handler: async ({ params, query, rawQuery, request }) => {
      const { rows, total } = await listAlertOpenings(db, signedInUser(request).id, params.id, query.page, ctx.clock());
      return pageDocument(rows.map(openingResource), {
        path: `${ALERTS}/${params.id}/openings`,
        query: rawQuery,
        page: query.page,
        total,
      });
    },
  });

  catalog.add({
    method: 'POST',
    url: `${OPENINGS}/:id/reservation`,
    summary: 'Book an opening: the member’s checkout draft holding its site for its dates',
    tag: 'alerts',
    personal: true,
    auth: 'user',
    params: alertIdParams,
    response: { status: 201, description: 'The draft', schema: reservationDocumentSchema },
    errors: [401, 404, 409, 422],
    handler: async ({ params, request }, reply) => {
      const user = signedInUser(request);
      const details = await reserveOpening(
        ctx,
        { id: user.id, email: user.email, fullName: user.fullName, pro: user.pro, admin: user.admin },
        params.id,
      );
      reply.code(201).header('location', `${API_BASE_PATH}/reservations/${details.reservation.id}`);
      return singleDocument(reservationResource(details, ctx.clock()));
    },
  });
}
