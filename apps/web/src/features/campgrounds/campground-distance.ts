import { distanceMeters } from '@campwise/domain';
import type { Campground } from './campground-schema';

const METERS_PER_MILE = 1609.344;

/** Anything with a point: a campground, or a place (a city or park) on the near pages. */
type Located = Pick<Campground, 'latitude' | 'longitude'>;

/** Straight-line distance in miles. */
export function distanceMiles(from: Located, to: Located): number {
  return distanceMeters(from.latitude, from.longitude, to.latitude, to.longitude) / METERS_PER_MILE;
}

/** "0.4 mi", "3.2 mi", "14 mi": a decimal only where it tells the camper something. */
export function formatMiles(miles: number): string {
  return miles < 10 ? `${miles.toFixed(1)} mi` : `${Math.round(miles)} mi`;
}
