// Picks the card payment provider from the configuration: the local test card processor
// unless Stripe keys are configured (decision 0009).
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { createLocalPaymentProvider } from './local-provider.ts';
import type { CardPaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-provider.ts';

export interface PaymentProviderConfig {
  stripeSecretKey?: string | undefined;
  stripePublishableKey?: string | undefined;
  stripeWebhookSecret?: string | undefined;
  stripeApiUrl?: string | undefined;
}

export function createPaymentProvider(options: {
  config: PaymentProviderConfig;
  db: Db;
  clock: Clock;
}): CardPaymentProvider {
  const { stripeSecretKey, stripeWebhookSecret, stripeApiUrl } = options.config;
  if (stripeSecretKey) {
    // config.ts refuses a secret key without a webhook secret; checked again for callers that
    // build the config by hand.
    if (!stripeWebhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set');
    return createStripePaymentProvider({
      secretKey: stripeSecretKey,
      webhookSecret: stripeWebhookSecret,
      apiUrl: stripeApiUrl,
    });
  }
  return createLocalPaymentProvider({ db: options.db, clock: options.clock });
}
