'use client';

// Where the search map opens and where the visitor is: the URL's own box or point, else the
// place or state the URL names (fitted once loaded), else the visitor's location (the device's
// when already allowed, else geo-IP's when it found one), else the contiguous US (ADR 0028).
import { DEFAULT_USER_LOCATION } from '@campwise/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SearchFilters } from './build-filters';
import { allowedDevicePosition, requestDevicePosition } from './device-location';
import {
  chooseInitialLocation,
  foundUserLocation,
  hasLocationInFilters,
  type InitialLocation,
  opensOnVisitor,
  type UserLocation,
} from './initial-location';
import { areaFilter } from './place-area';
import { loadArea, loadAreaBounds } from './place-loader';
import { lookupVisitorLocation } from './search-api';

export interface SearchLocation {
  /** The map's first view; null until it is known (the map waits for it). */
  initialLocation: InitialLocation | null;
  /** The visitor's location: the search origin when no location filter is set. */
  userLocation: UserLocation;
  /** Asks the browser for the device's position (it may prompt); null when refused or unknown. */
  locate: () => Promise<UserLocation | null>;
}

/**
 * `serverGeoip`: GET /api/edge/geoip's answer as the page's server got it, or undefined when it
 * did not ask (the URL names a location) or could not (the browser then asks itself).
 */
export function useSearchLocation(initialFilters: SearchFilters, serverGeoip?: unknown): SearchLocation {
  // An area to open on (a place or a state) when the URL has no box or point of its own.
  const initialArea = useMemo(
    () => (hasLocationInFilters(initialFilters) ? null : areaFilter(initialFilters)),
    [initialFilters],
  );
  const [initialLocation, setInitialLocation] = useState<InitialLocation | null>(
    hasLocationInFilters(initialFilters) ? chooseInitialLocation(initialFilters, null) : null,
  );
  const [userLocation, setUserLocation] = useState<UserLocation>(DEFAULT_USER_LOCATION);

  // The user's location: for the initial view when the URL has none, and as the search origin.
  // The device is asked only when the map has to open on the visitor (no location in the URL),
  // and only if the browser already allows it: opening the page never prompts.
  useEffect(() => {
    let cancelled = false;
    const geoip = serverGeoip === undefined ? lookupVisitorLocation() : serverGeoip;
    void Promise.all([geoip, opensOnVisitor(initialFilters) ? allowedDevicePosition() : null]).then(
      ([body, device]) => {
        if (cancelled) return;
        const found = device ?? foundUserLocation(body);
        if (found) setUserLocation(found);
        // An area named in the URL (a place, a state) gets its own view from the effect below.
        if (!initialArea) {
          setInitialLocation((current) => current ?? chooseInitialLocation(initialFilters, body, device));
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [initialFilters, initialArea, serverGeoip]);

  // Opening on a place or state (a link from a place or state page): fit the map to it.
  useEffect(() => {
    if (!initialArea) return;
    let cancelled = false;
    void loadArea(initialArea)
      .then((place) => (place ? loadAreaBounds(place, initialArea.key) : null))
      .then((bounds) => {
        if (cancelled) return;
        setInitialLocation(
          (current) =>
            current ??
            (bounds ? { kind: 'bounds', bounds, source: 'filters' } : chooseInitialLocation(initialFilters, null)),
        );
      });
    return () => {
      cancelled = true;
    };
  }, [initialFilters, initialArea]);

  const locate = useCallback(async () => {
    const device = await requestDevicePosition();
    if (device) setUserLocation(device);
    return device;
  }, []);

  return { initialLocation, userLocation, locate };
}
