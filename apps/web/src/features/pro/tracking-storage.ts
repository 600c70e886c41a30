// Coupon and campaign parameters (utm_*, avad) arriving in a page's URL are kept for a day in
// local storage (spec sections 3 and 9), so a purchase made later can say where it came from.
import { TRACKING_PARAMS, type TrackingParam, UTM_TIMESTAMP_KEY, isFresh, trackingFromQuery } from '@campwise/domain';
import { browserStorage, type KeyValueStorage } from '@/lib/browser-storage';
import { storeCoupon } from '@/lib/coupon-storage';

export type StoredTracking = Partial<Record<TrackingParam, string>>;

function clearTracking(storage: KeyValueStorage): void {
  for (const key of TRACKING_PARAMS) storage.removeItem(key);
  storage.removeItem(UTM_TIMESTAMP_KEY);
}

/**
 * Stores what a URL's query carries: its coupon (unless "true") and its campaign parameters. A
 * new campaign replaces the previous one whole, so two campaigns' parameters never mix.
 */
export function captureTracking(
  search: string | URLSearchParams,
  storage: KeyValueStorage | null = browserStorage(),
  nowMs = Date.now(),
): void {
  if (!storage) return;
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  storeCoupon(query.get('coupon'), storage, nowMs);
  const found = trackingFromQuery(query);
  const entries = Object.entries(found);
  if (entries.length === 0) return;
  try {
    clearTracking(storage);
    for (const [key, value] of entries) storage.setItem(key, value);
    storage.setItem(UTM_TIMESTAMP_KEY, String(nowMs));
  } catch {
    // Storage full or disabled: attribution is a nicety.
  }
}

/** The stored campaign parameters while less than a day old; older ones are dropped. */
export function readTracking(storage: KeyValueStorage | null = browserStorage(), nowMs = Date.now()): StoredTracking {
  if (!storage) return {};
  try {
    if (!isFresh(storage.getItem(UTM_TIMESTAMP_KEY), nowMs)) {
      clearTracking(storage);
      return {};
    }
    const found: StoredTracking = {};
    for (const key of TRACKING_PARAMS) {
      const value = storage.getItem(key);
      if (value) found[key] = value;
    }
    return found;
  } catch {
    return {};
  }
}
