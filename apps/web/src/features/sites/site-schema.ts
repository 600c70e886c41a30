// The campground's bookable sites and their month of availability as the API sends them
// (docs/api-bookings.md, camelCased by the API client). Unknown values are tolerated rather
// than failing the page: a hookup or reason added later still reads sensibly.
import { z } from 'zod';

const nullableNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);
const nullableText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));

export const siteSchema = z.object({
  id: z.string(),
  name: z.string(),
  siteTypeId: z.union([z.string(), z.number()]).transform(String),
  siteTypeName: z.string(),
  kind: z.string(),
  capacity: nullableNumber,
  accessible: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  hookups: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
  maxRvLengthFt: nullableNumber,
  description: nullableText,
  /** The lowest nightly rate of its type, in cents; null when no rate is set. */
  nightlyFromCents: nullableNumber,
  /** Null when no dates were asked for. */
  available: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  nights: nullableNumber,
  /** Lodging for the stay, in cents (no fees, taxes or discounts). */
  stayCents: nullableNumber,
  unavailableReason: nullableText,
});
export type Site = z.infer<typeof siteSchema>;

const availabilityDaySchema = z.object({
  date: z.string(),
  availableSites: z.number(),
  totalSites: z.number(),
  nightlyCents: nullableNumber,
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const siteTypeAvailabilitySchema = z.object({
  id: z.string(),
  siteTypeId: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  kind: z.string(),
  month: z.string(),
  days: z.array(availabilityDaySchema),
});
export type SiteTypeAvailability = z.infer<typeof siteTypeAvailabilitySchema>;
