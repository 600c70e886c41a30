// Wire shape of the listing editor (docs/api-manager.md "Listing editor"): PATCH /campgrounds/{id}
// with any of the attributes a manager may change. Messages of the spec's field rules (URL,
// phone, email) come word for word from @campwise/domain.
import { z } from 'zod';
import {
  AMENITY_IDS,
  SITE_TYPE_IDS,
  validateEmail,
  validatePhone,
  validateUrl,
  type Amenity,
  type SiteType,
  type Validator,
} from '@campwise/domain';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';

export const MAX_DESCRIPTION_CHARS = 4000;
export const MAX_PRICE_CENTS = 10_000_000;

/** A contact field under one of the spec's rules: '' or null clears it, anything else must pass. */
function contact(validator: Validator, typeMessage: string) {
  return z
    .string({ error: typeMessage })
    .nullable()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? '';
      if (!trimmed) return null;
      const problem = validator(trimmed);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      return trimmed;
    });
}

function wholeOrNull(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}, or null.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .nullable();
}

function idList<T extends string>(ids: readonly T[], label: string) {
  const message = `${label} must be a list of: ${ids.join(', ')}.`;
  return z
    .array(z.enum(ids as [T, ...T[]], { error: message }), { error: message })
    .max(ids.length, { error: message })
    .transform((values) => [...new Set(values)]);
}

function coordinate(label: string, limit: number) {
  const message = `${label} must be a number from -${limit} to ${limit}.`;
  return z.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message });
}

export const listingAttributes = {
  name: z
    .string({ error: 'Please enter a name.' })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(2, { error: 'The name must be 2 to 120 characters.' })
        .max(120, { error: 'The name must be 2 to 120 characters.' }),
    )
    .optional(),
  description: z
    .string({ error: 'The description must be text.' })
    .max(MAX_DESCRIPTION_CHARS, { error: `The description must be at most ${MAX_DESCRIPTION_CHARS} characters.` })
    .nullable()
    .optional(),
  phone: contact(validatePhone, 'Please enter a valid phone number.').optional(),
  website: contact(validateUrl, 'Please enter a valid URL.').optional(),
  email: contact(validateEmail, 'Please enter a valid email.').optional(),
  amenities: idList<Amenity>(AMENITY_IDS, 'Amenities').optional(),
  'site-types': idList<SiteType>(SITE_TYPE_IDS, 'Site types').optional(),
  season: z
    .string({ error: 'The season must be text.' })
    .max(200, { error: 'The season must be at most 200 characters.' })
    .nullable()
    .transform((value) => value?.trim() || null)
    .optional(),
  'price-cents': wholeOrNull('The nightly price', 0, MAX_PRICE_CENTS).optional(),
  'max-rv-length': wholeOrNull('The longest RV', 1, 200).optional(),
  'num-sites': wholeOrNull('The number of sites', 1, 10_000).optional(),
  latitude: coordinate('Latitude', 90).optional(),
  longitude: coordinate('Longitude', 180).optional(),
};

export const listingUpdateSchema = resourceDocumentSchema('campgrounds', listingAttributes);

export type ListingChanges = z.output<typeof listingUpdateSchema>['data']['attributes'];
