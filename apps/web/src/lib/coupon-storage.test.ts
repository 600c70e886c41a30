import { describe, expect, it } from 'vitest';
import { couponToStore, storeCoupon } from './coupon-storage';

describe('coupon storage', () => {
  it('keeps a real code, trimmed', () => {
    expect(couponToStore(' SUMMER10 ')).toBe('SUMMER10');
  });

  it('does not store "true" or an empty code', () => {
    expect(couponToStore('true')).toBeNull();
    expect(couponToStore('  ')).toBeNull();
  });

  it('writes the code and when it was stored', () => {
    const stored = new Map<string, string>();
    storeCoupon('SUMMER10', { setItem: (key, value) => void stored.set(key, value) });
    expect(stored.get('coupon')).toBe('SUMMER10');
    expect(Number(stored.get('coupon_timestamp'))).toBeGreaterThan(0);
  });
});
