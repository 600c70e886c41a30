// How place facts read on the pages: counts in the wording campers use (miles, "in the park").
import { NEAR_RADIUS_KM } from '@campwise/domain';
import { formatCount, formatInteger } from '@/lib/format';
import type { Place } from './place-schema';

const KM_PER_MILE = 1.609344;

/** The "nearby" radius in whole miles: 50 km → 31. */
export function nearRadiusMiles(place?: Pick<Place, 'nearRadiusKm'>): number {
  return Math.round((place?.nearRadiusKm ?? NEAR_RADIUS_KM) / KM_PER_MILE);
}

/** "62 campgrounds within 31 mi" */
export function nearCountText(place: Pick<Place, 'nearCount' | 'nearRadiusKm'>): string {
  return `${formatCount(place.nearCount, 'campground')} within ${nearRadiusMiles(place)} mi`;
}

/** "12 campgrounds in the park" / "in the forest"; null for cities and states (no area). */
export function areaCountText(place: Pick<Place, 'kind' | 'areaCount'>): string | null {
  if (place.areaCount === null || (place.kind !== 'park' && place.kind !== 'forest')) return null;
  const count = place.areaCount === 0 ? 'No campgrounds' : formatCount(place.areaCount, 'campground');
  return `${count} in the ${place.kind}`;
}

/**
 * A park's designation ("National Monument") when it tells the camper something: not for
 * forests (their name says it) nor the data's catch-all "Other".
 */
export function designationText(place: Pick<Place, 'kind' | 'designation'>): string | null {
  if (place.kind !== 'park' || !place.designation || place.designation.toLowerCase() === 'other') return null;
  return place.designation;
}

/** "Population 5,366"; null when unknown. */
export function populationText(place: Pick<Place, 'population'>): string | null {
  return place.population === null ? null : `Population ${formatInteger(place.population)}`;
}

/** How a place is named in headings: "Moab, Utah" for a city, the park's own name otherwise. */
export function placeHeadingName(place: Pick<Place, 'kind' | 'name'>, regionName: string): string {
  return place.kind === 'city' ? `${place.name}, ${regionName}` : place.name;
}
