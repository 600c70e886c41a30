// Attribute rules of claims and suggested listings, with the spec's messages (section 5) where
// the spec has one: phone, URL and email.
import { z } from 'zod';
import { VALIDATION_MESSAGES, validatePhone, validateUrl } from '@campwise/domain';

/** Optional text with a length limit; blank is '' and surrounding spaces go. */
export function boundedText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((value) => value.trim());
}

/** Required text of min..max characters after trimming. */
export function requiredText(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .transform((value) => value.trim())
    .refine((value) => value.length >= min && value.length <= max, { error: message });
}

/** The spec's phone rule; blank is ''. */
export const phoneRuleField = z
  .string({ error: VALIDATION_MESSAGES.phoneInvalid })
  .max(40, VALIDATION_MESSAGES.phoneInvalid)
  .refine((value) => validatePhone(value) === null, { error: VALIDATION_MESSAGES.phoneInvalid })
  .transform((value) => value.trim());

/** The spec's URL rule; blank is ''. */
export const websiteRuleField = z
  .string({ error: VALIDATION_MESSAGES.urlInvalid })
  .max(500, VALIDATION_MESSAGES.urlInvalid)
  .refine((value) => validateUrl(value) === null, { error: VALIDATION_MESSAGES.urlInvalid })
  .transform((value) => value.trim());
