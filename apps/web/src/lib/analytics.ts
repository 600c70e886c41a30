// Product analytics events go to window.dataLayer, where a tag manager (if the site is given
// one) picks them up. No third-party script is loaded here; without a tag manager the events
// simply stay in the page.

export const ANALYTICS_EVENTS = {
  signUpCompleted: 'Sign Up Completed',
  signUpError: 'Sign Up Error',
  signInCompleted: 'Sign In Completed',
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
