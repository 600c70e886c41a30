// PRO memberships (subscriptions): buy, list, read, cancel and resume. Contract: docs/api-pro.md
// "Purchase". Buying reads the session itself so that its 401 can say what signing in is for.
import type { AppContext } from '../../app-context.ts';
import type { FastifyRequest } from 'fastify';
import { API_BASE_PATH, PURCHASE_REFUSALS } from '@campwise/domain';
import { AppError } from '../../errors/app-error.ts';
import { countedListDocument, singleDocument } from '../../jsonapi/document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { created } from '../../jsonapi/responses.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { readIdempotencyKey } from './idempotency.ts';
import { purchaseMembership } from './purchase-service.ts';
import {
  SUBSCRIPTION_FILTERS,
  subscriptionCreateDocumentSchema,
  subscriptionDocumentSchema,
  subscriptionIdParams,
  subscriptionListDocumentSchema,
  subscriptionUpdateDocumentSchema,
} from './subscription-schemas.ts';
import { subscriptionResource } from './subscription-serializer.ts';
import { getUserSubscriptions, getVisibleSubscription, setCancelAtPeriodEnd } from './subscription-service.ts';

const SUBSCRIPTIONS = `${API_BASE_PATH}/subscriptions`;
const JSON_BODIES = ['application/vnd.api+json', 'application/json'];
const LIST_QUERY = { filters: SUBSCRIPTION_FILTERS, parameters: {} };

export function registerSubscriptionRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  const { db } = ctx;

  // Optional sign-in plus this check, rather than auth: 'user': an anonymous buyer is told the
  // purchase's own sign-in message, without a WWW-Authenticate challenge.
  function requireBuyer(request: FastifyRequest): void {
    if (!request.user) throw AppError.unauthorized(PURCHASE_REFUSALS.signInRequired);
  }

  catalog.add({
    method: 'POST',
    url: SUBSCRIPTIONS,
    summary:
      'Buy PRO (signed in; Idempotency-Key header): the price is recomputed by the server; the user is PRO at once',
    tag: 'pro',
    personal: true,
    auth: 'optional',
    query: { none: true },
    authorize: ({ request }) => requireBuyer(request),
    body: subscriptionCreateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 201, description: 'The new membership', schema: subscriptionDocumentSchema },
    errors: [400, 401, 402, 409, 422, 502],
    handler: async ({ body, request }, reply) => {
      const key = readIdempotencyKey(request);
      const a = body.data.attributes;
      const row = await purchaseMembership(
        ctx,
        signedInUser(request).id,
        {
          platform: a.platform,
          sku: a.sku,
          token: a.token,
          coupon: a.coupon,
          attribution: a.attribution,
          autorenew: a.autorenew ?? null,
        },
        key,
      );
      return created(reply, subscriptionResource(row));
    },
  });

  catalog.add({
    method: 'GET',
    url: SUBSCRIPTIONS,
    summary: "The signed-in user's memberships, newest first (admins: filter[user] for anyone's)",
    tag: 'pro',
    personal: true,
    auth: 'user',
    query: { filtered: LIST_QUERY },
    response: { status: 200, description: 'The memberships', schema: subscriptionListDocumentSchema },
    errors: [400, 401, 403],
    handler: async ({ query: { filter }, request }) => {
      const actor = signedInUser(request);
      const userId = filter.user === undefined ? actor.id : Number(filter.user);
      if (userId !== actor.id && !actor.admin)
        throw AppError.forbidden("Only admins may list other users' memberships.");
      return countedListDocument((await getUserSubscriptions(db, userId)).map(subscriptionResource));
    },
  });

  catalog.add({
    method: 'GET',
    url: `${SUBSCRIPTIONS}/:id`,
    summary: 'One membership (its owner or an admin)',
    tag: 'pro',
    personal: true,
    auth: 'user',
    params: subscriptionIdParams,
    query: { none: true },
    response: { status: 200, description: 'The membership', schema: subscriptionDocumentSchema },
    errors: [401, 404],
    handler: async ({ params, request }) =>
      singleDocument(subscriptionResource(await getVisibleSubscription(db, signedInUser(request), Number(params.id)))),
  });

  catalog.add({
    method: 'PATCH',
    url: `${SUBSCRIPTIONS}/:id`,
    summary: 'Cancel at period end (true) or resume (false) a membership (its owner or an admin)',
    tag: 'pro',
    personal: true,
    auth: 'user',
    params: subscriptionIdParams,
    query: { none: true },
    authorize: async ({ params, request }) =>
      void (await getVisibleSubscription(db, signedInUser(request), Number(params.id))),
    body: subscriptionUpdateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 200, description: 'The membership', schema: subscriptionDocumentSchema },
    errors: [400, 401, 404, 422, 502],
    handler: async ({ params, body, request }) => {
      checkDocumentId(body.data, params.id);
      const row = await setCancelAtPeriodEnd(
        ctx,
        signedInUser(request),
        Number(params.id),
        body.data.attributes['cancel-at-period-end'],
      );
      return singleDocument(subscriptionResource(row));
    },
  });
}
