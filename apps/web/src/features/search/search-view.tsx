'use client';

// The search page (spec section 3): the composition of its parts. Data comes from hooks, each
// with one concern: the area and filters (use-search-area), where the map opens and where the
// visitor is (use-search-location), the results and filter definitions (use-search-results),
// the map's points (use-map-data) and the selected campground (use-active-campground).
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapLayersControl } from '@/features/map-layers/components/map-layers-control';
import { MapLayersLegend } from '@/features/map-layers/components/map-layers-legend';
import { ProUpgradeSidebar } from '@/features/map-layers/components/pro-upgrade-sidebar';
import { useMapLayers } from '@/features/map-layers/use-map-layers';
import type { Suggestion } from './autocomplete';
import { StayDatesButton } from '@/features/sites/components/stay-dates-button';
import type { StayDates } from '@/features/sites/stay-dates';
import {
  filterStayDates,
  parseUrlFilters,
  withoutLocation,
  withStayDates,
  type FilterValue,
  type SearchFilters,
} from './build-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { activeFilters, withoutActiveFilters } from './active-filters';
import { FiltersPanel } from './filters-panel';
import { foundUserLocation, opensAroundVisitor, widenedZoom } from './initial-location';
import { locationSource } from './location-label';
import { SidebarFiltersButton } from './sidebar-filters-button';
import { LocationAutocomplete } from './location-autocomplete';
import { suggestionLocation } from './place-area';
import { loadAreaBounds, loadPlace } from './place-loader';
import { readMapStyle, writeMapStyle, type MapStyleName } from './map-preferences';
import { MapMenu } from './map-menu';
import { ActiveCampgroundCard, ResultsPanel } from './results-panel';
import type { CameraRequest } from './search-map';
import styles from './search.module.css';
import { useActiveCampground } from './use-active-campground';
import { useMapData } from './use-map-data';
import { useMapShown } from './use-map-shown';
import { usePageView } from './use-page-view';
import { useLocationLabel } from './use-location-label';
import { usePlaceOutline } from './use-place-outline';
import { useSearchArea } from './use-search-area';
import { useSearchLocation } from './use-search-location';
import { useSearchResults } from './use-search-results';

// MapLibre needs a browser (WebGL, workers): client only, with a placeholder holding the space.
const loadSearchMap = () => import('./search-map');
const SearchMap = dynamic(loadSearchMap, {
  ssr: false,
  loading: () => <div className={styles.map} />,
});

export function SearchView({
  initialFiltersParam,
  styleUrl,
  serverGeoip,
}: {
  initialFiltersParam: string | null;
  styleUrl: string | null;
  /** The visitor's GeoIP answer as the server got it; undefined when it did not ask. */
  serverGeoip?: unknown;
}) {
  const router = useRouter();
  const initialFilters = useMemo(() => parseUrlFilters(initialFiltersParam), [initialFiltersParam]);

  // Search context (spec section 3).
  const area = useSearchArea(initialFilters);
  const { searchFilters, applyFilters } = area;
  const locationLabel = useLocationLabel(searchFilters);
  const outline = usePlaceOutline(searchFilters);
  const { initialLocation, userLocation, locate } = useSearchLocation(initialFilters, serverGeoip);
  const results = useSearchResults(area.areaFilters, userLocation);
  // A phone opens on the list; the map (and its points) load when the camper opens it (ADR 0037).
  const [mobileView, setMobileView] = useState<'map' | 'list'>('list');
  const mapShown = useMapShown(mobileView);
  const mapData = useMapData(results.apiFilters, mapShown === true ? area.currentView : null);
  const [activeCampgroundId, setActiveCampgroundId] = useState<string | null>(null);
  const activeCampground = useActiveCampground(activeCampgroundId, results.campgrounds);

  const [activePanel, setActivePanel] = useState<'results' | 'filters'>('results');
  const [fullscreen, setFullscreen] = useState(false);
  const [hoverCampground, setHoverCampground] = useState<string | null>(null);
  const [camera, setCamera] = useState<CameraRequest | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  usePageView({ active: mapShown === false, initialLocation, camera, boxRef: bodyRef, onMove: area.onMove });

  // Map state: style and (PRO) layers.
  const [mapStyle, setMapStyle] = useState<MapStyleName>('map');
  const mapLayers = useMapLayers();

  useEffect(() => {
    setMapStyle(readMapStyle());
  }, []);
  useEffect(() => {
    // Fetch MapLibre's code while the user's location is still being looked up, not after.
    if (mapShown) void loadSearchMap();
  }, [mapShown]);

  function onFilterChange(id: string, value: FilterValue) {
    applyFilters((current) => ({ ...current, [id]: value }));
    setActivePanel('results');
    setMobileView('list');
  }

  const stayDates = useMemo(() => filterStayDates(searchFilters), [searchFilters]);
  const chips = useMemo(
    () => activeFilters(searchFilters, results.filterSections),
    [searchFilters, results.filterSections],
  );

  function onDatesChange(dates: StayDates | null) {
    applyFilters((current) => withStayDates(current, dates));
    setActivePanel('results');
  }

  // Counts choices, so a place that loads after the camper chose another is ignored.
  const choiceRef = useRef(0);

  function moveCamera(target: Omit<CameraRequest, 'key'>) {
    setCamera((current) => ({ ...target, key: (current?.key ?? 0) + 1 }));
  }

  /** Makes `location` (location filters only) the search area, named by the chosen suggestion. */
  function searchLocation(location: SearchFilters, suggestion: Suggestion) {
    locationLabel.remember(location, suggestion.label);
    applyFilters((current) => ({ ...withoutLocation(current), ...location }));
  }

  /** Searches a city, a state or the point of a park the places API does not know, and shows it. */
  function searchAroundSuggestion(suggestion: Suggestion) {
    const location = suggestionLocation(suggestion);
    if (location) searchLocation(location, suggestion);
    const [lng, lat] = suggestion.coordinates ?? [];
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
    // A park or forest is searched as the area itself (filter[admin_area]), fitted to its bbox,
    // else its outline's (suggestions and places carry none for parks). The place is looked up
    // first so that an id the places API does not know falls back to the point rather than
    // ending in an error.
    void (async () => {
      const place = await loadPlace(suggestion.id);
      if (choice !== choiceRef.current) return;
      if (!place) {
        searchAroundSuggestion(suggestion);
        return;
      }
      searchLocation({ admin_area: place.id }, suggestion);
      const bounds = suggestion.bbox ?? (await loadAreaBounds(place, 'admin_area'));
      if (choice === choiceRef.current) moveCamera({ bounds });
    })();
  }

  // With no place chosen, the page's view is the area (ADR 0028): around the visitor at zoom 10,
  // stepped out while it holds no campground; else the whole contiguous US, saying why.
  const noLocationFilter = locationSource(searchFilters).kind === 'none';
  const [located, setLocated] = useState<[number, number] | null>(null);
  const [locateFailed, setLocateFailed] = useState(false);
  const visitorCenter = located ?? (opensAroundVisitor(initialLocation) ? initialLocation.center : null);
  const widenTo =
    visitorCenter && noLocationFilter && !area.camperMoved && !results.loading && area.currentView
      ? widenedZoom(area.currentView.zoom, results.total)
      : null;
  useEffect(() => {
    if (widenTo !== null && visitorCenter) moveCamera({ center: visitorCenter, zoom: widenTo });
    // Once per step: the step's new view brings a new count, which decides the next one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [widenTo]);
  // Until the device has been asked, the server's lookup tells whether the page opens on the whole
  // US: the note is then in the first HTML rather than appearing after a round trip.
  const opensOnCountry = initialLocation
    ? initialLocation.source === 'country'
    : serverGeoip !== undefined && foundUserLocation(serverGeoip) === null;
  const showCountryNote = opensOnCountry && noLocationFilter && !located;

  async function showMyLocation() {
    setLocateFailed(false);
    const device = await locate();
    if (!device) {
      setLocateFailed(true);
      return;
    }
    const center: [number, number] = [device.long, device.lat];
    setLocated(center);
    moveCamera({ center });
  }

  function chooseMapStyle(style: MapStyleName) {
    setMapStyle(style);
    writeMapStyle(style);
  }

  return (
    <div className={styles.search} data-fullscreen={fullscreen ? '' : undefined} data-mobile-view={mobileView}>
      <div className={styles.toolbar}>
        <LocationAutocomplete onChoose={onChooseSuggestion} value={locationLabel.label} />
        <StayDatesButton
          dates={stayDates}
          onChange={onDatesChange}
          className={styles.toolbarDates}
          emptyLabel="Dates"
        />
        <SidebarFiltersButton
          sections={results.filterSections}
          error={results.filtersError}
          filters={searchFilters}
          activeCount={chips.length}
          onApply={(next) => {
            applyFilters(() => next);
            setActivePanel('results');
            setMobileView('list');
          }}
        />
        <div className={styles.mobileToggle} role="group" aria-label="View">
          <button type="button" aria-pressed={mobileView === 'map'} onClick={() => setMobileView('map')}>
            Map
          </button>
          <button type="button" aria-pressed={mobileView === 'list'} onClick={() => setMobileView('list')}>
            List
          </button>
        </div>
      </div>
      {showCountryNote ? (
        <div className={styles.viewNote}>
          <p role="status" data-testid="view-note">
            Showing campgrounds across the US — search a place or allow location
          </p>
          <button type="button" className={styles.viewNoteButton} onClick={() => void showMyLocation()}>
            Use my location
          </button>
          {locateFailed ? (
            <p role="alert" className={styles.viewNoteError}>
              Your browser did not share a location.
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={styles.body} ref={bodyRef}>
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
                aria-label={chips.length > 0 ? `Filters, ${chips.length} active` : undefined}
                onClick={() => setActivePanel('filters')}
              >
                Filters
                {chips.length > 0 ? <span className={styles.tabCount}>{chips.length}</span> : null}
              </button>
            </div>
            <ActiveFilterChips
              chips={chips}
              onRemove={(chip) => applyFilters(chip.remove)}
              onClearAll={() => applyFilters((current) => withoutActiveFilters(current, results.filterSections))}
            />
            {activeCampground ? (
              <ActiveCampgroundCard
                campground={activeCampground}
                dates={stayDates}
                onClose={() => setActiveCampgroundId(null)}
              />
            ) : null}
            {activePanel === 'results' ? (
              <ResultsPanel
                campgrounds={results.campgrounds}
                total={results.total}
                loading={results.loading}
                error={results.error}
                hoverId={hoverCampground}
                activeId={activeCampgroundId}
                onHover={setHoverCampground}
                onSelect={setActiveCampgroundId}
              />
            ) : (
              <FiltersPanel
                sections={results.filterSections}
                error={results.filtersError}
                filters={searchFilters}
                onChange={onFilterChange}
                dates={stayDates}
                onDatesChange={onDatesChange}
              />
            )}
          </aside>
        )}
        <div className={styles.mapArea}>
          {initialLocation && mapShown ? (
            <SearchMap
              initialLocation={initialLocation}
              styleName={mapStyle}
              styleUrl={styleUrl}
              data={mapData}
              hoverId={hoverCampground}
              activeId={activeCampgroundId}
              camera={camera}
              outline={outline}
              layers={mapLayers.layers}
              onLayerError={mapLayers.onLoadError}
              onLayerCountsInView={mapLayers.onCountsInView}
              onMove={area.onMove}
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
                checked={area.updateOnMove}
                onChange={(event) => area.setUpdateOnMove(event.target.checked)}
              />
              Search as I move the map
            </label>
            <MapMenu
              mapStyle={mapStyle}
              onMapStyle={chooseMapStyle}
              fullscreen={fullscreen}
              onFullscreen={setFullscreen}
              buttonClassName={styles.mapControl}
            >
              <MapLayersControl
                access={mapLayers.access}
                layers={mapLayers.layers}
                failedLayers={mapLayers.failed}
                onToggle={mapLayers.toggle}
                buttonClassName={styles.mapControl}
              />
              {mapLayers.access === 'not-pro' ? <ProUpgradeSidebar buttonClassName={styles.mapControl} /> : null}
            </MapMenu>
          </div>
          <MapLayersLegend layers={mapLayers.layers} countsInView={mapLayers.countsInView} />
          {area.searchThisAreaActive && !area.updateOnMove ? (
            <button type="button" className={styles.searchArea} onClick={area.searchThisArea}>
              Search this area
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
