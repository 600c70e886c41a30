// The /claim/add form: the fields of a suggested campground, their rules (the spec's section 5
// messages where it has one) and the submission they become.
import { validateEmail, validateName, validatePhone, validateUrl, type Validator } from '@campwise/domain';
import type { FieldValidators, FieldValues } from '@/lib/forms/form-state';
import type { SubmissionInput } from './submissions-api';

export type ListingField = 'latitude' | 'longitude' | 'name' | 'description' | 'website' | 'phone' | 'email' | 'price';

export const LISTING_MESSAGES = {
  location: 'Pick the location on the map, or type its latitude and longitude.',
  latitude: 'Enter a latitude between -90 and 90.',
  longitude: 'Enter a longitude between -180 and 180.',
  price: 'Enter a nightly price in dollars, like 25.',
  description: 'Keep the description under 4,000 characters.',
} as const;

export const DESCRIPTION_MAX = 4000;

function numberIn(min: number, max: number, message: string): Validator {
  return (value) => {
    if (!value.trim()) return LISTING_MESSAGES.location;
    const number = Number(value.trim());
    return Number.isFinite(number) && number >= min && number <= max ? null : message;
  };
}

const optional =
  (validate: Validator): Validator =>
  (value) =>
    value.trim() ? validate(value) : null;

export const listingValidators: FieldValidators<ListingField> = {
  latitude: numberIn(-90, 90, LISTING_MESSAGES.latitude),
  longitude: numberIn(-180, 180, LISTING_MESSAGES.longitude),
  name: validateName,
  description: (value) => (value.length > DESCRIPTION_MAX ? LISTING_MESSAGES.description : null),
  website: validateUrl,
  phone: validatePhone,
  email: optional(validateEmail),
  price: optional((value) => (/^\d{1,5}(\.\d{1,2})?$/.test(value.trim()) ? null : LISTING_MESSAGES.price)),
};

export const EMPTY_LISTING: FieldValues<ListingField> = {
  latitude: '',
  longitude: '',
  name: '',
  description: '',
  website: '',
  phone: '',
  email: '',
  price: '',
};

/** A point as the form shows it: 5 decimals, about a metre. */
export function coordinateText(value: number): string {
  return value.toFixed(5);
}

/** The point the fields name, or null while either is not a number in range. */
export function typedPoint(values: Pick<FieldValues<ListingField>, 'latitude' | 'longitude'>): [number, number] | null {
  if (listingValidators.latitude?.(values.latitude) || listingValidators.longitude?.(values.longitude)) return null;
  return [Number(values.longitude), Number(values.latitude)];
}

/** What goes to POST campground-submissions; call once the form is valid. */
export function submissionInput(
  values: FieldValues<ListingField>,
  role: 'owner' | 'camper',
  siteTypes: readonly string[],
  amenities: readonly string[],
): SubmissionInput {
  const text = (value: string) => (value.trim() ? value.trim() : null);
  const price = values.price.trim();
  return {
    submitterRole: role,
    name: values.name.trim(),
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    description: text(values.description),
    website: text(values.website),
    phone: text(values.phone),
    email: text(values.email),
    siteTypes: [...siteTypes],
    amenities: [...amenities],
    priceCents: price ? Math.round(Number(price) * 100) : null,
  };
}
