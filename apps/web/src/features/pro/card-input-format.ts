// The local card form's typing helpers: spacing the number, "MM / YY" and the checks Stripe's
// card element makes before it asks the processor, with Stripe's own words.

const digits = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return (
    digits(value)
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** "1230" → "12 / 30"; a single first digit above 1 is a month of its own ("4" → "04 / "). */
export function formatExpiry(value: string): string {
  let numbers = digits(value);
  if (numbers.length === 1 && Number(numbers) > 1) numbers = `0${numbers}`;
  numbers = numbers.slice(0, 4);
  if (numbers.length < 2) return numbers;
  // Typing the second digit adds the separator; backspacing into it ("12 /") removes it.
  if (numbers.length === 2) return !value.includes('/') || value.endsWith(' / ') ? `${numbers} / ` : numbers;
  return `${numbers.slice(0, 2)} / ${numbers.slice(2)}`;
}

export function formatCvc(value: string): string {
  return digits(value).slice(0, 4);
}

export interface LocalCardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type ParsedCard = { number: string; expMonth: number; expYear: number; cvc: string } | { error: string };

/** The typed card as the processor takes it, or the first thing missing from it. */
export function parseLocalCard(input: LocalCardInput): ParsedCard {
  const number = digits(input.number);
  if (number.length < 12) return { error: 'Your card number is incomplete.' };
  const expiry = digits(input.expiry);
  if (expiry.length < 4) return { error: "Your card's expiration date is incomplete." };
  const expMonth = Number(expiry.slice(0, 2));
  if (expMonth < 1 || expMonth > 12) return { error: "Your card's expiration date is invalid." };
  const cvc = digits(input.cvc);
  if (cvc.length < 3) return { error: "Your card's security code is incomplete." };
  return { number, expMonth, expYear: 2000 + Number(expiry.slice(2, 4)), cvc };
}
