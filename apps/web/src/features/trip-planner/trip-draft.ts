// The unsaved plan, kept in the tab's session storage: signing in or buying PRO from the Save
// button goes through other screens and back, and the plan must still be there. Only this tab
// sees it, and it is dropped once the plan is saved. Parsed with zod: anything stale is ignored.
import { z } from 'zod';
import { campgroundSchema } from '@/features/campgrounds/campground-schema';
import { type ChosenNight, firstOpenNight, type PlannerState } from './planner-state';
import { clampNights } from './trip-nights';
import { slotsFromChosen } from './trip-places';

const STORAGE_KEY = 'campwise-trip-planner-draft';

const draftSchema = z.object({
  places: z.array(z.object({ name: z.string(), lat: z.number(), lng: z.number() }).nullable()).min(2),
  startDate: z.string().nullable(),
  nights: z.number().int(),
  detourMiles: z.number().int(),
  chosen: z.array(
    z.object({
      night: z.number().int(),
      campground: campgroundSchema,
      position: z.object({ routeMeters: z.number(), detourMeters: z.number() }),
    }),
  ),
});
export type TripDraft = z.infer<typeof draftSchema>;

function sessionStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function parseDraft(text: string | null): TripDraft | null {
  if (!text) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readDraft(): TripDraft | null {
  return parseDraft(sessionStore()?.getItem(STORAGE_KEY) ?? null);
}

export function writeDraft(draft: TripDraft): void {
  try {
    sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the convenience.
  }
}

export function clearDraft(): void {
  sessionStore()?.removeItem(STORAGE_KEY);
}

/** The draft of a planner state: places (chosen or not), dates, detour and chosen nights. */
export function draftOf(state: PlannerState): TripDraft {
  return {
    places: state.slots.map((slot) => slot.place),
    startDate: state.startDate,
    nights: state.nights,
    detourMiles: state.detourMiles,
    chosen: Object.entries(state.chosen).map(([night, choice]) => ({ night: Number(night), ...choice })),
  };
}

/** The planner state a draft stands for. */
export function stateFromDraft(draft: TripDraft): PlannerState {
  const nights = clampNights(draft.nights);
  const chosen: Record<number, ChosenNight> = {};
  for (const entry of draft.chosen) {
    if (entry.night >= 1 && entry.night <= nights) {
      chosen[entry.night] = { campground: entry.campground, position: entry.position };
    }
  }
  return {
    slots: slotsFromChosen(draft.places),
    startDate: draft.startDate,
    nights,
    detourMiles: draft.detourMiles,
    chosen,
    activeNight: firstOpenNight(chosen, nights),
  };
}
