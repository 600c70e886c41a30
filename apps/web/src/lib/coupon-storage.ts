// A discount code kept for the PRO checkout (spec section 3: local keys coupon and
// coupon_timestamp), whether typed at sign-up or arriving as ?coupon= on any page. The rules
// (what counts as a code, one day of life) are the domain's, shared with the API's docs.
import { COUPON_KEY, COUPON_TIMESTAMP_KEY, couponToStore, isFresh } from '@campwise/domain';
import { browserStorage, type KeyValueStorage } from './browser-storage';

export { COUPON_KEY, COUPON_TIMESTAMP_KEY, couponToStore } from '@campwise/domain';

/** Keeps a code (never the literal "true" of a bare ?coupon) with when it was stored. */
export function storeCoupon(
  code: string | null | undefined,
  storage: Pick<Storage, 'setItem'> | null = browserStorage(),
  nowMs = Date.now(),
): void {
  const coupon = couponToStore(code);
  if (!coupon || !storage) return;
  try {
    storage.setItem(COUPON_KEY, coupon);
    storage.setItem(COUPON_TIMESTAMP_KEY, String(nowMs));
  } catch {
    // Storage can be full or disabled (private mode); the code is a convenience, not required.
  }
}

/** The stored code while it is less than a day old; an older one is dropped. */
export function readStoredCoupon(
  storage: KeyValueStorage | null = browserStorage(),
  nowMs = Date.now(),
): string | null {
  if (!storage) return null;
  try {
    const coupon = couponToStore(storage.getItem(COUPON_KEY));
    if (coupon && isFresh(storage.getItem(COUPON_TIMESTAMP_KEY), nowMs)) return coupon;
    clearStoredCoupon(storage);
  } catch {
    // Unreadable storage: as if nothing were stored.
  }
  return null;
}

/** Forgets the code, once used for a purchase or found stale. */
export function clearStoredCoupon(storage: Pick<Storage, 'removeItem'> | null = browserStorage()): void {
  try {
    storage?.removeItem(COUPON_KEY);
    storage?.removeItem(COUPON_TIMESTAMP_KEY);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}
