// PRO money arithmetic (spec section 9), shared by the checkout modal and the API, which
// recomputes every figure itself: a client-sent amount is never trusted. All amounts are whole
// US cents; nothing here uses floating-point money beyond the one rounding step of a percentage.

/** Trial length of the default plan and the price the client falls back to (spec section 9). */
export const PRO_TRIAL_DAYS = 7;
export const PRO_FALLBACK_PRICE_CENTS = 5999;

export interface PlanPricing {
  /** Yearly price in cents. */
  amount: number;
  /** 0 or null: no trial. */
  trialPeriodDays: number | null;
  /** Charged today instead of the price when there is no trial; null when the plan has none. */
  introPrice: number | null;
}

/** A discount code's terms: one of percentOff (0–100) or amountOff (cents). */
export interface DiscountTerms {
  percentOff: number | null;
  amountOff: number | null;
}

export interface PlanLike {
  amount: number;
  default: boolean;
}

/**
 * The plan the client offers: the default one, else the one priced at the fallback 5999 cents,
 * else the first; null when there is none.
 */
export function choosePlan<T extends PlanLike>(plans: readonly T[]): T | null {
  return (
    plans.find((plan) => plan.default) ??
    plans.find((plan) => plan.amount === PRO_FALLBACK_PRICE_CENTS) ??
    plans[0] ??
    null
  );
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole cents ≥ 0`);
}

/**
 * What the discount takes off a price: a percentage rounded to the nearest cent (half up), an
 * amount off capped at the price. With both (never issued, but harmless) the percentage comes
 * first, then the amount off the rest.
 */
export function discountAmount(price: number, discount: DiscountTerms | null): number {
  assertCents(price, 'price');
  if (!discount) return 0;
  let off = 0;
  if (discount.percentOff !== null && discount.percentOff > 0) {
    const percent = Math.min(discount.percentOff, 100);
    // Integer arithmetic on hundredths of a percent avoids 0.1 + 0.2 style drift.
    const basisPoints = Math.round(percent * 100);
    off = Math.floor((price * basisPoints + 5000) / 10000);
  }
  if (discount.amountOff !== null) {
    // A negative or NaN amount off is as malformed as a fractional one: refuse it, never ignore it.
    assertCents(discount.amountOff, 'amountOff');
    off += Math.min(discount.amountOff, price - off);
  }
  return Math.min(off, price);
}

/** The price after the discount; never below 0. */
export function discountedPrice(price: number, discount: DiscountTerms | null): number {
  return price - discountAmount(price, discount);
}

export function hasTrial(plan: Pick<PlanPricing, 'trialPeriodDays'>): boolean {
  return (plan.trialPeriodDays ?? 0) > 0;
}

export interface PurchaseQuote {
  /** Charged at checkout: 0 whenever the plan has a trial (even at 100% off: still a trial). */
  dueNow: number;
  /** The first year's price after the discount, charged when the trial ends (or today without one). */
  firstYear: number;
  /** The plan's list price, charged each year after the first. */
  renewal: number;
  /** Cents the discount takes off the first year. */
  discount: number;
  trialDays: number;
}

/** Every figure the checkout shows and the server charges, from the plan and an optional discount. */
export function quotePurchase(plan: PlanPricing, discount: DiscountTerms | null): PurchaseQuote {
  assertCents(plan.amount, 'amount');
  const firstYear = discountedPrice(plan.amount, discount);
  const trialDays = hasTrial(plan) ? (plan.trialPeriodDays as number) : 0;
  let dueNow = 0;
  if (trialDays === 0) {
    dueNow = plan.introPrice !== null ? discountedPrice(plan.introPrice, discount) : firstYear;
  }
  return { dueNow, firstYear, renewal: plan.amount, discount: plan.amount - firstYear, trialDays };
}

const DAY_MS = 86_400_000;

/** When a trial that starts at `start` ends (whole days later, same time of day). */
export function trialEndDate(start: Date, trialDays: number): Date {
  return new Date(start.getTime() + trialDays * DAY_MS);
}

/** Cents as US dollars: 5999 → "$59.99", 0 → "$0.00", 123456 → "$1,234.56". */
export function formatUsd(cents: number): string {
  assertCents(cents, 'cents');
  const dollars = Math.floor(cents / 100).toLocaleString('en-US');
  return `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** A date like 'MMMM d, yyyy' (spec section 9): "December 1, 2026", in the given time zone. */
export function formatLongDate(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(date);
}
