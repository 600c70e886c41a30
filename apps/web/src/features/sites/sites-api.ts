// The campground page's inventory reads, from the browser: its sites (priced for a stay when the
// camper has chosen dates) and a month of availability per site type. Public: no token needed.
import { createApiClient } from '@/lib/api-client';
import type { Month } from './calendar-grid';
import { type Site, siteSchema, type SiteTypeAvailability, siteTypeAvailabilitySchema } from './site-schema';
import type { StayDates } from './stay-dates';

const api = createApiClient();

/** GET /campgrounds/{id}/sites, with filter[start-date] and filter[end-date] when dates are chosen. */
export async function listSites(campgroundId: string, dates: StayDates | null): Promise<Site[]> {
  const filter = dates ? { 'start-date': dates.startDate, 'end-date': dates.endDate } : undefined;
  const answer = await api.findAll(`campgrounds/${encodeURIComponent(campgroundId)}/sites`, filter ? { filter } : {});
  return answer.data.map((record) => siteSchema.parse(record));
}

/** GET /campgrounds/{id}/availability?filter[month]=YYYY-MM: one calendar per site type. */
export async function loadAvailability(campgroundId: string, month: Month): Promise<SiteTypeAvailability[]> {
  const answer = await api.findAll(`campgrounds/${encodeURIComponent(campgroundId)}/availability`, {
    filter: { month },
  });
  return answer.data.map((record) => siteTypeAvailabilitySchema.parse(record));
}
