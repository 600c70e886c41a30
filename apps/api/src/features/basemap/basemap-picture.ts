// Map pictures (GET /api/basemap/picture.svg, ADR 0030): the offline basemap around one point,
// drawn as a small SVG from the same vector tiles MapLibre reads, in the same colours. Campground
// pages and cards show it where no camper's photo exists yet, without loading MapLibre. Only what
// the tiles hold is drawn: a place with no river near it gets no river.
import { BASEMAP_COLORS, MAP_ACCENT_COLOR, type BasemapPictureRequest } from '@campwise/domain';
import type { GeoJSONVTFeature } from '@maplibre/geojson-vt';
import type { BasemapLayer } from './basemap-data.ts';
import { BASEMAP_MAX_ZOOM, TILE_EXTENT, type TileLayers, type TileSet } from './basemap-tiles.ts';
import { escapeXml, featuresOf, placeLabels, type LabelSource, type PicturePoint } from './picture-labels.ts';

/** MapLibre's zoom: a tile is 512 CSS pixels across at its own zoom. */
const TILE_PIXELS = 512;

/** How the picture's pixels sit on the tiles of zoom `tileZoom`. */
interface View {
  tileZoom: number;
  /** Pixels per tile of `tileZoom` (512 at that zoom, more when overzoomed). */
  tilePixels: number;
  /** The centre, in tiles of `tileZoom`. */
  centreX: number;
  centreY: number;
  width: number;
  height: number;
}

function viewOf({ latitude, longitude, zoom, width, height }: BasemapPictureRequest): View {
  const tileZoom = Math.min(Math.floor(zoom), BASEMAP_MAX_ZOOM);
  const tiles = 2 ** tileZoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    tileZoom,
    tilePixels: TILE_PIXELS * 2 ** (zoom - tileZoom),
    centreX: (longitude / 360 + 0.5) * tiles,
    centreY: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * tiles,
    width,
    height,
  };
}

/** Tiles under the picture; x keeps running past the antimeridian (`wrappedX` is the tile asked for). */
function tilesUnder(view: View): { x: number; y: number; wrappedX: number }[] {
  const tiles = 2 ** view.tileZoom;
  const halfW = view.width / 2 / view.tilePixels;
  const halfH = view.height / 2 / view.tilePixels;
  const found = [];
  for (let y = Math.max(0, Math.floor(view.centreY - halfH)); y <= Math.min(tiles - 1, view.centreY + halfH); y++) {
    for (let x = Math.floor(view.centreX - halfW); x <= Math.floor(view.centreX + halfW); x++) {
      found.push({ x, y, wrappedX: ((x % tiles) + tiles) % tiles });
    }
  }
  return found;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** MapLibre's linear zoom interpolation between two stops, held outside them. */
function byZoom(zoom: number, [lowZoom, low]: [number, number], [highZoom, high]: [number, number]): number {
  const t = Math.min(1, Math.max(0, (zoom - lowZoom) / (highZoom - lowZoom)));
  return low + (high - low) * t;
}

/** `color` at `opacity` over `under`, as one opaque colour: tiles overlap by a pixel (no seams), and a translucent fill would show the overlap. */
function over(color: string, opacity: number, under: string): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const mixed = [0, 1, 2].map((i) => Math.round(channel(color, i) * opacity + channel(under, i) * (1 - opacity)));
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const FOREST_FILL = over(BASEMAP_COLORS.forest, 0.75, BASEMAP_COLORS.land);
const PARK_FILL = over(BASEMAP_COLORS.park, 0.85, BASEMAP_COLORS.land);

interface TileDrawing {
  layers: TileLayers;
  /** Tile coordinates (0–4096) to picture pixels. */
  toPicture: (point: [number, number]) => PicturePoint;
}

function pathData(feature: GeoJSONVTFeature, toPicture: TileDrawing['toPicture']): string {
  if (feature.type === 1) return '';
  const closed = feature.type === 3;
  return feature.geometry
    .map((ring) => {
      let last: PicturePoint | null = null;
      const parts: string[] = [];
      for (const point of ring) {
        const [x, y] = toPicture(point);
        // Points closer than half a pixel add bytes and nothing a camper can see.
        if (last && Math.abs(x - last[0]) < 0.5 && Math.abs(y - last[1]) < 0.5) continue;
        parts.push(`${parts.length ? 'L' : 'M'}${round(x)} ${round(y)}`);
        last = [x, y];
      }
      return parts.length > 1 ? parts.join('') + (closed ? 'Z' : '') : '';
    })
    .join('');
}

function paths(drawing: TileDrawing, layer: BasemapLayer, attributes: (feature: GeoJSONVTFeature) => string): string[] {
  return featuresOf(drawing.layers, layer).flatMap((feature) => {
    const d = pathData(feature, drawing.toPicture);
    return d ? [`<path d="${d}" ${attributes(feature)}/>`] : [];
  });
}

/** One tile's areas and lines, in the style's order (offline-basemap-style.ts). */
function drawTile(drawing: TileDrawing, zoom: number): string[] {
  const c = BASEMAP_COLORS;
  const stateWidth = round(byZoom(zoom, [4, 0.7], [12, 2]));
  const railWidth = byZoom(zoom, [4, 0.5], [12, 1.4]);
  const parkEdge = zoom >= 6 ? ` stroke="${c.parkEdge}" stroke-width="${round(railWidth)}"` : '';
  const forestEdge = zoom >= 8 ? ` stroke="${c.forestEdge}" stroke-width="0.6"` : '';
  const riverWidth = (rank: number) =>
    byZoom(zoom, [4, Math.max(0.3, 1.6 - 0.12 * rank)], [10, Math.max(0.9, 4.2 - 0.28 * rank)]);
  const name = (feature: GeoJSONVTFeature) => {
    const value = feature.tags?.name;
    return typeof value === 'string' && value ? ` data-name="${escapeXml(value)}"` : '';
  };
  return [
    ...paths(drawing, 'land', () => `fill="${c.land}"`),
    ...paths(drawing, 'forests', (f) => `fill="${FOREST_FILL}"${forestEdge}${name(f)}`),
    ...paths(drawing, 'parks', (f) => `fill="${PARK_FILL}"${parkEdge}${name(f)}`),
    ...paths(drawing, 'water', (f) => `fill="${c.water}"${name(f)}`),
    ...paths(drawing, 'rivers', (f) => {
      const width = riverWidth(Number(f.tags?.rank ?? 6));
      const dash = f.tags?.intermittent === 1 ? ` stroke-dasharray="${round(3 * width)} ${round(2 * width)}"` : '';
      return `data-layer="river" fill="none" stroke="${c.river}" stroke-width="${round(width)}"${dash}${name(f)}`;
    }),
    ...paths(
      drawing,
      'railways',
      () =>
        `fill="none" stroke="${c.rail}" stroke-width="${round(railWidth)}" stroke-dasharray="${round(4 * railWidth)} ${round(2 * railWidth)}"`,
    ),
    ...paths(drawing, 'land', () => `fill="none" stroke="${c.state}" stroke-width="${stateWidth}"`),
  ];
}

// The marker MapLibre draws (and the web's preview drew), its foot on the point.
const PIN =
  `<path d="M27 13.5C27 19.07 20.25 27 14.75 34.5 14.02 35.5 12.98 35.5 12.25 34.5 6.75 27 0 19.22 0 13.5 0 6.04 6.04 0 13.5 0 20.96 0 27 6.04 27 13.5Z" fill="${MAP_ACCENT_COLOR}" stroke="#fff" stroke-width="1"/>` +
  '<circle cx="13.5" cy="13.5" r="5.5" fill="#fff"/>';
const PIN_SIZE = { width: 27, height: 41 };

/** The pin at full size from pictures this tall; smaller ones (search results) get a smaller pin, down to half. */
const FULL_PIN_HEIGHT = 160;

/** The SVG document of the basemap around the request's point, with a pin on it. */
export function renderBasemapPicture(tileSet: TileSet, request: BasemapPictureRequest): string {
  const view = viewOf(request);
  const { width, height, zoom } = { ...view, zoom: request.zoom };
  const clips: string[] = [];
  const groups: string[] = [];
  const sources: LabelSource[] = [];
  tilesUnder(view).forEach((tile, index) => {
    const left = (tile.x - view.centreX) * view.tilePixels + width / 2;
    const top = (tile.y - view.centreY) * view.tilePixels + height / 2;
    const scale = view.tilePixels / TILE_EXTENT;
    const drawing: TileDrawing = {
      layers: tileSet.layers(view.tileZoom, tile.wrappedX, tile.y),
      toPicture: ([x, y]) => [left + x * scale, top + y * scale],
    };
    // Tiles carry a buffer past their edges, where areas end in cut lines: each is clipped to
    // its own square, widened by half a pixel so that anti-aliasing leaves no seam between tiles.
    clips.push(
      `<clipPath id="t${index}"><rect x="${round(left - 0.5)}" y="${round(top - 0.5)}" width="${round(view.tilePixels + 1)}" height="${round(view.tilePixels + 1)}"/></clipPath>`,
    );
    const drawn = drawTile(drawing, zoom);
    if (drawn.length) groups.push(`<g clip-path="url(#t${index})">${drawn.join('')}</g>`);
    sources.push({ layers: drawing.layers, toPicture: drawing.toPicture });
  });
  const pin = { x: width / 2, y: height / 2 };
  const pinScale = Math.max(0.5, Math.min(1, height / FULL_PIN_HEIGHT));
  const pinWidth = PIN_SIZE.width * pinScale;
  const pinHeight = PIN_SIZE.height * pinScale;
  const labels = placeLabels(sources, {
    width,
    height,
    zoom,
    reserved: [{ left: pin.x - pinWidth / 2, top: pin.y - pinHeight, right: pin.x + pinWidth / 2, bottom: pin.y }],
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="'Noto Sans','Helvetica Neue',Arial,sans-serif">`,
    // The credits travel with the file; every page credits these sources in its footer, where
    // they are not cropped away as a corner of a picture shown with `object-fit: cover` would be.
    `<desc>Map data: Natural Earth; towns: simplemaps.com (CC BY 4.0); forests: USDA Forest Service</desc>`,
    `<defs>${clips.join('')}</defs>`,
    `<rect width="${width}" height="${height}" fill="${BASEMAP_COLORS.sea}"/>`,
    ...groups,
    labels,
    `<g data-layer="pin" transform="translate(${round(pin.x - pinWidth / 2)} ${round(pin.y - pinHeight)}) scale(${round(pinScale * 100) / 100})">${PIN}</g>`,
    '</svg>',
  ].join('');
}
