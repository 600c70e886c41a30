import { TRACKING_TTL_MS } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { readStoredCoupon } from '@/lib/coupon-storage';
import { memoryStorage } from '@/lib/memory-storage';
import { captureTracking, readTracking } from './tracking-storage';

const NOW = Date.UTC(2026, 10, 22, 12);

describe('tracking capture', () => {
  it('keeps the coupon and the campaign parameters of a URL, with their timestamps', () => {
    const storage = memoryStorage();
    captureTracking('?coupon=CAMP20&utm_source=newsletter&utm_campaign=fall&avad=123&other=x', storage, NOW);
    expect(storage.items.get('coupon')).toBe('CAMP20');
    expect(storage.items.get('coupon_timestamp')).toBe(String(NOW));
    expect(storage.items.get('utm_timestamp')).toBe(String(NOW));
    expect(readTracking(storage, NOW + 1000)).toEqual({ utm_source: 'newsletter', utm_campaign: 'fall', avad: '123' });
    expect(storage.items.has('other')).toBe(false);
  });

  it('stores nothing for ?coupon=true or a page without parameters', () => {
    const storage = memoryStorage();
    captureTracking('?coupon=true', storage, NOW);
    captureTracking('', storage, NOW);
    expect(storage.items.size).toBe(0);
  });

  it('keeps what was stored when a later page has no parameters', () => {
    const storage = memoryStorage();
    captureTracking('?utm_source=newsletter&coupon=CAMP20', storage, NOW);
    captureTracking('?page=2', storage, NOW + 5000);
    expect(readTracking(storage, NOW + 10_000)).toEqual({ utm_source: 'newsletter' });
    expect(readStoredCoupon(storage, NOW + 10_000)).toBe('CAMP20');
  });

  it('replaces the previous campaign whole', () => {
    const storage = memoryStorage();
    captureTracking('?utm_source=newsletter&utm_term=tents', storage, NOW);
    captureTracking('?utm_source=ads', storage, NOW + 1000);
    expect(readTracking(storage, NOW + 2000)).toEqual({ utm_source: 'ads' });
  });

  it('keeps parameters for a day, then drops them', () => {
    const storage = memoryStorage();
    captureTracking('?utm_source=newsletter', storage, NOW);
    expect(readTracking(storage, NOW + 86_000 * 2)).toEqual({ utm_source: 'newsletter' });
    expect(readTracking(storage, NOW + TRACKING_TTL_MS)).toEqual({});
    expect(storage.items.size).toBe(0);
  });
});
