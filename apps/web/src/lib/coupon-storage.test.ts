import { TRACKING_TTL_MS } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { clearStoredCoupon, couponToStore, readStoredCoupon, storeCoupon } from './coupon-storage';
import { memoryStorage } from './memory-storage';

const NOW = Date.UTC(2026, 10, 22, 12);

describe('coupon storage', () => {
  it('keeps a real code, trimmed', () => {
    expect(couponToStore(' SUMMER10 ')).toBe('SUMMER10');
  });

  it('does not store "true" or an empty code', () => {
    const storage = memoryStorage();
    storeCoupon('true', storage, NOW);
    storeCoupon('TRUE', storage, NOW);
    storeCoupon('  ', storage, NOW);
    expect(storage.items.size).toBe(0);
  });

  it('writes the code and when it was stored', () => {
    const storage = memoryStorage();
    storeCoupon('SUMMER10', storage, NOW);
    expect(storage.items.get('coupon')).toBe('SUMMER10');
    expect(storage.items.get('coupon_timestamp')).toBe(String(NOW));
  });

  it('reads a code for a whole day, not just 86 seconds', () => {
    const storage = memoryStorage();
    storeCoupon('SUMMER10', storage, NOW);
    expect(readStoredCoupon(storage, NOW + 90_000)).toBe('SUMMER10');
    expect(readStoredCoupon(storage, NOW + TRACKING_TTL_MS - 1)).toBe('SUMMER10');
  });

  it('drops a code once its day is over', () => {
    const storage = memoryStorage();
    storeCoupon('SUMMER10', storage, NOW);
    expect(readStoredCoupon(storage, NOW + TRACKING_TTL_MS)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('treats a code without a readable timestamp as stale', () => {
    const storage = memoryStorage();
    storage.setItem('coupon', 'SUMMER10');
    storage.setItem('coupon_timestamp', 'yesterday');
    expect(readStoredCoupon(storage, NOW)).toBeNull();
  });

  it('clears a used code', () => {
    const storage = memoryStorage();
    storeCoupon('SUMMER10', storage, NOW);
    clearStoredCoupon(storage);
    expect(readStoredCoupon(storage, NOW)).toBeNull();
  });
});
