// The reads behind the own-inventory availability source: sites with their campground's booking
// rules, the rates of their types and the nights live occupancies hold. Each is one query for any
// number of sites, so checking a hundred alerts' stays costs the same three round trips as one.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NightlyRate } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { bookingSettings, campgrounds, rates, siteOccupancies, sites } from '../../db/schema/index.ts';
import { visibleCampground } from '../campgrounds/visible-campground.ts';
import { liveOccupancy } from '../inventory/availability-repository.ts';
import { loadRatesBySiteType } from '../inventory/pricing-terms-repository.ts';
import type { StayDates } from './alert-stays.ts';

export interface SiteTerms {
  id: number;
  siteTypeId: number;
  campgroundId: number;
  maxRvLengthFt: number | null;
  /** Active, its campground visible and taking bookings (settings enabled). */
  bookable: boolean;
  /** Null when the campground has no booking settings. */
  minNights: number | null;
  maxNights: number | null;
  bookingWindowDays: number | null;
  timeZone: string | null;
}

export async function findSiteTerms(db: Db, siteIds: readonly number[]): Promise<SiteTerms[]> {
  if (siteIds.length === 0) return [];
  return db
    .select({
      id: sites.id,
      siteTypeId: sites.siteTypeId,
      campgroundId: sites.campgroundId,
      maxRvLengthFt: sites.maxRvLengthFt,
      bookable: sql<boolean>`(${sites.active} and coalesce(${bookingSettings.enabled}, false) and ${visibleCampground})`,
      minNights: bookingSettings.minNights,
      maxNights: bookingSettings.maxNights,
      bookingWindowDays: bookingSettings.bookingWindowDays,
      timeZone: bookingSettings.timeZone,
    })
    .from(sites)
    .innerJoin(campgrounds, eq(campgrounds.id, sites.campgroundId))
    .leftJoin(bookingSettings, eq(bookingSettings.campgroundId, sites.campgroundId))
    .where(inArray(sites.id, [...siteIds]));
}

/** Rates by site type id. */
export async function findTypeRates(db: Db, siteTypeIds: readonly number[]): Promise<Map<number, NightlyRate[]>> {
  if (siteTypeIds.length === 0) return new Map();
  return loadRatesBySiteType(db, inArray(rates.siteTypeId, [...siteTypeIds]));
}

/** The stays live occupancies hold on these sites within `range`, by site id. */
export async function findTakenNights(
  db: Db,
  siteIds: readonly number[],
  range: StayDates,
  now: Date,
): Promise<Map<number, StayDates[]>> {
  const bySite = new Map<number, StayDates[]>();
  if (siteIds.length === 0) return bySite;
  const rows = await db
    .select({
      siteId: siteOccupancies.siteId,
      startDate: sql<string>`lower(${siteOccupancies.stay})::text`,
      endDate: sql<string>`upper(${siteOccupancies.stay})::text`,
    })
    .from(siteOccupancies)
    .where(
      and(
        inArray(siteOccupancies.siteId, [...siteIds]),
        sql`${siteOccupancies.stay} && daterange(${range.startDate}::date, ${range.endDate}::date, '[)')`,
        liveOccupancy(now),
      ),
    );
  for (const { siteId, ...stay } of rows) {
    const list = bySite.get(siteId) ?? [];
    list.push(stay);
    bySite.set(siteId, list);
  }
  return bySite;
}
