// A draft's site and stay checked against the campground's rules and priced with quoteStay
// (@campwise/domain), from the same pricing terms the sites list uses. The price is the
// server's alone: whatever amount a client sends is never read.
import { and, eq, sql } from 'drizzle-orm';
import { checkStayRules, formatStayDate, quoteStay, todayIn, type StayQuote } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { campgrounds, sites, siteTypes } from '../../db/schema/index.ts';
import { visibleCampground } from '../campgrounds/visible-campground.ts';
import { loadPricingTerms, pricingTermsFor } from '../inventory/pricing-terms-repository.ts';
import type { BookingSettingsRow } from './reservation-repository.ts';
import { reservationErrors } from './reservation-errors.ts';

export interface ChosenSite {
  id: number;
  siteTypeId: number;
  kind: string;
  capacity: number;
  maxRvLengthFt: number | null;
}

/** The active site of the campground, or 422 at the site relationship. */
export async function chooseSite(db: Db, campgroundId: number, siteId: number): Promise<ChosenSite> {
  const [row] = await db
    .select({
      id: sites.id,
      siteTypeId: sites.siteTypeId,
      kind: siteTypes.kind,
      capacity: sites.capacity,
      maxRvLengthFt: sites.maxRvLengthFt,
    })
    .from(sites)
    .innerJoin(siteTypes, eq(siteTypes.id, sites.siteTypeId))
    .where(and(eq(sites.id, siteId), eq(sites.campgroundId, campgroundId), eq(sites.active, true)))
    .limit(1);
  if (!row) throw reservationErrors.invalid('site', 'Choose one of this campground’s sites.', true);
  return row;
}

/** Whether the campground takes bookings: settings enabled, at least one active site, not hidden. */
export async function isBookable(db: Db, settings: BookingSettingsRow | null, campgroundId: number): Promise<boolean> {
  if (!settings?.enabled) return false;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sites)
    .innerJoin(campgrounds, eq(campgrounds.id, sites.campgroundId))
    .where(and(eq(sites.campgroundId, campgroundId), eq(sites.active, true), visibleCampground));
  return (row?.n ?? 0) > 0;
}

/**
 * 422 not-bookable, as for starting a booking there, when an admin hid the campground after the
 * draft was started: its stay can no longer be moved or paid for.
 */
export async function checkNotHidden(db: Db, campgroundId: number): Promise<void> {
  const [row] = await db
    .select({ id: campgrounds.id })
    .from(campgrounds)
    .where(and(eq(campgrounds.id, campgroundId), visibleCampground));
  if (!row) throw reservationErrors.notBookable();
}

/** 422 at the date the first broken stay rule names (past, order, window, min and max nights). */
export function checkStay(settings: BookingSettingsRow, startDate: string, endDate: string, now: Date): void {
  const violation = checkStayRules({
    startDate,
    endDate,
    today: todayIn(settings.timeZone, now),
    rules: settings,
  });
  if (violation) {
    throw reservationErrors.invalid(violation.field === 'startDate' ? 'start-date' : 'end-date', violation.message);
  }
}

/** The stay's price for the site's type; 422 when a night has no rate. */
export async function quoteReservation(
  db: Db,
  input: { campgroundId: number; siteTypeId: number; startDate: string; endDate: string; isPro: boolean },
  serviceFeeBps: number,
): Promise<StayQuote> {
  const terms = await loadPricingTerms(db, input.campgroundId);
  if (!terms) throw reservationErrors.notBookable();
  const result = quoteStay({
    startDate: input.startDate,
    endDate: input.endDate,
    terms: pricingTermsFor(terms, input.siteTypeId, serviceFeeBps),
    isPro: input.isPro,
  });
  if (!result.ok) {
    throw reservationErrors.invalid(
      'start-date',
      `This site cannot be booked for the night of ${formatStayDate(result.night)}. Choose other dates or another site.`,
    );
  }
  return result.quote;
}
