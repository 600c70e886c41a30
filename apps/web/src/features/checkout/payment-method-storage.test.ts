import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage';
import {
  clearOtherPaymentMethod,
  clearPaymentMethod,
  isInsideCheckout,
  RESERVATION_PAYMENT_METHOD_KEY,
  storedPaymentMethod,
  storePaymentMethod,
} from './payment-method-storage';

describe('the stored reservation payment method', () => {
  it('is kept under one session key for its reservation', () => {
    const storage = memoryStorage();
    storePaymentMethod(storage, '7', 'pm_local_1');
    expect([...storage.items.keys()]).toEqual([RESERVATION_PAYMENT_METHOD_KEY]);
    expect(storedPaymentMethod(storage, '7')).toBe('pm_local_1');
  });

  it('is not used for another reservation', () => {
    const storage = memoryStorage();
    storePaymentMethod(storage, '7', 'pm_local_1');
    expect(storedPaymentMethod(storage, '8')).toBeNull();
  });

  it('is replaced by a newer card', () => {
    const storage = memoryStorage();
    storePaymentMethod(storage, '7', 'pm_local_1');
    storePaymentMethod(storage, '7', 'pm_local_2');
    expect(storedPaymentMethod(storage, '7')).toBe('pm_local_2');
  });

  it('is wiped by clearing', () => {
    const storage = memoryStorage();
    storePaymentMethod(storage, '7', 'pm_local_1');
    clearPaymentMethod(storage);
    expect(storage.items.size).toBe(0);
    expect(storedPaymentMethod(storage, '7')).toBeNull();
  });

  it("is wiped on entering another reservation's checkout, kept on re-entering its own", () => {
    const storage = memoryStorage();
    storePaymentMethod(storage, '7', 'pm_local_1');
    clearOtherPaymentMethod(storage, '7');
    expect(storedPaymentMethod(storage, '7')).toBe('pm_local_1');
    clearOtherPaymentMethod(storage, '8');
    expect(storage.items.size).toBe(0);
  });

  it('wipes a value it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(RESERVATION_PAYMENT_METHOD_KEY, '{not json');
    expect(storedPaymentMethod(storage, '7')).toBeNull();
    clearOtherPaymentMethod(storage, '7');
    expect(storage.items.size).toBe(0);
  });

  it('does nothing without storage', () => {
    expect(() => storePaymentMethod(null, '7', 'pm')).not.toThrow();
    expect(storedPaymentMethod(null, '7')).toBeNull();
    expect(() => clearPaymentMethod(null)).not.toThrow();
  });
});

describe('inside a checkout', () => {
  it('is /checkout/{id} and everything under it', () => {
    expect(isInsideCheckout('/checkout/7', '7')).toBe(true);
    expect(isInsideCheckout('/checkout/7/step/dates', '7')).toBe(true);
    expect(isInsideCheckout('/checkout/7/confirmation', '7')).toBe(true);
  });

  it('is not another checkout nor any other page', () => {
    expect(isInsideCheckout('/checkout/70/step/dates', '7')).toBe(false);
    expect(isInsideCheckout('/checkout/8/step/dates', '7')).toBe(false);
    expect(isInsideCheckout('/account/trips', '7')).toBe(false);
    expect(isInsideCheckout('/', '7')).toBe(false);
  });
});
