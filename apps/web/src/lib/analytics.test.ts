import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { abTestCookie } from './ab-test-cookie';
import type { AnalyticsSink, TrackedEvent } from './analytics-client';
import { dataLayerSink } from './analytics-data-layer-sink';
import { memoryStorage } from './memory-storage';
import {
  ANALYTICS_EVENTS,
  analyticsEntry,
  configureAnalyticsSinks,
  purchaseEntry,
  track,
  trackPurchaseOnce,
} from './analytics';

describe('analytics', () => {
  it('builds a tag-manager entry whose event name cannot be overridden by a property', () => {
    expect(analyticsEntry(ANALYTICS_EVENTS.signUpCompleted, { method: 'email', event: 'x' })).toEqual({
      method: 'email',
      event: 'Sign Up Completed',
    });
  });

  it('does nothing outside a browser', () => {
    expect(() => track(ANALYTICS_EVENTS.signInCompleted)).not.toThrow();
  });
});

describe('purchase tracking', () => {
  const purchase = {
    transactionId: '12',
    valueCents: 4799,
    coupon: 'CAMP20',
    sku: 'campwise_pro_yearly',
    itemName: 'Campwise PRO',
  };
  const assignment = {
    name: 'pro-upgrade-modal',
    variant: 'c',
    id: 'pro-upgrade-modal_178000000000012345678',
    header: 'C',
  };
  const events: TrackedEvent[] = [];
  let fakeWindow: Window & typeof globalThis;
  const previous = { window: globalThis.window, document: globalThis.document };

  beforeEach(() => {
    fakeWindow = { location: { pathname: '/pro/checkout', protocol: 'http:' } } as unknown as Window &
      typeof globalThis;
    globalThis.window = fakeWindow;
    globalThis.document = {
      cookie: `campwise-visitor=visitor_178000000000087654321; ${abTestCookie({ [assignment.name]: assignment }, false).split(';')[0]}`,
    } as Document;
    const recording: AnalyticsSink = { name: 'recording', send: (event) => void events.push(event) };
    configureAnalyticsSinks([recording, dataLayerSink('GTM-TEST1', fakeWindow, false)]);
  });
  afterEach(() => {
    globalThis.window = previous.window;
    globalThis.document = previous.document;
    events.length = 0;
  });

  it('builds the tag-manager purchase in dollars with the Membership category', () => {
    expect(purchaseEntry(purchase)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '12',
        value: 47.99,
        currency: 'USD',
        coupon: 'CAMP20',
        items: [
          { item_id: 'campwise_pro_yearly', item_name: 'Campwise PRO', item_category: 'Membership', price: 47.99 },
        ],
      },
    });
  });

  it('sends a purchase once per transaction, with the page, visitor and experiments', () => {
    const storage = memoryStorage();
    expect(trackPurchaseOnce(purchase, storage)).toBe(true);
    expect(trackPurchaseOnce(purchase, storage)).toBe(false);
    expect(trackPurchaseOnce({ ...purchase, transactionId: '13' }, storage)).toBe(true);
    const purchases = (fakeWindow.dataLayer ?? []).filter((entry) => entry.event === 'purchase');
    expect(purchases).toHaveLength(2);
    expect((fakeWindow.dataLayer ?? []).filter((entry) => entry.event === 'Pro Purchase')).toHaveLength(2);
    expect(events.map((event) => event.properties.transactionId)).toEqual(['12', '13']);
    expect(events[0]).toMatchObject({
      name: 'Pro Purchase',
      pageName: 'PRO',
      path: '/pro/checkout',
      visitorId: 'visitor_178000000000087654321',
      experiments: { 'pro-upgrade-modal': 'c' },
      properties: { sku: 'campwise_pro_yearly', value: 47.99, coupon: 'CAMP20' },
    });
  });
});
