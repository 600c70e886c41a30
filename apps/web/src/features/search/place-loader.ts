// The place or state a search is limited to, from the places API, for moving the map there.
import { type Place, placeSchema } from '@/features/places/place-schema';
import { createApiClient } from '@/lib/api-client';
import type { AreaFilter } from './place-area';

const api = createApiClient();

/** The place, or null when it is unknown or the API fails (the map then stays where it is). */
export async function loadPlace(id: string): Promise<Place | null> {
  try {
    const parsed = placeSchema.safeParse(await api.findRecord('places', id));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A state by slug or USPS code (GET /api/v6/places?filter[region]=…&filter[kind]=state), or null. */
export async function loadStatePlace(region: string): Promise<Place | null> {
  try {
    const answer = await api.findAll('places', { filter: { region, kind: 'state' }, page: { size: 1 } });
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
