// The local test card processor's cards (docs/api-pro.md): Stripe's test numbers and Stripe's
// own messages, so the checkout behaves the same with either processor.

/** What a stored test card does when it is used. */
export type CardBehavior =
  | 'succeed'
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'authentication_required'
  /** Attaches (a trial charges nothing), then every charge fails. */
  | 'decline_on_charge';

export interface CardFailure {
  code: string;
  message: string;
}

export const CARD_FAILURES = {
  card_declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
  incorrect_cvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  authentication_required: {
    code: 'authentication_required',
    message: 'Your card needs to be authenticated by your bank. Please use another card.',
  },
} as const satisfies Record<string, CardFailure>;

const BEHAVIOR_BY_NUMBER: Record<string, CardBehavior> = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000002500003155': 'authentication_required',
  '4000000000000341': 'decline_on_charge',
};

/** Any other Luhn-valid number behaves like 4242. */
export function behaviorOf(number: string): CardBehavior {
  return BEHAVIOR_BY_NUMBER[number] ?? 'succeed';
}

/** Why a card is refused when it is attached to a customer; null: it attaches. */
export function failureOnAttach(behavior: string): CardFailure | null {
  if (behavior === 'succeed' || behavior === 'decline_on_charge') return null;
  return CARD_FAILURES[behavior as keyof typeof CARD_FAILURES] ?? CARD_FAILURES.card_declined;
}

/** Why a charge on the card fails; null: it succeeds. */
export function failureOnCharge(behavior: string): CardFailure | null {
  if (behavior === 'decline_on_charge') return CARD_FAILURES.card_declined;
  return failureOnAttach(behavior);
}

/** The code of a stored failure message (the charges table keeps the message only). */
export function failureCodeOf(message: string): string {
  return Object.values(CARD_FAILURES).find((failure) => failure.message === message)?.code ?? 'card_declined';
}

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CheckedCard {
  number: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behavior: CardBehavior;
}

/** Stripe's checks when a card is tokenized, in Stripe's order; the card or the first failure. */
export function checkCard(input: CardInput, now: Date): { card: CheckedCard } | { failure: CardFailure } {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number) || number.length < 12) {
    return { failure: { code: 'incomplete_number', message: 'Your card number is incomplete.' } };
  }
  if (number.length > 19 || !passesLuhn(number)) {
    return { failure: { code: 'incorrect_number', message: 'Your card number is incorrect.' } };
  }
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) {
    return { failure: { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." } };
  }
  const expYear = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  const past = "Your card's expiration date is in the past.";
  const year = now.getUTCFullYear();
  if (!Number.isInteger(expYear) || expYear < year) return { failure: { code: 'invalid_expiry_year', message: past } };
  if (expYear === year && input.expMonth < now.getUTCMonth() + 1) {
    return { failure: { code: 'invalid_expiry_month', message: past } };
  }
  if (expYear > year + 50) {
    return { failure: { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." } };
  }
  const brand = brandOf(number);
  if (!new RegExp(brand === 'amex' ? '^\\d{4}$' : '^\\d{3}$').test(input.cvc.trim())) {
    return { failure: { code: 'incomplete_cvc', message: "Your card's security code is incomplete." } };
  }
  return {
    card: { number, brand, last4: number.slice(-4), expMonth: input.expMonth, expYear, behavior: behaviorOf(number) },
  };
}
