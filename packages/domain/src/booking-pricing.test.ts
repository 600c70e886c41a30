import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './booking-dates.ts';
import {
  lodgingCents,
  nightlyRateFor,
  quoteStay,
  type NightlyRate,
  type PricingTerms,
  type StayQuote,
} from './booking-pricing.ts';

const base = (nightlyCents: number, weekendNightlyCents: number | null = null): NightlyRate => ({
  startDate: null,
  endDate: null,
  nightlyCents,
  weekendNightlyCents,
});
const season = (
  startDate: string,
  endDate: string,
  nightlyCents: number,
  weekendNightlyCents: number | null = null,
): NightlyRate => ({
  startDate,
  endDate,
  nightlyCents,
  weekendNightlyCents,
});
const terms = (overrides: Partial<PricingTerms> = {}): PricingTerms => ({
  rates: [base(2500)],
  fees: [],
  taxRateBps: 0,
  proDiscountPercent: 0,
  serviceFeeBps: 800,
  ...overrides,
});

function quote(startDate: string, endDate: string, pricing: PricingTerms, isPro = false): StayQuote {
  const result = quoteStay({ startDate, endDate, terms: pricing, isPro });
  if (!result.ok) throw new Error(`no rate on ${result.night}`);
  return result.quote;
}

// 2027-06-01 is a Tuesday, 2027-06-04 a Friday.
describe('nightlyRateFor', () => {
  it('uses the base rate, and the weekend price on Friday and Saturday nights when set', () => {
    const rates = [base(2500, 3500)];
    expect(nightlyRateFor(rates, '2027-06-03')).toBe(2500);
    expect(nightlyRateFor(rates, '2027-06-04')).toBe(3500);
    expect(nightlyRateFor(rates, '2027-06-05')).toBe(3500);
    expect(nightlyRateFor(rates, '2027-06-06')).toBe(2500);
    expect(nightlyRateFor([base(2500)], '2027-06-05')).toBe(2500);
  });

  it('lets a season covering the night (inclusive) win over the base rate, the shortest season first', () => {
    const rates = [
      season('2027-07-01', '2027-08-31', 4000),
      base(2500),
      season('2027-07-03', '2027-07-05', 6000, 7000),
    ];
    expect(nightlyRateFor(rates, '2027-06-30')).toBe(2500);
    expect(nightlyRateFor(rates, '2027-07-01')).toBe(4000);
    expect(nightlyRateFor(rates, '2027-07-02')).toBe(4000); // a Friday, but the summer season has no weekend price
    expect(nightlyRateFor(rates, '2027-07-03')).toBe(7000); // a Saturday in the holiday season
    expect(nightlyRateFor(rates, '2027-07-05')).toBe(6000);
    expect(nightlyRateFor(rates, '2027-08-31')).toBe(4000);
    expect(nightlyRateFor(rates, '2027-09-01')).toBe(2500);
  });

  it('answers null for a night no rate covers', () => {
    expect(nightlyRateFor([season('2027-07-01', '2027-07-31', 4000)], '2027-06-30')).toBeNull();
    expect(nightlyRateFor([], '2027-06-30')).toBeNull();
  });
});

describe('lodgingCents', () => {
  it('adds up the nightly prices, or null when a night has no rate', () => {
    expect(lodgingCents([base(2500, 3500)], '2027-06-03', '2027-06-06')).toBe(2500 + 3500 + 3500);
    expect(lodgingCents([season('2027-06-01', '2027-06-02', 2500)], '2027-06-01', '2027-06-04')).toBeNull();
  });
});

describe('quoteStay', () => {
  it('groups consecutive nights of one price into a lodging line', () => {
    const result = quote('2027-06-01', '2027-06-07', terms({ rates: [base(2500, 3500)], serviceFeeBps: 0 }));
    expect(result.lines).toEqual([
      { kind: 'lodging', label: '3 nights × $25.00', quantity: 3, unitCents: 2500, amountCents: 7500 },
      {
        kind: 'lodging',
        label: '2 nights × $35.00 (Friday and Saturday nights)',
        quantity: 2,
        unitCents: 3500,
        amountCents: 7000,
      },
      { kind: 'lodging', label: '1 night × $25.00', quantity: 1, unitCents: 2500, amountCents: 2500 },
    ]);
    expect(result).toMatchObject({ nights: 6, lodgingCents: 17000, totalCents: 17000 });
    expect(quote('2027-06-05', '2027-06-06', terms({ rates: [base(2500, 3500)] })).lines[0]?.label).toBe(
      '1 night × $35.00 (Saturday night)',
    );
  });

  it('prices the worked example of the contract for a camper without PRO', () => {
    const pricing = terms({
      rates: [base(2500, 3500)],
      fees: [
        { name: 'Pet fee', amountCents: 500, per: 'night' },
        { name: 'Reservation fee', amountCents: 800, per: 'stay' },
      ],
      taxRateBps: 825,
      proDiscountPercent: 10,
    });
    const result = quote('2027-06-01', '2027-06-04', pricing);
    // lodging 7500, fees 3×500 + 800 = 2300, subtotal 9800; tax 8.25% = 808.5 → 809; fee 8% = 784.
    expect(result.lines.slice(1)).toEqual([
      { kind: 'fee', label: 'Pet fee', quantity: 3, unitCents: 500, amountCents: 1500 },
      { kind: 'fee', label: 'Reservation fee', quantity: 1, unitCents: 800, amountCents: 800 },
      { kind: 'tax', label: 'Tax (8.25%)', quantity: 1, unitCents: 809, amountCents: 809 },
      { kind: 'service-fee', label: 'Booking fee', quantity: 1, unitCents: 784, amountCents: 784 },
    ]);
    expect(result).toMatchObject({
      lodgingCents: 7500,
      discountCents: 0,
      feesCents: 2300,
      subtotalCents: 9800,
      taxCents: 809,
      serviceFeeCents: 784,
      totalCents: 11393,
    });
  });

  it('gives PRO members their discount on lodging and waives the booking fee', () => {
    const pricing = terms({
      rates: [base(2505)],
      fees: [{ name: 'Firewood', amountCents: 1000, per: 'stay' }],
      taxRateBps: 500,
      proDiscountPercent: 10,
    });
    const result = quote('2027-06-01', '2027-06-04', pricing, true);
    // lodging 7515, 10% = 751.5 → 752; subtotal 7515 − 752 + 1000 = 7763; tax 5% = 388.15 → 388.
    expect(result.lines.map((line) => [line.kind, line.label, line.amountCents])).toEqual([
      ['lodging', '3 nights × $25.05', 7515],
      ['pro-discount', 'PRO member discount (10%)', -752],
      ['fee', 'Firewood', 1000],
      ['tax', 'Tax (5%)', 388],
      ['service-fee', 'Booking fee — waived for PRO', 0],
    ]);
    expect(result).toMatchObject({ discountCents: 752, subtotalCents: 7763, serviceFeeCents: 0, totalCents: 8151 });
  });

  it('shows no discount line without PRO or without a campground discount, and no tax line at 0 bps', () => {
    const kinds = (isPro: boolean, proDiscountPercent: number) =>
      quote('2027-06-01', '2027-06-03', terms({ proDiscountPercent }), isPro).lines.map((line) => line.kind);
    expect(kinds(false, 10)).toEqual(['lodging', 'service-fee']);
    expect(kinds(true, 0)).toEqual(['lodging', 'service-fee']);
    expect(kinds(true, 10)).toEqual(['lodging', 'pro-discount', 'service-fee']);
  });

  it('reports the first night without a rate', () => {
    const pricing = terms({ rates: [season('2027-06-01', '2027-06-02', 2500)] });
    expect(quoteStay({ startDate: '2027-06-01', endDate: '2027-06-05', terms: pricing, isPro: false })).toEqual({
      ok: false,
      reason: 'no-rate',
      night: '2027-06-03',
    });
  });

  it('refuses malformed terms and stays without a night', () => {
    const call =
      (pricing: PricingTerms, endDate = '2027-06-03') =>
      () =>
        quoteStay({ startDate: '2027-06-01', endDate, terms: pricing, isPro: false });
    expect(call(terms({ rates: [base(25.5)] }))).toThrow(RangeError);
    expect(call(terms({ fees: [{ name: 'x', amountCents: -1, per: 'stay' }] }))).toThrow(RangeError);
    expect(call(terms({ proDiscountPercent: 101 }))).toThrow(RangeError);
    expect(call(terms(), '2027-06-01')).toThrow(RangeError);
  });
});

const centsArb = fc.integer({ min: 0, max: 10_000_000 });
const dateArb = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2027-01-01', offset));
const rateArb: fc.Arbitrary<NightlyRate> = fc.oneof(
  fc.record({
    startDate: fc.constant(null),
    endDate: fc.constant(null),
    nightlyCents: centsArb,
    weekendNightlyCents: fc.option(centsArb, { nil: null }),
  }),
  fc
    .tuple(dateArb, fc.integer({ min: 0, max: 60 }), centsArb, fc.option(centsArb, { nil: null }))
    .map(([start, length, nightly, weekend]) => season(start, addDays(start, length), nightly, weekend)),
);
// Always one base rate so every night is priced.
const termsArb: fc.Arbitrary<PricingTerms> = fc.record({
  rates: fc
    .tuple(
      rateArb.filter((rate) => rate.startDate === null),
      fc.array(rateArb, { maxLength: 4 }),
    )
    .map(([b, rest]) => [...rest, b]),
  fees: fc.array(
    fc.record({
      name: fc.constantFrom('Pet fee', 'Firewood'),
      amountCents: fc.integer({ min: 0, max: 100_000 }),
      per: fc.constantFrom('stay' as const, 'night' as const),
    }),
    { maxLength: 10 },
  ),
  taxRateBps: fc.integer({ min: 0, max: 5000 }),
  proDiscountPercent: fc.integer({ min: 0, max: 50 }),
  serviceFeeBps: fc.integer({ min: 0, max: 2000 }),
});
const stayArb = fc
  .tuple(dateArb, fc.integer({ min: 1, max: 60 }))
  .map(([start, nights]) => ({ startDate: start, endDate: addDays(start, nights), nights }));

describe('quoteStay properties', () => {
  it('uses whole cents, lines that add up to the total, and totals consistent with their parts', () => {
    fc.assert(
      fc.property(stayArb, termsArb, fc.boolean(), (stay, pricing, isPro) => {
        const result = quote(stay.startDate, stay.endDate, pricing, isPro);
        const sum = result.lines.reduce((total, line) => total + line.amountCents, 0);
        expect(sum).toBe(result.totalCents);
        for (const line of result.lines) {
          expect(Number.isSafeInteger(line.amountCents) && Number.isSafeInteger(line.unitCents)).toBe(true);
          expect(line.amountCents).toBe(line.quantity * line.unitCents);
        }
        for (const value of [
          result.lodgingCents,
          result.discountCents,
          result.feesCents,
          result.taxCents,
          result.serviceFeeCents,
          result.totalCents,
        ]) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
        expect(result.nights).toBe(stay.nights);
        expect(result.lodgingCents).toBe(lodgingCents(pricing.rates, stay.startDate, stay.endDate));
        expect(result.subtotalCents).toBe(result.lodgingCents - result.discountCents + result.feesCents);
        expect(result.totalCents).toBe(result.subtotalCents + result.taxCents + result.serviceFeeCents);
        const lodgingNights = result.lines
          .filter((line) => line.kind === 'lodging')
          .reduce((n, line) => n + line.quantity, 0);
        expect(lodgingNights).toBe(stay.nights);
      }),
    );
  });

  it('never charges PRO members a booking fee, and never charges them more than others', () => {
    fc.assert(
      fc.property(stayArb, termsArb, (stay, pricing) => {
        const pro = quote(stay.startDate, stay.endDate, pricing, true);
        const regular = quote(stay.startDate, stay.endDate, pricing, false);
        expect(pro.serviceFeeCents).toBe(0);
        expect(pro.lines.filter((line) => line.kind === 'service-fee').every((line) => line.amountCents === 0)).toBe(
          true,
        );
        expect(pro.totalCents).toBeLessThanOrEqual(regular.totalCents);
        expect(regular.discountCents).toBe(0);
      }),
    );
  });

  it('rounds the discount, tax and booking fee half up (checked in exact BigInt arithmetic)', () => {
    const halfUp = (amount: number, parts: number, whole: number) =>
      Number((BigInt(amount) * BigInt(parts) * 2n + BigInt(whole)) / (2n * BigInt(whole)));
    fc.assert(
      fc.property(stayArb, termsArb, fc.boolean(), (stay, pricing, isPro) => {
        const result = quote(stay.startDate, stay.endDate, pricing, isPro);
        expect(result.discountCents).toBe(isPro ? halfUp(result.lodgingCents, pricing.proDiscountPercent, 100) : 0);
        expect(result.taxCents).toBe(halfUp(result.subtotalCents, pricing.taxRateBps, 10_000));
        expect(result.serviceFeeCents).toBe(isPro ? 0 : halfUp(result.subtotalCents, pricing.serviceFeeBps, 10_000));
      }),
    );
  });
});
