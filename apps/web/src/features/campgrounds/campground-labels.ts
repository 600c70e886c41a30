// How campground facts read on the page. Labels come from the shared vocabulary in
// @campwise/domain so the web and the API never disagree on wording.
import { AGENCIES, AMENITIES, SITE_TYPES } from '@campwise/domain';
import type { Campground } from './campground-schema';

/** A value the vocabulary does not know yet still reads sensibly: "fire_rings" -> "Fire rings". */
function humanize(id: string): string {
  const words = id.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelFrom(table: Readonly<Record<string, string>>, id: string): string {
  const label = Object.hasOwn(table, id) ? table[id] : undefined;
  return label ?? humanize(id);
}

export function agencyLabel(campground: Campground): string | null {
  if (campground.agencyLabel) return campground.agencyLabel;
  return campground.agency ? labelFrom(AGENCIES, campground.agency) : null;
}

export function siteTypeLabel(id: string): string {
  return labelFrom(SITE_TYPES, id);
}

export function amenityLabel(id: string): string {
  return labelFrom(AMENITIES, id);
}

/** "Free", "$20/night" (when a source states the amount), "Fee charged" or "Fees unknown". */
export function feeLabel(campground: Pick<Campground, 'isFree' | 'priceCents'>): string {
  if (campground.isFree === true || campground.priceCents === 0) return 'Free';
  if (campground.priceCents !== null && campground.priceCents > 0) {
    const dollars = campground.priceCents / 100;
    return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}/night`;
  }
  if (campground.isFree === false) return 'Fee charged';
  return 'Fees unknown';
}

/** "4.5 ★ (12 reviews)", or null before the first review. */
export function ratingLabel(campground: Pick<Campground, 'ratingAverage' | 'ratingCount'>): string | null {
  if (campground.ratingAverage === null || campground.ratingCount < 1) return null;
  const reviews =
    campground.ratingCount === 1 ? '1 review' : `${campground.ratingCount.toLocaleString('en-US')} reviews`;
  return `${campground.ratingAverage.toFixed(1)} ★ (${reviews})`;
}

export function reservableLabel(reservable: boolean | null): string {
  if (reservable === true) return 'Yes';
  if (reservable === false) return 'No';
  return 'Unknown';
}

/** "Near Ponca, Arkansas", or just the state when the nearest town is not known. */
export function locationLine(campground: Campground, stateName: string): string {
  return campground.nearestTown ? `Near ${campground.nearestTown}, ${stateName}` : stateName;
}

// What campers scan for first in a list; the rest is on the campground's own page.
const KEY_AMENITIES = [
  'drinking_water',
  'toilets',
  'showers',
  'electric_hookups',
  'pets_allowed',
  'campfires',
  'dump_station',
  'water_hookups',
  'sewer_hookups',
  'wifi',
];

export function keyAmenities(campground: Campground, count = 3): string[] {
  return KEY_AMENITIES.filter((id) => campground.amenities.includes(id))
    .slice(0, count)
    .map(amenityLabel);
}
