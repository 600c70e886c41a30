import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import { discountCodeValidity } from './discount-code-validity.ts';
import type { PlanRecord } from './plan-repository.ts';

/** The plan's discount shows only while it can be used: it is what a buyer without a code gets. */
export function planResource(plan: PlanRecord, now: Date): ResourceObject {
  const discount = plan.discount && discountCodeValidity(plan.discount, now).valid ? plan.discount : null;
  return resource('platform-subscriptions', String(plan.id), {
    platform: plan.platform,
    sku: plan.sku,
    name: plan.name,
    amount: plan.amount,
    default: plan.isDefault && plan.active,
    period: plan.period,
    trialPeriodDays: plan.trialPeriodDays,
    introPrice: plan.introPrice,
    discount: discount
      ? { code: discount.code, 'percent-off': discount.percentOff, 'amount-off': discount.amountOff }
      : null,
    active: plan.active,
  });
}
