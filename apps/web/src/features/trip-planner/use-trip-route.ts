'use client';

// The route through the chosen places, asked of the API whenever the places change (a short pause
// first, so choosing several in a row asks once). A saved plan's route is known already: it is
// used as is until the places change.
import { useEffect, useRef, useState } from 'react';
import { errorMessages } from '@/lib/api-client';
import type { TripPlace, TripRoute } from './trip-plan-records';
import { routeTrip } from './trip-plans-api';

const DEBOUNCE_MS = 250;

export type TripRouteState =
  | { state: 'none' }
  | { state: 'loading'; route: TripRoute | null }
  | { state: 'ready'; route: TripRoute }
  | { state: 'failed'; message: string };

const placesKey = (places: readonly TripPlace[] | null) =>
  places ? JSON.stringify(places.map((place) => [place.name, place.lat, place.lng])) : '';

export function useTripRoute(
  places: readonly TripPlace[] | null,
  known: { places: readonly TripPlace[]; route: TripRoute } | null,
): TripRouteState {
  const key = placesKey(places);
  const knownRef = useRef(known);
  const [result, setResult] = useState<{ key: string; value: TripRouteState } | null>(() =>
    known ? { key: placesKey(known.places), value: { state: 'ready', route: known.route } } : null,
  );

  useEffect(() => {
    if (!places || key === '') return;
    const saved = knownRef.current;
    if (saved && placesKey(saved.places) === key) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      routeTrip(places)
        .then((route) => {
          if (!cancelled) setResult({ key, value: { state: 'ready', route } });
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          const message = errorMessages(error)[0] ?? 'The route could not be worked out.';
          setResult({ key, value: { state: 'failed', message } });
        });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // `places` is read through `key`: the same places in a new array ask nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!places) return { state: 'none' };
  if (result?.key === key) return result.value;
  const previous = result?.value.state === 'ready' ? result.value.route : null;
  return { state: 'loading', route: previous };
}
