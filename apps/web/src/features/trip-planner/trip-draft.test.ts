import { describe, expect, it } from 'vitest';
import type { Campground } from '@/features/campgrounds/campground-schema';
import { initialPlannerState, nightsInput, plannerReducer } from './planner-state';
import { draftOf, parseDraft, stateFromDraft } from './trip-draft';

const campground = {
  id: '12',
  slug: 'devils-garden',
  name: 'Devils Garden',
  regionCode: 'UT',
  regionSlug: 'utah',
  regionName: 'Utah',
  latitude: 38.78,
  longitude: -109.59,
} as Campground;

describe('the planner draft', () => {
  it('comes back as the plan it was: places, dates, detour and nights', () => {
    let state = initialPlannerState();
    state = plannerReducer(state, { type: 'set-place', index: 0, place: { name: 'Denver, CO', lat: 39.7, lng: -105 } });
    state = plannerReducer(state, { type: 'set-start-date', date: '2027-06-05' });
    state = plannerReducer(state, { type: 'set-detour', miles: 50 });
    state = plannerReducer(state, {
      type: 'choose',
      night: 2,
      choice: { campground, position: { routeMeters: 5, detourMeters: 1 } },
    });
    const restored = stateFromDraft(parseDraft(JSON.stringify(draftOf(state)))!);
    expect(restored.slots.map((slot) => slot.place?.name ?? null)).toEqual(['Denver, CO', null]);
    expect(restored.startDate).toBe('2027-06-05');
    expect(restored.detourMiles).toBe(50);
    expect(nightsInput(restored)).toEqual([{ night: 2, campgroundId: '12' }]);
    expect(restored.activeNight).toBe(1);
  });

  it('ignores anything that is not a draft', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ places: [] }))).toBeNull();
  });
});
