// Availability: a campground's sites for a stay (free or why not, and what the stay's lodging
// costs) and a month calendar per site type. Whether a site is taken comes from SQL
// (availability-repository.ts); prices and stay rules come from @campwise/domain, the same
// functions reservations quote with, so the list and checkout never disagree.
import {
  addDays,
  checkStayRules,
  daysBetween,
  lodgingCents,
  nightlyRateFor,
  todayIn,
  type NightlyRate,
} from '@campwise/domain';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { countFreeSitesByNight, listActiveSites, type SiteListRow } from './availability-repository.ts';
import { campgroundExists } from './booking-settings-repository.ts';
import { listSiteTypes } from './inventory-repository.ts';
import type { SiteKind } from './inventory-schemas.ts';
import { loadPricingTerms } from './pricing-terms-repository.ts';

export type UnavailableReason = 'booked' | 'no-rate' | 'min-stay' | 'max-stay' | 'booking-window' | 'past';

export interface SiteAvailability {
  nightlyFromCents: number | null;
  available: boolean | null;
  nights: number | null;
  stayCents: number | null;
  unavailableReason: UnavailableReason | null;
}

export interface Stay {
  startDate: string;
  endDate: string;
}

/** The cheapest night a type's rates offer from today on (a season already over is not offered). */
export function nightlyFromCents(rates: readonly NightlyRate[], today: string): number | null {
  let lowest: number | null = null;
  for (const rate of rates) {
    if (rate.endDate !== null && rate.endDate < today) continue;
    const cheapest = Math.min(rate.nightlyCents, rate.weekendNightlyCents ?? rate.nightlyCents);
    if (lowest === null || cheapest < lowest) lowest = cheapest;
  }
  return lowest;
}

/** filter[start-date] and filter[end-date]: both or neither, the end after the start. */
export function parseStay(filter: { 'start-date'?: string; 'end-date'?: string }): Stay | null {
  const startDate = filter['start-date'];
  const endDate = filter['end-date'];
  if (startDate === undefined && endDate === undefined) return null;
  if (startDate === undefined) {
    throw AppError.invalidParameter('filter[start-date]', 'filter[start-date] is needed with filter[end-date].');
  }
  if (endDate === undefined) {
    throw AppError.invalidParameter('filter[end-date]', 'filter[end-date] is needed with filter[start-date].');
  }
  if (endDate <= startDate) {
    throw AppError.invalidParameter('filter[end-date]', 'filter[end-date] must be after filter[start-date].');
  }
  if (daysBetween(startDate, endDate) > 366) {
    throw AppError.invalidParameter('filter[end-date]', 'A stay is at most 366 nights.');
  }
  return { startDate, endDate };
}

export interface AvailabilityContext {
  db: Db;
  clock: Clock;
}

async function requireCampground(db: Db, campgroundId: number): Promise<void> {
  if (!(await campgroundExists(db, campgroundId))) throw AppError.notFound(`No campground with id ${campgroundId}.`);
}

/**
 * The campground's active sites; with a stay, each says whether it can be booked for it. A stay
 * rule (past, booking window, min/max nights) is the reason for every site; then a night with no
 * rate for the site's type; then an occupied night.
 */
export async function getCampgroundSites(
  ctx: AvailabilityContext,
  campgroundId: number,
  stay: Stay | null,
): Promise<{ site: SiteListRow; availability: SiteAvailability }[]> {
  await requireCampground(ctx.db, campgroundId);
  const now = ctx.clock();
  const [terms, rows] = await Promise.all([
    loadPricingTerms(ctx.db, campgroundId),
    listActiveSites(ctx.db, campgroundId, stay, now),
  ]);
  const today = todayIn(terms?.settings.timeZone ?? 'America/Denver', now);
  const ruleBroken =
    stay && terms
      ? checkStayRules({
          startDate: stay.startDate,
          endDate: stay.endDate,
          today,
          rules: terms.settings,
        })
      : null;
  return rows.map((site) => {
    const rates = terms?.ratesBySiteType.get(site.siteTypeId) ?? [];
    const from = nightlyFromCents(rates, today);
    if (!stay) {
      return {
        site,
        availability: {
          nightlyFromCents: from,
          available: null,
          nights: null,
          stayCents: null,
          unavailableReason: null,
        },
      };
    }
    const stayCents = lodgingCents(rates, stay.startDate, stay.endDate);
    let reason: UnavailableReason | null = null;
    // dates-order cannot happen here: parseStay refused it.
    if (ruleBroken && ruleBroken.code !== 'dates-order') reason = ruleBroken.code;
    else if (stayCents === null) reason = 'no-rate';
    else if (site.booked) reason = 'booked';
    return {
      site,
      availability: {
        nightlyFromCents: from,
        available: reason === null,
        nights: daysBetween(stay.startDate, stay.endDate),
        stayCents,
        unavailableReason: reason,
      },
    };
  });
}

export interface SiteTypeMonth {
  siteTypeId: number;
  name: string;
  kind: SiteKind;
  month: string;
  days: { date: string; availableSites: number; totalSites: number; nightlyCents: number | null }[];
}

/** One entry per site type: each night of `month` (YYYY-MM), its free and total sites and price. */
export async function getMonthAvailability(
  ctx: AvailabilityContext,
  campgroundId: number,
  month: string,
): Promise<SiteTypeMonth[]> {
  await requireCampground(ctx.db, campgroundId);
  const first = `${month}-01`;
  const last = addDays(addDays(first, 31).slice(0, 8) + '01', -1);
  const [types, counts, terms] = await Promise.all([
    listSiteTypes(ctx.db, campgroundId),
    countFreeSitesByNight(ctx.db, campgroundId, first, last, ctx.clock()),
    loadPricingTerms(ctx.db, campgroundId),
  ]);
  const byType = new Map<number, SiteTypeMonth['days']>();
  for (const count of counts) {
    const rates = terms?.ratesBySiteType.get(count.siteTypeId) ?? [];
    const days = byType.get(count.siteTypeId) ?? [];
    days.push({
      date: count.date,
      availableSites: count.availableSites,
      totalSites: count.totalSites,
      nightlyCents: nightlyRateFor(rates, count.date),
    });
    byType.set(count.siteTypeId, days);
  }
  return types.map((type) => ({
    siteTypeId: type.id,
    name: type.name,
    kind: type.kind,
    month,
    days: byType.get(type.id) ?? [],
  }));
}
