// The attribution sent with a purchase (spec section 3): the campaign parameters still fresh
// in storage, whether it starts a trial or is paid today, and the A/B experiments the visitor
// is in (the ab-test-info cookie, a JSON object), or {} without one.
import type { StoredTracking } from './tracking-storage';

export const AB_TEST_COOKIE = 'ab-test-info';

export type PurchaseAttribution = StoredTracking & {
  purchase_type: 'trial' | 'paid';
  experiments: Record<string, unknown>;
};

/** The experiments in a Cookie header (document.cookie); {} when absent or not a JSON object. */
export function experimentsFromCookies(cookieHeader: string): Record<string, unknown> {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== AB_TEST_COOKIE) continue;
    try {
      const value = JSON.parse(decodeURIComponent(pair.slice(separator + 1).trim())) as unknown;
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // A cookie we cannot read says nothing about experiments.
    }
    return {};
  }
  return {};
}

export function purchaseAttribution(
  tracking: StoredTracking,
  trialDays: number,
  cookieHeader: string,
): PurchaseAttribution {
  return {
    ...tracking,
    purchase_type: trialDays > 0 ? 'trial' : 'paid',
    experiments: experimentsFromCookies(cookieHeader),
  };
}
