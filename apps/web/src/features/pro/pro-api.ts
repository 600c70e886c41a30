// The PRO membership calls of the browser (docs/api-pro.md): plans, discount codes, which card
// form to use, the local test card processor and the purchase itself.
import { z } from 'zod';
import { type ApiClient, ApiError, createApiClient } from '@/lib/api-client';
import { sendRequest } from '@/lib/api-request';

export const proPlanSchema = z.object({
  id: z.string(),
  platform: z.string(),
  sku: z.string(),
  name: z.string(),
  amount: z.number().int().nonnegative(),
  default: z.boolean(),
  trialPeriodDays: z.number().int().nullable().default(null),
  introPrice: z.number().int().nullable().default(null),
  discount: z
    .object({
      code: z.string(),
      percentOff: z.number().nullable().default(null),
      amountOff: z.number().int().nullable().default(null),
    })
    .nullable()
    .default(null),
});
export type ProPlan = z.infer<typeof proPlanSchema>;

export const discountCodeSchema = z.object({
  code: z.string(),
  percentOff: z.number().nullable().default(null),
  amountOff: z.number().int().nullable().default(null),
  valid: z.boolean(),
  invalidReason: z.string().nullable().default(null),
  expiresAt: z.string().nullable().default(null),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const paymentSettingsSchema = z.object({
  provider: z.enum(['stripe', 'local']),
  publishableKey: z.string().nullable().default(null),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  provider: z.string(),
  status: z.string(),
  sku: z.string(),
  name: z.string(),
  amount: z.number().int(),
  firstYearAmount: z.number().int(),
  dueNow: z.number().int(),
  coupon: z.string().nullable().default(null),
  trialEnd: z.string().nullable().default(null),
  currentPeriodEnd: z.string().nullable().default(null),
  cancelAtPeriodEnd: z.boolean().default(false),
  pro: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The plans sold on the web (GET /platform-subscriptions?filter[platform]=stripe). */
export async function loadPlans(client: ApiClient): Promise<ProPlan[]> {
  const { data } = await client.findAll('platform-subscriptions', { filter: { platform: 'stripe' } });
  return data.map((record) => proPlanSchema.parse(record));
}

/** A discount code's terms and whether it can be used; null for a code that does not exist. */
export async function lookupDiscountCode(client: ApiClient, code: string): Promise<DiscountCode | null> {
  try {
    return discountCodeSchema.parse(await client.findRecord('discount-codes', code));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Which card form the browser must show: Stripe Elements (with its key) or the local one. */
export async function loadPaymentSettings(client: ApiClient): Promise<PaymentSettings> {
  return paymentSettingsSchema.parse(await client.findRecord('payment-settings', 'current'));
}

export interface LocalCardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
  addressLine: string;
}

export type PaymentMethodResult = { id: string } | { error: string };

const localPaymentMethodSchema = z.object({ id: z.string() });

// The spec's payment failure text (section 8), shown when the processor gives no message.
const PAYMENT_FAILED = 'Unable to process payment';

/**
 * POST /api/local-payments/payment-methods: the stand-in for Stripe.js creating a payment method
 * when Stripe is not configured. A refused card answers the processor's message.
 */
export async function createLocalPaymentMethod(
  card: LocalCardDetails,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<PaymentMethodResult> {
  try {
    const { body } = await sendRequest(fetchImpl, {
      url: '/api/local-payments/payment-methods',
      method: 'POST',
      format: 'json',
      body: card,
      credentials: 'same-origin',
      failureText: PAYMENT_FAILED,
    });
    const parsed = localPaymentMethodSchema.safeParse(body);
    return parsed.success ? { id: parsed.data.id } : { error: PAYMENT_FAILED };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A success the client could not read is no payment method either, but not the card's fault.
    const refused = error.status >= 300 ? error.detail : undefined;
    return { error: refused ?? PAYMENT_FAILED };
  }
}

export interface PurchaseRequest {
  sku: string;
  token: string;
  coupon: string | null;
  attribution: Record<string, unknown>;
}

/**
 * POST /subscriptions. The Idempotency-Key is made per submit attempt by the caller: a network
 * retry of the same attempt cannot charge twice, and a new attempt (say, another card) is new.
 */
export async function purchaseSubscription(
  accessToken: string,
  request: PurchaseRequest,
  idempotencyKey: string,
  fetchImpl?: typeof fetch,
): Promise<Subscription> {
  const client = createApiClient({ accessToken, fetch: fetchImpl });
  const attributes = {
    platform: 'stripe',
    sku: request.sku,
    token: request.token,
    ...(request.coupon ? { coupon: request.coupon } : {}),
    attribution: request.attribution,
    autorenew: false,
  };
  return subscriptionSchema.parse(await client.createRecord('subscriptions', attributes, { idempotencyKey }));
}

/** The caller's memberships, newest first. */
export async function loadSubscriptions(client: ApiClient): Promise<Subscription[]> {
  const { data } = await client.findAll('subscriptions');
  return data.map((record) => subscriptionSchema.parse(record));
}
