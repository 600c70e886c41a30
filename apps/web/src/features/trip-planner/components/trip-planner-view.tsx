'use client';

// The trip planner (issue 16): anyone plans; a PRO member saves, renames and shares. The places
// give a route (road or straight-line, said plainly), the route gives campgrounds along the way,
// and a campground is chosen per night; the nights show the day's drive and a Book link.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { buildFilters, type ApiFilters, type FilterValue, type SearchFilters } from '@/features/search/build-filters';
import { type FilterDefinitions, loadFilterDefinitions } from '@/features/search/search-api';
import { buildItinerary, routeSourceText } from '../itinerary';
import { chosenByNight, initialPlannerState, planInput, plannerReducer, plannerStateFromPlan } from '../planner-state';
import { routeStretches, WHOLE_ROUTE } from '../route-stretches';
import { clearDraft, draftOf, readDraft, stateFromDraft, writeDraft } from '../trip-draft';
import { tripDrives } from '../trip-distances';
import { nightStay, tripNights } from '../trip-nights';
import type { TripPlan } from '../trip-plan-records';
import { routePlaces } from '../trip-places';
import { useCorridor } from '../use-corridor';
import { usePlanSaving } from '../use-plan-saving';
import { useTripRoute } from '../use-trip-route';
import { CorridorPanel } from './corridor-panel';
import { ItineraryView } from './itinerary-view';
import { PlaceList } from './place-list';
import { PlanActions } from './plan-actions';
import { TripMap, type TripMapCampground } from './trip-map';
import styles from './trip-planner.module.css';
import { TripSettings } from './trip-settings';

interface TripPlannerViewProps {
  /** A saved plan to change; null for a new one. */
  plan: TripPlan | null;
  styleUrl: string | null;
}

export function TripPlannerView({ plan, styleUrl }: TripPlannerViewProps) {
  const router = useRouter();
  const [saved, setSaved] = useState<TripPlan | null>(plan);
  const [state, dispatch] = useReducer(plannerReducer, plan, (initial) =>
    initial ? plannerStateFromPlan(initial) : initialPlannerState(),
  );

  // A new plan lives in the tab's draft until saved (signing in or buying PRO leaves the page).
  const restored = useRef(plan !== null);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readDraft();
    if (draft) dispatch({ type: 'restore', state: stateFromDraft(draft) });
  }, []);
  useEffect(() => {
    if (!saved && restored.current) writeDraft(draftOf(state));
  }, [state, saved]);

  const places = useMemo(() => routePlaces(state.slots), [state.slots]);
  const routeState = useTripRoute(places, plan ? { places: plan.places, route: plan.route } : null);
  const route = routeState.state === 'ready' || routeState.state === 'loading' ? routeState.route : null;
  const readyRoute = routeState.state === 'ready' ? routeState.route : null;

  const [filterDefinitions, setFilterDefinitions] = useState<FilterDefinitions | null>(null);
  useEffect(() => {
    loadFilterDefinitions()
      .then(setFilterDefinitions)
      .catch(() => setFilterDefinitions({ ids: [], sections: [] }));
  }, []);
  const [filters, setFilters] = useState<SearchFilters>({});
  const [freeOnNight, setFreeOnNight] = useState(false);
  const [stretch, setStretch] = useState(WHOLE_ROUTE);

  const nights = useMemo(() => tripNights(state.startDate, state.nights), [state.startDate, state.nights]);
  const activeStay = useMemo(
    () => nightStay(nights[state.activeNight - 1] ?? { night: state.activeNight, date: null }),
    [nights, state.activeNight],
  );
  const stretches = useMemo(
    () => (readyRoute && places ? routeStretches(readyRoute, places, state.nights) : []),
    [readyRoute, places, state.nights],
  );
  const segment = stretches.find((option) => option.value === stretch)?.segment ?? null;

  const apiFilters = useMemo(() => {
    const known = new Set(filterDefinitions?.ids ?? []);
    const result: ApiFilters = {};
    for (const [key, value] of Object.entries(buildFilters(filters))) if (known.has(key)) result[key] = value;
    if (freeOnNight && activeStay) {
      result.availability = { start_date: activeStay.startDate, end_date: activeStay.endDate };
    }
    return result;
  }, [filters, filterDefinitions, freeOnNight, activeStay]);
  const corridor = useCorridor(readyRoute?.searchLine ?? null, state.detourMiles, segment, apiFilters);

  const chosen = chosenByNight(state);
  const drives = readyRoute
    ? tripDrives(
        readyRoute,
        chosen.map((choice) => choice?.position ?? null),
      )
    : { nights: chosen.map(() => null), finalMeters: 0 };
  const itinerary = buildItinerary(
    nights,
    chosen.map((choice) => choice?.campground ?? null),
    drives,
  );
  const lineMeters = readyRoute?.searchLineMeters.at(-1) ?? 0;
  const alongScale = readyRoute && lineMeters > 0 ? readyRoute.meters / lineMeters : 1;

  const chosenNights = useMemo(() => {
    const byCampground = new Map<string, number[]>();
    for (const [night, choice] of Object.entries(state.chosen)) {
      byCampground.set(choice.campground.id, [...(byCampground.get(choice.campground.id) ?? []), Number(night)]);
    }
    return byCampground;
  }, [state.chosen]);

  const mapCampgrounds = useMemo((): TripMapCampground[] => {
    const listed = new Map<string, TripMapCampground>();
    const add = (campground: { id: string; name: string; longitude: number; latitude: number }) => {
      if (listed.has(campground.id)) return;
      listed.set(campground.id, {
        id: campground.id,
        name: campground.name,
        lng: campground.longitude,
        lat: campground.latitude,
        nights: chosenNights.get(campground.id) ?? [],
      });
    };
    for (const choice of Object.values(state.chosen)) add(choice.campground);
    for (const item of corridor.campgrounds) add(item.campground);
    return [...listed.values()];
  }, [state.chosen, corridor.campgrounds, chosenNights]);

  const mapPlaces = useMemo(
    () =>
      state.slots.flatMap((slot, index) =>
        slot.place
          ? [
              {
                kind:
                  index === 0
                    ? ('origin' as const)
                    : index === state.slots.length - 1
                      ? ('destination' as const)
                      : ('stop' as const),
                ...slot.place,
              },
            ]
          : [],
      ),
    [state.slots],
  );

  const onSaved = useCallback(
    (next: TripPlan) => {
      setSaved(next);
      if (!saved) {
        clearDraft();
        router.replace(`/trip-planner/${encodeURIComponent(next.id)}`);
      }
    },
    [saved, router],
  );
  const saving = usePlanSaving(saved?.id ?? null, onSaved);

  const onFilter = useCallback((id: string, value: FilterValue) => {
    setFilters((current) => ({ ...current, [id]: value }));
  }, []);

  const save = () => {
    if (!places) return;
    saving.save(planInput(state, places));
  };

  const greatCircle = route?.source === 'great-circle';
  const destinationName = places?.at(-1)?.name ?? 'the destination';

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <div>
          <h1 className={styles.title}>{saved ? saved.name : 'Trip planner'}</h1>
          <p className={`${styles.lead} ${styles.noPrint}`}>
            Plan a road trip: where you start, where you are going, and a campground for each night along the way.
          </p>
        </div>
        <PlanActions
          saved={saved ? { id: saved.id, name: saved.name, shareToken: saved.shareToken } : null}
          saving={saving}
          canSave={places !== null}
          onSave={save}
        />
      </div>
      {routeState.state === 'loading' ? <p className={styles.roadNote}>Working out the route…</p> : null}
      {routeState.state === 'failed' ? (
        <p className={styles.error} role="alert">
          {routeState.message}
        </p>
      ) : null}
      {route ? (
        <p className={greatCircle ? styles.routeNote : styles.roadNote} data-testid="route-source">
          {routeSourceText(route.source)}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.mapColumn}>
          <TripMap
            places={mapPlaces}
            route={route?.coordinates ?? []}
            greatCircle={greatCircle}
            campgrounds={mapCampgrounds}
            styleUrl={styleUrl}
            onSelect={(id) => document.getElementById(`corridor-${id}`)?.scrollIntoView({ block: 'center' })}
          />
        </div>
        <div className={styles.controls}>
          <PlaceList slots={state.slots} dispatch={dispatch} />
          <TripSettings
            startDate={state.startDate}
            nights={state.nights}
            detourMiles={state.detourMiles}
            dispatch={dispatch}
          />
          {readyRoute && places ? (
            <ItineraryView
              itinerary={itinerary}
              destinationName={destinationName}
              greatCircle={greatCircle}
              activeNight={state.activeNight}
              onActivate={(night) => dispatch({ type: 'set-active-night', night })}
              onClear={(night) => dispatch({ type: 'clear-night', night })}
            />
          ) : null}
          {readyRoute ? (
            <CorridorPanel
              corridor={corridor}
              stretches={stretches}
              stretch={stretches.some((option) => option.value === stretch) ? stretch : WHOLE_ROUTE}
              onStretch={setStretch}
              filterSections={filterDefinitions?.sections ?? null}
              filters={filters}
              onFilter={onFilter}
              freeOnNight={freeOnNight}
              onFreeOnNight={activeStay ? setFreeOnNight : null}
              activeNight={state.activeNight}
              chosenNights={chosenNights}
              alongScale={alongScale}
              onChoose={(index) => {
                const item = corridor.campgrounds[index];
                if (item) dispatch({ type: 'choose', night: state.activeNight, choice: item });
              }}
            />
          ) : (
            <p className={`${styles.note} ${styles.noPrint}`}>
              Choose an origin and a destination to see the route and the campgrounds along it.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
