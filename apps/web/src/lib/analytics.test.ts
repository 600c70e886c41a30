import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';
import { ANALYTICS_EVENTS, analyticsEntry, purchaseEntry, track, trackPurchaseOnce } from './analytics';

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

  it('sends a purchase once per transaction', () => {
    const storage = memoryStorage();
    const fakeWindow = {} as Window & typeof globalThis;
    const previous = globalThis.window;
    globalThis.window = fakeWindow;
    try {
      expect(trackPurchaseOnce(purchase, storage)).toBe(true);
      expect(trackPurchaseOnce(purchase, storage)).toBe(false);
      expect(trackPurchaseOnce({ ...purchase, transactionId: '13' }, storage)).toBe(true);
      const purchases = (fakeWindow.dataLayer ?? []).filter((entry) => entry.event === 'purchase');
      expect(purchases).toHaveLength(2);
      expect((fakeWindow.dataLayer ?? []).filter((entry) => entry.event === 'Pro Purchase')).toHaveLength(2);
    } finally {
      globalThis.window = previous;
    }
  });
});
