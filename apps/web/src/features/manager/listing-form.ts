// The listing editor's form (PATCH /campgrounds/{id}, docs/api-manager.md): what the inputs hold
// and the attributes sent. Phone, website and email use the spec's rules and messages (section 5).
import { maskPhone, validateEmail, validatePhone, validateUrl } from '@campwise/domain';
import type { FieldValidators } from '@/lib/forms/form-state';
import { htmlToText } from '@/lib/html-to-text';
import type { ManagedCampground } from './manager-records';
import { dollarsInput, parseDollars, validateDollars } from './money';

export type ListingField =
  'name' | 'description' | 'phone' | 'website' | 'email' | 'season' | 'price' | 'maxRvLength' | 'numSites';

export const MAX_DESCRIPTION_CHARS = 4000;

export function listingFormValues(campground: ManagedCampground): Record<ListingField, string> {
  return {
    name: campground.name,
    // The public page shows the description as sanitised HTML; the editor edits its text.
    description: campground.description ? htmlToText(campground.description) : '',
    phone: campground.phone ? maskPhone(campground.phone) || campground.phone : '',
    website: campground.website ?? '',
    email: campground.email ?? '',
    season: campground.season ?? '',
    price: campground.priceCents === null ? '' : dollarsInput(campground.priceCents),
    maxRvLength: campground.maxRvLength === null ? '' : String(campground.maxRvLength),
    numSites: campground.numSites === null ? '' : String(campground.numSites),
  };
}

function optionalWhole(min: number, max: number) {
  return (value: string) => {
    if (!value.trim()) return null;
    const number = Number(value);
    return Number.isInteger(number) && number >= min && number <= max
      ? null
      : `Enter a whole number from ${min} to ${max}.`;
  };
}

export const listingValidators: FieldValidators<ListingField> = {
  name: (value) =>
    value.trim().length >= 2 && value.trim().length <= 120 ? null : 'The name must be 2 to 120 characters.',
  description: (value) =>
    value.length <= MAX_DESCRIPTION_CHARS
      ? null
      : `The description must be at most ${MAX_DESCRIPTION_CHARS} characters.`,
  phone: validatePhone,
  website: validateUrl,
  email: (value) => (value.trim() ? validateEmail(value) : null),
  price: validateDollars(false),
  maxRvLength: optionalWhole(1, 200),
  numSites: optionalWhole(1, 10_000),
};

const orNull = (value: string) => (value.trim() ? value.trim() : null);
const numberOrNull = (value: string) => (value.trim() ? Number(value) : null);

/** The details to save; an emptied field clears it. */
export function listingAttributes(
  values: Record<ListingField, string>,
  amenities: readonly string[],
  siteTypes: readonly string[],
): Record<string, unknown> {
  return {
    name: values.name.trim(),
    description: orNull(values.description),
    phone: orNull(values.phone),
    website: orNull(values.website),
    email: orNull(values.email),
    season: orNull(values.season),
    priceCents: values.price.trim() ? parseDollars(values.price) : null,
    maxRvLength: numberOrNull(values.maxRvLength),
    numSites: numberOrNull(values.numSites),
    amenities: [...amenities],
    siteTypes: [...siteTypes],
  };
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** A point as typed in the latitude and longitude fields, rounded to about a metre; null when unreadable. */
export function parsePoint(latitude: string, longitude: string): Point | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!latitude.trim() || !longitude.trim() || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) };
}

export function roundCoordinate(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}
