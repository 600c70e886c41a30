// zod schemas for user attributes that check with the spec's rules and say the spec's
// messages word for word (@campwise/domain), so the API and the web forms agree.
import { z } from 'zod';
import {
  VALIDATION_MESSAGES,
  validateEmail,
  validateName,
  validatePhone,
  validateSignInPassword,
  validateSignUpPassword,
  type Validator,
} from '@campwise/domain';

const MAX_TEXT_LENGTH = 200;
// RFC 5321 caps a deliverable address at 254 characters.
const MAX_EMAIL_LENGTH = 254;
const TOO_LONG = `Please enter at most ${MAX_TEXT_LENGTH} characters.`;

/** Runs validators in order and reports the first message, as the forms show the first error. */
function firstMessage(value: string, validators: Validator[]): string | null {
  for (const validate of validators) {
    const message = validate(value);
    if (message) return message;
  }
  return null;
}

/** A string checked by validators; a missing or non-string value gets `missingMessage`. */
function ruledString(missingMessage: string, ...validators: Validator[]) {
  return z.string({ error: missingMessage }).superRefine((value, ctx) => {
    const message = firstMessage(value, validators);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

const maxLength =
  (length: number, message: string): Validator =>
  (value) =>
    value.trim().length > length ? message : null;

export const emailField = ruledString(
  VALIDATION_MESSAGES.emailRequired,
  validateEmail,
  maxLength(MAX_EMAIL_LENGTH, VALIDATION_MESSAGES.emailInvalid),
).transform((value) => value.trim());

export const signUpPasswordField = ruledString(VALIDATION_MESSAGES.signUpPassword, validateSignUpPassword);

export const currentPasswordField = ruledString(VALIDATION_MESSAGES.signInPasswordRequired, validateSignInPassword);

export const fullNameField = ruledString(
  VALIDATION_MESSAGES.nameRequired,
  validateName,
  maxLength(MAX_TEXT_LENGTH, TOO_LONG),
).transform((value) => value.trim());

/** Optional: null or blank clears it. */
export const phoneField = ruledString(VALIDATION_MESSAGES.phoneInvalid, validatePhone)
  .nullable()
  .transform((value) => (value === null || value.trim() === '' ? null : value.trim()));

/** Optional: null or blank clears it. */
export const cityField = ruledString('Please enter a city name or null.', maxLength(MAX_TEXT_LENGTH, TOO_LONG))
  .nullable()
  .transform((value) => (value === null || value.trim() === '' ? null : value.trim()));

const CAMPER_TYPE_ITEM = 'Each camper type must be a text of 1 to 50 characters.';

export const camperTypeField = z
  .array(z.string({ error: CAMPER_TYPE_ITEM }).trim().min(1, CAMPER_TYPE_ITEM).max(50, CAMPER_TYPE_ITEM), {
    error: 'Please send a list of camper types.',
  })
  .max(20, 'Please choose at most 20 camper types.')
  .describe('Free-form labels, e.g. "tent", "rv"');

export const flagField = z.boolean({ error: 'Please send true or false.' });

/** Flags only the server sets: accepted in a sign-up body (the client sends them) and ignored. */
export const ignoredField = z.unknown().optional().describe('Ignored: set by the server');
