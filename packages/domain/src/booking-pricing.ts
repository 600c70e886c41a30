// The price of a stay (docs/api-bookings.md, "Pricing"). The API prices every reservation with
// quoteStay and never reads a client-sent amount; the web shows the same lines. All amounts are
// whole US cents and every percentage is rounded once, half up, in integer arithmetic.
import { daysBetween, isWeekendNight, stayNights } from './booking-dates.ts';
import { formatCents, pluralNights } from './booking-text.ts';

export interface NightlyRate {
  /** Both null: the base rate. Both set: a season over these nights, inclusive. */
  startDate: string | null;
  endDate: string | null;
  nightlyCents: number;
  /** Friday and Saturday nights; null: the nightly price. */
  weekendNightlyCents: number | null;
}

export interface StayFee {
  name: string;
  amountCents: number;
  per: 'stay' | 'night';
}

export interface PricingTerms {
  rates: NightlyRate[];
  fees: StayFee[];
  taxRateBps: number;
  proDiscountPercent: number;
  /** BOOKING_SERVICE_FEE_BPS; PRO members pay none. */
  serviceFeeBps: number;
}

export type QuoteLineKind = 'lodging' | 'pro-discount' | 'fee' | 'tax' | 'service-fee';

export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  quantity: number;
  unitCents: number;
  /** quantity × unitCents; negative for the discount. */
  amountCents: number;
}

export interface StayQuote {
  nights: number;
  lines: QuoteLine[];
  lodgingCents: number;
  discountCents: number;
  feesCents: number;
  taxCents: number;
  serviceFeeCents: number;
  /** lodging − discount + fees: what tax and the service fee are charged on. */
  subtotalCents: number;
  totalCents: number;
}

export type QuoteResult = { ok: true; quote: StayQuote } | { ok: false; reason: 'no-rate'; night: string };

export const PRO_DISCOUNT_LABEL = (percent: number) => `PRO member discount (${percent}%)`;
export const SERVICE_FEE_LABEL = 'Booking fee';
export const SERVICE_FEE_WAIVED_LABEL = 'Booking fee — waived for PRO';

function assertWhole(value: number, name: string, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > max)
    throw new RangeError(`${name} must be a whole number from 0 to ${max}`);
}

/** amount × parts / whole, rounded half up; amount ≥ 0. */
function shareHalfUp(amount: number, parts: number, whole: number): number {
  return Math.floor((amount * parts + whole / 2) / whole);
}

/** Nights a season covers (inclusive); Infinity for the base rate so any season beats it. */
function seasonLength(rate: NightlyRate): number {
  if (rate.startDate === null || rate.endDate === null) return Infinity;
  return daysBetween(rate.startDate, rate.endDate) + 1;
}

function covers(rate: NightlyRate, night: string): boolean {
  // A missing bound is open on that side; both missing is the base rate. ISO dates compare as strings.
  return (rate.startDate === null || rate.startDate <= night) && (rate.endDate === null || night <= rate.endDate);
}

function rateFor(rates: NightlyRate[], night: string): NightlyRate | null {
  let best: NightlyRate | null = null;
  for (const rate of rates) {
    // The shortest covering season wins (a holiday weekend inside a summer season); the first listed on a tie.
    if (covers(rate, night) && (best === null || seasonLength(rate) < seasonLength(best))) best = rate;
  }
  return best;
}

interface PricedNight {
  cents: number;
  /** Priced at a weekend price that differs from the weekday one. */
  weekend: boolean;
}

function priceNight(rates: NightlyRate[], night: string): PricedNight | null {
  const rate = rateFor(rates, night);
  if (!rate) return null;
  const weekend = isWeekendNight(night) && rate.weekendNightlyCents !== null;
  const cents = weekend ? (rate.weekendNightlyCents as number) : rate.nightlyCents;
  return { cents, weekend: weekend && cents !== rate.nightlyCents };
}

/**
 * The price of the night beginning on `night`: the shortest season covering it, else the base
 * rate; Friday and Saturday nights at the weekend price when the rate has one. Null: no rate.
 */
export function nightlyRateFor(rates: NightlyRate[], night: string): number | null {
  return priceNight(rates, night)?.cents ?? null;
}

/** Lodging alone (no fees, taxes or discounts); null when a night has no rate. */
export function lodgingCents(rates: NightlyRate[], startDate: string, endDate: string): number | null {
  let total = 0;
  for (const night of stayNights(startDate, endDate)) {
    const cents = nightlyRateFor(rates, night);
    if (cents === null) return null;
    total += cents;
  }
  return total;
}

function weekendSuffix(nights: string[]): string {
  const names = nights.map((night) => (new Date(`${night}T00:00:00Z`).getUTCDay() === 5 ? 'Friday' : 'Saturday'));
  const unique = [...new Set(names)];
  return unique.length === 2 ? ' (Friday and Saturday nights)' : ` (${unique[0]} night)`;
}

function lodgingLines(nights: string[], priced: PricedNight[]): QuoteLine[] {
  const lines: QuoteLine[] = [];
  let start = 0;
  for (let index = 1; index <= priced.length; index += 1) {
    const current = priced[index];
    const first = priced[start] as PricedNight;
    if (current && current.cents === first.cents && current.weekend === first.weekend) continue;
    const quantity = index - start;
    const suffix = first.weekend ? weekendSuffix(nights.slice(start, index)) : '';
    lines.push({
      kind: 'lodging',
      label: `${pluralNights(quantity)} × ${formatCents(first.cents)}${suffix}`,
      quantity,
      unitCents: first.cents,
      amountCents: quantity * first.cents,
    });
    start = index;
  }
  return lines;
}

function formatBps(bps: number): string {
  return `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

function validateTerms(terms: PricingTerms): void {
  for (const rate of terms.rates) {
    assertWhole(rate.nightlyCents, 'nightlyCents');
    if (rate.weekendNightlyCents !== null) assertWhole(rate.weekendNightlyCents, 'weekendNightlyCents');
  }
  for (const fee of terms.fees) assertWhole(fee.amountCents, 'amountCents');
  assertWhole(terms.taxRateBps, 'taxRateBps', 10_000);
  assertWhole(terms.proDiscountPercent, 'proDiscountPercent', 100);
  assertWhole(terms.serviceFeeBps, 'serviceFeeBps', 10_000);
}

/**
 * Every line of a stay's price, in order: lodging grouped by price, the PRO discount, fees, tax,
 * the booking fee. The lines always add up to totalCents. Throws RangeError on malformed terms or
 * dates (end not after start): callers check the stay rules first.
 */
export function quoteStay(input: {
  startDate: string;
  endDate: string;
  terms: PricingTerms;
  isPro: boolean;
}): QuoteResult {
  const { terms, isPro } = input;
  validateTerms(terms);
  const nights = stayNights(input.startDate, input.endDate);
  if (nights.length === 0) throw new RangeError('The stay needs at least one night');

  const priced: PricedNight[] = [];
  for (const night of nights) {
    const price = priceNight(terms.rates, night);
    if (!price) return { ok: false, reason: 'no-rate', night };
    priced.push(price);
  }

  const lines = lodgingLines(nights, priced);
  const lodging = priced.reduce((sum, night) => sum + night.cents, 0);

  const discount = isPro && terms.proDiscountPercent > 0 ? shareHalfUp(lodging, terms.proDiscountPercent, 100) : 0;
  if (isPro && terms.proDiscountPercent > 0) {
    lines.push({
      kind: 'pro-discount',
      label: PRO_DISCOUNT_LABEL(terms.proDiscountPercent),
      quantity: 1,
      unitCents: -discount,
      amountCents: -discount,
    });
  }

  let fees = 0;
  for (const fee of terms.fees) {
    const quantity = fee.per === 'night' ? nights.length : 1;
    const amount = quantity * fee.amountCents;
    fees += amount;
    lines.push({ kind: 'fee', label: fee.name, quantity, unitCents: fee.amountCents, amountCents: amount });
  }

  const subtotal = lodging - discount + fees;
  const tax = shareHalfUp(subtotal, terms.taxRateBps, 10_000);
  if (terms.taxRateBps > 0) {
    lines.push({
      kind: 'tax',
      label: `Tax (${formatBps(terms.taxRateBps)})`,
      quantity: 1,
      unitCents: tax,
      amountCents: tax,
    });
  }

  // PRO members pay no booking fee; their line shows it waived so they see what PRO saves them.
  const serviceFee = isPro ? 0 : shareHalfUp(subtotal, terms.serviceFeeBps, 10_000);
  if (terms.serviceFeeBps > 0) {
    lines.push({
      kind: 'service-fee',
      label: isPro ? SERVICE_FEE_WAIVED_LABEL : SERVICE_FEE_LABEL,
      quantity: 1,
      unitCents: serviceFee,
      amountCents: serviceFee,
    });
  }

  return {
    ok: true,
    quote: {
      nights: nights.length,
      lines,
      lodgingCents: lodging,
      discountCents: discount,
      feesCents: fees,
      taxCents: tax,
      serviceFeeCents: serviceFee,
      subtotalCents: subtotal,
      totalCents: subtotal + tax + serviceFee,
    },
  };
}
