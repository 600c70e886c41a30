import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatUsd, quotePurchase, trialEndDate } from './pro-pricing.ts';
import { joinPurchaseErrors, noCommitmentText, PAYMENT_FALLBACK_ERROR, PRO_TEXT, trialOfferText } from './pro-text.ts';

describe('checkout texts given by the spec (section 2)', () => {
  it('words the checkout modal as the spec does', () => {
    expect(PRO_TEXT.checkoutHeading).toBe('Get PRO');
    expect(PRO_TEXT.totalDueToday).toBe('Total Due Today');
    expect(PRO_TEXT.startFreeTrial).toBe('Start Free Trial');
  });
});

describe('trialOfferText', () => {
  it("offers 'Try PRO free for 7 days.' for a 7-day trial", () => {
    expect(trialOfferText(7)).toBe('Try PRO free for 7 days.');
  });

  it.each([0, 1, 6, 8, 14, 30, 7.5, -7, Number.NaN])('says nothing for a %d-day trial', (days) => {
    expect(trialOfferText(days)).toBeNull();
  });

  it('says nothing for any length other than 7', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }).filter((days) => days !== 7),
        (days) => trialOfferText(days) === null,
      ),
    );
  });
});

describe('noCommitmentText', () => {
  it('gives the spec sentence, em dash included, for the default plan', () => {
    const trialEnd = trialEndDate(new Date('2026-11-22T15:00:00Z'), 7);
    expect(noCommitmentText(0, trialEnd, 5999, 'UTC')).toBe(
      'No commitment — pay $0.00 until November 29, 2026, then just $59.99/year. Cancel anytime in account settings.',
    );
  });

  it('uses an em dash (U+2014), not a hyphen or en dash', () => {
    const text = noCommitmentText(0, new Date('2026-11-29T12:00:00Z'), 5999, 'UTC');
    expect(text.slice(0, 16)).toBe('No commitment \u2014 ');
  });

  it('shows the discounted yearly price and large amounts with grouping', () => {
    const quote = quotePurchase(
      { amount: 5999, trialPeriodDays: 7, introPrice: null },
      { percentOff: 25, amountOff: null },
    );
    expect(noCommitmentText(quote.dueNow, new Date('2026-12-01T12:00:00Z'), quote.firstYear, 'UTC')).toBe(
      'No commitment — pay $0.00 until December 1, 2026, then just $44.99/year. Cancel anytime in account settings.',
    );
    expect(noCommitmentText(1999, new Date('2026-12-01T12:00:00Z'), 123_456, 'UTC')).toBe(
      'No commitment — pay $19.99 until December 1, 2026, then just $1,234.56/year. Cancel anytime in account settings.',
    );
  });

  it("dates the trial's end in the visitor's time zone", () => {
    const trialEnd = new Date('2026-12-01T03:00:00Z');
    expect(noCommitmentText(0, trialEnd, 5999, 'America/Los_Angeles')).toContain('until November 30, 2026,');
    expect(noCommitmentText(0, trialEnd, 5999, 'UTC')).toContain('until December 1, 2026,');
  });

  it('is the template filled with formatUsd and formatLongDate for any figures', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (dueNow, yearly, trialEnd) => {
          return (
            noCommitmentText(dueNow, trialEnd, yearly, 'UTC') ===
            `No commitment — pay ${formatUsd(dueNow)} until ${formatLongDate(trialEnd, 'UTC')}, then just ${formatUsd(yearly)}/year. Cancel anytime in account settings.`
          );
        },
      ),
    );
  });

  it('refuses invalid cents rather than printing them', () => {
    expect(() => noCommitmentText(-1, new Date(), 5999, 'UTC')).toThrow(RangeError);
    expect(() => noCommitmentText(0, new Date(), 59.99, 'UTC')).toThrow(RangeError);
  });
});

describe('joinPurchaseErrors', () => {
  it("shows an error's detail in preference to its title", () => {
    expect(joinPurchaseErrors([{ title: 'Payment failed', detail: 'Your card was declined.' }])).toBe(
      'Your card was declined.',
    );
  });

  it('falls back to the title when the detail is missing, null or empty', () => {
    expect(joinPurchaseErrors([{ title: 'Payment failed' }])).toBe('Payment failed');
    expect(joinPurchaseErrors([{ title: 'Payment failed', detail: null }])).toBe('Payment failed');
    expect(joinPurchaseErrors([{ title: 'Payment failed', detail: '' }])).toBe('Payment failed');
  });

  it("joins every error with '. ', skipping ones with no text", () => {
    expect(
      joinPurchaseErrors([
        { title: 'Invalid coupon' },
        { detail: null, title: null },
        { detail: 'Your card has expired', title: 'Card error' },
      ]),
    ).toBe('Invalid coupon. Your card has expired');
  });

  it("says 'Unable to process payment' when there is nothing to show", () => {
    expect(PAYMENT_FALLBACK_ERROR).toBe('Unable to process payment');
    expect(joinPurchaseErrors([])).toBe('Unable to process payment');
    expect(joinPurchaseErrors([{}, { detail: '', title: '' }, { detail: null, title: null }])).toBe(
      'Unable to process payment',
    );
  });

  it('is the non-empty texts joined, or the fallback, for any list of errors', () => {
    const text = fc.option(fc.string({ maxLength: 20 }), { nil: null });
    fc.assert(
      fc.property(fc.array(fc.record({ detail: text, title: text }), { maxLength: 6 }), (errors) => {
        const texts = errors.map((e) => (e.detail ? e.detail : e.title ? e.title : '')).filter((t) => t !== '');
        return joinPurchaseErrors(errors) === (texts.length > 0 ? texts.join('. ') : 'Unable to process payment');
      }),
    );
  });
});
