// What the manager portal reads, as the API sends it (docs/api-manager.md, docs/api-claims.md,
// docs/api-bookings.md), camelCased by the API client. Parsed loosely: an attribute added later
// or a null where a value was expected must not take the portal down.
import { z } from 'zod';

const id = z.union([z.string(), z.number()]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const count = z
  .number()
  .nullish()
  .transform((value) => value ?? null);
const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);
const list = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);

/** GET /users/{id}/managed-campgrounds: a campground the user runs, with what the portal needs. */
export const managedCampgroundSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  regionSlug: z.string(),
  regionName: text,
  latitude: z.number(),
  longitude: z.number(),
  description: text,
  phone: text,
  website: text,
  email: text,
  season: text,
  amenities: list,
  siteTypes: list,
  priceCents: count,
  maxRvLength: count,
  numSites: count,
  managerRole: z.enum(['owner', 'manager']).catch('manager'),
  bookable: flag,
  bookingSettingsId: id.nullish().transform((value) => value ?? null),
  pendingRequestCount: count.transform((value) => value ?? 0),
  /** The API's state from the approved claim, for a co-manager who cannot read that claim. */
  portalState: z
    .enum(['pms_bookings', 'campwise_bookings', 'standby', 'no_bookings'])
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
});
export type ManagedCampground = z.infer<typeof managedCampgroundSchema>;

/** A campground-claims record: whose claim of which campground, and how it takes bookings. */
export const claimSchema = z.object({
  id: z.string(),
  campgroundId: id,
  userId: id,
  status: z.string(),
  bookingIntention: text,
  bookingMethod: text,
  campgroundName: text,
  campgroundSlug: text,
  regionSlug: text,
});
export type Claim = z.infer<typeof claimSchema>;

const feeSchema = z.object({
  name: z.string(),
  amountCents: z.number(),
  per: z.enum(['stay', 'night']).catch('stay'),
});
export type BookingFee = z.infer<typeof feeSchema>;

export const bookingSettingsSchema = z.object({
  id: z.string(),
  enabled: flag,
  bookingPolicy: z.enum(['instant', 'request']).catch('instant'),
  minNights: z.number(),
  maxNights: z.number(),
  bookingWindowDays: z.number(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  timeZone: z.string(),
  fees: z
    .array(feeSchema)
    .nullish()
    .transform((value) => value ?? []),
  taxRateBps: z.number(),
  fullRefundDays: z.number(),
  partialRefundPercent: z.number(),
  partialRefundDays: z.number(),
  proDiscountPercent: z.number(),
  cancellationPolicy: text,
  isDemo: flag,
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

export const siteTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  description: text,
});
export type SiteType = z.infer<typeof siteTypeSchema>;

export const rateSchema = z.object({
  id: z.string(),
  siteTypeId: id,
  name: text,
  nightlyCents: z.number(),
  weekendNightlyCents: count,
  startDate: text,
  endDate: text,
});
export type Rate = z.infer<typeof rateSchema>;

export const managedSiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  siteTypeId: id,
  siteTypeName: text,
  capacity: count,
  accessible: flag,
  hookups: list,
  maxRvLengthFt: count,
});
export type ManagedSite = z.infer<typeof managedSiteSchema>;

/** The spec's "accommodations" of the Manager context: the site types and their sites. */
export interface Accommodations {
  siteTypes: SiteType[];
  sites: ManagedSite[];
}

/** A photo of the campground as the listing editor shows it (docs/api-community.md `photos`). */
export const listingPhotoSchema = z.object({
  id: z.string(),
  caption: z.string().nullish(),
  width: z.number(),
  height: z.number(),
  urls: z.object({ thumb: z.string() }),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;
