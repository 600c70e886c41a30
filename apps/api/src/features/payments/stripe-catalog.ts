// Our plans and discount codes are data in our database (decision 0009); Stripe needs a Price and
// a Coupon to bill them. Both are found or created on first use, so an admin's new price or code
// needs no setup at Stripe.
import type Stripe from 'stripe';
import type { DiscountForProvider, PlanTerms } from './payment-provider.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { isResourceAlreadyExists, isResourceMissing } from './stripe-errors.ts';

/** One Stripe Price per plan SKU and yearly amount: a new amount gets a new Price. */
export function priceLookupKey(plan: Pick<PlanTerms, 'sku' | 'amountCents'>): string {
  return `${plan.sku}_${plan.amountCents}`;
}

/** The yearly USD Price for the plan, created (with its Product, id = SKU) when missing. */
export async function findOrCreatePrice(
  stripe: Stripe,
  plan: PlanTerms,
  keyFor: (step: string) => string,
): Promise<string> {
  const lookupKey = priceLookupKey(plan);
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const existing = found.data[0];
  if (existing) return existing.id;

  try {
    await stripe.products.create(
      { id: plan.sku, name: plan.name, metadata: { sku: plan.sku } },
      {
        idempotencyKey: keyFor('product'),
      },
    );
  } catch (error) {
    // The product outlives its prices: an earlier amount of the same plan created it.
    if (!isResourceAlreadyExists(error)) throw error;
  }
  const price = await stripe.prices.create(
    {
      product: plan.sku,
      currency: 'usd',
      unit_amount: plan.amountCents,
      recurring: { interval: 'year' },
      lookup_key: lookupKey,
      // Two first purchases racing each other both create a Price; the later one takes the key.
      transfer_lookup_key: true,
      nickname: plan.name,
      metadata: { sku: plan.sku },
    },
    { idempotencyKey: keyFor('price') },
  );
  return price.id;
}

// A coupon off the first year only. Stripe counts a coupon's duration from the subscription's
// start and a `once` coupon is used up by the first invoice, which for a trial is the $0 one; a
// repeating coupon of 11 months covers the trial's invoice and the first year's (at trial end),
// and ends before the first renewal, a year or more after the start.
const FIRST_YEAR_MONTHS = 11;

function sameTerms(coupon: Stripe.Coupon, discount: DiscountForProvider): boolean {
  return (
    (coupon.percent_off ?? null) === discount.percentOff &&
    (coupon.amount_off ?? null) === discount.amountOff &&
    coupon.duration === 'repeating' &&
    coupon.duration_in_months === FIRST_YEAR_MONTHS
  );
}

/** The Stripe Coupon mirroring our code (same id), created the first time the code is used. */
export async function ensureCoupon(
  stripe: Stripe,
  discount: DiscountForProvider,
  keyFor: (step: string) => string,
): Promise<string> {
  let coupon: Stripe.Coupon | null = await retrieveCoupon(stripe, discount.code);
  if (!coupon) {
    try {
      coupon = await stripe.coupons.create(
        {
          id: discount.code,
          name: discount.code,
          duration: 'repeating',
          duration_in_months: FIRST_YEAR_MONTHS,
          ...(discount.percentOff !== null
            ? { percent_off: discount.percentOff }
            : { amount_off: discount.amountOff ?? 0, currency: 'usd' }),
        },
        { idempotencyKey: keyFor('coupon') },
      );
    } catch (error) {
      if (!isResourceAlreadyExists(error)) throw error;
      coupon = await retrieveCoupon(stripe, discount.code);
    }
  }
  // A coupon of that id made by hand in Stripe with other terms would charge something other
  // than what the checkout showed: refuse rather than bill it.
  if (!coupon || !sameTerms(coupon, discount)) {
    throw new PaymentProviderError(`The Stripe coupon ${discount.code} does not match the discount code's terms`);
  }
  return coupon.id;
}

async function retrieveCoupon(stripe: Stripe, id: string): Promise<Stripe.Coupon | null> {
  try {
    return await stripe.coupons.retrieve(id);
  } catch (error) {
    if (isResourceMissing(error)) return null;
    throw error;
  }
}
