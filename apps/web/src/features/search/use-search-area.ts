'use client';

// The search's filters and the area it covers as the camper moves the map: the filters live in
// state and in the URL's `filters` (replaced, no history entry); a map move either becomes the
// search area at once or, with "Search as I move the map" off, waits for "Search this area".
// A search with no location of its own covers the page's own view (the first view, a widened
// one), which stays out of the URL: a reload opens the same way, and the box names no place.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { searchWithFilters, withMapArea, type SearchFilters } from './build-filters';
import { locationSource } from './location-label';
import type { MapView } from './use-map-data';
import type { MapMove } from './search-map';

export interface SearchArea {
  /** The filters as the URL holds them. */
  searchFilters: SearchFilters;
  /**
   * The filters searched: `searchFilters`, with the page's view as the area when they name no
   * location; null until the map has reported that view.
   */
  areaFilters: SearchFilters | null;
  applyFilters: (update: (current: SearchFilters) => SearchFilters) => void;
  /** The map's current viewport, once it has reported one. */
  currentView: MapView | null;
  onMove: (move: MapMove) => void;
  updateOnMove: boolean;
  setUpdateOnMove: (value: boolean) => void;
  /** The camper has moved the map since the page opened (the page stops moving it on its own). */
  camperMoved: boolean;
  /** A move is waiting for "Search this area". */
  searchThisAreaActive: boolean;
  searchThisArea: () => void;
}

export function useSearchArea(initialFilters: SearchFilters): SearchArea {
  const [searchFilters, setSearchFilters] = useState<SearchFilters>(initialFilters);
  const [updateOnMove, setUpdateOnMoveState] = useState(true);
  const [searchThisAreaActive, setSearchThisAreaActive] = useState(false);
  const [currentView, setCurrentView] = useState<MapView | null>(null);
  const [pageView, setPageView] = useState<string | null>(null);
  const [camperMoved, setCamperMoved] = useState(false);

  const applyFilters = useCallback((update: (current: SearchFilters) => SearchFilters) => {
    setSearchFilters((current) => {
      const next = update(current);
      const search = searchWithFilters(window.location.search, next);
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
      return next;
    });
  }, []);

  const pendingBboxRef = useRef<string | null>(null);
  const updateOnMoveRef = useRef(updateOnMove);
  useEffect(() => {
    updateOnMoveRef.current = updateOnMove;
  }, [updateOnMove]);

  const onMove = useCallback(
    (move: MapMove) => {
      setCurrentView({ bbox: move.bbox, zoom: move.zoom });
      if (!move.userInitiated) {
        // The page moved the map (opening it, fitting a chosen place or the URL's box, widening
        // the first view): whatever location the filters hold keeps deciding the area, since a
        // fitted view is rarely the place's shape (a park's box cut to the screen dropped most of
        // its campgrounds). Only a search with no (valid) location of its own covers the view,
        // kept beside the filters rather than in them (ADR 0028).
        setPageView(move.bbox);
        return;
      }
      setCamperMoved(true);
      if (!updateOnMoveRef.current) {
        pendingBboxRef.current = move.bbox;
        setSearchThisAreaActive(true);
        return;
      }
      // The camper moved the map: the view replaces the place, point or state as the area.
      applyFilters((current) => withMapArea(current, move.bbox));
    },
    [applyFilters],
  );

  function searchThisArea() {
    const bbox = pendingBboxRef.current ?? currentView?.bbox;
    setSearchThisAreaActive(false);
    if (!bbox) return;
    applyFilters((current) => withMapArea(current, bbox));
  }

  function setUpdateOnMove(value: boolean) {
    setUpdateOnMoveState(value);
    if (value) setSearchThisAreaActive(false);
  }

  const areaFilters = useMemo(() => {
    if (locationSource(searchFilters).kind !== 'none') return searchFilters;
    return pageView ? withMapArea(searchFilters, pageView) : null;
  }, [searchFilters, pageView]);

  return {
    searchFilters,
    areaFilters,
    applyFilters,
    currentView,
    onMove,
    camperMoved,
    updateOnMove,
    setUpdateOnMove,
    searchThisAreaActive,
    searchThisArea,
  };
}
