// Web push (docs/api-alerts.md "Web push"): the public key browsers subscribe with, and a member's
// subscriptions (their own only).
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { singleDocument } from '../../jsonapi/document.ts';
import { created, noContent } from '../../jsonapi/responses.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { pushEnabled, vapidKeys } from './push-config.ts';
import {
  idParams,
  pushConfigDocumentSchema,
  pushSubscriptionCreateSchema,
  pushSubscriptionDocumentSchema,
} from './push-schemas.ts';
import { pushConfigResource, pushSubscriptionResource } from './push-serializer.ts';
import { pushDisabledError, subscribe, unsubscribe } from './push-service.ts';

const TAG = 'push';

export function registerPushRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  const { db, config } = ctx;

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/push-config`,
    summary: 'Whether this server sends web push, and the VAPID public key browsers subscribe with',
    tag: TAG,
    query: { none: true },
    response: { status: 200, description: 'The push config', schema: pushConfigDocumentSchema },
    handler: async () => singleDocument(pushConfigResource(vapidKeys(config)?.publicKey ?? null)),
  });

  catalog.add({
    method: 'POST',
    url: `${API_BASE_PATH}/push-subscriptions`,
    summary: "Store this browser's push subscription for the caller (the same endpoint again moves it to them)",
    tag: TAG,
    auth: 'user',
    personal: true,
    query: { none: true },
    // Push off is said before the body is read: no subscription could be stored anyway.
    authorize: () => {
      if (!pushEnabled(config)) throw pushDisabledError();
    },
    body: pushSubscriptionCreateSchema(config.pushAllowInsecureEndpoints),
    response: {
      status: 201,
      description: 'The subscription (200 when the endpoint was already stored)',
      schema: pushSubscriptionDocumentSchema,
    },
    errors: [400, 401, 409, 422],
    handler: async ({ body, request }, reply) => {
      const { record, created: isNew } = await subscribe(
        ctx,
        signedInUser(request).id,
        body.data.attributes,
        request.headers['user-agent'],
      );
      return isNew
        ? created(reply, pushSubscriptionResource(record))
        : singleDocument(pushSubscriptionResource(record));
    },
  });

  catalog.add({
    method: 'DELETE',
    url: `${API_BASE_PATH}/push-subscriptions/:id`,
    summary: "Remove one of the caller's push subscriptions",
    tag: TAG,
    auth: 'user',
    personal: true,
    params: idParams,
    query: { none: true },
    response: { status: 204, description: 'Removed' },
    errors: [401, 404],
    handler: async ({ params, request }, reply) => {
      await unsubscribe(db, signedInUser(request).id, Number(params.id));
      return noContent(reply);
    },
  });
}
