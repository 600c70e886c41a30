// Coupon and tracking parameters kept for the PRO purchase attribution (spec sections 3, 5, 9).
// The original compared a millisecond timestamp with 86400, so a stored value lived about 86
// seconds; Campwise keeps them the intended one day (docs/decisions/0010).

export const COUPON_KEY = 'coupon';
export const COUPON_TIMESTAMP_KEY = 'coupon_timestamp';
export const UTM_TIMESTAMP_KEY = 'utm_timestamp';
export const TRACKING_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'avad'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];

/** How long a stored coupon or set of tracking parameters counts: one day, in milliseconds. */
export const TRACKING_TTL_MS = 86_400_000;

/** The code worth storing, or null: blank and the literal "true" (a bare ?coupon) are not codes. */
export function couponToStore(code: string | null | undefined): string | null {
  const trimmed = (code ?? '').trim();
  return trimmed && trimmed.toLowerCase() !== 'true' ? trimmed : null;
}

/** Whether a value stored at `storedAtMs` (a string from storage) is still within its day. */
export function isFresh(storedAtMs: string | number | null | undefined, nowMs: number): boolean {
  const at = typeof storedAtMs === 'string' ? Number(storedAtMs) : storedAtMs;
  if (at === null || at === undefined || !Number.isFinite(at)) return false;
  return nowMs - at >= 0 && nowMs - at < TRACKING_TTL_MS;
}

/** The tracking parameters present (non-blank) in a query string. */
export function trackingFromQuery(query: URLSearchParams): Partial<Record<TrackingParam, string>> {
  const found: Partial<Record<TrackingParam, string>> = {};
  for (const key of TRACKING_PARAMS) {
    const value = query.get(key)?.trim();
    if (value) found[key] = capLength(value, 200);
  }
  return found;
}

/** At most `max` UTF-16 units, never ending on half a surrogate pair (invalid JSON for jsonb). */
function capLength(value: string, max: number): string {
  const cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return value.length > max && last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
