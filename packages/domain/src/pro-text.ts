// Texts of the PRO screens (spec sections 1, 2 and 8), word for word where the spec gives them.
import { formatLongDate, formatUsd } from './pro-pricing.ts';

export const PRO_TEXT = {
  checkoutHeading: 'Get PRO',
  totalDueToday: 'Total Due Today',
  startFreeTrial: 'Start Free Trial',
  /** The submit button when a plan has no trial: nothing in the spec; says what happens. */
  subscribeNow: 'Subscribe Now',
  orPayWithCard: 'Or pay with a card',
  nameOnCard: 'Name on Card',
  streetAddress: 'Street Address',
  cardInformation: 'Card Information',
  ratingValue: '4.8',
  ratingCount: '129k ratings',
  /** The marketing points of spec section 1; the campground count comes from real data. */
  features: ['Free camping', 'Snag sold-out campsites', 'Trip planner', 'No extra booking fees'],
} as const;

/** 'Try PRO free for 7 days.' (only shown for a 7-day trial, as the spec words it). */
export function trialOfferText(trialDays: number): string | null {
  return trialDays === 7 ? 'Try PRO free for 7 days.' : null;
}

/**
 * 'No commitment — pay $X until {trial end date}, then just $Y/year. Cancel anytime in account
 * settings.' X is what is due today, Y the first year's price after any discount.
 */
export function noCommitmentText(dueNowCents: number, trialEnd: Date, yearlyCents: number, timeZone?: string): string {
  return `No commitment — pay ${formatUsd(dueNowCents)} until ${formatLongDate(trialEnd, timeZone)}, then just ${formatUsd(yearlyCents)}/year. Cancel anytime in account settings.`;
}

/** Card errors: the provider's message, or this when the card element is missing (spec 5, 8). */
export const PAYMENT_FALLBACK_ERROR = 'Unable to process payment';

/** A failed purchase shows every error, each its detail else its title, joined with '. '. */
export function joinPurchaseErrors(errors: readonly { detail?: string | null; title?: string | null }[]): string {
  const texts = errors.map((error) => error.detail || error.title || '').filter(Boolean);
  return texts.length ? texts.join('. ') : PAYMENT_FALLBACK_ERROR;
}

/** Why a purchase cannot go ahead (spec section 5); the API answers with these as detail. */
export const PURCHASE_REFUSALS = {
  signInRequired: 'Sign in to get PRO.',
  alreadyPro: 'You are already a PRO member.',
  purchaseInProgress: 'A PRO purchase for this account is already in progress.',
  noPlan: 'PRO is not available to buy right now.',
  unknownPlan: 'That PRO plan is not on sale.',
  invalidDiscount: 'That discount code is not valid.',
  expiredDiscount: 'That discount code has expired.',
} as const;
