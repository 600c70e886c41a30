import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGE,
  cancellationInput,
  differenceSentence,
  parseDollars,
  priceDifference,
  refundableCents,
  refundPreviewCents,
  settlementMode,
} from './money-choices';

describe('amounts typed in dollars', () => {
  it('reads whole and decimal dollars, with a $ and thousands commas', () => {
    expect(parseDollars('120')).toBe(12000);
    expect(parseDollars('120.5')).toBe(12050);
    expect(parseDollars(' $1,120.05 ')).toBe(112005);
    expect(parseDollars('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '12.345', 'abc', '1e3']) expect(parseDollars(text)).toBeNull();
  });
});

describe('the difference a change makes', () => {
  it('charges more, refunds less, or changes nothing', () => {
    expect(priceDifference(15000, 18000)).toEqual({ kind: 'charge', cents: 3000 });
    expect(priceDifference(15000, 10000)).toEqual({ kind: 'refund', cents: 5000 });
    expect(priceDifference(15000, 15000)).toEqual({ kind: 'none', cents: 0 });
  });

  it('says what happens to the card, to a request’s hold, or that a manual booking only records it', () => {
    expect(differenceSentence({ kind: 'charge', cents: 3000 }, 'card', 18000)).toBe(
      "$30.00 more will be charged to the guest's card.",
    );
    expect(differenceSentence({ kind: 'refund', cents: 5000 }, 'card', 10000)).toBe(
      "$50.00 will be refunded to the guest's card.",
    );
    expect(differenceSentence({ kind: 'refund', cents: 5000 }, 'hold', 10000)).toBe(
      "The amount held on the guest's card changes to $100.00 ($50.00 less); nothing is charged until you approve.",
    );
    expect(differenceSentence({ kind: 'charge', cents: 3000 }, 'record', 18000)).toMatch(/No card is charged/);
    expect(differenceSentence({ kind: 'none', cents: 0 }, 'card', 15000)).toBe('The total does not change.');
  });

  it('settles online bookings on the card, requests on their hold, manual ones on paper', () => {
    expect(settlementMode({ source: 'online', status: 'confirmed' })).toBe('card');
    expect(settlementMode({ source: 'online', status: 'pending' })).toBe('hold');
    expect(settlementMode({ source: 'internal', status: 'confirmed' })).toBe('record');
    expect(settlementMode({ source: 'external', status: 'confirmed' })).toBe('record');
  });
});

describe('the refund of a cancellation', () => {
  const money = { refundableCents: 20000, policyCents: 12000 };

  it('refunds only what was captured and not yet given back', () => {
    expect(refundableCents({ paymentStatus: 'captured', totalCents: 20000, refundedCents: 0 })).toBe(20000);
    expect(refundableCents({ paymentStatus: 'partially_refunded', totalCents: 20000, refundedCents: 5000 })).toBe(
      15000,
    );
    expect(refundableCents({ paymentStatus: 'authorized', totalCents: 20000, refundedCents: 0 })).toBe(0);
    expect(refundableCents({ paymentStatus: 'none', totalCents: 20000, refundedCents: null })).toBe(0);
  });

  it('previews each choice', () => {
    expect(refundPreviewCents('policy', '', money)).toBe(12000);
    expect(refundPreviewCents('full', '', money)).toBe(20000);
    expect(refundPreviewCents('none', '', money)).toBe(0);
    expect(refundPreviewCents('custom', '45.50', money)).toBe(4550);
    expect(refundPreviewCents('custom', '250', money)).toBeNull();
  });

  it('sends a custom amount in cents with the reason, and refuses one above what was paid', () => {
    expect(cancellationInput('custom', '45.50', ' Storm ', money)).toEqual({
      ok: true,
      attributes: { refund: 'custom', refundCents: 4550, reason: 'Storm' },
    });
    expect(cancellationInput('policy', '', '', money)).toEqual({ ok: true, attributes: { refund: 'policy' } });
    expect(cancellationInput('custom', 'lots', '', money)).toEqual({ ok: false, error: AMOUNT_MESSAGE });
    expect(cancellationInput('custom', '200.01', '', money)).toEqual({
      ok: false,
      error: 'The refund can be at most $200.00, what was paid.',
    });
  });
});
