// A discount code entered at sign-up is kept for the PRO checkout (spec section 3: local keys
// coupon and coupon_timestamp). The literal "true", which a bare ?coupon query parameter turns
// into, is not a code and is not stored (spec section 5).
export const COUPON_KEY = 'coupon';
export const COUPON_TIMESTAMP_KEY = 'coupon_timestamp';

/** The code worth storing, or null. */
export function couponToStore(code: string): string | null {
  const trimmed = code.trim();
  return trimmed && trimmed.toLowerCase() !== 'true' ? trimmed : null;
}

export function storeCoupon(code: string, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  const coupon = couponToStore(code);
  if (!coupon) return;
  try {
    storage.setItem(COUPON_KEY, coupon);
    storage.setItem(COUPON_TIMESTAMP_KEY, String(Date.now()));
  } catch {
    // Storage can be full or disabled (private mode); the code is a convenience, not required.
  }
}
