import { describe, expect, it } from 'vitest';
import { purchaseAttribution } from './purchase-attribution';

describe('purchase attribution', () => {
  it('carries the campaign, the purchase type and the experiments of the ab-test-info cookie', () => {
    const variant = {
      name: 'pro-upgrade-modal',
      variant: 'c',
      id: 'pro-upgrade-modal_178000000000012345678',
      header: 'C',
    };
    const cookie = `campwise-pro-user=; ab-test-info=${encodeURIComponent(JSON.stringify({ [variant.name]: variant }))}; other=1`;
    expect(purchaseAttribution({ utm_source: 'newsletter', avad: '9' }, 7, cookie)).toEqual({
      utm_source: 'newsletter',
      avad: '9',
      purchase_type: 'trial',
      experiments: { 'pro-upgrade-modal': variant },
    });
  });

  it('says paid without a trial, and {} without a readable experiments cookie', () => {
    expect(purchaseAttribution({}, 0, '')).toEqual({ purchase_type: 'paid', experiments: {} });
    expect(purchaseAttribution({}, 0, 'ab-test-info=not-json').experiments).toEqual({});
    expect(purchaseAttribution({}, 0, 'ab-test-info=%5B1%5D').experiments).toEqual({});
  });
});
