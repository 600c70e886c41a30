'use client';

import { MAP_ACCENT_COLOR, SEARCH_DEFAULT_ZOOM } from '@campwise/domain';
import type { GeoJSONSource, GeoJSONSourceSpecification, Map as MapLibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { createMapLibreMap } from '@/features/map/create-maplibre-map';
import { BASEMAP_BOLD_FONT } from '@/features/map/offline-basemap-style';
import { createHoverTooltip } from '@/features/map/map-hover-tooltip';
import { trackMapIdleState } from '@/features/map/map-idle-state';
import type { MapLayerId } from '@/features/map-layers/map-layer-definitions';
import { createMapLayerSync, type LayerCountsInView, type MapLayerSync } from '@/features/map-layers/map-layer-sync';
import { fetchMapLayer } from '@/features/map-layers/map-layers-api';
import type { InitialLocation } from './initial-location';
import type { MapStyleName } from './map-preferences';
import { reportedView } from './page-view-math';
import type { PlaceOutline } from './place-loader';
import type { MapFeatureCollection } from './search-data';
import { searchMapStyle } from './search-map-style';
import styles from './search.module.css';
import type { MapView } from './use-map-data';

const SOURCE_ID = 'search-campgrounds';
const CLUSTER_LAYER = 'search-clusters';
const POINT_LAYER = 'search-points';
const CLUSTER_COUNT_LAYER = 'search-cluster-counts';
const OUTLINE_SOURCE_ID = 'search-area-outline';
const OUTLINE_FILL_LAYER = 'search-area-outline-fill';
const OUTLINE_LINE_LAYER = 'search-area-outline-line';
const NO_OUTLINE: GeoJSONSourceSpecification['data'] = { type: 'FeatureCollection', features: [] };

/**
 * Event data marking a camera move the camper asked for by a click (zooming into a cluster):
 * MapLibre copies it onto the move events, which otherwise tell only drags and wheels apart
 * from the page's own fitting to a chosen place.
 */
const CAMPER_MOVE = 'camperMove';
const camperMove = { [CAMPER_MOVE]: true };

export interface MapMove {
  /** The viewport as "w,s,e,n" (3 decimals). */
  bbox: string;
  zoom: number;
  /** True when the camper moved the map (not the page). */
  userInitiated: boolean;
  /** True for the first report, made as soon as the map exists. */
  initial: boolean;
}

/** A camera move the page asks for (a chosen suggestion); `key` makes each request distinct. */
export interface CameraRequest {
  key: number;
  bounds?: [number, number, number, number];
  center?: [number, number];
  /** With `center`: jump straight to this zoom (widening the first view) instead of flying to 10. */
  zoom?: number;
}

export interface SearchMapProps {
  initialLocation: InitialLocation;
  styleName: MapStyleName;
  styleUrl: string | null;
  data: MapFeatureCollection;
  hoverId: string | null;
  activeId: string | null;
  camera: CameraRequest | null;
  /** The park, forest or state that is the search area, drawn under the campgrounds. */
  outline: PlaceOutline | null;
  /** PRO map layers to draw under the campgrounds. */
  layers: readonly MapLayerId[];
  onLayerError: (id: MapLayerId) => void;
  /** How many features of each shown point layer are in view (for the legend's "none here"). */
  onLayerCountsInView?: (counts: LayerCountsInView) => void;
  onMove: (move: MapMove) => void;
  onHover: (id: string | null) => void;
  onSelect: (id: string) => void;
}

function viewport(map: MapLibreMap): MapView {
  const bounds = map.getBounds();
  return reportedView([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], map.getZoom());
}

function outlineData(outline: PlaceOutline | null): GeoJSONSourceSpecification['data'] {
  return outline ?? NO_OUTLINE;
}

/** The search area's outline: a faint wash and a dashed edge, so the pins inside stay readable. */
function addOutlineLayers(map: MapLibreMap, outline: PlaceOutline | null) {
  if (map.getSource(OUTLINE_SOURCE_ID)) return;
  map.addSource(OUTLINE_SOURCE_ID, { type: 'geojson', data: outlineData(outline) });
  map.addLayer({
    id: OUTLINE_FILL_LAYER,
    type: 'fill',
    source: OUTLINE_SOURCE_ID,
    paint: { 'fill-color': MAP_ACCENT_COLOR, 'fill-opacity': 0.08 },
  });
  map.addLayer({
    id: OUTLINE_LINE_LAYER,
    type: 'line',
    source: OUTLINE_SOURCE_ID,
    paint: { 'line-color': MAP_ACCENT_COLOR, 'line-width': 2.5, 'line-dasharray': [3, 1.5] },
  });
}

/**
 * The font for the clusters' counts: our basemap's bold (its glyphs serve both looks of the map),
 * else a font the hosted style's own labels use, so its glyph server has it; null when it has none.
 */
function countFont(map: MapLibreMap, ownGlyphs: boolean): string[] | null {
  if (ownGlyphs) return BASEMAP_BOLD_FONT;
  const fonts = (map.getStyle().layers ?? []).flatMap((layer) => {
    const font = layer.type === 'symbol' ? layer.layout?.['text-font'] : undefined;
    return Array.isArray(font) && font.length > 0 && font.every((name) => typeof name === 'string')
      ? [font as string[]]
      : [];
  });
  return fonts.find((font) => font.some((name) => /bold/i.test(name))) ?? fonts[0] ?? null;
}

function addSearchLayers(
  map: MapLibreMap,
  data: MapFeatureCollection,
  outline: PlaceOutline | null,
  font: string[] | null,
) {
  addOutlineLayers(map, outline);
  if (map.getSource(SOURCE_ID)) return;
  map.addSource(SOURCE_ID, { type: 'geojson', data, promoteId: 'id' });
  // A cluster's count shows in its size and colour, as text on it when the style has a font for
  // it, and in its tooltip.
  map.addLayer({
    id: CLUSTER_LAYER,
    type: 'circle',
    source: SOURCE_ID,
    filter: ['==', ['get', 'kind'], 'cluster'],
    paint: {
      'circle-color': ['step', ['get', 'count'], '#7fb3a8', 10, '#529488', 100, MAP_ACCENT_COLOR, 1000, '#1f3b35'],
      'circle-radius': ['interpolate', ['linear'], ['sqrt', ['get', 'count']], 1, 8, 10, 18, 40, 32],
      'circle-opacity': 0.85,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  if (font) {
    map.addLayer({
      id: CLUSTER_COUNT_LAYER,
      type: 'symbol',
      source: SOURCE_ID,
      filter: ['==', ['get', 'kind'], 'cluster'],
      layout: {
        // 1,234 reads as 1.2k: the smallest circles hold three characters.
        'text-field': [
          'case',
          ['>=', ['get', 'count'], 1000],
          ['concat', ['to-string', ['/', ['round', ['/', ['get', 'count'], 100]], 10]], 'k'],
          ['to-string', ['get', 'count']],
        ],
        'text-font': font,
        'text-size': 12,
        'text-allow-overlap': true,
        'text-ignore-placement': true,
      },
      paint: { 'text-color': '#ffffff', 'text-halo-color': 'rgba(20, 40, 36, 0.6)', 'text-halo-width': 1 },
    });
  }
  map.addLayer({
    id: POINT_LAYER,
    type: 'circle',
    source: SOURCE_ID,
    filter: ['==', ['get', 'kind'], 'point'],
    paint: {
      'circle-color': ['case', ['boolean', ['feature-state', 'highlight'], false], '#e0a526', MAP_ACCENT_COLOR],
      'circle-radius': ['case', ['boolean', ['feature-state', 'highlight'], false], 10, 6],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
}

export default function SearchMap(props: SearchMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const propsRef = useRef(props);
  const highlightedRef = useRef<Set<string>>(new Set());
  const layerSyncRef = useRef<MapLayerSync | null>(null);
  /** Moves are reported from the first 'load' on; camera requests made before it wait for it. */
  const loadedRef = useRef(false);
  const stopRefitRef = useRef<() => void>(() => {});

  useEffect(() => {
    propsRef.current = props;
  });

  // Create the map once; later prop changes are applied by the effects below.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { initialLocation, styleName, styleUrl } = propsRef.current;
    const map = createMapLibreMap({
      container,
      style: searchMapStyle(styleName, window.location.origin, styleUrl),
      ...(initialLocation.kind === 'bounds'
        ? { bounds: initialLocation.bounds }
        : { center: initialLocation.center, zoom: SEARCH_DEFAULT_ZOOM }),
    });
    mapRef.current = map;
    // A view of a whole area (the contiguous US) is fitted again whenever the map's box changes
    // size (the results panel laying out, a phone's toolbar wrapping) until the camper or the page
    // moves the map: MapLibre keeps the centre and zoom on a resize, which cut the coasts off.
    let refitBounds = initialLocation.kind === 'bounds' ? initialLocation.bounds : null;
    stopRefitRef.current = () => {
      refitBounds = null;
    };
    // Browser tests ask MapLibre what it drew (queryRenderedFeatures) through the element.
    Object.assign(container, { maplibreMap: map });

    const layerSync = createMapLayerSync(map, {
      load: fetchMapLayer,
      beneathLayerId: CLUSTER_LAYER,
      onError: (id) => propsRef.current.onLayerError(id),
      onCountsInView: (counts) => propsRef.current.onLayerCountsInView?.(counts),
    });
    layerSyncRef.current = layerSync;
    map.on('style.load', () => {
      const current = propsRef.current;
      const ownGlyphs = current.styleName !== 'map' || current.styleUrl === null;
      addSearchLayers(map, current.data, current.outline, countFont(map, ownGlyphs));
      layerSync.styleLoaded();
    });
    // The first view is known as soon as the map exists: report it now, so the campgrounds are
    // fetched while the style and basemap load rather than after.
    propsRef.current.onMove({ ...viewport(map), userInitiated: false, initial: true });
    map.on('load', () => {
      loadedRef.current = true;
    });
    map.on('moveend', (event) => {
      if (!loadedRef.current) return;
      const byCamper = Boolean(event.originalEvent) || (event as { [CAMPER_MOVE]?: boolean })[CAMPER_MOVE] === true;
      if (byCamper) refitBounds = null;
      propsRef.current.onMove({ ...viewport(map), userInitiated: byCamper, initial: false });
    });
    // The view once settled: where the map is and how many features it was given.
    trackMapIdleState(map, container, () => {
      const bounds = map.getBounds();
      return {
        zoom: map.getZoom().toFixed(2),
        bounds: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]
          .map((value) => value.toFixed(5))
          .join(','),
        features: String(propsRef.current.data.features.length),
        // The outlined area's place id, or empty.
        outline: propsRef.current.outline?.id ?? '',
      };
    });

    const tooltip = createHoverTooltip(map);
    tooltip.follow(CLUSTER_LAYER, {
      text: (feature) => {
        const count = Number(feature.properties.count);
        return `${count.toLocaleString('en-US')} campground${count === 1 ? '' : 's'} — click to zoom in`;
      },
      onClick: (feature, event) => {
        tooltip.remove();
        const bbox = String(feature.properties.bbox ?? '')
          .split(',')
          .map(Number);
        const [west, south, east, north] = bbox;
        if (bbox.length === 4 && bbox.every(Number.isFinite) && (west !== east || south !== north)) {
          map.fitBounds([west!, south!, east!, north!], { padding: 40, maxZoom: map.getZoom() + 4 }, camperMove);
        } else {
          map.easeTo({ center: event.lngLat, zoom: map.getZoom() + 2 }, camperMove);
        }
      },
    });
    tooltip.follow(POINT_LAYER, {
      text: (feature) => String(feature.properties.name ?? ''),
      onHover: (feature) => propsRef.current.onHover(String(feature.properties.id)),
      onLeave: () => propsRef.current.onHover(null),
      onClick: (feature) => propsRef.current.onSelect(String(feature.properties.id)),
    });

    // The panel can hide or show (fullscreen, phone Map/List): keep the canvas sized to its box.
    const observer = new ResizeObserver(() => {
      map.resize();
      if (refitBounds) map.fitBounds(refitBounds, { padding: 16, animate: false });
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      loadedRef.current = false;
      mapRef.current = null;
      layerSyncRef.current = null;
      map.remove();
    };
  }, []);

  const { data, styleName, styleUrl, hoverId, activeId, camera, layers, outline } = props;

  useEffect(() => {
    layerSyncRef.current?.show(layers);
  }, [layers]);

  useEffect(() => {
    const source = mapRef.current?.getSource(SOURCE_ID) as GeoJSONSource | undefined;
    if (!source) return;
    // Busy until MapLibre has drawn the new data ('idle' sets it back).
    if (containerRef.current) containerRef.current.dataset.idle = 'false';
    source.setData(data);
  }, [data]);

  useEffect(() => {
    const source = mapRef.current?.getSource(OUTLINE_SOURCE_ID) as GeoJSONSource | undefined;
    if (!source) return;
    if (containerRef.current) containerRef.current.dataset.idle = 'false';
    source.setData(outlineData(outline));
  }, [outline]);

  const styleRef = useRef(styleName);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || styleRef.current === styleName) return;
    styleRef.current = styleName;
    // A new style drops our source and layers; 'style.load' adds them back with the latest data.
    layerSyncRef.current?.styleChanging();
    map.setStyle(searchMapStyle(styleName, window.location.origin, styleUrl));
  }, [styleName, styleUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const wanted = new Set([hoverId, activeId].filter((id): id is string => id !== null));
    const apply = () => {
      if (!map.getSource(SOURCE_ID)) return;
      for (const id of highlightedRef.current) {
        if (!wanted.has(id)) map.setFeatureState({ source: SOURCE_ID, id }, { highlight: false });
      }
      for (const id of wanted) map.setFeatureState({ source: SOURCE_ID, id }, { highlight: true });
      highlightedRef.current = wanted;
    };
    apply();
  }, [hoverId, activeId, data]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !camera) return;
    stopRefitRef.current();
    const move = () => {
      if (camera.bounds) map.fitBounds(camera.bounds, { padding: 40, maxZoom: SEARCH_DEFAULT_ZOOM + 2 });
      else if (camera.center && camera.zoom !== undefined) map.jumpTo({ center: camera.center, zoom: camera.zoom });
      else if (camera.center) map.flyTo({ center: camera.center, zoom: SEARCH_DEFAULT_ZOOM });
    };
    // Before 'load' a move would not be reported (moveend is ignored until then): make it after.
    if (loadedRef.current) move();
    else map.once('load', move);
    return () => {
      map.off('load', move);
    };
  }, [camera]);

  return <div ref={containerRef} className={styles.map} data-testid="search-map" />;
}
