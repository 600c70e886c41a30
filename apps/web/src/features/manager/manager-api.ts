// The manager portal's API calls (docs/api-manager.md, docs/api-claims.md, docs/api-bookings.md),
// each taking the signed-in user's client so one token serves a whole load.
import { type ApiClient, ApiError, type ApiRecord } from '@/lib/api-client';
import {
  type Accommodations,
  type BookingSettings,
  bookingSettingsSchema,
  type Claim,
  claimSchema,
  type ListingPhoto,
  listingPhotoSchema,
  type ManagedCampground,
  managedCampgroundSchema,
  type ManagedSite,
  managedSiteSchema,
  type Rate,
  rateSchema,
  type SiteType,
  siteTypeSchema,
} from './manager-records';
import type { Inventory } from './manager-state';

const campgroundLink = (id: string) => ({ campground: { type: 'campgrounds', id } });
const siteTypeLink = (id: string) => ({ 'site-type': { type: 'site-types', id } });
const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

export interface ManagerData {
  campgrounds: ManagedCampground[];
  claims: Claim[];
  campgroundClaims: Claim[];
}

/** The user's campgrounds and claims (spec section 7: claims filtered by user, page size 200, number 1). */
export async function loadManagerData(client: ApiClient, userId: string): Promise<ManagerData> {
  const [managed, claims] = await Promise.all([
    client.findAll(`users/${path(userId)}/managed-campgrounds`),
    client.findAll('campground-claims', { filter: { userId }, include: 'campground', page: { size: 200, number: 1 } }),
  ]);
  const campgroundClaims = managed.data
    .flatMap((campground) => managed.related(campground, 'campground-claim'))
    .map((record) => claimSchema.parse(record));
  return {
    campgrounds: managed.data.map((record) => managedCampgroundSchema.parse(record)),
    claims: claims.data.map((record) => claimSchema.parse(record)),
    campgroundClaims,
  };
}

async function findSettings(client: ApiClient, campgroundId: string): Promise<BookingSettings | null> {
  try {
    return bookingSettingsSchema.parse(await client.findRecord('booking-settings', campgroundId));
  } catch (error) {
    // No settings yet is how a campground that has never been set up answers.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The campground's booking settings, site types, sites and rates. */
export async function loadInventory(client: ApiClient, campgroundId: string): Promise<Inventory> {
  const filter = { campground: campgroundId };
  const [bookingSettings, siteTypes, rates, sites] = await Promise.all([
    findSettings(client, campgroundId),
    client.findAll('site-types', { filter }),
    client.findAll('rates', { filter }),
    client.findAll(`campgrounds/${path(campgroundId)}/sites`),
  ]);
  const accommodations: Accommodations = {
    siteTypes: siteTypes.data.map((record) => siteTypeSchema.parse(record)),
    sites: sites.data.map((record) => managedSiteSchema.parse(record)),
  };
  return { bookingSettings, accommodations, rates: rates.data.map((record) => rateSchema.parse(record)) };
}

/** PATCH /campground-claims/{id}: how the campground takes bookings (docs/api-manager.md). */
export async function updateClaim(
  client: ApiClient,
  claimId: string,
  attributes: { bookingMethod: string | null; bookingIntention?: string },
): Promise<Claim> {
  return claimSchema.parse(await client.updateRecord('campground-claims', claimId, attributes));
}

/** POST or PATCH the booking settings (the settings' id is the campground's). */
export async function saveBookingSettings(
  client: ApiClient,
  campgroundId: string,
  exists: boolean,
  attributes: Record<string, unknown>,
): Promise<BookingSettings> {
  const record = exists
    ? await client.updateRecord('booking-settings', campgroundId, attributes)
    : await client.createRecord('booking-settings', attributes, { relationships: campgroundLink(campgroundId) });
  return bookingSettingsSchema.parse(record);
}

export async function createSiteType(
  client: ApiClient,
  campgroundId: string,
  attributes: { name: string; kind: string; description: string },
): Promise<SiteType> {
  return siteTypeSchema.parse(
    await client.createRecord('site-types', attributes, { relationships: campgroundLink(campgroundId) }),
  );
}

export async function createRate(
  client: ApiClient,
  siteTypeId: string,
  attributes: Omit<Rate, 'id' | 'siteTypeId'>,
): Promise<Rate> {
  return rateSchema.parse(await client.createRecord('rates', attributes, { relationships: siteTypeLink(siteTypeId) }));
}

export async function createSite(
  client: ApiClient,
  siteTypeId: string,
  attributes: Omit<ManagedSite, 'id' | 'siteTypeId' | 'siteTypeName'>,
): Promise<ManagedSite> {
  return managedSiteSchema.parse(
    await client.createRecord('sites', attributes, { relationships: siteTypeLink(siteTypeId) }),
  );
}

/**
 * PATCH /campgrounds/{id} (the listing editor). The answer is the public campground; what only
 * the portal knows (the manager's role, pending requests) is kept from the record it replaces.
 */
export async function updateListing(
  client: ApiClient,
  campground: ManagedCampground,
  attributes: Record<string, unknown>,
): Promise<ManagedCampground> {
  const record: ApiRecord = await client.updateRecord('campgrounds', campground.id, attributes);
  const { managerRole, pendingRequestCount } = campground;
  return managedCampgroundSchema.parse({ ...campground, ...record, managerRole, pendingRequestCount });
}

/** The campground's newest photos and how many it has (GET /campgrounds/{id}/photos). */
export async function listListingPhotos(
  client: ApiClient,
  campgroundId: string,
  size: number,
): Promise<{ photos: ListingPhoto[]; total: number }> {
  const answer = await client.findAll(`campgrounds/${path(campgroundId)}/photos`, { page: { size, number: 1 } });
  const photos = answer.data.map((record) => listingPhotoSchema.parse(record));
  return { photos, total: typeof answer.meta.total === 'number' ? answer.meta.total : photos.length };
}
