// Product analytics events go to window.dataLayer, where a tag manager (if the site is given
// one) picks them up. No third-party script is loaded here; without a tag manager the events
// simply stay in the page.

export const ANALYTICS_EVENTS = {
  signUpCompleted: 'Sign Up Completed',
  signUpError: 'Sign Up Error',
  signInCompleted: 'Sign In Completed',
  proPurchase: 'Pro Purchase',
  // Booking steps (spec section 7): checkout opened, each step seen, paid (or requested).
  bookingStarted: 'Booking Started',
  bookingStepViewed: 'Booking Step Viewed',
  bookingCompleted: 'Booking Completed',
  // Alerts steps (spec section 7): a Set an alert press, each step seen (sign-in, pro-upgrade,
  // form), the alert set, and an opening followed from a notification to checkout.
  alertsStarted: 'Alerts Started',
  alertsStepViewed: 'Alerts Step Viewed',
  alertsCompleted: 'Alerts Completed',
  alertOpeningBooked: 'Alert Opening Booked',
  // Add location steps (spec section 7): /claim/add opened, each step seen, the suggestion sent.
  addLocationStarted: 'Add Location Started',
  addLocationStepViewed: 'Add Location Step Viewed',
  addLocationCompleted: 'Add Location Completed',
} as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

export type AnalyticsProps = Readonly<Record<string, string | number | boolean | null>>;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The entry pushed for an event: the tag-manager convention of an `event` key plus properties. */
export function analyticsEntry(event: AnalyticsEvent, props: AnalyticsProps = {}): Record<string, unknown> {
  return { ...props, event };
}

export function track(event: AnalyticsEvent, props: AnalyticsProps = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(analyticsEntry(event, props));
}

export interface PurchaseDetails {
  transactionId: string;
  /** Cents: what the purchase is worth (the first year's price, even when a trial is due $0). */
  valueCents: number;
  coupon: string | null;
  sku: string;
  itemName: string;
}

/** The tag manager's ecommerce purchase event (spec section 7), in dollars. */
export function purchaseEntry(purchase: PurchaseDetails): Record<string, unknown> {
  const value = purchase.valueCents / 100;
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: purchase.transactionId,
      value,
      currency: 'USD',
      coupon: purchase.coupon ?? '',
      items: [{ item_id: purchase.sku, item_name: purchase.itemName, item_category: 'Membership', price: value }],
    },
  };
}

const PURCHASE_SENT_PREFIX = 'purchase-tracked:';

/**
 * Reports a purchase once: the 'Pro Purchase' event and the tag-manager purchase. A success
 * screen rendered twice, or a replayed request answering the same subscription, must not count
 * the sale twice, so the transaction id is remembered for the tab. Answers whether it was sent.
 */
export function trackPurchaseOnce(
  purchase: PurchaseDetails,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = typeof window === 'undefined' ? null : window.sessionStorage,
): boolean {
  if (typeof window === 'undefined') return false;
  const key = `${PURCHASE_SENT_PREFIX}${purchase.transactionId}`;
  try {
    if (storage?.getItem(key)) return false;
    storage?.setItem(key, '1');
  } catch {
    // Without session storage the in-page guard of the caller is all there is.
  }
  track(ANALYTICS_EVENTS.proPurchase, {
    sku: purchase.sku,
    value: purchase.valueCents / 100,
    coupon: purchase.coupon,
  });
  window.dataLayer ??= [];
  window.dataLayer.push(purchaseEntry(purchase));
  return true;
}
