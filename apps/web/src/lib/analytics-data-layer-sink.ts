// The tag-manager sink, on when the site names a container (NEXT_PUBLIC_GTM_ID): events and the
// ecommerce purchase (spec section 7) go to window.dataLayer, and the container's script is loaded
// once, after the page, so a tag manager never delays it.
import type { AnalyticsEvent } from '@campwise/domain';
import type { AnalyticsProps, AnalyticsSink, PurchaseDetails } from './analytics-client';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The entry pushed for an event: the tag-manager convention of an `event` key plus properties. */
export function analyticsEntry(event: AnalyticsEvent, props: AnalyticsProps = {}): Record<string, unknown> {
  return { ...props, event };
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

function loadContainer(target: Window, gtmId: string): void {
  if (target.document.querySelector(`script[data-gtm="${gtmId}"]`)) return;
  const script = target.document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  script.dataset.gtm = gtmId;
  target.document.head.appendChild(script);
}

export function dataLayerSink(gtmId: string, target: Window = window, load = true): AnalyticsSink {
  target.dataLayer ??= [];
  // The id was checked at start-up (config.server.ts).
  if (load) {
    target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadContainer(target, gtmId);
  }
  const push = (entry: Record<string, unknown>) => {
    target.dataLayer ??= [];
    target.dataLayer.push(entry);
  };
  return {
    name: 'tag-manager',
    send(event) {
      push({
        ...analyticsEntry(event.name, event.properties),
        page_name: event.pageName,
        visitor_id: event.visitorId,
        experiments: event.experiments,
      });
    },
    purchase(purchase) {
      // The tag manager's ecommerce convention: clear the previous ecommerce object first.
      push({ ecommerce: null });
      push(purchaseEntry(purchase));
    },
  };
}
