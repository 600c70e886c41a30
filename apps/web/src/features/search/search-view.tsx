'use client';

import { DEFAULT_PAGE_SIZE, DEFAULT_USER_LOCATION } from '@campwise/domain';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { campgroundSchema, type Campground } from '@/features/campgrounds/campground-schema';
import { MapLayersControl } from '@/features/map-layers/components/map-layers-control';
import { ProUpgradeSidebar } from '@/features/map-layers/components/pro-upgrade-sidebar';
import { useMapLayers } from '@/features/map-layers/use-map-layers';
import { createApiClient, type ApiRecord } from '@/lib/api-client';
import type { Suggestion } from './autocomplete';
import {
  buildApiFilters,
  parseUrlFilters,
  searchWithFilters,
  withMapArea,
  withoutLocation,
  type FilterValue,
  type SearchFilters,
} from './build-filters';
import { FiltersPanel } from './filters-panel';
import {
  chooseInitialLocation,
  hasLocationInFilters,
  isUserLocation,
  type InitialLocation,
  type UserLocation,
} from './initial-location';
import { LocationAutocomplete } from './location-autocomplete';
import { areaFilter, placeBounds } from './place-area';
import { loadArea, loadPlace } from './place-loader';
import { readMapStyle, writeMapStyle, type MapStyleName } from './map-preferences';
import { ActiveCampgroundCard, ResultsPanel } from './results-panel';
import {
  EMPTY_COLLECTION,
  buildFilterSections,
  mapFeatures,
  parseFilterDefinitions,
  type FilterSection,
  type MapFeatureCollection,
} from './search-data';
import type { CameraRequest, MapMove } from './search-map';
import styles from './search.module.css';

// MapLibre needs a browser (WebGL, workers): client only, with a placeholder holding the space.
const loadSearchMap = () => import('./search-map');
const SearchMap = dynamic(loadSearchMap, {
  ssr: false,
  loading: () => <div className={styles.map} />,
});

const api = createApiClient();

function parseCampgrounds(records: readonly ApiRecord[]): Campground[] {
  return records.flatMap((record) => {
    const parsed = campgroundSchema.safeParse(record);
    return parsed.success ? [parsed.data] : [];
  });
}

interface Results {
  key: string;
  campgrounds: Campground[] | null;
  total: number | null;
  error: boolean;
}

export function SearchView({
  initialFiltersParam,
  styleUrl,
}: {
  initialFiltersParam: string | null;
  styleUrl: string | null;
}) {
  const router = useRouter();
  const initialFilters = useMemo(() => parseUrlFilters(initialFiltersParam), [initialFiltersParam]);
  // An area to open on (a place or a state) when the URL has no box or point of its own.
  const initialArea = useMemo(
    () => (hasLocationInFilters(initialFilters) ? null : areaFilter(initialFilters)),
    [initialFilters],
  );

  // Search context (spec section 3).
  const [searchFilters, setSearchFilters] = useState<SearchFilters>(initialFilters);
  const [activePanel, setActivePanel] = useState<'results' | 'filters'>('results');
  const [fullscreen, setFullscreen] = useState(false);
  const [updateOnMove, setUpdateOnMove] = useState(true);
  const [searchThisAreaActive, setSearchThisAreaActive] = useState(false);
  const [currentBbox, setCurrentBbox] = useState<{ bbox: string; zoom: number } | null>(null);
  const [hoverCampground, setHoverCampground] = useState<string | null>(null);
  const [activeCampgroundId, setActiveCampgroundId] = useState<string | null>(null);
  const [activeCampground, setActiveCampground] = useState<Campground | null>(null);
  const [mobileView, setMobileView] = useState<'map' | 'list'>('map');
  const [camera, setCamera] = useState<CameraRequest | null>(null);

  // Map state: style and (PRO) layers.
  const [mapStyle, setMapStyle] = useState<MapStyleName>('map');
  const mapLayers = useMapLayers();

  const [initialLocation, setInitialLocation] = useState<InitialLocation | null>(
    hasLocationInFilters(initialFilters) ? chooseInitialLocation(initialFilters, null) : null,
  );
  const [userLocation, setUserLocation] = useState<UserLocation>(DEFAULT_USER_LOCATION);
  const [filterSections, setFilterSections] = useState<FilterSection[] | null>(null);
  const [filterIds, setFilterIds] = useState<string[] | null>(null);
  const [filtersError, setFiltersError] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  const [mapData, setMapData] = useState<MapFeatureCollection>(EMPTY_COLLECTION);

  useEffect(() => {
    setMapStyle(readMapStyle());
    // Fetch MapLibre's code while the user's location is still being looked up, not after.
    void loadSearchMap();
  }, []);

  // The user's location: for the initial view when the URL has none, and as the search origin.
  useEffect(() => {
    let cancelled = false;
    fetch('/api/edge/geoip')
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
      .then((body: unknown) => {
        if (cancelled) return;
        if (isUserLocation(body)) setUserLocation({ lat: body.lat, long: body.long });
        // An area named in the URL (a place, a state) gets its own view from the effect below.
        if (!initialArea) setInitialLocation((current) => current ?? chooseInitialLocation(initialFilters, body));
      });
    return () => {
      cancelled = true;
    };
  }, [initialFilters, initialArea]);

  // Opening on a place or state (a link from a place or state page): fit the map to it.
  useEffect(() => {
    if (!initialArea) return;
    let cancelled = false;
    void loadArea(initialArea).then((place) => {
      if (cancelled) return;
      setInitialLocation(
        (current) =>
          current ??
          (place
            ? { kind: 'bounds', bounds: placeBounds(place, initialArea.key), source: 'filters' }
            : chooseInitialLocation(initialFilters, null)),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [initialFilters, initialArea]);

  useEffect(() => {
    let cancelled = false;
    Promise.all([api.findAll('locations/filters'), api.findAll('locations/filter-configs')])
      .then(([filters, configs]) => {
        if (cancelled) return;
        const definitions = parseFilterDefinitions(filters.data);
        setFilterIds(definitions.map((definition) => definition.id));
        setFilterSections(
          buildFilterSections(configs.data.find((record) => record.id === 'filters-panel') ?? null, definitions),
        );
      })
      .catch(() => {
        if (cancelled) return;
        setFiltersError(true);
        setFilterIds([]);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const apiFilters = useMemo(
    () => (filterIds === null ? null : buildApiFilters(searchFilters, filterIds, userLocation)),
    [filterIds, searchFilters, userLocation],
  );
  const resultsKey = apiFilters ? JSON.stringify(apiFilters) : null;

  // The results list follows the filters (the bbox filter included).
  useEffect(() => {
    if (!apiFilters || !resultsKey) return;
    let cancelled = false;
    api
      .findAll('campgrounds', { filter: apiFilters, sort: 'recommended', page: { size: DEFAULT_PAGE_SIZE } })
      .then((answer) => {
        if (cancelled) return;
        const total = typeof answer.meta.total === 'number' ? answer.meta.total : answer.data.length;
        setResults({ key: resultsKey, campgrounds: parseCampgrounds(answer.data), total, error: false });
      })
      .catch(() => {
        if (!cancelled) setResults({ key: resultsKey, campgrounds: [], total: null, error: true });
      });
    return () => {
      cancelled = true;
    };
  }, [apiFilters, resultsKey]);

  // The map layer follows the viewport (and the attribute filters).
  useEffect(() => {
    if (!apiFilters || !currentBbox) return;
    let cancelled = false;
    const filter = Object.fromEntries(Object.entries(apiFilters).filter(([key]) => key !== 'bbox' && key !== 'origin'));
    api
      .findAll('campgrounds/map', { bbox: currentBbox.bbox, zoom: currentBbox.zoom, filter })
      .then((answer) => {
        if (!cancelled) setMapData(mapFeatures(answer.data));
      })
      .catch(() => {
        if (!cancelled) setMapData(EMPTY_COLLECTION);
      });
    return () => {
      cancelled = true;
    };
  }, [apiFilters, currentBbox]);

  // The selected campground's card: from the list when it is there, else fetched.
  useEffect(() => {
    if (activeCampgroundId === null) {
      setActiveCampground(null);
      return;
    }
    const listed = results?.campgrounds?.find((campground) => campground.id === activeCampgroundId);
    if (listed) {
      setActiveCampground(listed);
      return;
    }
    let cancelled = false;
    api
      .findRecord('campgrounds', activeCampgroundId)
      .then((record) => {
        const parsed = campgroundSchema.safeParse(record);
        if (!cancelled) setActiveCampground(parsed.success ? parsed.data : null);
      })
      .catch(() => {
        if (!cancelled) setActiveCampground(null);
      });
    return () => {
      cancelled = true;
    };
  }, [activeCampgroundId, results]);

  /** Applies new filters: state, the URL's `filters` (replaced, no history entry). */
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
      setCurrentBbox({ bbox: move.bbox, zoom: move.zoom });
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
    const bbox = pendingBboxRef.current ?? currentBbox?.bbox;
    setSearchThisAreaActive(false);
    if (!bbox) return;
    applyFilters((current) => withMapArea(current, bbox));
  }

  function onFilterChange(id: string, value: FilterValue) {
    applyFilters((current) => ({ ...current, [id]: value }));
    setActivePanel('results');
    setMobileView('list');
  }

  // Counts choices, so a place that loads after the camper chose another is ignored.
  const choiceRef = useRef(0);

  function moveCamera(target: Omit<CameraRequest, 'key'>) {
    setCamera((current) => ({ ...target, key: (current?.key ?? 0) + 1 }));
  }

  /** Searches a suggestion's point (a city, or a park the places API does not know) and shows it. */
  function searchAroundSuggestion(suggestion: Suggestion) {
    const [lng, lat] = suggestion.coordinates ?? [];
    applyFilters((current) => {
      const next = withoutLocation(current);
      if (suggestion.placeType === 'state' && suggestion.region) next.region = suggestion.region;
      else if (lng !== undefined && lat !== undefined) next.around = `${lng},${lat}`;
      return next;
    });
    if (suggestion.bbox) moveCamera({ bounds: suggestion.bbox });
    else if (lng !== undefined && lat !== undefined) moveCamera({ center: [lng, lat] });
  }

  function onChooseSuggestion(suggestion: Suggestion) {
    const choice = ++choiceRef.current;
    if (suggestion.type === 'campground' && suggestion.url) {
      router.push(suggestion.url);
      return;
    }
    setActiveCampgroundId(null);
    setActivePanel('results');
    if (suggestion.placeType !== 'admin_area') {
      searchAroundSuggestion(suggestion);
      return;
    }
    // A park or forest is searched as the area itself (filter[admin_area]), fitted to its bbox
    // (suggestions for parks carry none). The place is looked up first so that an id the places
    // API does not know falls back to the point rather than ending in an error.
    void loadPlace(suggestion.id).then((place) => {
      if (choice !== choiceRef.current) return;
      if (!place) {
        searchAroundSuggestion(suggestion);
        return;
      }
      applyFilters((current) => ({ ...withoutLocation(current), admin_area: place.id }));
      moveCamera({ bounds: suggestion.bbox ?? placeBounds(place, 'admin_area') });
    });
  }

  function chooseMapStyle(style: MapStyleName) {
    setMapStyle(style);
    writeMapStyle(style);
  }

  const loading = resultsKey !== null && results?.key !== resultsKey;

  return (
    <div className={styles.search} data-fullscreen={fullscreen ? '' : undefined} data-mobile-view={mobileView}>
      <div className={styles.toolbar}>
        <LocationAutocomplete onChoose={onChooseSuggestion} />
        <div className={styles.mobileToggle} role="group" aria-label="View">
          <button type="button" aria-pressed={mobileView === 'map'} onClick={() => setMobileView('map')}>
            Map
          </button>
          <button type="button" aria-pressed={mobileView === 'list'} onClick={() => setMobileView('list')}>
            List
          </button>
        </div>
      </div>
      <div className={styles.body}>
        {fullscreen ? null : (
          <aside className={styles.panel} aria-label="Search panel">
            <div className={styles.tabs} role="tablist" aria-label="Panel">
              <button
                type="button"
                role="tab"
                aria-selected={activePanel === 'results'}
                onClick={() => setActivePanel('results')}
              >
                Results
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={activePanel === 'filters'}
                onClick={() => setActivePanel('filters')}
              >
                Filters
              </button>
            </div>
            {activeCampground ? (
              <ActiveCampgroundCard campground={activeCampground} onClose={() => setActiveCampgroundId(null)} />
            ) : null}
            {activePanel === 'results' ? (
              <ResultsPanel
                campgrounds={results?.campgrounds ?? null}
                total={results?.total ?? null}
                loading={loading}
                error={results?.error ?? false}
                hoverId={hoverCampground}
                activeId={activeCampgroundId}
                onHover={setHoverCampground}
                onSelect={setActiveCampgroundId}
              />
            ) : (
              <FiltersPanel
                sections={filterSections}
                error={filtersError}
                filters={searchFilters}
                onChange={onFilterChange}
              />
            )}
          </aside>
        )}
        <div className={styles.mapArea}>
          {initialLocation ? (
            <SearchMap
              initialLocation={initialLocation}
              styleName={mapStyle}
              styleUrl={styleUrl}
              data={mapData}
              hoverId={hoverCampground}
              activeId={activeCampgroundId}
              camera={camera}
              layers={mapLayers.layers}
              onLayerError={mapLayers.onLoadError}
              onMove={onMove}
              onHover={setHoverCampground}
              onSelect={(id) => {
                setActiveCampgroundId(id);
                setActivePanel('results');
              }}
            />
          ) : (
            <div className={styles.map} />
          )}
          <div className={styles.mapControls}>
            <label className={styles.mapControl}>
              <input
                type="checkbox"
                checked={updateOnMove}
                onChange={(event) => {
                  setUpdateOnMove(event.target.checked);
                  if (event.target.checked) setSearchThisAreaActive(false);
                }}
              />
              Search as I move the map
            </label>
            <label className={styles.mapControl}>
              Map style{' '}
              <select value={mapStyle} onChange={(event) => chooseMapStyle(event.target.value as MapStyleName)}>
                <option value="map">Map</option>
                <option value="outline">Outline</option>
              </select>
            </label>
            <button
              type="button"
              className={styles.mapControl}
              aria-pressed={fullscreen}
              onClick={() => setFullscreen((value) => !value)}
            >
              {fullscreen ? 'Exit full screen' : 'Full screen'}
            </button>
            <MapLayersControl
              access={mapLayers.access}
              layers={mapLayers.layers}
              failedLayers={mapLayers.failed}
              onToggle={mapLayers.toggle}
              buttonClassName={styles.mapControl}
            />
            {mapLayers.access === 'not-pro' ? <ProUpgradeSidebar buttonClassName={styles.mapControl} /> : null}
          </div>
          {searchThisAreaActive && !updateOnMove ? (
            <button type="button" className={styles.searchArea} onClick={searchThisArea}>
              Search this area
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
