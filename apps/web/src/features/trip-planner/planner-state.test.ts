import { describe, expect, it } from 'vitest';
import type { Campground } from '@/features/campgrounds/campground-schema';
import {
  chosenByNight,
  type ChosenNight,
  initialPlannerState,
  nightsInput,
  planInput,
  plannerReducer,
  type PlannerAction,
  plannerStateFromPlan,
  type PlannerState,
} from './planner-state';
import type { TripPlan } from './trip-plan-records';

function campground(id: string): Campground {
  return { id, name: `Campground ${id}`, slug: `c-${id}`, regionSlug: 'utah', bookable: false } as Campground;
}

const choice = (id: string, routeMeters = 0): ChosenNight => ({
  campground: campground(id),
  position: { routeMeters, detourMeters: 0 },
});

const run = (actions: PlannerAction[], start: PlannerState = initialPlannerState()) =>
  actions.reduce(plannerReducer, start);

const denver = { name: 'Denver, CO', lat: 39.74, lng: -104.99 };
const moab = { name: 'Moab, UT', lat: 38.57, lng: -109.55 };

describe('plannerReducer', () => {
  it('starts with three nights, a 25-mile detour and nothing chosen', () => {
    const state = initialPlannerState();
    expect(state.nights).toBe(3);
    expect(state.detourMiles).toBe(25);
    expect(state.activeNight).toBe(1);
    expect(chosenByNight(state)).toEqual([null, null, null]);
  });

  it('chooses for the active night and moves on to the next open night', () => {
    const state = run([
      { type: 'choose', night: 1, choice: choice('1') },
      { type: 'choose', night: 3, choice: choice('3') },
    ]);
    expect(state.activeNight).toBe(2);
    expect(nightsInput(state)).toEqual([
      { night: 1, campgroundId: '1' },
      { night: 3, campgroundId: '3' },
    ]);
    const all = run([{ type: 'choose', night: 2, choice: choice('2') }], state);
    expect(all.activeNight).toBe(3);
  });

  it('ignores a night outside the trip and drops choices past a shortened trip', () => {
    const state = run([
      { type: 'choose', night: 4, choice: choice('4') },
      { type: 'choose', night: 3, choice: choice('3') },
      { type: 'set-active-night', night: 3 },
      { type: 'set-nights', nights: 2 },
    ]);
    expect(nightsInput(state)).toEqual([]);
    expect(state.activeNight).toBe(2);
  });

  it('clears a night and makes it the one to choose for', () => {
    const state = run([
      { type: 'choose', night: 1, choice: choice('1') },
      { type: 'choose', night: 2, choice: choice('2') },
      { type: 'clear-night', night: 1 },
    ]);
    expect(nightsInput(state)).toEqual([{ night: 2, campgroundId: '2' }]);
    expect(state.activeNight).toBe(1);
  });

  it('forgets the chosen campgrounds when the places (and so the route) change', () => {
    const state = run([
      { type: 'set-place', index: 0, place: denver },
      { type: 'set-place', index: 1, place: moab },
      { type: 'choose', night: 1, choice: choice('1') },
      { type: 'add-stop' },
    ]);
    expect(nightsInput(state)).toEqual([{ night: 1, campgroundId: '1' }]);
    const moved = run([{ type: 'set-place', index: 1, place: { name: 'Vail, CO', lat: 39.64, lng: -106.37 } }], state);
    expect(nightsInput(moved)).toEqual([]);
    // Removing the still-empty stop changes no route: the choices stay.
    const removed = run([{ type: 'remove-stop', index: 1 }], state);
    expect(nightsInput(removed)).toEqual([{ night: 1, campgroundId: '1' }]);
  });

  it('keeps choices when only the detour or dates change', () => {
    const state = run([
      { type: 'choose', night: 1, choice: choice('1') },
      { type: 'set-detour', miles: 50 },
      { type: 'set-start-date', date: '2027-06-05' },
    ]);
    expect(state.detourMiles).toBe(50);
    expect(state.startDate).toBe('2027-06-05');
    expect(nightsInput(state)).toEqual([{ night: 1, campgroundId: '1' }]);
  });
});

describe('plannerStateFromPlan', () => {
  it('opens a saved plan with its places, dates, detour and nights', () => {
    const plan = {
      id: 'p1',
      name: 'Denver, CO to Moab, UT',
      startDate: '2027-06-05',
      nightCount: 2,
      detourMiles: 10,
      places: [
        { kind: 'origin', ...denver },
        { kind: 'destination', ...moab },
      ],
      nights: [
        {
          night: 2,
          date: '2027-06-06',
          campgroundId: '7',
          driveMeters: 1,
          routeMeters: 5,
          detourMeters: 6,
          bookable: false,
        },
      ],
      campgrounds: { '7': campground('7') },
    } as unknown as TripPlan;
    const state = plannerStateFromPlan(plan);
    expect(state.slots.map((slot) => slot.place?.name)).toEqual([denver.name, moab.name]);
    expect(state.nights).toBe(2);
    expect(state.detourMiles).toBe(10);
    expect(state.activeNight).toBe(1);
    expect(state.chosen[2]?.position).toEqual({ routeMeters: 5, detourMeters: 6 });
  });

  it('reopens with its stored night count when the last nights have no campground yet', () => {
    const plan = {
      id: 'p2',
      name: 'Denver, CO to Moab, UT',
      startDate: null,
      nightCount: 4,
      detourMiles: 25,
      places: [
        { kind: 'origin', ...denver },
        { kind: 'destination', ...moab },
      ],
      nights: [
        { night: 1, date: null, campgroundId: '7', driveMeters: 1, routeMeters: 5, detourMeters: 6, bookable: false },
      ],
      campgrounds: { '7': campground('7') },
    } as unknown as TripPlan;
    const state = plannerStateFromPlan(plan);
    expect(state.nights).toBe(4);
    expect(chosenByNight(state).map((night) => night?.campground.id ?? null)).toEqual(['7', null, null, null]);
    expect(state.activeNight).toBe(2);
  });
});

describe('planInput', () => {
  const places = [
    { kind: 'origin' as const, ...denver },
    { kind: 'destination' as const, ...moab },
  ];

  it('sends the number of nights as the night count, unchosen last nights included', () => {
    const state = run([
      { type: 'set-nights', nights: 5 },
      { type: 'set-start-date', date: '2027-06-05' },
      { type: 'choose', night: 1, choice: choice('1') },
      { type: 'choose', night: 2, choice: choice('2') },
    ]);
    expect(planInput(state, places)).toEqual({
      places,
      startDate: '2027-06-05',
      nightCount: 5,
      detourMiles: 25,
      nights: [
        { night: 1, campgroundId: '1' },
        { night: 2, campgroundId: '2' },
      ],
    });
  });

  it('sends a shortened trip without the nights past its new end', () => {
    const state = run([
      { type: 'choose', night: 1, choice: choice('1') },
      { type: 'choose', night: 3, choice: choice('3') },
      { type: 'set-nights', nights: 2 },
    ]);
    const input = planInput(state, places);
    expect(input.nightCount).toBe(2);
    expect(input.nights).toEqual([{ night: 1, campgroundId: '1' }]);
  });
});
