// A campground's pricing terms in two reads: its booking settings and every rate, grouped by
// site type. The sites list prices stays with them and reservations quote with them
// (quoteStay from @campwise/domain), so both read the same terms the same way.
import { asc, eq, type SQL } from 'drizzle-orm';
import type { NightlyRate, PricingTerms } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { bookingSettings, rates } from '../../db/schema/index.ts';

export type BookingSettingsRecord = typeof bookingSettings.$inferSelect;

export interface CampgroundPricingTerms {
  settings: BookingSettingsRecord;
  /** Rates per site type id; a type with no entry has no rate (nothing can be booked). */
  ratesBySiteType: Map<number, NightlyRate[]>;
}

export async function findBookingSettings(db: Db, campgroundId: number): Promise<BookingSettingsRecord | null> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.campgroundId, campgroundId)).limit(1);
  return row ?? null;
}

/** Null when the campground has no booking settings. */
export async function loadPricingTerms(db: Db, campgroundId: number): Promise<CampgroundPricingTerms | null> {
  const settings = await findBookingSettings(db, campgroundId);
  if (!settings) return null;
  const ratesBySiteType = await loadRatesBySiteType(db, eq(rates.campgroundId, campgroundId));
  return { settings, ratesBySiteType };
}

/** The rates `where` selects (a campground's, or some site types'), by site type id. */
export async function loadRatesBySiteType(db: Db, where: SQL): Promise<Map<number, NightlyRate[]>> {
  const rows = await db
    .select({
      siteTypeId: rates.siteTypeId,
      startDate: rates.startDate,
      endDate: rates.endDate,
      nightlyCents: rates.nightlyCents,
      weekendNightlyCents: rates.weekendNightlyCents,
    })
    .from(rates)
    .where(where)
    .orderBy(asc(rates.id));
  const ratesBySiteType = new Map<number, NightlyRate[]>();
  for (const { siteTypeId, ...rate } of rows) {
    const list = ratesBySiteType.get(siteTypeId) ?? [];
    list.push(rate);
    ratesBySiteType.set(siteTypeId, list);
  }
  return ratesBySiteType;
}

/** The terms quoteStay takes for one site type; `serviceFeeBps` is the app's BOOKING_SERVICE_FEE_BPS. */
export function pricingTermsFor(
  terms: CampgroundPricingTerms,
  siteTypeId: number,
  serviceFeeBps: number,
): PricingTerms {
  return {
    rates: terms.ratesBySiteType.get(siteTypeId) ?? [],
    fees: terms.settings.fees,
    taxRateBps: terms.settings.taxRateBps,
    proDiscountPercent: terms.settings.proDiscountPercent,
    serviceFeeBps,
  };
}
