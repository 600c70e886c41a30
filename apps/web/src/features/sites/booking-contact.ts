// What the contact-booking overlay tells a camper about a campground that cannot be booked here:
// whom to ask, and whether a federal agency's own reservation system takes the booking.
import type { Campground } from '@/features/campgrounds/campground-schema';

/** The agencies whose reservable campgrounds are booked through the federal system (Recreation.gov). */
const FEDERAL_AGENCIES = new Set(['nps', 'usfs', 'blm', 'army_corps']);

export type BookingContactCampground = Pick<
  Campground,
  'name' | 'phone' | 'website' | 'email' | 'reservable' | 'agency' | 'agencyLabel'
>;

export function bookingContactCampground(campground: BookingContactCampground): BookingContactCampground {
  const { name, phone, website, email, reservable, agency, agencyLabel } = campground;
  return { name, phone, website, email, reservable, agency, agencyLabel };
}

export function isFederalReservable(campground: Pick<Campground, 'reservable' | 'agency'>): boolean {
  return campground.reservable === true && campground.agency !== null && FEDERAL_AGENCIES.has(campground.agency);
}

/** The ways to reach the campground, in the order a camper would try them. */
export function contactWays(campground: Pick<Campground, 'phone' | 'website' | 'email'>): string[] {
  const ways: string[] = [];
  if (campground.phone) ways.push('call the campground');
  if (campground.website) ways.push('visit its website');
  if (campground.email) ways.push(campground.phone ? 'email it' : 'email the campground');
  return ways;
}

/** 'call the campground, visit its website or email it' */
export function joinWays(ways: readonly string[]): string {
  if (ways.length <= 1) return ways[0] ?? '';
  return `${ways.slice(0, -1).join(', ')} or ${ways[ways.length - 1]}`;
}
