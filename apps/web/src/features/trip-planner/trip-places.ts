// The planner's list of places: the origin first, the destination last, stops between them in
// the order they are driven. Each slot holds the place chosen in the location autocomplete, or
// null while it is still to choose. Pure, so tested alone.
import type { TripPlace, TripPlaceKind } from './trip-plan-records';

/** The API routes 2 to 10 places: the origin, up to 8 stops, the destination. */
export const MAX_PLACES = 10;

export interface ChosenPlace {
  name: string;
  lat: number;
  lng: number;
}

export interface PlaceSlot {
  /** Stable across reordering, for React keys and focus. */
  key: string;
  place: ChosenPlace | null;
}

let nextKey = 0;
const newKey = () => `place-${(nextKey += 1)}`;

export function emptySlots(): PlaceSlot[] {
  return [
    { key: newKey(), place: null },
    { key: newKey(), place: null },
  ];
}

/** Slots holding these places (null: still to choose); at least an origin and a destination. */
export function slotsFromChosen(places: readonly (ChosenPlace | null)[]): PlaceSlot[] {
  if (places.length < 2) return emptySlots();
  return places.slice(0, MAX_PLACES).map((place) => ({
    key: newKey(),
    place: place ? { name: place.name, lat: place.lat, lng: place.lng } : null,
  }));
}

export function slotsFromPlaces(places: readonly TripPlace[]): PlaceSlot[] {
  return slotsFromChosen(places);
}

export function slotKind(index: number, count: number): TripPlaceKind {
  if (index === 0) return 'origin';
  return index === count - 1 ? 'destination' : 'stop';
}

/** 'Origin', 'Stop 2', 'Destination'. */
export function slotLabel(index: number, count: number): string {
  const kind = slotKind(index, count);
  if (kind === 'origin') return 'Origin';
  return kind === 'destination' ? 'Destination' : `Stop ${index}`;
}

export function canAddStop(slots: readonly PlaceSlot[]): boolean {
  return slots.length < MAX_PLACES;
}

/** A new, empty stop just before the destination. */
export function addStop(slots: readonly PlaceSlot[]): PlaceSlot[] {
  if (!canAddStop(slots)) return [...slots];
  return [...slots.slice(0, -1), { key: newKey(), place: null }, ...slots.slice(-1)];
}

const isStop = (index: number, count: number) => index > 0 && index < count - 1;

export function removeStop(slots: readonly PlaceSlot[], index: number): PlaceSlot[] {
  return isStop(index, slots.length) ? slots.filter((_, at) => at !== index) : [...slots];
}

/** A stop one place earlier (-1) or later (+1) among the stops; the ends stay where they are. */
export function moveStop(slots: readonly PlaceSlot[], index: number, delta: -1 | 1): PlaceSlot[] {
  const target = index + delta;
  if (!isStop(index, slots.length) || !isStop(target, slots.length)) return [...slots];
  const next = [...slots];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function setPlace(slots: readonly PlaceSlot[], index: number, place: ChosenPlace | null): PlaceSlot[] {
  return slots.map((slot, at) => (at === index ? { ...slot, place } : slot));
}

/** The places in route order, each with its kind; null while any slot is empty. */
export function routePlaces(slots: readonly PlaceSlot[]): TripPlace[] | null {
  const places: TripPlace[] = [];
  for (const [index, slot] of slots.entries()) {
    if (!slot.place) return null;
    places.push({ kind: slotKind(index, slots.length), ...slot.place });
  }
  return places;
}
