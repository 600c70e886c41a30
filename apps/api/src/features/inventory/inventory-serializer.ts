// JSON:API resources of bookable inventory (docs/api-bookings.md).
import { describeCancellationPolicy } from '@campwise/domain';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { SiteListRow } from './availability-repository.ts';
import type { RateRecord, SiteRecord, SiteTypeRecord } from './inventory-repository.ts';
import type { BookingSettingsRecord } from './pricing-terms-repository.ts';
import type { SiteBlockRecord } from './site-block-repository.ts';
import type { SiteAvailability } from './availability-service.ts';
import type { SiteTypeMonth } from './availability-service.ts';

const campgroundLink = (id: number) => ({ data: { type: 'campgrounds', id: String(id) } });
const siteTypeLink = (id: number) => ({ data: { type: 'site-types', id: String(id) } });

export function bookingSettingsResource(row: BookingSettingsRecord): ResourceObject {
  return resource(
    'booking-settings',
    String(row.campgroundId),
    {
      enabled: row.enabled,
      bookingPolicy: row.bookingPolicy,
      minNights: row.minNights,
      maxNights: row.maxNights,
      bookingWindowDays: row.bookingWindowDays,
      checkInTime: row.checkInTime,
      checkOutTime: row.checkOutTime,
      timeZone: row.timeZone,
      fees: row.fees.map((fee) => ({ name: fee.name, 'amount-cents': fee.amountCents, per: fee.per })),
      taxRateBps: row.taxRateBps,
      fullRefundDays: row.fullRefundDays,
      partialRefundPercent: row.partialRefundPercent,
      partialRefundDays: row.partialRefundDays,
      proDiscountPercent: row.proDiscountPercent,
      isDemo: row.isDemo,
      cancellationPolicy: describeCancellationPolicy(row),
    },
    { campground: campgroundLink(row.campgroundId) },
  );
}

export function siteTypeResource(row: SiteTypeRecord): ResourceObject {
  return resource(
    'site-types',
    String(row.id),
    { name: row.name, kind: row.kind, description: row.description, campgroundId: String(row.campgroundId) },
    { campground: campgroundLink(row.campgroundId) },
  );
}

export function rateResource(row: RateRecord): ResourceObject {
  return resource(
    'rates',
    String(row.id),
    {
      name: row.name,
      nightlyCents: row.nightlyCents,
      weekendNightlyCents: row.weekendNightlyCents,
      startDate: row.startDate,
      endDate: row.endDate,
      siteTypeId: String(row.siteTypeId),
      campgroundId: String(row.campgroundId),
    },
    { campground: campgroundLink(row.campgroundId), siteType: siteTypeLink(row.siteTypeId) },
  );
}

/** A site as listed (with its type and, for a stay, its availability). */
export function siteResource(site: SiteListRow, availability: SiteAvailability): ResourceObject {
  return resource(
    'sites',
    String(site.id),
    {
      name: site.name,
      siteTypeId: String(site.siteTypeId),
      siteTypeName: site.siteTypeName,
      kind: site.kind,
      capacity: site.capacity,
      accessible: site.accessible,
      hookups: site.hookups,
      maxRvLengthFt: site.maxRvLengthFt,
      description: site.description,
      active: site.active,
      nightlyFromCents: availability.nightlyFromCents,
      available: availability.available,
      nights: availability.nights,
      stayCents: availability.stayCents,
      unavailableReason: availability.unavailableReason,
    },
    { campground: campgroundLink(site.campgroundId), siteType: siteTypeLink(site.siteTypeId) },
  );
}

/** A site as just written, with its type's name and kind. */
export function writtenSiteResource(
  site: SiteRecord,
  type: SiteTypeRecord,
  nightlyFromCents: number | null,
): ResourceObject {
  return siteResource(
    { ...site, siteTypeName: type.name, kind: type.kind, booked: null },
    { nightlyFromCents, available: null, nights: null, stayCents: null, unavailableReason: null },
  );
}

export function siteBlockResource(row: SiteBlockRecord): ResourceObject {
  return resource(
    'site-blocks',
    String(row.id),
    {
      startDate: row.startDate,
      endDate: row.endDate,
      reason: row.reason,
      siteId: String(row.siteId),
      siteName: row.siteName,
      campgroundId: String(row.campgroundId),
      source: row.source,
      calendarImportId: row.calendarImportId === null ? null : String(row.calendarImportId),
      createdAt: row.createdAt.toISOString(),
    },
    { campground: campgroundLink(row.campgroundId), site: { data: { type: 'sites', id: String(row.siteId) } } },
  );
}

export function siteTypeMonthResource(month: SiteTypeMonth): ResourceObject {
  return resource(
    'site-type-availability',
    `${month.siteTypeId}-${month.month}`,
    {
      siteTypeId: String(month.siteTypeId),
      name: month.name,
      kind: month.kind,
      month: month.month,
      days: month.days.map((day) => ({
        date: day.date,
        'available-sites': day.availableSites,
        'total-sites': day.totalSites,
        'nightly-cents': day.nightlyCents,
      })),
    },
    { siteType: siteTypeLink(month.siteTypeId) },
  );
}
