// The attribution sent with a purchase (spec section 3): the campaign parameters still fresh
// in storage, whether it starts a trial or is paid today, and the A/B experiments the visitor
// is in (the ab-test-info cookie: per experiment its name, variant, id and header), or {}.
import { readAssignments, type Assignments } from '@/lib/ab-test-cookie';
import type { StoredTracking } from './tracking-storage';

export type PurchaseAttribution = StoredTracking & {
  purchase_type: 'trial' | 'paid';
  experiments: Assignments;
};

export function purchaseAttribution(
  tracking: StoredTracking,
  trialDays: number,
  cookieHeader: string,
): PurchaseAttribution {
  return {
    ...tracking,
    purchase_type: trialDays > 0 ? 'trial' : 'paid',
    experiments: readAssignments(cookieHeader),
  };
}
