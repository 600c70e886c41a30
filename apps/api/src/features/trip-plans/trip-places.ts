// The places of a trip (origin, stops, destination) as requests send them: checked one by one so
// the 422's detail names the place and what is wrong with it.
import { z } from 'zod';
import type { TripPlace, TripPlaceKind } from '../../db/schema/trip-plans.ts';

export const MIN_PLACES = 2;
export const MAX_PLACES = 10;
export const MAX_PLACE_NAME = 120;

const KINDS: readonly TripPlaceKind[] = ['origin', 'stop', 'destination'];

export function kindAt(index: number, count: number): TripPlaceKind {
  if (index === 0) return 'origin';
  return index === count - 1 ? 'destination' : 'stop';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with place `i` of `count`, or null; `place` is the parsed place when fine. */
function checkPlace(value: unknown, i: number, count: number): string | TripPlace {
  const label = `Place ${i + 1}`;
  if (!isObject(value)) return `${label} must be an object with name, lat and lng.`;
  const unknown = Object.keys(value).find((key) => !['kind', 'name', 'lat', 'lng'].includes(key));
  if (unknown !== undefined) return `${label}: "${unknown}" is not a member of a place (kind, name, lat, lng).`;
  const name = typeof value.name === 'string' ? value.name.trim() : '';
  if (name.length < 1 || name.length > MAX_PLACE_NAME) {
    return `${label} needs a name of 1 to ${MAX_PLACE_NAME} characters.`;
  }
  const { lat, lng } = value;
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) {
    return `${label}: lat must be a number from -90 to 90.`;
  }
  if (typeof lng !== 'number' || !Number.isFinite(lng) || lng < -180 || lng > 180) {
    return `${label}: lng must be a number from -180 to 180.`;
  }
  const kind = kindAt(i, count);
  if (value.kind !== undefined && value.kind !== kind) {
    const allowed = KINDS.includes(value.kind as TripPlaceKind);
    return allowed
      ? `${label} is the ${kind}: places go origin, stops, destination.`
      : `${label}: kind is origin, stop or destination.`;
  }
  return { kind, name, lat, lng };
}

export const placesSchema = z
  .unknown()
  .describe(
    `${MIN_PLACES} to ${MAX_PLACES} places in route order, each { name, lat, lng } (optional kind: origin, stop, destination, matching its position)`,
  )
  .transform((value, ctx): TripPlace[] => {
    if (!Array.isArray(value) || value.length < MIN_PLACES || value.length > MAX_PLACES) {
      ctx.addIssue({
        code: 'custom',
        message: `A trip needs ${MIN_PLACES} to ${MAX_PLACES} places: an origin, any stops and a destination.`,
      });
      return z.NEVER;
    }
    const places: TripPlace[] = [];
    for (let i = 0; i < value.length; i++) {
      const checked = checkPlace(value[i], i, value.length);
      if (typeof checked === 'string') {
        ctx.addIssue({ code: 'custom', message: checked });
        return z.NEVER;
      }
      const previous = places[i - 1];
      if (previous && previous.lat === checked.lat && previous.lng === checked.lng) {
        ctx.addIssue({ code: 'custom', message: `Place ${i + 1} is the same as the place before it.` });
        return z.NEVER;
      }
      places.push(checked);
    }
    return places;
  });
