// The price a PRO page quotes: the plan's figures through quotePurchase, with the discount the
// page's offer carries (a ?coupon= code, else the plan's own discount), as the checkout will.
import { couponToStore, type DiscountTerms, formatUsd, type PurchaseQuote, quotePurchase } from '@campwise/domain';
import type { DiscountCode, ProPlan } from '@/features/pro/pro-api';

/** A code the API could know: the discount-code rule is 3–40 of A–Z 0–9 - _ (docs/api-pro.md). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

export type PlanOffer =
  /** No code given: the plan's price, with its own discount when it has one. */
  | { kind: 'regular'; quote: PurchaseQuote; discountLabel: string | null }
  /** A usable code: what it takes off and the resulting price. */
  | { kind: 'discount'; code: string; discountLabel: string; quote: PurchaseQuote; expiresAt: Date | null }
  /** A code that cannot be used, with why; the quote is the regular one. */
  | { kind: 'invalid'; code: string; reason: string; quote: PurchaseQuote; discountLabel: string | null };

export const INVALID_CODE_REASON = 'That discount code is not valid.';

/** "20% off", "$10.00 off"; null for no discount. */
export function discountLabel(terms: DiscountTerms | null): string | null {
  if (!terms) return null;
  if (terms.percentOff !== null && terms.percentOff > 0) return `${terms.percentOff}% off`;
  if (terms.amountOff !== null && terms.amountOff > 0) return `${formatUsd(terms.amountOff)} off`;
  return null;
}

function pricing(plan: ProPlan) {
  return { amount: plan.amount, trialPeriodDays: plan.trialPeriodDays, introPrice: plan.introPrice };
}

/** The code a ?coupon= parameter names, or null when it names none (blank, or the bare "true"). */
export function offerCode(param: string | string[] | undefined): string | null {
  const value = Array.isArray(param) ? param[0] : param;
  return couponToStore(value ?? null);
}

/** Whether a code is shaped like one the API could know (so a junk value is not sent to it). */
export function isCodeShaped(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/**
 * The offer a page shows: `code` is what the URL carried (null for none) and `found` the API's
 * answer for it (null when it does not exist).
 */
export function planOffer(plan: ProPlan, code: string | null, found: DiscountCode | null): PlanOffer {
  const regular = quotePurchase(pricing(plan), plan.discount);
  const regularLabel = discountLabel(plan.discount);
  if (code === null) return { kind: 'regular', quote: regular, discountLabel: regularLabel };
  const label = found?.valid ? discountLabel(found) : null;
  if (!found || !found.valid || !label) {
    return {
      kind: 'invalid',
      code,
      reason: found?.invalidReason ?? INVALID_CODE_REASON,
      quote: regular,
      discountLabel: regularLabel,
    };
  }
  const expiresAt = found.expiresAt ? new Date(found.expiresAt) : null;
  return {
    kind: 'discount',
    code: found.code,
    discountLabel: label,
    quote: quotePurchase(pricing(plan), found),
    expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : null,
  };
}

/** The plan in one line: "7-day free trial, then $59.99/year", "$47.99 for the first year, then $59.99/year". */
export function planSummary(quote: PurchaseQuote): string {
  const yearly = (firstYear: number) =>
    firstYear === quote.renewal
      ? `${formatUsd(quote.renewal)}/year`
      : `${formatUsd(firstYear)} for the first year, then ${formatUsd(quote.renewal)}/year`;
  // With a trial the first year is charged when it ends; without one, what is due today is.
  return quote.trialDays > 0
    ? `${quote.trialDays}-day free trial, then ${yearly(quote.firstYear)}`
    : yearly(quote.dueNow);
}
