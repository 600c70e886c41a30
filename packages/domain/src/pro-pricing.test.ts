import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choosePlan,
  discountAmount,
  discountedPrice,
  formatLongDate,
  formatUsd,
  hasTrial,
  PRO_FALLBACK_PRICE_CENTS,
  PRO_TRIAL_DAYS,
  quotePurchase,
  trialEndDate,
  type DiscountTerms,
  type PlanPricing,
} from './pro-pricing.ts';

const DAY_MS = 86_400_000;
const percent = (percentOff: number): DiscountTerms => ({ percentOff, amountOff: null });
const amount = (amountOff: number): DiscountTerms => ({ percentOff: null, amountOff });

// Prices up to $1,000,000: far above any plan, small enough that price × basis points stays exact.
const priceArb = fc.integer({ min: 0, max: 100_000_000 });
// Percentages to the hundredth (the finest the pricing honours), 0.01 % to 100 %.
const basisPointsArb = fc.integer({ min: 1, max: 10_000 });
const discountArb: fc.Arbitrary<DiscountTerms | null> = fc.oneof(
  fc.constant(null),
  basisPointsArb.map((bp) => percent(bp / 100)),
  fc.integer({ min: 1, max: 200_000_000 }).map(amount),
  fc.record({ percentOff: basisPointsArb.map((bp) => bp / 100), amountOff: fc.integer({ min: 1, max: 200_000_000 }) }),
);
const planArb: fc.Arbitrary<PlanPricing> = fc.record({
  amount: priceArb,
  trialPeriodDays: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
  introPrice: fc.option(priceArb, { nil: null }),
});

/** Exact half-up rounding of price × bp / 10 000, written independently of the implementation. */
function expectedPercentOff(price: number, basisPoints: number): number {
  const exact = BigInt(price) * BigInt(basisPoints);
  const whole = exact / 10_000n;
  const remainder = exact % 10_000n;
  return Number(remainder * 2n >= 10_000n ? whole + 1n : whole);
}

describe('plan constants (spec section 9)', () => {
  it('has a 7-day trial and a 5999-cent fallback price', () => {
    expect(PRO_TRIAL_DAYS).toBe(7);
    expect(PRO_FALLBACK_PRICE_CENTS).toBe(5999);
  });
});

describe('choosePlan', () => {
  const plan = (sku: string, amountCents: number, isDefault = false) => ({
    sku,
    amount: amountCents,
    default: isDefault,
  });

  it('prefers the default plan wherever it is, even over one at 5999', () => {
    const chosen = choosePlan([plan('a', 5999), plan('b', 4999, true), plan('c', 7999)]);
    expect(chosen?.sku).toBe('b');
  });

  it('takes the first default when several claim to be', () => {
    expect(choosePlan([plan('a', 100), plan('b', 200, true), plan('c', 300, true)])?.sku).toBe('b');
  });

  it('falls back to the plan priced at 5999 cents when none is default', () => {
    expect(choosePlan([plan('a', 4999), plan('b', 5999), plan('c', 5999)])?.sku).toBe('b');
  });

  it('falls back to the first plan when none is default or at 5999', () => {
    expect(choosePlan([plan('a', 4999), plan('b', 7999)])?.sku).toBe('a');
  });

  it('returns null when there is no plan', () => {
    expect(choosePlan([])).toBeNull();
  });

  it('always returns a plan from the list, by the default → 5999 → first order', () => {
    const plansArb = fc.array(
      fc.record({ sku: fc.string(), amount: fc.constantFrom(0, 4999, 5999, 7999), default: fc.boolean() }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(plansArb, (plans) => {
        const chosen = choosePlan(plans);
        if (plans.length === 0) return chosen === null;
        const expected =
          plans.find((p) => p.default) ?? plans.find((p) => p.amount === PRO_FALLBACK_PRICE_CENTS) ?? plans[0];
        return chosen === expected && plans.includes(chosen);
      }),
    );
  });
});

describe('discountAmount and discountedPrice: worked examples', () => {
  it.each([
    // [price, percent, cents off] — computed by hand.
    [5999, 25, 1500], // 1499.75 → 1500
    [5999, 12.5, 750], // 749.875 → 750
    [5999, 50, 3000], // 2999.5 exactly half → up
    [5995, 10, 600], // 599.5 exactly half → up
    [5999, 10, 600], // 599.9 → 600
    [5999, 20, 1200], // 1199.8 → 1200
    [5999, 15, 900], // 899.85 → 900
    [5999, 33, 1980], // 1979.67 → 1980
    [5999, 1, 60], // 59.99 → 60
    [50, 1, 1], // 0.5 exactly half → up
    [49, 1, 0], // 0.49 → 0
    [4, 12.5, 1], // 0.5 exactly half → up
    [12, 12.5, 2], // 1.5 exactly half → up
    [100, 0.5, 1], // 0.5 exactly half → up
    [1000, 0.29, 3], // 2.9 → 3 (0.29 × 100 is 28.999… in floating point)
    [5999, 100, 5999],
    [0, 50, 0],
  ])('%i cents at %s percent off takes %i off', (price, percentOff, off) => {
    expect(discountAmount(price, percent(percentOff))).toBe(off);
    expect(discountedPrice(price, percent(percentOff))).toBe(price - off);
  });

  it('takes nothing off without a discount, or with an empty one', () => {
    expect(discountAmount(5999, null)).toBe(0);
    expect(discountAmount(5999, { percentOff: null, amountOff: null })).toBe(0);
    expect(discountedPrice(5999, null)).toBe(5999);
  });

  it('takes an amount off as given, capped at the price', () => {
    expect(discountAmount(5999, amount(1000))).toBe(1000);
    expect(discountedPrice(5999, amount(1000))).toBe(4999);
    expect(discountAmount(5999, amount(5999))).toBe(5999);
    expect(discountAmount(5999, amount(10_000))).toBe(5999);
    expect(discountedPrice(5999, amount(10_000))).toBe(0);
  });

  it('caps a percentage above 100 at the whole price', () => {
    expect(discountAmount(5999, percent(150))).toBe(5999);
  });

  it('applies a percentage first, then an amount off what is left', () => {
    // 10 % of 5999 = 599.9 → 600, then 100 more.
    expect(discountAmount(5999, { percentOff: 10, amountOff: 100 })).toBe(700);
    // 90 % leaves 600; 1000 off is capped at those 600.
    expect(discountAmount(5999, { percentOff: 90, amountOff: 1000 })).toBe(5999);
  });
});

describe('discountAmount and discountedPrice: properties', () => {
  it('rounds a percentage half up to the exact nearest cent', () => {
    fc.assert(
      fc.property(priceArb, basisPointsArb, (price, bp) => {
        return discountAmount(price, percent(bp / 100)) === expectedPercentOff(price, bp);
      }),
    );
  });

  it('rounds an exact half cent up', () => {
    // 1 % of 50 × (2k + 1) cents is k + ½ cents exactly.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (k) => {
        return discountAmount(50 * (2 * k + 1), percent(1)) === k + 1;
      }),
    );
  });

  it('takes min(amount off, price) for an amount-off code', () => {
    fc.assert(
      fc.property(priceArb, fc.integer({ min: 1, max: 200_000_000 }), (price, off) => {
        return discountAmount(price, amount(off)) === Math.min(off, price);
      }),
    );
  });

  it('is never negative nor above the price, and discounted price + discount = price', () => {
    fc.assert(
      fc.property(priceArb, discountArb, (price, discount) => {
        const off = discountAmount(price, discount);
        const rest = discountedPrice(price, discount);
        return Number.isInteger(off) && off >= 0 && off <= price && rest >= 0 && rest + off === price;
      }),
    );
  });

  it('never takes more off for a smaller percentage', () => {
    fc.assert(
      fc.property(priceArb, basisPointsArb, basisPointsArb, (price, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return discountAmount(price, percent(low / 100)) <= discountAmount(price, percent(high / 100));
      }),
    );
  });
});

describe('invalid cents', () => {
  const invalid = [-1, -5999, 0.5, 59.99, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2];

  it.each(invalid)('a price of %d throws RangeError', (price) => {
    expect(() => discountAmount(price, null)).toThrow(RangeError);
    expect(() => discountedPrice(price, percent(10))).toThrow(RangeError);
    expect(() => quotePurchase({ amount: price, trialPeriodDays: 7, introPrice: null }, null)).toThrow(RangeError);
  });

  it.each(invalid)('an amount off of %d throws RangeError', (off) => {
    expect(() => discountAmount(5999, amount(off))).toThrow(RangeError);
  });

  it.each(invalid)('an intro price of %d throws RangeError when it is charged', (introPrice) => {
    expect(() => quotePurchase({ amount: 5999, trialPeriodDays: null, introPrice }, null)).toThrow(RangeError);
  });

  it('rejects any non-integer price', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true }).filter((x) => !Number.isInteger(x)),
        (price) => {
          expect(() => discountAmount(price, null)).toThrow(RangeError);
        },
      ),
    );
  });
});

describe('hasTrial', () => {
  it('is true only for a positive number of days', () => {
    expect(hasTrial({ trialPeriodDays: 7 })).toBe(true);
    expect(hasTrial({ trialPeriodDays: 1 })).toBe(true);
    expect(hasTrial({ trialPeriodDays: 0 })).toBe(false);
    expect(hasTrial({ trialPeriodDays: null })).toBe(false);
  });
});

describe('quotePurchase', () => {
  const defaultPlan: PlanPricing = { amount: 5999, trialPeriodDays: 7, introPrice: null };

  it('charges nothing today on the default plan and $59.99 when the trial ends', () => {
    expect(quotePurchase(defaultPlan, null)).toEqual({
      dueNow: 0,
      firstYear: 5999,
      renewal: 5999,
      discount: 0,
      trialDays: 7,
    });
  });

  it('with a trial, discounts the first year and still charges nothing today', () => {
    expect(quotePurchase(defaultPlan, percent(25))).toEqual({
      dueNow: 0,
      firstYear: 4499,
      renewal: 5999,
      discount: 1500,
      trialDays: 7,
    });
  });

  it('with a trial and 100% off, stays a trial: nothing due now nor for the first year', () => {
    expect(quotePurchase(defaultPlan, percent(100))).toEqual({
      dueNow: 0,
      firstYear: 0,
      renewal: 5999,
      discount: 5999,
      trialDays: 7,
    });
  });

  it('with a trial, ignores an intro price for today', () => {
    expect(quotePurchase({ ...defaultPlan, introPrice: 99 }, null).dueNow).toBe(0);
  });

  it('without a trial, charges the discounted price today', () => {
    const plan: PlanPricing = { amount: 5999, trialPeriodDays: 0, introPrice: null };
    expect(quotePurchase(plan, amount(1000))).toEqual({
      dueNow: 4999,
      firstYear: 4999,
      renewal: 5999,
      discount: 1000,
      trialDays: 0,
    });
    expect(quotePurchase({ ...plan, trialPeriodDays: null }, null).dueNow).toBe(5999);
  });

  it('without a trial, charges the intro price today, discounted too', () => {
    const plan: PlanPricing = { amount: 5999, trialPeriodDays: null, introPrice: 1999 };
    // 25 % of 1999 = 499.75 → 500 off the intro price; 1500 off the yearly price.
    expect(quotePurchase(plan, percent(25))).toEqual({
      dueNow: 1499,
      firstYear: 4499,
      renewal: 5999,
      discount: 1500,
      trialDays: 0,
    });
    expect(quotePurchase(plan, amount(5000)).dueNow).toBe(0);
  });

  it('keeps every field consistent for any plan and discount', () => {
    fc.assert(
      fc.property(planArb, discountArb, (plan, discount) => {
        const quote = quotePurchase(plan, discount);
        const trial = (plan.trialPeriodDays ?? 0) > 0;
        expect(quote.renewal).toBe(plan.amount);
        expect(quote.firstYear).toBe(discountedPrice(plan.amount, discount));
        expect(quote.discount).toBe(discountAmount(plan.amount, discount));
        expect(quote.firstYear + quote.discount).toBe(plan.amount);
        expect(quote.discount).toBeGreaterThanOrEqual(0);
        expect(quote.firstYear).toBeGreaterThanOrEqual(0);
        expect(quote.trialDays).toBe(trial ? plan.trialPeriodDays : 0);
        if (trial) {
          expect(quote.dueNow).toBe(0);
        } else {
          const charged = plan.introPrice ?? plan.amount;
          expect(quote.dueNow).toBe(discountedPrice(charged, discount));
          expect(quote.dueNow).toBeLessThanOrEqual(charged);
        }
        expect(quote.dueNow).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('trialEndDate', () => {
  it('ends 7 days after the start, at the same instant of the day', () => {
    const start = new Date('2026-11-22T06:49:57.123Z');
    expect(trialEndDate(start, 7).toISOString()).toBe('2026-11-29T06:49:57.123Z');
  });

  it('counts whole 24-hour days across a daylight-saving change', () => {
    // US clocks go back on 1 November 2026; the trial still lasts 7 × 24 hours.
    expect(trialEndDate(new Date('2026-10-30T18:00:00Z'), 7).toISOString()).toBe('2026-11-06T18:00:00.000Z');
  });

  it('is the start plus days × 86,400,000 ms and leaves the start untouched', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 365 }),
        (start, days) => {
          const before = start.getTime();
          const end = trialEndDate(start, days);
          return end.getTime() - before === days * DAY_MS && start.getTime() === before;
        },
      ),
    );
  });
});

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [50, '$0.50'],
    [99, '$0.99'],
    [100, '$1.00'],
    [5999, '$59.99'],
    [4499, '$44.99'],
    [99_999, '$999.99'],
    [100_000, '$1,000.00'],
    [123_456, '$1,234.56'],
    [123_456_789, '$1,234,567.89'],
  ])('%i cents is %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it.each([-1, 0.5, 59.99, Number.NaN, Number.POSITIVE_INFINITY])('%d cents throws RangeError', (cents) => {
    expect(() => formatUsd(cents)).toThrow(RangeError);
  });

  it('reads back as the same number of cents, with thousands grouped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (cents) => {
        const text = formatUsd(cents);
        expect(text).toMatch(/^\$(0|[1-9]\d{0,2}(,\d{3})*)\.\d{2}$/);
        const [dollars = '', fraction = ''] = text.slice(1).replaceAll(',', '').split('.');
        expect(BigInt(dollars) * 100n + BigInt(fraction)).toBe(BigInt(cents));
      }),
    );
  });
});

describe('formatLongDate', () => {
  it("formats like 'MMMM d, yyyy'", () => {
    expect(formatLongDate(new Date('2026-12-01T12:00:00Z'), 'UTC')).toBe('December 1, 2026');
    expect(formatLongDate(new Date('2026-11-29T12:00:00Z'), 'UTC')).toBe('November 29, 2026');
    expect(formatLongDate(new Date('2027-01-09T12:00:00Z'), 'UTC')).toBe('January 9, 2027');
  });

  it('gives the calendar day of the requested time zone around midnight', () => {
    // Denver is UTC−7 in December: its midnight is 07:00 UTC.
    expect(formatLongDate(new Date('2026-12-01T06:59:59Z'), 'America/Denver')).toBe('November 30, 2026');
    expect(formatLongDate(new Date('2026-12-01T07:00:00Z'), 'America/Denver')).toBe('December 1, 2026');
    expect(formatLongDate(new Date('2026-12-01T06:59:59Z'), 'UTC')).toBe('December 1, 2026');
    // Tokyo is UTC+9: already the 1st while UTC is still on the 30th.
    expect(formatLongDate(new Date('2026-11-30T15:00:00Z'), 'Asia/Tokyo')).toBe('December 1, 2026');
    expect(formatLongDate(new Date('2026-11-30T14:59:59Z'), 'Asia/Tokyo')).toBe('November 30, 2026');
    expect(formatLongDate(new Date('2026-12-31T23:30:00Z'), 'UTC')).toBe('December 31, 2026');
    expect(formatLongDate(new Date('2026-12-31T23:30:00Z'), 'Europe/Paris')).toBe('January 1, 2027');
  });

  it('matches the UTC calendar date for any instant formatted in UTC', () => {
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const expected = `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
          return formatLongDate(date, 'UTC') === expected;
        },
      ),
    );
  });
});
