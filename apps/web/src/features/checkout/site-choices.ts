// The sites the dates step offers (GET campgrounds/{id}/sites with the stay's dates): which can
// be chosen and what they cost. The camper's own held site reads as booked by that very hold,
// so it stays choosable: moving the hold to new dates is one transaction on the API.
import { formatCents, pluralNights } from '@campwise/domain';
import type { ApiRecord } from '@/lib/api-client';

export interface SiteChoice {
  id: string;
  name: string;
  siteTypeName: string | null;
  kind: string | null;
  capacity: number | null;
  available: boolean | null;
  nights: number | null;
  stayCents: number | null;
  unavailableReason: string | null;
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function toSiteChoice(record: ApiRecord): SiteChoice {
  return {
    id: record.id,
    name: str(record.name) ?? `Site ${record.id}`,
    siteTypeName: str(record.siteTypeName),
    kind: str(record.kind),
    capacity: num(record.capacity),
    available: typeof record.available === 'boolean' ? record.available : null,
    nights: num(record.nights),
    stayCents: num(record.stayCents),
    unavailableReason: str(record.unavailableReason),
  };
}

const REASONS: Readonly<Record<string, string>> = {
  booked: 'Booked for some of these nights',
  'no-rate': 'Not open for booking on some of these nights',
  'min-stay': 'Stay is shorter than the minimum',
  'max-stay': 'Stay is longer than the maximum',
  'booking-window': 'Too far ahead to book yet',
  past: 'Dates are in the past',
};

/** Whether the camper may pick the site for the chosen dates. */
export function isChoosable(site: SiteChoice, ownSiteId: string | null): boolean {
  return site.id === ownSiteId || site.available !== false;
}

/** 'Available', 'Held for you', why not, or null before dates are chosen. */
export function siteStatus(site: SiteChoice, ownSiteId: string | null): string | null {
  if (site.available === null) return null;
  if (site.id === ownSiteId && site.available === false && site.unavailableReason === 'booked') return 'Held for you';
  if (site.available) return 'Available';
  return (site.unavailableReason && REASONS[site.unavailableReason]) ?? 'Not available for these dates';
}

/** '$145.00 for 3 nights' (lodging only) once the stay is priced. */
export function sitePrice(site: SiteChoice): string | null {
  return site.stayCents === null || site.nights === null
    ? null
    : `${formatCents(site.stayCents)} for ${pluralNights(site.nights)}`;
}

/** 'Full-hookup RV sites · Up to 8 people'. */
export function siteFacts(site: SiteChoice): string {
  const capacity =
    site.capacity === null ? null : site.capacity === 1 ? 'Up to 1 person' : `Up to ${site.capacity} people`;
  return [site.siteTypeName, capacity].filter(Boolean).join(' · ');
}
