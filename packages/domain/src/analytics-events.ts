// The product's analytics events (spec section 7) and the limits of what one may carry: one list,
// so the browser only sends names the API stores and the API refuses every other name.

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
  // A visitor was shown an experiment's variant: the denominator of its conversion rate.
  experimentViewed: 'Experiment Viewed',
  // A house ad (a PRO promotion) followed; its label is cut to CLICK_LABEL_MAX_LENGTH (spec section 9).
  adClicked: 'Ad Clicked',
  // The join gate (ADR 0023): shown to a signed-out visitor, and what they chose (sign-up, sign-in, not-now).
  joinGateViewed: 'Join Gate Viewed',
  joinGateAnswered: 'Join Gate Answered',
} as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

export const ANALYTICS_EVENT_NAMES = Object.values(ANALYTICS_EVENTS) as [AnalyticsEvent, ...AnalyticsEvent[]];

export function isAnalyticsEvent(name: string): name is AnalyticsEvent {
  return (ANALYTICS_EVENT_NAMES as readonly string[]).includes(name);
}

/** What one event may carry: small flat properties, never a document. */
export const ANALYTICS_LIMITS = {
  /** Events in one request; the browser sends batches of at most this many. */
  batchSize: 50,
  properties: 20,
  propertyKeyLength: 64,
  propertyValueLength: 500,
  experiments: 20,
  pageNameLength: 100,
  pathLength: 500,
  visitorIdLength: 64,
} as const;

/** An experiment or variant name: lower-case words joined by hyphens (it appears in URLs). */
export const EXPERIMENT_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
