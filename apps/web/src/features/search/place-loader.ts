// The place or state a search is limited to, from the places API, for moving the map there.
import type { Place } from '@/features/places/place-schema';
import { createApiClient } from '@/lib/api-client';
import { REGION_KEY_PREFIX } from './location-label';
import type { LngLatBounds } from './initial-location';
import { placeBounds, type AreaFilter } from './place-area';
import type { PlaceOutline } from './place-outline-schema';

const api = createApiClient();

/**
 * The checks on what the places API answers (zod), loaded with the first place a search needs
 * rather than with the page (fetched alongside the API call): a search without a place never
 * needs them, and zod was 27 KB of the search page's first scripts (issue 17). A failed load
 * reads as the API failing: null.
 */
async function schemas() {
  const [{ placeSchema }, { outlineSchema }] = await Promise.all([
    import('@/features/places/place-schema'),
    import('./place-outline-schema'),
  ]);
  return { placeSchema, outlineSchema };
}

/** The place, or null when it is unknown or the API fails (the map then stays where it is). */
export async function loadPlace(id: string): Promise<Place | null> {
  try {
    const [{ placeSchema }, record] = await Promise.all([schemas(), api.findRecord('places', id)]);
    const parsed = placeSchema.safeParse(record);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A state by slug or USPS code (GET /api/v6/places?filter[region]=…&filter[kind]=state), or null. */
export async function loadStatePlace(region: string): Promise<Place | null> {
  try {
    const [{ placeSchema }, answer] = await Promise.all([
      schemas(),
      api.findAll('places', { filter: { region, kind: 'state' }, page: { size: 1 } }),
    ]);
    const parsed = placeSchema.safeParse(answer.data[0]);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The place or state an area filter names, or null. */
export function loadArea(area: AreaFilter): Promise<Place | null> {
  return area.key === 'region' ? loadStatePlace(area.region) : loadPlace(area.id);
}

/** The place or state an area's key (location-label: a place id, or the region prefixed) names, or null. */
export function loadAreaByKey(key: string): Promise<Place | null> {
  return key.startsWith(REGION_KEY_PREFIX) ? loadStatePlace(key.slice(REGION_KEY_PREFIX.length)) : loadPlace(key);
}

/** A state's, park's or forest's outline (GET /api/v6/places/{id}/outline, GeoJSON). */
export type { PlaceOutline };

async function fetchPlaceOutline(id: string): Promise<PlaceOutline | null> {
  try {
    const [{ outlineSchema }, outline] = await Promise.all([
      schemas(),
      api.getJson(`/api/v6/places/${encodeURIComponent(id)}/outline`),
    ]);
    const parsed = outlineSchema.safeParse(outline);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// Outlines change only with a new dataset: each is fetched once per page, though both the map's
// view and its drawing want it.
const outlines = new Map<string, Promise<PlaceOutline | null>>();

/** The place's outline, or null when it has none (a city, a park known only by its point) or the API fails. */
export function loadPlaceOutline(id: string): Promise<PlaceOutline | null> {
  let outline = outlines.get(id);
  if (!outline) {
    outline = fetchPlaceOutline(id);
    outlines.set(id, outline);
  }
  return outline;
}

/** The view that shows the place's searched area; a park without a bbox is fitted to its outline. */
export async function loadAreaBounds(place: Place, key: AreaFilter['key']): Promise<LngLatBounds> {
  const outline = key === 'admin_area' && !place.bbox ? await loadPlaceOutline(place.id) : null;
  return placeBounds(place, key, outline);
}
