'use client';

// The search's filters and the area it covers as the camper moves the map: the filters live in
// state and in the URL's `filters` (replaced, no history entry); a map move either becomes the
// search area at once or, with "Search as I move the map" off, waits for "Search this area".
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchWithFilters, withMapArea, type SearchFilters } from './build-filters';
import { hasLocationInFilters } from './initial-location';
import type { MapView } from './use-map-data';
import type { MapMove } from './search-map';

export interface SearchArea {
  searchFilters: SearchFilters;
  applyFilters: (update: (current: SearchFilters) => SearchFilters) => void;
  /** The map's current viewport, once it has reported one. */
  currentView: MapView | null;
  onMove: (move: MapMove) => void;
  updateOnMove: boolean;
  setUpdateOnMove: (value: boolean) => void;
  /** A move is waiting for "Search this area". */
  searchThisAreaActive: boolean;
  searchThisArea: () => void;
}

export function useSearchArea(initialFilters: SearchFilters): SearchArea {
  const [searchFilters, setSearchFilters] = useState<SearchFilters>(initialFilters);
  const [updateOnMove, setUpdateOnMoveState] = useState(true);
  const [searchThisAreaActive, setSearchThisAreaActive] = useState(false);
  const [currentView, setCurrentView] = useState<MapView | null>(null);

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
      // Opening on the URL's bbox keeps it as is, so a reload shows the same search.
      if (move.initial && typeof initialFilters.bbox === 'string' && hasLocationInFilters(initialFilters)) return;
      if (!updateOnMoveRef.current && !move.initial) {
        pendingBboxRef.current = move.bbox;
        setSearchThisAreaActive(true);
        return;
      }
      // When the camper moves the map, the view is the search area; a move the page made (opening,
      // fitting a chosen place) narrows the current area to what is in view.
      applyFilters((current) =>
        move.userInitiated ? withMapArea(current, move.bbox) : { ...current, bbox: move.bbox },
      );
    },
    [applyFilters, initialFilters],
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

  return {
    searchFilters,
    applyFilters,
    currentView,
    onMove,
    updateOnMove,
    setUpdateOnMove,
    searchThisAreaActive,
    searchThisArea,
  };
}
