// The plan as it reads, night by night: where each night is spent, the drive that day, and where
// the night can be booked (a campground taking bookings on Campwise, with the night's dates in
// the link), then the last drive to the destination. Pure, so tested alone.
import type { Campground } from '@/features/campgrounds/campground-schema';
import { pathWithStayDates } from '@/features/sites/stay-dates';
import { campgroundPath } from '@/lib/camping-paths';
import { formatMiles } from './trip-distances';
import { nightLabel, nightStay, type TripNight } from './trip-nights';

export interface ItineraryNight {
  night: number;
  label: string;
  campground: Campground | null;
  /** That day's drive to the campground; null while no campground is chosen. */
  driveText: string | null;
  /** The campground's booking with the night's dates, where it takes bookings and dates are set. */
  bookHref: string | null;
  /** A campground that takes bookings, on a night without a date yet: what booking needs. */
  bookNote: string | null;
  campgroundHref: string | null;
}

export const BOOK_NEEDS_DATES = 'Bookable on Campwise: choose the first night’s date to book.';

export interface Itinerary {
  nights: ItineraryNight[];
  finalDriveText: string;
  /** The whole drive, from the origin through every chosen campground to the destination. */
  totalText: string;
}

/** The campground's booking section with the night's dates filled in. */
export function bookNightHref(campground: Campground, night: TripNight): string | null {
  const stay = nightStay(night);
  if (!campground.bookable || !stay) return null;
  return `${pathWithStayDates(campgroundPath(campground), stay)}#book`;
}

export function buildItinerary(
  nights: readonly TripNight[],
  chosen: readonly (Campground | null)[],
  drives: { nights: readonly (number | null)[]; finalMeters: number },
): Itinerary {
  let total = drives.finalMeters;
  const rows = nights.map((night, index): ItineraryNight => {
    const campground = chosen[index] ?? null;
    const drive = campground ? (drives.nights[index] ?? null) : null;
    if (drive !== null) total += drive;
    return {
      night: night.night,
      label: nightLabel(night),
      campground,
      driveText: drive === null ? null : formatMiles(drive),
      bookHref: campground ? bookNightHref(campground, night) : null,
      bookNote: campground?.bookable && !night.date ? BOOK_NEEDS_DATES : null,
      campgroundHref: campground ? campgroundPath(campground) : null,
    };
  });
  return { nights: rows, finalDriveText: formatMiles(drives.finalMeters), totalText: formatMiles(total) };
}

/** What the route is, said plainly: a straight line is not a road. */
export function routeSourceText(source: 'osrm' | 'great-circle'): string {
  return source === 'great-circle'
    ? 'Straight-line route (no road routing configured): distances are as the crow flies, and road distances will be longer.'
    : 'Road route';
}
