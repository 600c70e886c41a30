import { describe, expect, it } from 'vitest';
import { behaviorOf, brandOf, checkCard, failureOnAttach, failureOnCharge, passesLuhn } from './local-test-cards.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const card = (overrides: Partial<{ number: string; expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});

describe('checkCard', () => {
  it('accepts a test card and says what it is', () => {
    expect(checkCard(card(), NOW)).toEqual({
      card: {
        number: '4242424242424242',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        behavior: 'succeed',
      },
    });
    expect(checkCard(card({ expYear: 30 }), NOW)).toMatchObject({ card: { expYear: 2030 } });
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'incorrect_number', 'Your card number is incorrect.'],
    [{ number: '4242' }, 'incomplete_number', 'Your card number is incomplete.'],
    [{ expYear: 2025 }, 'invalid_expiry_year', "Your card's expiration date is in the past."],
    [{ expYear: 2026, expMonth: 10 }, 'invalid_expiry_month', "Your card's expiration date is in the past."],
    [{ expMonth: 13 }, 'invalid_expiry_month', "Your card's expiration month is invalid."],
    [{ cvc: '12' }, 'incomplete_cvc', "Your card's security code is incomplete."],
  ])('refuses %o with Stripe’s code and message', (overrides, code, message) => {
    expect(checkCard(card(overrides), NOW)).toEqual({ failure: { code, message } });
  });

  it('takes this month as not yet expired', () => {
    expect('card' in checkCard(card({ expYear: 2026, expMonth: 11 }), NOW)).toBe(true);
  });
});

describe('test card behaviour', () => {
  it('declines the declining cards when used, and 0341 only when charged', () => {
    expect(failureOnAttach(behaviorOf('4000000000000002'))?.code).toBe('card_declined');
    expect(failureOnAttach(behaviorOf('4000000000009995'))?.code).toBe('insufficient_funds');
    expect(failureOnAttach(behaviorOf('4000000000000069'))?.message).toBe('Your card has expired.');
    expect(failureOnAttach(behaviorOf('4000000000000127'))?.code).toBe('incorrect_cvc');
    expect(failureOnAttach(behaviorOf('4000002500003155'))?.code).toBe('authentication_required');
    expect(failureOnAttach(behaviorOf('4000000000000341'))).toBeNull();
    expect(failureOnCharge(behaviorOf('4000000000000341'))?.code).toBe('card_declined');
    expect(failureOnCharge(behaviorOf('5555555555554444'))).toBeNull();
  });

  it('checks Luhn and names brands', () => {
    expect(passesLuhn('4000000000000341')).toBe(true);
    expect(passesLuhn('4000000000000342')).toBe(false);
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
  });
});
