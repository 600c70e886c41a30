'use client';

import { MAP_ACCENT_COLOR } from '@campwise/domain';
import {
  type GeoJSONSource,
  type GeoJSONSourceSpecification,
  LngLatBounds,
  type Map as MapLibreMap,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { createMapLibreMap } from '@/features/map/create-maplibre-map';
import { createHoverTooltip } from '@/features/map/map-hover-tooltip';
import { trackMapIdleState } from '@/features/map/map-idle-state';
import { offlineBasemapStyle } from '@/features/map/offline-basemap-style';
import { CAMPGROUND_LAYER, CHOSEN_ONLY, isPrinting, showChosenOnlyInPrint } from './trip-map-print';
import type { TripMapProps } from './trip-map';
import styles from './trip-planner.module.css';

const US_CENTER: [number, number] = [-98.6, 39.8];
const ROUTE_SOURCE = 'trip-route';
const PLACES_SOURCE = 'trip-places';
const CAMPGROUNDS_SOURCE = 'trip-campgrounds';
// Wider on the right and at the bottom: the route's ends stay clear of the zoom buttons (top
// right) and the attribution (bottom, two lines on a phone).
const FIT_PADDING = { top: 40, right: 64, bottom: 56, left: 40 };

// GeoJSON's types as MapLibre declares them for a source's data.
type Collection = Extract<GeoJSONSourceSpecification['data'], { type: 'FeatureCollection' }>;

function routeData(props: TripMapProps): Collection {
  return {
    type: 'FeatureCollection',
    features:
      props.route.length > 1
        ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: props.route } }]
        : [],
  };
}

function placesData(props: TripMapProps): Collection {
  return {
    type: 'FeatureCollection',
    features: props.places.map((place) => ({
      type: 'Feature',
      properties: { kind: place.kind, name: place.name },
      geometry: { type: 'Point', coordinates: [place.lng, place.lat] },
    })),
  };
}

function campgroundsData(props: TripMapProps): Collection {
  return {
    type: 'FeatureCollection',
    features: props.campgrounds.map((campground) => ({
      type: 'Feature',
      properties: {
        id: campground.id,
        chosen: campground.nights.length > 0,
        label:
          campground.nights.length > 0 ? `${campground.name} (night ${campground.nights.join(', ')})` : campground.name,
      },
      geometry: { type: 'Point', coordinates: [campground.lng, campground.lat] },
    })),
  };
}

/** Everything worth seeing: the route, else the places. */
function extent(props: TripMapProps): LngLatBounds | null {
  const points = props.route.length > 1 ? props.route : props.places.map((place) => [place.lng, place.lat] as const);
  if (points.length === 0) return null;
  const bounds = new LngLatBounds();
  for (const point of points) bounds.extend([point[0], point[1]]);
  return bounds;
}

function addTripLayers(map: MapLibreMap, props: TripMapProps) {
  if (map.getSource(ROUTE_SOURCE)) return;
  map.addSource(ROUTE_SOURCE, { type: 'geojson', data: routeData(props) });
  map.addSource(PLACES_SOURCE, { type: 'geojson', data: placesData(props) });
  map.addSource(CAMPGROUNDS_SOURCE, { type: 'geojson', data: campgroundsData(props) });
  map.addLayer({
    id: 'trip-route-line',
    type: 'line',
    source: ROUTE_SOURCE,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': '#2b5f56',
      'line-width': 4,
      // A straight line is no road: dashed, so the map does not pretend otherwise.
      ...(props.greatCircle ? { 'line-dasharray': [2, 2] } : {}),
    },
  });
  map.addLayer({
    id: CAMPGROUND_LAYER,
    type: 'circle',
    source: CAMPGROUNDS_SOURCE,
    // Added while printing (the style reloaded): the printed plan's campgrounds from the start.
    ...(isPrinting() ? { filter: CHOSEN_ONLY } : {}),
    paint: {
      'circle-color': ['case', ['get', 'chosen'], '#e0a526', MAP_ACCENT_COLOR],
      'circle-radius': ['case', ['get', 'chosen'], 9, 5],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: 'trip-place-points',
    type: 'circle',
    source: PLACES_SOURCE,
    paint: {
      'circle-color': '#1c2624',
      'circle-radius': ['match', ['get', 'kind'], 'stop', 6, 8],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 3,
    },
  });
}

export default function MapLibreTripMap(props: TripMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  // Set once the member pans or zooms: from then on a resize leaves their view alone.
  const movedRef = useRef(false);
  const propsRef = useRef(props);
  useEffect(() => {
    propsRef.current = props;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const initial = propsRef.current;
    const bounds = extent(initial);
    const map = createMapLibreMap({
      container,
      style: initial.styleUrl ?? offlineBasemapStyle(window.location.origin),
      ...(bounds ? { bounds, fitBoundsOptions: { padding: FIT_PADDING } } : { center: US_CENTER, zoom: 3 }),
      cooperativeGestures: true,
      // Kept so that printing the page prints the map too.
      canvasContextAttributes: { preserveDrawingBuffer: true },
    });
    mapRef.current = map;
    map.on('style.load', () => {
      addTripLayers(map, propsRef.current);
      // The route may have arrived while the style loaded: show it.
      const loaded = extent(propsRef.current);
      if (loaded) map.fitBounds(loaded, { padding: FIT_PADDING, duration: 0 });
    });
    trackMapIdleState(map, container, () => ({
      campgrounds: String(propsRef.current.campgrounds.length),
      // What is drawn, not what was given: on paper only the chosen ones.
      shownCampgrounds: String(
        new Set(map.queryRenderedFeatures({ layers: [CAMPGROUND_LAYER] }).map((feature) => feature.properties.id)).size,
      ),
    }));
    map.on('movestart', (event) => {
      if (event.originalEvent) movedRef.current = true;
    });
    createHoverTooltip(map).follow(CAMPGROUND_LAYER, {
      text: (feature) => String(feature.properties.label ?? ''),
      onClick: (feature) => propsRef.current.onSelect?.(String(feature.properties.id)),
    });
    const stopPrintView = showChosenOnlyInPrint(map);
    // A phone turned or a window resized: still the whole trip, unless the member has moved the map.
    const observer = new ResizeObserver(() => {
      map.resize();
      const bounds = extent(propsRef.current);
      if (bounds && !movedRef.current) map.fitBounds(bounds, { padding: FIT_PADDING, duration: 0 });
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      stopPrintView();
      mapRef.current = null;
      map.remove();
    };
  }, []);

  const { route, places, campgrounds, greatCircle } = props;

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !map.getSource(ROUTE_SOURCE)) return;
    (map.getSource(ROUTE_SOURCE) as GeoJSONSource).setData(routeData(propsRef.current));
    (map.getSource(PLACES_SOURCE) as GeoJSONSource).setData(placesData(propsRef.current));
    map.setPaintProperty('trip-route-line', 'line-dasharray', greatCircle ? [2, 2] : undefined);
    const bounds = extent(propsRef.current);
    if (bounds) map.fitBounds(bounds, { padding: FIT_PADDING, duration: 0 });
    movedRef.current = false;
  }, [route, places, greatCircle]);

  useEffect(() => {
    const source = mapRef.current?.getSource(CAMPGROUNDS_SOURCE) as GeoJSONSource | undefined;
    source?.setData(campgroundsData(propsRef.current));
  }, [campgrounds]);

  return (
    <div
      ref={containerRef}
      className={styles.map}
      data-testid="trip-map"
      role="region"
      aria-label="Map of the trip: the route, its places and the campgrounds along it"
    />
  );
}
