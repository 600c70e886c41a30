// The session key holding the reservation payment method (spec section 3): the card's payment
// method, made in the browser on the payment step and sent on review. One key for the tab; it
// names the reservation it was made for, so another checkout never pays with it, and it is wiped
// when the checkout is left (spec section 4) or the reservation is paid.
import type { KeyValueStorage } from '@/lib/browser-storage';

export const RESERVATION_PAYMENT_METHOD_KEY = 'campwise.reservation-payment-method';

interface StoredPaymentMethod {
  reservationId: string;
  paymentMethodId: string;
}

/** The tab's session storage, or null where there is none or it is blocked. */
export function checkoutSessionStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function storePaymentMethod(storage: KeyValueStorage | null, reservationId: string, paymentMethodId: string) {
  const value: StoredPaymentMethod = { reservationId, paymentMethodId };
  storage?.setItem(RESERVATION_PAYMENT_METHOD_KEY, JSON.stringify(value));
}

function readStored(storage: KeyValueStorage | null): StoredPaymentMethod | null {
  const text = storage?.getItem(RESERVATION_PAYMENT_METHOD_KEY);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<StoredPaymentMethod> | null;
    return typeof parsed?.reservationId === 'string' && typeof parsed.paymentMethodId === 'string'
      ? { reservationId: parsed.reservationId, paymentMethodId: parsed.paymentMethodId }
      : null;
  } catch {
    return null;
  }
}

/** The payment method stored for this reservation, or null (none, or one for another). */
export function storedPaymentMethod(storage: KeyValueStorage | null, reservationId: string): string | null {
  const stored = readStored(storage);
  return stored?.reservationId === reservationId ? stored.paymentMethodId : null;
}

/** Wipes the stored payment method. */
export function clearPaymentMethod(storage: KeyValueStorage | null): void {
  storage?.removeItem(RESERVATION_PAYMENT_METHOD_KEY);
}

/** Wipes a payment method stored for any reservation but `reservationId` (a checkout left earlier). */
export function clearOtherPaymentMethod(storage: KeyValueStorage | null, reservationId: string): void {
  const stored = readStored(storage);
  if (storage?.getItem(RESERVATION_PAYMENT_METHOD_KEY) && stored?.reservationId !== reservationId) {
    clearPaymentMethod(storage);
  }
}

/** Whether `pathname` is inside the checkout of `reservationId` (/checkout/{id} and below). */
export function isInsideCheckout(pathname: string, reservationId: string): boolean {
  const base = `/checkout/${encodeURIComponent(reservationId)}`;
  return pathname === base || pathname.startsWith(`${base}/`);
}
