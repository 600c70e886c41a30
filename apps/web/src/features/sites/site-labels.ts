// How a site's facts read: its kind, hookups, capacity, why it cannot be booked, and prices.
import { formatCents, pluralNights } from '@campwise/domain';
import type { Site } from './site-schema';

const KINDS: Readonly<Record<string, string>> = { tent: 'Tent', rv: 'RV', cabin: 'Cabin', group: 'Group' };

const HOOKUPS: Readonly<Record<string, string>> = {
  'electric-30': '30-amp electric',
  'electric-50': '50-amp electric',
  water: 'Water',
  sewer: 'Sewer',
};

const UNAVAILABLE: Readonly<Record<string, string>> = {
  booked: 'Booked for some of these nights',
  'no-rate': 'Not open for booking on some of these nights',
  'min-stay': 'Stay is shorter than the minimum',
  'max-stay': 'Stay is longer than the maximum',
  'booking-window': 'Too far ahead to book yet',
  past: 'Dates are in the past',
};

function humanize(id: string): string {
  const words = id.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function kindLabel(kind: string): string {
  return KINDS[kind] ?? humanize(kind);
}

export function hookupLabel(hookup: string): string {
  return HOOKUPS[hookup] ?? humanize(hookup);
}

/** '30-amp electric, Water' or 'None'. */
export function hookupsLabel(hookups: readonly string[]): string {
  return hookups.length > 0 ? hookups.map(hookupLabel).join(', ') : 'None';
}

export function capacityLabel(capacity: number | null): string | null {
  if (capacity === null) return null;
  return capacity === 1 ? 'Up to 1 person' : `Up to ${capacity} people`;
}

/** 'Available', why not, or null when no dates were asked for. */
export function availabilityLabel(site: Pick<Site, 'available' | 'unavailableReason'>): string | null {
  if (site.available === null) return null;
  if (site.available) return 'Available';
  return site.unavailableReason
    ? (UNAVAILABLE[site.unavailableReason] ?? humanize(site.unavailableReason))
    : 'Not available';
}

/** '$145.00 for 3 nights' once a stay is priced. */
export function stayPriceLabel(site: Pick<Site, 'stayCents' | 'nights'>): string | null {
  if (site.stayCents === null || site.nights === null) return null;
  return `${formatCents(site.stayCents)} for ${pluralNights(site.nights)}`;
}

/** 'From $45.00/night'. */
export function nightlyFromLabel(site: Pick<Site, 'nightlyFromCents'>): string | null {
  return site.nightlyFromCents === null ? null : `From ${formatCents(site.nightlyFromCents)}/night`;
}

/** A day cell's price: '$45' for whole dollars, '$45.50' otherwise. */
export function shortPrice(cents: number): string {
  return cents % 100 === 0 ? `$${(cents / 100).toLocaleString('en-US')}` : formatCents(cents);
}
