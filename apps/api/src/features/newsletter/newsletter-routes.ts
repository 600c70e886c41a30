// POST /api/v6/newsletter-subscriptions (sign up: emails a confirmation link),
// POST /api/v6/newsletter-confirmations and POST /api/v6/newsletter-unsubscriptions (the links).
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { accepted } from '../../jsonapi/responses.ts';
import {
  confirmDocumentSchema,
  newsletterMessageSchema,
  subscribeDocumentSchema,
  unsubscribeDocumentSchema,
} from './newsletter-schemas.ts';
import {
  confirmNewsletter,
  requestSubscription,
  SUBSCRIBE_REQUESTED_MESSAGE,
  SUBSCRIPTION_CONFIRMED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  unsubscribeNewsletter,
} from './newsletter-service.ts';

const BODY_MEDIA_TYPES = ['application/vnd.api+json', 'application/json'];

export function registerNewsletterRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'POST',
    url: `${API_BASE_PATH}/newsletter-subscriptions`,
    summary: 'Sign up for the newsletter: emails a confirmation link; the same answer for any address',
    tag: 'newsletter',
    auth: 'optional',
    query: { none: true },
    body: subscribeDocumentSchema,
    bodyMediaTypes: BODY_MEDIA_TYPES,
    response: { status: 202, description: 'Taken', schema: newsletterMessageSchema },
    errors: [400, 422, 429],
    handler: async ({ body, request, viewer }, reply) => {
      await requestSubscription(ctx, body.data.attributes.email, { ip: request.ip, userId: viewer?.id ?? null });
      return accepted(reply, { message: SUBSCRIBE_REQUESTED_MESSAGE });
    },
  });

  catalog.add({
    method: 'POST',
    url: `${API_BASE_PATH}/newsletter-confirmations`,
    summary: "Confirm a newsletter sign-up with the emailed link's token",
    tag: 'newsletter',
    query: { none: true },
    body: confirmDocumentSchema,
    bodyMediaTypes: BODY_MEDIA_TYPES,
    response: { status: 200, description: 'Subscribed', schema: newsletterMessageSchema },
    errors: [400, 422],
    handler: async ({ body }) => {
      await confirmNewsletter(ctx, body.data.attributes.token);
      return { meta: { message: SUBSCRIPTION_CONFIRMED_MESSAGE } };
    },
  });

  catalog.add({
    method: 'POST',
    url: `${API_BASE_PATH}/newsletter-unsubscriptions`,
    summary: "Unsubscribe from the newsletter with an emailed link's token",
    tag: 'newsletter',
    query: { none: true },
    body: unsubscribeDocumentSchema,
    bodyMediaTypes: BODY_MEDIA_TYPES,
    response: { status: 200, description: 'Unsubscribed', schema: newsletterMessageSchema },
    errors: [400, 422],
    handler: async ({ body }) => {
      await unsubscribeNewsletter(ctx, body.data.attributes.token);
      return { meta: { message: UNSUBSCRIBED_MESSAGE } };
    },
  });
}
