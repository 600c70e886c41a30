import { describe, expect, it } from 'vitest';
import { experimentsFromCookies, purchaseAttribution } from './purchase-attribution';

describe('purchase attribution', () => {
  it('carries the campaign, the purchase type and the experiments', () => {
    const cookie = `campwise-pro-user=; ab-test-info=${encodeURIComponent('{"checkout":"b"}')}; other=1`;
    expect(purchaseAttribution({ utm_source: 'newsletter', avad: '9' }, 7, cookie)).toEqual({
      utm_source: 'newsletter',
      avad: '9',
      purchase_type: 'trial',
      experiments: { checkout: 'b' },
    });
  });

  it('says paid without a trial, and {} without a readable experiments cookie', () => {
    expect(purchaseAttribution({}, 0, '')).toEqual({ purchase_type: 'paid', experiments: {} });
    expect(experimentsFromCookies('ab-test-info=not-json')).toEqual({});
    expect(experimentsFromCookies('ab-test-info=%5B1%5D')).toEqual({});
  });
});
