import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './booking-dates.ts';
import { refundFor, type RefundPolicy } from './booking-refunds.ts';

const policy: RefundPolicy = { fullRefundDays: 7, partialRefundDays: 2, partialRefundPercent: 50 };
const arrivalDate = '2027-06-10';
const refund = (today: string, overrides: Partial<RefundPolicy> = {}) =>
  refundFor({ totalCents: 10_801, serviceFeeCents: 800, arrivalDate, today, policy: { ...policy, ...overrides } });

describe('refundFor', () => {
  it('refunds everything paid at least fullRefundDays before arrival', () => {
    expect(refund('2027-05-01')).toEqual({ tier: 'full', refundCents: 10_801 });
    expect(refund('2027-06-03')).toEqual({ tier: 'full', refundCents: 10_801 });
  });

  it('refunds the percentage of the total without the booking fee, rounded down, until partialRefundDays', () => {
    // 50% of 10 001 = 5000.5 → 5000.
    expect(refund('2027-06-04')).toEqual({ tier: 'partial', refundCents: 5000 });
    expect(refund('2027-06-08')).toEqual({ tier: 'partial', refundCents: 5000 });
  });

  it('refunds nothing later, and a partial tier of 0% is no refund', () => {
    expect(refund('2027-06-09')).toEqual({ tier: 'none', refundCents: 0 });
    expect(refund('2027-06-05', { partialRefundPercent: 0 })).toEqual({ tier: 'none', refundCents: 0 });
  });

  it('is too late on the arrival day and after it', () => {
    expect(refund('2027-06-10')).toEqual({ tier: 'too-late', refundCents: 0 });
    expect(refund('2027-06-12')).toEqual({ tier: 'too-late', refundCents: 0 });
    expect(refund('2027-06-10', { fullRefundDays: 0, partialRefundDays: 0 })).toEqual({
      tier: 'too-late',
      refundCents: 0,
    });
  });

  it('refuses amounts that are not whole cents or a service fee above the total', () => {
    const call = (totalCents: number, serviceFeeCents: number) => () =>
      refundFor({ totalCents, serviceFeeCents, arrivalDate, today: '2027-06-01', policy });
    expect(call(100.5, 0)).toThrow(RangeError);
    expect(call(-1, 0)).toThrow(RangeError);
    expect(call(100, 101)).toThrow(RangeError);
  });
});

const policyArb: fc.Arbitrary<RefundPolicy> = fc.record({
  fullRefundDays: fc.integer({ min: 0, max: 60 }),
  partialRefundDays: fc.integer({ min: 0, max: 60 }),
  partialRefundPercent: fc.integer({ min: 0, max: 100 }),
});
const amountsArb = fc
  .tuple(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000_000 }))
  .map(([a, b]) => ({ totalCents: Math.max(a, b), serviceFeeCents: Math.min(a, b) }));

describe('refundFor properties', () => {
  it('refunds whole cents between 0 and the total, nothing on or after arrival', () => {
    fc.assert(
      fc.property(policyArb, amountsArb, fc.integer({ min: -30, max: 120 }), (terms, amounts, daysBefore) => {
        const result = refundFor({ ...amounts, arrivalDate, today: addDays(arrivalDate, -daysBefore), policy: terms });
        expect(Number.isSafeInteger(result.refundCents)).toBe(true);
        expect(result.refundCents).toBeGreaterThanOrEqual(0);
        expect(result.refundCents).toBeLessThanOrEqual(amounts.totalCents);
        if (daysBefore <= 0) expect(result).toEqual({ tier: 'too-late', refundCents: 0 });
        if (result.tier !== 'full')
          expect(result.refundCents).toBeLessThanOrEqual(amounts.totalCents - amounts.serviceFeeCents);
      }),
    );
  });

  it('never refunds more as the arrival comes closer', () => {
    fc.assert(
      fc.property(policyArb, amountsArb, fc.integer({ min: -5, max: 120 }), (terms, amounts, daysBefore) => {
        const on = (days: number) =>
          refundFor({ ...amounts, arrivalDate, today: addDays(arrivalDate, -days), policy: terms }).refundCents;
        expect(on(daysBefore - 1)).toBeLessThanOrEqual(on(daysBefore));
      }),
    );
  });
});
