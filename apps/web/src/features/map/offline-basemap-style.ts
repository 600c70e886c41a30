import { BASEMAP_COLORS, DATA_SOURCES } from '@campwise/domain';
import type { MapOptions } from 'maplibre-gl';

type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;
type LayerSpecification = StyleSpecification['layers'][number];

export const BASEMAP_TILES_PATH = '/api/basemap/tiles/{z}/{x}/{y}.pbf';
export const BASEMAP_GLYPHS_PATH = '/api/basemap/fonts/{fontstack}/{range}.pbf';
/** The vector source every basemap layer reads (docs/api-basemap.md lists its layers). */
export const BASEMAP_SOURCE = 'basemap';
/** The last zoom the API cuts tiles for; MapLibre overzooms past it. */
const BASEMAP_MAX_ZOOM = 10;

const REGULAR = ['Noto Sans Regular'];
const ITALIC = ['Noto Sans Italic'];
/** Served by BASEMAP_GLYPHS_PATH on either look of the search map (the clusters' counts use it). */
export const BASEMAP_BOLD_FONT = ['Noto Sans Bold'];
const BOLD = BASEMAP_BOLD_FONT;

const link = (name: string, url: string) => `<a href="${url}" target="_blank" rel="noopener">${name}</a>`;

/** Credits for what the basemap draws (shared/data/SOURCES.md); simplemaps' CC BY asks for the link. */
export const BASEMAP_ATTRIBUTION = [
  `Made with ${link('Natural Earth', DATA_SOURCES.naturalEarth.url)}`,
  `Towns: ${link('simplemaps.com', DATA_SOURCES.simplemaps.url)}`,
  `Forests: ${link('USDA Forest Service', DATA_SOURCES.usfs.url)}`,
].join(' · ');

const lineWidth = (low: number, high: number) =>
  ['interpolate', ['linear'], ['zoom'], 4, low, 12, high] as unknown as number;

/** Wider for bigger rivers: Natural Earth's scalerank runs from 0 (largest) to 12. */
const riverWidth = [
  'interpolate',
  ['linear'],
  ['zoom'],
  4,
  ['max', 0.3, ['-', 1.6, ['*', 0.12, ['get', 'rank']]]],
  10,
  ['max', 0.9, ['-', 4.2, ['*', 0.28, ['get', 'rank']]]],
] as unknown as number;

function fillLayers(): LayerSpecification[] {
  return [
    { id: 'sea', type: 'background', paint: { 'background-color': BASEMAP_COLORS.sea } },
    {
      id: 'land',
      type: 'fill',
      source: BASEMAP_SOURCE,
      'source-layer': 'land',
      paint: { 'fill-color': BASEMAP_COLORS.land },
    },
    {
      id: 'forests',
      type: 'fill',
      source: BASEMAP_SOURCE,
      'source-layer': 'forests',
      paint: { 'fill-color': BASEMAP_COLORS.forest, 'fill-opacity': 0.75 },
    },
    {
      id: 'forest-edges',
      type: 'line',
      source: BASEMAP_SOURCE,
      'source-layer': 'forests',
      minzoom: 8,
      paint: { 'line-color': BASEMAP_COLORS.forestEdge, 'line-width': 0.6 },
    },
    {
      id: 'parks',
      type: 'fill',
      source: BASEMAP_SOURCE,
      'source-layer': 'parks',
      paint: { 'fill-color': BASEMAP_COLORS.park, 'fill-opacity': 0.85 },
    },
    {
      id: 'park-edges',
      type: 'line',
      source: BASEMAP_SOURCE,
      'source-layer': 'parks',
      minzoom: 6,
      paint: { 'line-color': BASEMAP_COLORS.parkEdge, 'line-width': lineWidth(0.5, 1.4) },
    },
    {
      id: 'water',
      type: 'fill',
      source: BASEMAP_SOURCE,
      'source-layer': 'water',
      paint: { 'fill-color': BASEMAP_COLORS.water },
    },
  ];
}

function lineLayers(): LayerSpecification[] {
  return [
    {
      id: 'rivers',
      type: 'line',
      source: BASEMAP_SOURCE,
      'source-layer': 'rivers',
      filter: ['==', ['get', 'intermittent'], 0],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': BASEMAP_COLORS.river, 'line-width': riverWidth },
    },
    {
      id: 'rivers-intermittent',
      type: 'line',
      source: BASEMAP_SOURCE,
      'source-layer': 'rivers',
      filter: ['==', ['get', 'intermittent'], 1],
      paint: { 'line-color': BASEMAP_COLORS.river, 'line-width': riverWidth, 'line-dasharray': [3, 2] },
    },
    {
      id: 'railways',
      type: 'line',
      source: BASEMAP_SOURCE,
      'source-layer': 'railways',
      paint: { 'line-color': BASEMAP_COLORS.rail, 'line-width': lineWidth(0.5, 1.4), 'line-dasharray': [4, 2] },
    },
    {
      id: 'state-lines',
      type: 'line',
      source: BASEMAP_SOURCE,
      'source-layer': 'land',
      layout: { 'line-join': 'round' },
      paint: { 'line-color': BASEMAP_COLORS.state, 'line-width': lineWidth(0.7, 2) },
    },
  ];
}

const halo = { 'text-halo-color': BASEMAP_COLORS.halo, 'text-halo-width': 1.4, 'text-halo-blur': 0.4 };

function labelLayers(): LayerSpecification[] {
  return [
    {
      id: 'state-labels',
      type: 'symbol',
      source: BASEMAP_SOURCE,
      'source-layer': 'labels',
      maxzoom: 7,
      filter: ['==', ['get', 'kind'], 'state'],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': REGULAR,
        'text-size': ['interpolate', ['linear'], ['zoom'], 3, 10, 6, 13],
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.12,
      },
      paint: { 'text-color': BASEMAP_COLORS.stateText, ...halo },
    },
    {
      id: 'water-labels',
      type: 'symbol',
      source: BASEMAP_SOURCE,
      'source-layer': 'water',
      minzoom: 6,
      filter: ['!=', ['get', 'name'], ''],
      layout: { 'text-field': ['get', 'name'], 'text-font': ITALIC, 'text-size': 12, 'symbol-avoid-edges': true },
      paint: { 'text-color': BASEMAP_COLORS.riverText, ...halo },
    },
    {
      id: 'river-labels',
      type: 'symbol',
      source: BASEMAP_SOURCE,
      'source-layer': 'rivers',
      minzoom: 6,
      filter: ['!=', ['get', 'name'], ''],
      layout: {
        'symbol-placement': 'line',
        'symbol-spacing': 220,
        'symbol-sort-key': ['get', 'rank'],
        'text-field': ['get', 'name'],
        'text-font': ITALIC,
        'text-size': ['interpolate', ['linear'], ['zoom'], 6, 10.5, 12, 13],
        'text-letter-spacing': 0.05,
        // Natural Earth's rivers bend sharply at close zooms; a tighter limit left them unnamed.
        'text-max-angle': 60,
      },
      paint: { 'text-color': BASEMAP_COLORS.riverText, ...halo },
    },
    {
      id: 'public-land-labels',
      type: 'symbol',
      source: BASEMAP_SOURCE,
      'source-layer': 'labels',
      filter: ['in', ['get', 'kind'], ['literal', ['park', 'forest']]],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': ITALIC,
        'text-size': ['match', ['get', 'kind'], 'park', 12, 11],
        'text-max-width': 8,
        'text-padding': 6,
      },
      paint: { 'text-color': BASEMAP_COLORS.greenText, ...halo },
    },
    {
      id: 'place-labels',
      type: 'symbol',
      source: BASEMAP_SOURCE,
      'source-layer': 'places',
      layout: {
        // Bigger places claim their spot first; smaller ones show where there is room.
        'symbol-sort-key': ['-', 0, ['get', 'population']],
        'text-field': ['get', 'name'],
        'text-font': ['step', ['get', 'population'], ['literal', REGULAR], 100000, ['literal', BOLD]],
        'text-size': ['interpolate', ['linear'], ['get', 'population'], 0, 11, 10000, 12.5, 300000, 14, 2000000, 16],
        'text-max-width': 8,
        'text-padding': 4,
      },
      paint: { 'text-color': BASEMAP_COLORS.placeText, ...halo },
    },
  ];
}

/**
 * The basemap that needs nothing from the internet: vector tiles and label glyphs from our own
 * API, cut from open data (ADR 0025). URLs are absolute because MapLibre's worker resolves
 * relative ones against its own script URL.
 */
export function offlineBasemapStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    name: 'Campwise offline basemap',
    glyphs: absoluteTemplate(BASEMAP_GLYPHS_PATH, origin),
    sources: {
      [BASEMAP_SOURCE]: {
        type: 'vector',
        tiles: [absoluteTemplate(BASEMAP_TILES_PATH, origin)],
        minzoom: 0,
        maxzoom: BASEMAP_MAX_ZOOM,
        attribution: BASEMAP_ATTRIBUTION,
      },
    },
    layers: [...fillLayers(), ...lineLayers(), ...labelLayers()],
  };
}

/** `origin` + a path with {placeholders}, which URL() would percent-encode. */
export function absoluteTemplate(pathTemplate: string, origin: string): string {
  return `${new URL(origin).origin}${pathTemplate}`;
}
