// Field rules and their messages, word for word from the product specification (section 5).
// Shared by the web forms and the API, so both say exactly the same thing.
import { PASSWORD_MIN_LENGTH } from './constants.ts';

export const VALIDATION_MESSAGES = {
  emailRequired: 'Please enter an email.',
  emailInvalid: 'Please enter a valid email.',
  signInPasswordRequired: 'Please enter a password.',
  signUpPassword: 'Please enter a password at least 8 characters long.',
  nameRequired: 'Please enter a name.',
  urlInvalid: 'Please enter a valid URL.',
  phoneInvalid: 'Please enter a valid phone number.',
  calendarLinkInvalid: 'Please enter a valid .ics URL.',
} as const;

/** A validator returns the message of the first rule a value breaks, or null. */
export type Validator = (value: string) => string | null;

// Deliberately the common practical shape (something@host.tld), not the full RFC grammar.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s.]*\.[^\s]{2,}$/i;
// US numbers, optionally +1, in common punctuations, with an optional extension: (970) 555-0100 x12
const PHONE_PATTERN = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(\s*(x|ext\.?|extension)\s*\d{1,6})?$/i;

export const validateEmail: Validator = (value) => {
  const trimmed = value.trim();
  if (!trimmed) return VALIDATION_MESSAGES.emailRequired;
  return EMAIL_PATTERN.test(trimmed) ? null : VALIDATION_MESSAGES.emailInvalid;
};

export const validateSignInPassword: Validator = (value) => (value ? null : VALIDATION_MESSAGES.signInPasswordRequired);

export const validateSignUpPassword: Validator = (value) =>
  value.length >= PASSWORD_MIN_LENGTH ? null : VALIDATION_MESSAGES.signUpPassword;

export const validateName: Validator = (value) => (value.trim() ? null : VALIDATION_MESSAGES.nameRequired);

/** Optional field: empty is fine. */
export const validateUrl: Validator = (value) =>
  !value.trim() || URL_PATTERN.test(value.trim()) ? null : VALIDATION_MESSAGES.urlInvalid;

/** Optional field: empty is fine. */
export const validatePhone: Validator = (value) =>
  !value.trim() || PHONE_PATTERN.test(value.trim()) ? null : VALIDATION_MESSAGES.phoneInvalid;

/** Optional field: empty is fine. */
export const validateCalendarLink: Validator = (value) =>
  !value.trim() || /\.ics|ical/i.test(value) ? null : VALIDATION_MESSAGES.calendarLinkInvalid;

/** Formats digits into the spec's mask (999) 999-9999 as the user types; extra digits are dropped. */
export function maskPhone(input: string): string {
  const digits = input
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10})/, '')
    .slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
