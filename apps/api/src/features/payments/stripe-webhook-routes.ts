// POST /api/payments/stripe/webhook (docs/api-pro.md): Stripe tells us what happened to a
// subscription, or to a campground's connected account (docs/api-manager.md "Payouts"). The signature covers the exact bytes Stripe sent, so this route lives in its own
// Fastify scope whose only body parser keeps application/json as a raw Buffer.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { AppError } from '../../errors/app-error.ts';
import { applyAccountUpdated } from '../payouts/payout-account-service.ts';
import { PayoutProviderError, PayoutRefusedError } from '../payouts/payout-provider.ts';
import { applyProviderEvent } from '../subscriptions/membership-events.ts';
import { PaymentProviderError, WebhookSignatureError, type ProviderEvent } from './payment-provider.ts';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

function invalidSignature(): AppError {
  return new AppError({
    status: 400,
    code: 'invalid_signature',
    title: 'Invalid signature',
    detail: 'The Stripe-Signature header does not match the request body.',
  });
}

export function registerStripeWebhookRoute(catalog: RouteCatalog, deps: AppContext): void {
  const setup = (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
  };
  // Stripe's own contract, so not in the OpenAPI document: a plain Fastify route in the scope.
  catalog.inScope(setup, (_scoped, scope) => {
    scope.post(STRIPE_WEBHOOK_PATH, async (request) => {
      // Without Stripe configured there is no webhook to receive (the local processor sends none).
      if (deps.provider.name !== 'stripe') throw AppError.notFound(`No route for POST ${STRIPE_WEBHOOK_PATH}.`);

      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      let event: ProviderEvent;
      try {
        event = await deps.provider.parseWebhook(rawBody, Array.isArray(header) ? header[0] : header);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw invalidSignature();
        }
        // Reading the subscription from Stripe failed: a non-2xx makes Stripe deliver it again.
        if (error instanceof PaymentProviderError) {
          throw AppError.serviceUnavailable('Payment service unavailable', 'Stripe could not be reached.');
        }
        throw error;
      }
      // Before the event is recorded as applied: when Stripe cannot be asked for the account's
      // state, the non-2xx makes Stripe deliver the event again.
      if (event.connectedAccountId) {
        try {
          await applyAccountUpdated(deps, event.connectedAccountId);
        } catch (error) {
          if (error instanceof PayoutProviderError) {
            throw AppError.serviceUnavailable('Payment service unavailable', 'Stripe could not be reached.');
          }
          // Stripe refusing to show the account (deleted, not ours) will not change on redelivery.
          if (!(error instanceof PayoutRefusedError)) throw error;
          request.log.warn({ account: event.connectedAccountId, err: error }, 'connected account not readable');
        }
      }
      await applyProviderEvent(deps.db, event, deps.clock(), 'stripe', request.log);
      return { received: true };
    });
  });
}
