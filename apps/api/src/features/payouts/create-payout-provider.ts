// Picks where payouts go from the configuration (decision 0018): Stripe Connect when the Stripe
// keys are set, otherwise none (null): the local ledger is the only payout path.
import type { PaymentProviderConfig } from '../payments/create-payment-provider.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createStripePayoutProvider } from './stripe-payout-provider.ts';

export function createPayoutProvider(config: PaymentProviderConfig): PayoutProvider | null {
  if (!config.stripeSecretKey) return null;
  return createStripePayoutProvider({ secretKey: config.stripeSecretKey, apiUrl: config.stripeApiUrl });
}
