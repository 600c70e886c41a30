// The planner's state and every change to it, as a reducer: the places, the dates, the detour and
// the campground chosen for each night. Pure, so tested alone.
import type { Campground } from '@/features/campgrounds/campground-schema';
import { clampNights } from './trip-nights';
import type { RoutePosition } from './trip-distances';
import { DEFAULT_DETOUR_MILES } from './trip-distances';
import {
  addStop,
  type ChosenPlace,
  emptySlots,
  moveStop,
  type PlaceSlot,
  removeStop,
  setPlace,
  slotsFromPlaces,
} from './trip-places';
import type { TripPlace, TripPlan } from './trip-plan-records';
import type { TripPlanInput } from './trip-plans-api';

export interface ChosenNight {
  campground: Campground;
  /** Where it lies along the route's search line, for the day's drive. */
  position: RoutePosition;
}

export interface PlannerState {
  slots: PlaceSlot[];
  startDate: string | null;
  nights: number;
  detourMiles: number;
  /** By night number (1 is the first). */
  chosen: Record<number, ChosenNight>;
  /** The night a campground from the list is chosen for next. */
  activeNight: number;
}

export const DEFAULT_NIGHTS = 3;

export type PlannerAction =
  | { type: 'set-place'; index: number; place: ChosenPlace | null }
  | { type: 'add-stop' }
  | { type: 'remove-stop'; index: number }
  | { type: 'move-stop'; index: number; delta: -1 | 1 }
  | { type: 'set-start-date'; date: string | null }
  | { type: 'set-nights'; nights: number }
  | { type: 'set-detour'; miles: number }
  | { type: 'choose'; night: number; choice: ChosenNight }
  | { type: 'clear-night'; night: number }
  | { type: 'set-active-night'; night: number }
  | { type: 'restore'; state: PlannerState };

export function initialPlannerState(): PlannerState {
  return {
    slots: emptySlots(),
    startDate: null,
    nights: DEFAULT_NIGHTS,
    detourMiles: DEFAULT_DETOUR_MILES,
    chosen: {},
    activeNight: 1,
  };
}

/** A saved plan, ready to change, with its stored night count (unchosen last nights included). */
export function plannerStateFromPlan(plan: TripPlan): PlannerState {
  const chosen: Record<number, ChosenNight> = {};
  for (const night of plan.nights) {
    const campground = plan.campgrounds[night.campgroundId];
    if (!campground) continue;
    chosen[night.night] = {
      campground,
      position: { routeMeters: night.routeMeters, detourMeters: night.detourMeters },
    };
  }
  const nights = clampNights(Math.max(plan.nightCount, 1));
  return {
    slots: slotsFromPlaces(plan.places),
    startDate: plan.startDate,
    nights,
    detourMiles: plan.detourMiles,
    chosen,
    activeNight: firstOpenNight(chosen, nights),
  };
}

/** The first night with no campground yet, else the last night. */
export function firstOpenNight(chosen: Record<number, ChosenNight>, nights: number): number {
  for (let night = 1; night <= nights; night += 1) if (!chosen[night]) return night;
  return nights;
}

/** The route changes with the places: campgrounds chosen along the old one are chosen again. */
function withPlaces(state: PlannerState, slots: PlaceSlot[]): PlannerState {
  return { ...state, slots, chosen: {}, activeNight: 1 };
}

export function plannerReducer(state: PlannerState, action: PlannerAction): PlannerState {
  switch (action.type) {
    case 'set-place':
      return withPlaces(state, setPlace(state.slots, action.index, action.place));
    case 'add-stop':
      // An empty stop changes nothing on the route until a place is chosen for it.
      return { ...state, slots: addStop(state.slots) };
    case 'remove-stop': {
      const removed = state.slots[action.index];
      const slots = removeStop(state.slots, action.index);
      return removed?.place ? withPlaces(state, slots) : { ...state, slots };
    }
    case 'move-stop':
      return withPlaces(state, moveStop(state.slots, action.index, action.delta));
    case 'set-start-date':
      return { ...state, startDate: action.date };
    case 'set-nights': {
      const nights = clampNights(action.nights);
      const chosen = Object.fromEntries(Object.entries(state.chosen).filter(([night]) => Number(night) <= nights));
      return { ...state, nights, chosen, activeNight: Math.min(state.activeNight, nights) };
    }
    case 'set-detour':
      return { ...state, detourMiles: action.miles };
    case 'choose': {
      if (action.night < 1 || action.night > state.nights) return state;
      const chosen = { ...state.chosen, [action.night]: action.choice };
      return { ...state, chosen, activeNight: firstOpenNight(chosen, state.nights) };
    }
    case 'clear-night': {
      const chosen = { ...state.chosen };
      delete chosen[action.night];
      return { ...state, chosen, activeNight: action.night };
    }
    case 'set-active-night':
      return { ...state, activeNight: Math.min(Math.max(1, action.night), state.nights) };
    case 'restore':
      return action.state;
  }
}

/** Each night's choice in order, null where none is chosen. */
export function chosenByNight(state: Pick<PlannerState, 'chosen' | 'nights'>): (ChosenNight | null)[] {
  return Array.from({ length: state.nights }, (_, index) => state.chosen[index + 1] ?? null);
}

/** The nights as the API saves them. */
export function nightsInput(state: Pick<PlannerState, 'chosen' | 'nights'>): { night: number; campgroundId: string }[] {
  return chosenByNight(state).flatMap((choice, index) =>
    choice ? [{ night: index + 1, campgroundId: choice.campground.id }] : [],
  );
}

/** What Save sends: the route's places, the dates, the trip's length and the chosen nights. */
export function planInput(state: PlannerState, places: TripPlace[]): TripPlanInput {
  return {
    places,
    startDate: state.startDate,
    nightCount: state.nights,
    detourMiles: state.detourMiles,
    nights: nightsInput(state),
  };
}
