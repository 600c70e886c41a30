import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, parseLocalCard } from './card-input-format';

describe('card input formatting', () => {
  it('spaces the card number in groups of four and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatCardNumber('')).toBe('');
  });

  it('writes the expiry as MM / YY', () => {
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12 / ')).toBe('12 / ');
    expect(formatExpiry('12 /')).toBe('12');
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('parseLocalCard', () => {
  it('answers what the processor takes', () => {
    expect(parseLocalCard({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
  });

  it('names the first missing part in Stripe’s words', () => {
    expect(parseLocalCard({ number: '4242', expiry: '12 / 34', cvc: '123' })).toEqual({
      error: 'Your card number is incomplete.',
    });
    expect(parseLocalCard({ number: '4242 4242 4242 4242', expiry: '12', cvc: '123' })).toEqual({
      error: "Your card's expiration date is incomplete.",
    });
    expect(parseLocalCard({ number: '4242 4242 4242 4242', expiry: '13 / 34', cvc: '123' })).toEqual({
      error: "Your card's expiration date is invalid.",
    });
    expect(parseLocalCard({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '1' })).toEqual({
      error: "Your card's security code is incomplete.",
    });
  });
});
