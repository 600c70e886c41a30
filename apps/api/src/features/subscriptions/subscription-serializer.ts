import { PRODUCT_NAME } from '@campwise/domain';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import { isPro } from './membership-status.ts';
import type { SubscriptionRecord } from './subscription-repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function subscriptionResource(row: SubscriptionRecord): ResourceObject {
  return resource(
    'subscriptions',
    String(row.id),
    {
      provider: row.provider,
      status: row.status,
      sku: row.sku,
      name: row.planName ?? `${PRODUCT_NAME} PRO`,
      amount: row.amountCents,
      firstYearAmount: row.firstYearCents,
      dueNow: row.dueNowCents,
      coupon: row.couponCode,
      trialEnd: iso(row.trialEnd),
      currentPeriodEnd: iso(row.currentPeriodEnd),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      canceledAt: iso(row.canceledAt),
      endedAt: iso(row.endedAt),
      pro: isPro(row.status),
      createdAt: row.createdAt.toISOString(),
    },
    { user: { data: { type: 'users', id: String(row.userId) } } },
  );
}
