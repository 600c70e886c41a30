// Product analytics (spec section 7) through one client (analytics-client.ts): call sites only
// say track(event, props). Each event carries its page, the visitor's anonymous id and their
// experiments (the ab-test-info cookie), and goes to every configured sink: our own API by
// default, the tag manager's dataLayer when the site names a container, and any other sink a
// deployment plugs in. configureAnalytics runs once in the browser (features/analytics).
import { ANALYTICS_EVENTS, type AnalyticsEvent } from '@campwise/domain';
import { readAssignments, variantsOf } from './ab-test-cookie';
import {
  createAnalyticsClient,
  type AnalyticsClient,
  type AnalyticsProps,
  type AnalyticsSink,
  type PurchaseDetails,
} from './analytics-client';
import { dataLayerSink } from './analytics-data-layer-sink';
import { firstPartySink } from './analytics-first-party-sink';
import { pageName } from './page-name';
import { visitorId } from './visitor-id';

export { ANALYTICS_EVENTS, type AnalyticsEvent };
export type { AnalyticsProps, AnalyticsSink, PurchaseDetails };
export { analyticsEntry, purchaseEntry } from './analytics-data-layer-sink';

const client: AnalyticsClient = createAnalyticsClient();

export function track(event: AnalyticsEvent, props: AnalyticsProps = {}): void {
  if (typeof window === 'undefined') return;
  const path = window.location.pathname;
  client.track(event, props, { path, pageName: pageName(path) });
}

export interface AnalyticsSetup {
  /** NEXT_PUBLIC_GTM_ID: loads the tag manager's container; without it events still reach window.dataLayer. */
  gtmId: string | null;
  /** The signed-in user's access token, read when a batch is sent. */
  accessToken: () => string | null;
  /** A product-analytics service's sink, when a deployment has one. */
  extraSinks?: readonly AnalyticsSink[];
}

/** Browser only, once: the sinks, and sending what is held when the page goes. Answers the undo. */
export function configureAnalytics(setup: AnalyticsSetup): () => void {
  const sinks: AnalyticsSink[] = [
    firstPartySink({
      accessToken: setup.accessToken,
      sendBeacon: typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : null,
    }),
  ];
  // window.dataLayer always gets the events: it stays in the page (what a tag manager reads, and
  // what the browser tests check); the container script loads only when the site names one.
  sinks.push(setup.gtmId ? dataLayerSink(setup.gtmId) : dataLayerSink('', window, false));
  sinks.push(...(setup.extraSinks ?? []));
  configureAnalyticsSinks(sinks);
  const flush = () => client.flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    flush();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The sinks alone (configureAnalytics, and tests with sinks of their own). */
export function configureAnalyticsSinks(sinks: readonly AnalyticsSink[]): void {
  client.configure(sinks, () => ({
    visitorId: visitorId(),
    experiments: variantsOf(readAssignments(document.cookie)),
  }));
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
    transactionId: purchase.transactionId,
    sku: purchase.sku,
    value: purchase.valueCents / 100,
    coupon: purchase.coupon,
  });
  client.purchase(purchase);
  return true;
}
