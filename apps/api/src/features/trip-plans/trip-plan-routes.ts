// The trip planner's routes (docs/api-trip-plans.md): routing for anyone, a member's saved plans
// (saving is PRO), their share links, and the read-only shared view.
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import { PERSONAL_CACHE_CONTROL, type RouteCatalog } from '../../http/route-catalog.ts';
import { pageDocument, resource, singleDocument } from '../../jsonapi/document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { noContent } from '../../jsonapi/responses.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { createRouter } from './create-router.ts';
import { tripPlanErrors } from './trip-plan-errors.ts';
import {
  TRIP_PLAN_INCLUDES,
  sharedTripPlanDocumentSchema,
  shareTokenParams,
  tripPlanCreateSchema,
  tripPlanDocumentSchema,
  tripPlanIdParams,
  tripPlanListDocumentSchema,
  tripPlanListSpec,
  tripPlanUpdateSchema,
} from './trip-plan-schemas.ts';
import {
  placeAttributes,
  planCampgrounds,
  planDocument,
  sharedTripPlanResource,
  tripPlanResource,
} from './trip-plan-serializer.ts';
import {
  changePlan,
  createPlan,
  getOwnPlan,
  getSharedPlan,
  listPlans,
  removePlan,
  sharePlan,
  unsharePlan,
  type TripPlanContext,
} from './trip-plan-service.ts';
import { tripRouteDocumentSchema, tripRouteRequestSchema } from './trip-route-schemas.ts';
import { routeDigest, routeForCaller } from './trip-route-service.ts';
import { routeAttributes, routeView } from './trip-route-shape.ts';

const ROUTES = `${API_BASE_PATH}/trip-routes`;
const PLANS = `${API_BASE_PATH}/trip-plans`;
const SHARED = `${API_BASE_PATH}/shared-trip-plans`;
const JSON_BODIES = ['application/vnd.api+json', 'application/json'];
const single = { single: { includes: TRIP_PLAN_INCLUDES } };

/** Saving is PRO: a member without it learns only that, before the body is read. */
const requirePro = ({ request }: { request: Parameters<typeof signedInUser>[0] }) => {
  if (!signedInUser(request).pro) throw tripPlanErrors.proRequired();
};

export function registerTripPlanRoutes(catalog: RouteCatalog, appContext: AppContext): void {
  const { db } = appContext;
  const ctx: TripPlanContext = {
    db,
    clock: appContext.clock,
    router: createRouter(appContext.config, appContext.log),
  };

  catalog.add({
    method: 'POST',
    url: ROUTES,
    summary: 'Route a trip through its places (OSRM when configured, else great circles, labelled)',
    tag: 'trip-plans',
    body: tripRouteRequestSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 200, description: 'The route', schema: tripRouteDocumentSchema },
    errors: [400, 422, 429],
    handler: async ({ body, request }) => {
      const places = body.data.attributes.places;
      const { source, stored } = await routeForCaller(ctx, places, request.ip);
      const view = routeView(stored, source);
      return singleDocument(
        resource('trip-routes', routeDigest(places, source), {
          places: placeAttributes(places),
          route: routeAttributes(view),
        }),
      );
    },
  });

  catalog.add({
    method: 'GET',
    url: PLANS,
    summary: "The member's trip plans, last changed first",
    tag: 'trip-plans',
    personal: true,
    auth: 'user',
    query: { list: tripPlanListSpec },
    response: { status: 200, description: 'A page of trip plans', schema: tripPlanListDocumentSchema },
    errors: [400, 401],
    handler: async ({ query, rawQuery, request }) => {
      const { views, total } = await listPlans(db, signedInUser(request).id, query.page);
      return pageDocument(views.map(tripPlanResource), {
        path: PLANS,
        query: rawQuery,
        page: query.page,
        total,
        included: query.include.has('campgrounds') ? planCampgrounds(views) : [],
      });
    },
  });

  catalog.add({
    method: 'POST',
    url: PLANS,
    summary: 'Save a trip plan (PRO members)',
    tag: 'trip-plans',
    personal: true,
    auth: 'user',
    authorize: requirePro,
    query: single,
    body: tripPlanCreateSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 201, description: 'The plan', schema: tripPlanDocumentSchema },
    errors: [400, 401, 403, 422],
    handler: async ({ body, request }, reply) => {
      const a = body.data.attributes;
      const view = await createPlan(ctx, signedInUser(request).id, {
        name: a.name,
        startDate: a['start-date'],
        nightCount: a['night-count'],
        detourMiles: a['detour-miles'],
        places: a.places,
        nights: a.nights,
      });
      reply.code(201).header('location', `${PLANS}/${view.row.id}`);
      return planDocument(view);
    },
  });

  catalog.add({
    method: 'GET',
    url: `${PLANS}/:id`,
    summary: 'One of the member’s trip plans, with its nights’ campgrounds',
    tag: 'trip-plans',
    personal: true,
    auth: 'user',
    params: tripPlanIdParams,
    query: single,
    response: { status: 200, description: 'The plan', schema: tripPlanDocumentSchema },
    errors: [400, 401, 404],
    handler: async ({ params, request }) => {
      const view = await getOwnPlan(db, signedInUser(request).id, params.id);
      return planDocument(view);
    },
  });

  catalog.add({
    method: 'PATCH',
    url: `${PLANS}/:id`,
    summary: 'Rename a plan, change its dates, detour, places or nights (PRO members)',
    tag: 'trip-plans',
    personal: true,
    auth: 'user',
    authorize: requirePro,
    params: tripPlanIdParams,
    query: single,
    body: tripPlanUpdateSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 200, description: 'The plan', schema: tripPlanDocumentSchema },
    errors: [400, 401, 403, 404, 422],
    handler: async ({ params, body, request }) => {
      checkDocumentId(body.data, params.id);
      const a = body.data.attributes;
      const view = await changePlan(ctx, signedInUser(request).id, params.id, {
        name: a.name,
        startDate: a['start-date'],
        nightCount: a['night-count'],
        detourMiles: a['detour-miles'],
        places: a.places,
        nights: a.nights,
      });
      return planDocument(view);
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${PLANS}/:id`,
    summary: 'Delete a plan with its nights',
    tag: 'trip-plans',
    personal: true,
    auth: 'user',
    params: tripPlanIdParams,
    response: { status: 204, description: 'Deleted' },
    errors: [400, 401, 404],
    handler: async ({ params, request }, reply) => {
      await removePlan(db, signedInUser(request).id, params.id);
      return noContent(reply);
    },
  });

  catalog.add({
    method: 'POST',
    url: `${PLANS}/:id/share`,
    summary: 'Share a plan by a read-only link, or replace its link (PRO members)',
    tag: 'trip-plans',
    personal: true,
    auth: 'user',
    authorize: requirePro,
    params: tripPlanIdParams,
    response: { status: 200, description: 'The plan with its share token', schema: tripPlanDocumentSchema },
    errors: [400, 401, 403, 404],
    handler: async ({ params, request }) => {
      const view = await sharePlan(ctx, signedInUser(request).id, params.id);
      return planDocument(view);
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${PLANS}/:id/share`,
    summary: 'Turn a plan’s shared link off',
    tag: 'trip-plans',
    personal: true,
    auth: 'user',
    params: tripPlanIdParams,
    response: { status: 204, description: 'The link no longer works' },
    errors: [400, 401, 404],
    handler: async ({ params, request }, reply) => {
      await unsharePlan(ctx, signedInUser(request).id, params.id);
      return noContent(reply);
    },
  });

  catalog.add({
    method: 'GET',
    url: `${SHARED}/:token`,
    summary: 'A shared trip plan, read-only, by its link’s token',
    tag: 'trip-plans',
    params: shareTokenParams,
    response: { status: 200, description: 'The plan', schema: sharedTripPlanDocumentSchema },
    errors: [404],
    handler: async ({ params }, reply) => {
      // A link turned off must stop working at once: no cache may keep the answer.
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
      const view = await getSharedPlan(db, params.token);
      return singleDocument(sharedTripPlanResource(view, params.token), planCampgrounds([view]));
    },
  });
}
