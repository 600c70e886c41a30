// Where alerts learn whether a stay can be booked (docs/api-alerts.md "What an alert watches"). An
// adapter, so another source (an agency's inventory) could sit beside ours one day; today there is
// one implementation, our own inventory, and none is pretended. It answers many candidate stays in
// three queries whatever their number (sites, rates, live occupancies), with the same rules as the
// sites list and checkout: the site active in a bookable campground, no live occupancy overlapping
// (a draft's hold that ended counts as free), the stay rules (not past, inside the booking window,
// minimum and maximum nights) and a rate for every night (the open season).
import { checkStayRules, lodgingCents, todayIn, type NightlyRate } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import type { StayDates } from './alert-stays.ts';
import { findSiteTerms, findTakenNights, findTypeRates, type SiteTerms } from './own-inventory-repository.ts';

export interface SiteStay extends StayDates {
  siteId: number;
}

export interface AvailabilitySource {
  /** 'own-inventory': sites of campgrounds that take bookings on Campwise. */
  readonly watching: string;
  /** For each candidate, in the same order: can it be booked right now. */
  bookable(db: Db, candidates: readonly SiteStay[], now: Date): Promise<boolean[]>;
}

const DEFAULT_TIME_ZONE = 'America/Denver';

function fitsRules(site: SiteTerms, rates: NightlyRate[], stay: StayDates, now: Date): boolean {
  if (!site.bookable || site.minNights === null) return false;
  const violation = checkStayRules({
    startDate: stay.startDate,
    endDate: stay.endDate,
    today: todayIn(site.timeZone ?? DEFAULT_TIME_ZONE, now),
    rules: { minNights: site.minNights, maxNights: site.maxNights!, bookingWindowDays: site.bookingWindowDays! },
  });
  return violation === null && lodgingCents(rates, stay.startDate, stay.endDate) !== null;
}

export const ownInventory: AvailabilitySource = {
  watching: 'own-inventory',
  async bookable(db, candidates, now) {
    if (candidates.length === 0) return [];
    const siteIds = [...new Set(candidates.map((candidate) => candidate.siteId))];
    const sites = new Map((await findSiteTerms(db, siteIds)).map((site) => [site.id, site]));
    const typeIds = [...new Set([...sites.values()].map((site) => site.siteTypeId))];
    let from = candidates[0]!.startDate;
    let to = candidates[0]!.endDate;
    for (const candidate of candidates) {
      if (candidate.startDate < from) from = candidate.startDate;
      if (candidate.endDate > to) to = candidate.endDate;
    }
    // One after the other: the matcher calls this inside its transaction (one connection).
    const rates = await findTypeRates(db, typeIds);
    const taken = await findTakenNights(db, siteIds, { startDate: from, endDate: to }, now);
    return candidates.map((candidate) => {
      const site = sites.get(candidate.siteId);
      if (!site || !fitsRules(site, rates.get(site.siteTypeId) ?? [], candidate, now)) return false;
      // Stays are [start, end): two overlap when each starts before the other ends.
      return !(taken.get(candidate.siteId) ?? []).some(
        (held) => held.startDate < candidate.endDate && candidate.startDate < held.endDate,
      );
    });
  },
};
