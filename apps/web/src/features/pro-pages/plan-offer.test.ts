import { describe, expect, it } from 'vitest';
import type { DiscountCode, ProPlan } from '@/features/pro/pro-api';
import { discountLabel, isCodeShaped, offerCode, planOffer, planSummary } from './plan-offer';

const plan: ProPlan = {
  id: '1',
  platform: 'stripe',
  sku: 'campwise_pro_yearly',
  name: 'Campwise PRO',
  amount: 5999,
  default: true,
  trialPeriodDays: 7,
  introPrice: null,
  discount: null,
};

function code(overrides: Partial<DiscountCode>): DiscountCode {
  return {
    code: 'CAMP20',
    percentOff: 20,
    amountOff: null,
    valid: true,
    invalidReason: null,
    expiresAt: '2026-12-31T23:59:59.000Z',
    ...overrides,
  };
}

describe('the offer a PRO page quotes', () => {
  it('quotes the plan as it is without a code', () => {
    const offer = planOffer(plan, null, null);
    expect(offer.kind).toBe('regular');
    expect(planSummary(offer.quote)).toBe('7-day free trial, then $59.99/year');
  });

  it('takes a percentage off the first year of a valid code', () => {
    const offer = planOffer(plan, 'camp20', code({}));
    expect(offer).toMatchObject({ kind: 'discount', code: 'CAMP20', discountLabel: '20% off' });
    expect(offer.quote.firstYear).toBe(4799);
    expect(planSummary(offer.quote)).toBe('7-day free trial, then $47.99 for the first year, then $59.99/year');
  });

  it('takes an amount off', () => {
    const offer = planOffer(plan, 'TENOFF', code({ code: 'TENOFF', percentOff: null, amountOff: 1000 }));
    expect(offer).toMatchObject({ kind: 'discount', discountLabel: '$10.00 off' });
    expect(offer.quote.firstYear).toBe(4999);
  });

  it('says why a code cannot be used and quotes the regular price', () => {
    const expired = planOffer(
      plan,
      'OLD',
      code({ code: 'OLD', valid: false, invalidReason: 'That discount code has expired.' }),
    );
    expect(expired).toMatchObject({ kind: 'invalid', reason: 'That discount code has expired.' });
    expect(expired.quote.firstYear).toBe(5999);
    expect(planOffer(plan, 'NOPE', null)).toMatchObject({
      kind: 'invalid',
      reason: 'That discount code is not valid.',
    });
  });

  it("applies the plan's own discount when no code is given", () => {
    const discounted = { ...plan, discount: { code: 'SPRING25', percentOff: 25, amountOff: null } };
    const offer = planOffer(discounted, null, null);
    expect(offer.discountLabel).toBe('25% off');
    expect(offer.quote.firstYear).toBe(4499);
  });

  it('describes a plan without a trial by what is charged today', () => {
    const noTrial = { ...plan, trialPeriodDays: 0, introPrice: 2999 };
    expect(planSummary(planOffer(noTrial, null, null).quote)).toBe('$29.99 for the first year, then $59.99/year');
    expect(planSummary(planOffer({ ...plan, trialPeriodDays: null }, null, null).quote)).toBe('$59.99/year');
  });
});

describe('reading the coupon parameter', () => {
  it('ignores blank and bare values and takes the first of several', () => {
    expect(offerCode(undefined)).toBeNull();
    expect(offerCode('  ')).toBeNull();
    expect(offerCode('true')).toBeNull();
    expect(offerCode(['CAMP20', 'OTHER'])).toBe('CAMP20');
  });

  it('only sends code-shaped values to the API', () => {
    expect(isCodeShaped('CAMP-20_x')).toBe(true);
    expect(isCodeShaped('no spaces')).toBe(false);
    expect(isCodeShaped('x'.repeat(41))).toBe(false);
  });

  it('labels discounts', () => {
    expect(discountLabel(null)).toBeNull();
    expect(discountLabel({ percentOff: 100, amountOff: null })).toBe('100% off');
  });
});
