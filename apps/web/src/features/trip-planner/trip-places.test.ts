import { describe, expect, it } from 'vitest';
import { addStop, emptySlots, MAX_PLACES, moveStop, removeStop, routePlaces, setPlace, slotLabel } from './trip-places';

const denver = { name: 'Denver, CO', lat: 39.74, lng: -104.99 };
const glenwood = { name: 'Glenwood Springs, CO', lat: 39.55, lng: -107.32 };
const grand = { name: 'Grand Junction, CO', lat: 39.06, lng: -108.55 };
const moab = { name: 'Moab, UT', lat: 38.57, lng: -109.55 };

function trip() {
  let slots = emptySlots();
  slots = setPlace(slots, 0, denver);
  slots = setPlace(slots, 1, moab);
  slots = addStop(slots);
  slots = setPlace(slots, 1, glenwood);
  slots = addStop(slots);
  return setPlace(slots, 2, grand);
}

describe('the place list', () => {
  it('starts with an empty origin and destination and has no route until both are chosen', () => {
    const slots = emptySlots();
    expect(slots.map((_, index) => slotLabel(index, slots.length))).toEqual(['Origin', 'Destination']);
    expect(routePlaces(slots)).toBeNull();
    expect(routePlaces(setPlace(slots, 0, denver))).toBeNull();
  });

  it('adds stops before the destination and gives each place its kind', () => {
    const slots = trip();
    expect(slots.map((_, index) => slotLabel(index, slots.length))).toEqual([
      'Origin',
      'Stop 1',
      'Stop 2',
      'Destination',
    ]);
    expect(routePlaces(slots)).toEqual([
      { kind: 'origin', ...denver },
      { kind: 'stop', ...glenwood },
      { kind: 'stop', ...grand },
      { kind: 'destination', ...moab },
    ]);
  });

  it('moves stops among the stops only, keeping their keys', () => {
    const slots = trip();
    const moved = moveStop(slots, 2, -1);
    expect(moved.map((slot) => slot.place?.name)).toEqual([denver.name, grand.name, glenwood.name, moab.name]);
    expect(moved[1]!.key).toBe(slots[2]!.key);
    expect(moveStop(slots, 1, -1)).toEqual(slots);
    expect(moveStop(slots, 2, 1)).toEqual(slots);
    expect(moveStop(slots, 0, 1)).toEqual(slots);
  });

  it('removes stops but never the origin or destination', () => {
    const slots = trip();
    expect(removeStop(slots, 1).map((slot) => slot.place?.name)).toEqual([denver.name, grand.name, moab.name]);
    expect(removeStop(slots, 0)).toEqual(slots);
    expect(removeStop(slots, 3)).toEqual(slots);
  });

  it('stops adding at ten places', () => {
    let slots = emptySlots();
    for (let index = 0; index < 20; index += 1) slots = addStop(slots);
    expect(slots).toHaveLength(MAX_PLACES);
  });
});
