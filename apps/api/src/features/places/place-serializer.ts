import { NEAR_RADIUS_KM } from '@campwise/domain';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import { formatPlaceId, type PlaceKind } from './place-id.ts';
import type { PlaceRecord } from './place-repository.ts';

/** What the autocomplete calls placeType: parks and forests are both admin areas. */
const PLACE_TYPES: Record<PlaceKind, 'state' | 'city' | 'admin_area'> = {
  state: 'state',
  city: 'city',
  park: 'admin_area',
  forest: 'admin_area',
};

export function placeLabel(place: Pick<PlaceRecord, 'kind' | 'name' | 'regionCode'>): string {
  return place.kind === 'state' || !place.regionCode ? place.name : `${place.name}, ${place.regionCode}`;
}

function bbox(place: PlaceRecord): [number, number, number, number] | null {
  const { minLon, minLat, maxLon, maxLat } = place;
  if (minLon === null || minLat === null || maxLon === null || maxLat === null) return null;
  return [minLon, minLat, maxLon, maxLat];
}

export function placeResource(place: PlaceRecord): ResourceObject {
  return resource('places', formatPlaceId(place), {
    kind: place.kind,
    placeType: PLACE_TYPES[place.kind],
    slug: place.slug,
    name: place.name,
    label: placeLabel(place),
    regionCode: place.regionCode,
    regionSlug: place.regionSlug,
    regionName: place.regionName,
    latitude: place.latitude,
    longitude: place.longitude,
    bbox: bbox(place),
    population: place.population,
    designation: place.designation,
    nearCount: place.nearCount,
    areaCount: place.areaCount,
    nearRadiusKm: NEAR_RADIUS_KM,
  });
}
