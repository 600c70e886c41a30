// The names on a map picture (basemap-picture.ts): towns, parks and forests, rivers along their
// lines, lakes, and states when zoomed out, placed as MapLibre's style places them (towns first,
// biggest first; a label that would overlap one already placed, or leave the picture, is dropped).
import { BASEMAP_COLORS } from '@campwise/domain';
import type { GeoJSONVTFeature } from '@maplibre/geojson-vt';
import type { TileLayers } from './basemap-tiles.ts';

export type PicturePoint = [number, number];

/** A layer's features in a tile, in the transformed shape (pairs of tile coordinates) every cutter returns. */
export function featuresOf(layers: TileLayers, layer: keyof TileLayers): GeoJSONVTFeature[] {
  return (layers[layer]?.features ?? []) as GeoJSONVTFeature[];
}

export interface LabelSource {
  layers: TileLayers;
  toPicture: (point: [number, number]) => PicturePoint;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface LabelOptions {
  width: number;
  height: number;
  zoom: number;
  /** Boxes no label may cover (the pin). */
  reserved: Box[];
}

/** Noto Sans's average advance, as a share of the font size: enough to keep labels apart. */
const CHAR_WIDTH = 0.56;
/** The style's text-max-width: longer names wrap. */
const MAX_LINE_CHARS = Math.floor(8 / CHAR_WIDTH);
const LINE_HEIGHT = 1.2;
const EDGE = 3;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const round = (value: number) => Math.round(value * 10) / 10;

function wrap(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= MAX_LINE_CHARS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The population → text size stops of the style's place labels. */
function placeSize(population: number): number {
  const stops: [number, number][] = [
    [0, 11],
    [10_000, 12.5],
    [300_000, 14],
    [2_000_000, 16],
  ];
  for (let i = 1; i < stops.length; i++) {
    const [p0, s0] = stops[i - 1]!;
    const [p1, s1] = stops[i]!;
    if (population < p1) return s0 + ((s1 - s0) * (population - p0)) / (p1 - p0);
  }
  return stops.at(-1)![1];
}

interface TextStyle {
  size: number;
  color: string;
  italic?: boolean;
  bold?: boolean;
  padding: number;
  letterSpacing?: number;
}

class Placer {
  private readonly placed: Box[];
  readonly texts: string[] = [];

  constructor(private readonly options: LabelOptions) {
    this.placed = [...options.reserved];
  }

  /** Whether the box is inside the picture and clear of every label placed so far. */
  fits(box: Box): boolean {
    const { width, height } = this.options;
    if (box.left < EDGE || box.top < EDGE || box.right > width - EDGE || box.bottom > height - EDGE) return false;
    return this.placed.every(
      (o) => box.right <= o.left || box.left >= o.right || box.bottom <= o.top || box.top >= o.bottom,
    );
  }

  private attributes(style: TextStyle): string {
    return [
      `font-size="${round(style.size)}"`,
      `fill="${style.color}"`,
      style.italic ? 'font-style="italic"' : '',
      style.bold ? 'font-weight="700"' : '',
      style.letterSpacing ? `letter-spacing="${round(style.letterSpacing * style.size)}"` : '',
      `stroke="${BASEMAP_COLORS.halo}" stroke-width="2.8" stroke-linejoin="round" paint-order="stroke"`,
    ]
      .filter(Boolean)
      .join(' ');
  }

  /** A horizontal label centred on a point, wrapped as the style wraps it. */
  point(layer: string, name: string, [x, y]: PicturePoint, style: TextStyle): boolean {
    const lines = wrap(name);
    const longest = Math.max(...lines.map((line) => line.length));
    const w = longest * style.size * (CHAR_WIDTH + (style.letterSpacing ?? 0));
    const h = lines.length * style.size * LINE_HEIGHT;
    const pad = style.padding;
    const box = { left: x - w / 2 - pad, top: y - h / 2 - pad, right: x + w / 2 + pad, bottom: y + h / 2 + pad };
    if (!this.fits(box)) return false;
    this.placed.push(box);
    const first = y - ((lines.length - 1) * style.size * LINE_HEIGHT) / 2 + style.size * 0.35;
    const spans = lines
      .map(
        (line, i) =>
          `<tspan x="${round(x)}" y="${round(first + i * style.size * LINE_HEIGHT)}">${escapeXml(line)}</tspan>`,
      )
      .join('');
    this.texts.push(`<text data-layer="${layer}" text-anchor="middle" ${this.attributes(style)}>${spans}</text>`);
    return true;
  }

  /** A label turned to follow a line, centred on `at`. */
  along(layer: string, name: string, at: PicturePoint, degrees: number, style: TextStyle): boolean {
    const w = name.length * style.size * (CHAR_WIDTH + (style.letterSpacing ?? 0));
    const h = style.size * LINE_HEIGHT;
    const radians = (degrees * Math.PI) / 180;
    const halfW = (Math.abs(Math.cos(radians)) * w + Math.abs(Math.sin(radians)) * h) / 2 + style.padding;
    const halfH = (Math.abs(Math.sin(radians)) * w + Math.abs(Math.cos(radians)) * h) / 2 + style.padding;
    const box = { left: at[0] - halfW, top: at[1] - halfH, right: at[0] + halfW, bottom: at[1] + halfH };
    if (!this.fits(box)) return false;
    this.placed.push(box);
    this.texts.push(
      `<text data-layer="${layer}" text-anchor="middle" dy="0.35em" transform="translate(${round(at[0])} ${round(at[1])}) rotate(${round(degrees)})" ${this.attributes(style)}>${escapeXml(name)}</text>`,
    );
    return true;
  }
}

function textTag(feature: GeoJSONVTFeature, key: string): string {
  const value = feature.tags?.[key];
  return typeof value === 'string' ? value : '';
}

/** Every point of a point layer once (tiles repeat the points in their buffers), in picture pixels. */
function pointsOf(sources: readonly LabelSource[], layer: 'places' | 'labels') {
  const seen = new Map<string, PicturePoint[]>();
  const points: { feature: GeoJSONVTFeature; at: PicturePoint }[] = [];
  for (const { layers, toPicture } of sources) {
    for (const feature of featuresOf(layers, layer)) {
      if (feature.type !== 1 || !feature.geometry[0]) continue;
      const at = toPicture(feature.geometry[0]);
      const name = textTag(feature, 'name');
      const same = seen.get(name) ?? [];
      if (same.some(([x, y]) => Math.abs(x - at[0]) < 3 && Math.abs(y - at[1]) < 3)) continue;
      seen.set(name, [...same, at]);
      points.push({ feature, at });
    }
  }
  return points;
}

/** Runs of a polyline that stay inside the picture, with their lengths. */
function insideRuns(line: PicturePoint[], options: LabelOptions): PicturePoint[][] {
  const margin = 8;
  const inside = ([x, y]: PicturePoint) =>
    x > margin && y > margin && x < options.width - margin && y < options.height - margin;
  const runs: PicturePoint[][] = [];
  let run: PicturePoint[] = [];
  for (const point of line) {
    if (inside(point)) run.push(point);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs;
}

/** The point `distance` along a run. */
function pointAlong(run: PicturePoint[], distance: number): PicturePoint {
  let left = distance;
  for (let i = 1; i < run.length; i++) {
    const [ax, ay] = run[i - 1]!;
    const [bx, by] = run[i]!;
    const step = Math.hypot(bx - ax, by - ay);
    if (left <= step && step > 0) return [ax + ((bx - ax) * left) / step, ay + ((by - ay) * left) / step];
    left -= step;
  }
  return run.at(-1)!;
}

const runLength = (run: PicturePoint[]) =>
  run.slice(1).reduce((sum, [x, y], i) => sum + Math.hypot(x - run[i]![0], y - run[i]![1]), 0);

/**
 * Natural Earth cuts a river into many pieces, and tiles cut it again: pieces that meet end to
 * start are joined, so a label can run along the whole visible stretch.
 */
function joinPieces(lines: PicturePoint[][]): PicturePoint[][] {
  const near = (a: PicturePoint, b: PicturePoint) => Math.abs(a[0] - b[0]) < 1 && Math.abs(a[1] - b[1]) < 1;
  const pieces = lines.filter((line) => line.length > 1).map((line) => [...line]);
  let joined = true;
  while (joined) {
    joined = false;
    for (let i = 0; i < pieces.length && !joined; i++) {
      for (let j = 0; j < pieces.length && !joined; j++) {
        if (i === j) continue;
        const a = pieces[i]!;
        const b = pieces[j]!;
        if (near(a.at(-1)!, b[0]!)) {
          pieces[i] = [...a, ...b.slice(1)];
          pieces.splice(j, 1);
          joined = true;
        } else if (near(a.at(-1)!, b.at(-1)!)) {
          pieces[i] = [...a, ...b.reverse().slice(1)];
          pieces.splice(j, 1);
          joined = true;
        }
      }
    }
  }
  return pieces;
}

function placeRiver(placer: Placer, name: string, lines: PicturePoint[][], options: LabelOptions, style: TextStyle) {
  const textWidth = name.length * style.size * (CHAR_WIDTH + (style.letterSpacing ?? 0));
  const runs = joinPieces(lines)
    .flatMap((line) => insideRuns(line, options))
    .map((run) => ({ run, length: runLength(run) }))
    .filter(({ length }) => length >= textWidth + 8)
    .sort((a, b) => b.length - a.length);
  for (const { run, length } of runs) {
    // From the middle of the stretch outwards, every 8 px: the first straight enough spot wins.
    const half = length / 2;
    for (let offset = 0; offset <= half - textWidth / 2; offset = offset <= 0 ? -offset + 8 : -offset) {
      const middle = half + offset;
      const [ax, ay] = pointAlong(run, middle - textWidth / 2);
      const [bx, by] = pointAlong(run, middle + textWidth / 2);
      // Natural Earth's rivers bend sharply up close: a label across a tight bend would float off it.
      if (Math.hypot(bx - ax, by - ay) < textWidth * 0.75) continue;
      let degrees = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI;
      if (degrees > 90) degrees -= 180;
      if (degrees < -90) degrees += 180;
      if (placer.along('river-label', name, [(ax + bx) / 2, (ay + by) / 2], degrees, style)) return;
    }
  }
}

/** The area-weighted centre of a ring and its area, in picture pixels. */
function ringCentre(ring: PicturePoint[]): { at: PicturePoint; area: number } {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i]!;
    const [x1, y1] = ring[(i + 1) % ring.length]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (area === 0) return { at: ring[0] ?? [0, 0], area: 0 };
  return { at: [cx / (3 * area), cy / (3 * area)], area: Math.abs(area / 2) };
}

/** Tile coordinates of a tile's own square (its features run 64 units past it, into the buffer). */
const TILE_SIZE = 4096;

/**
 * A line cut to its tile's own square: pieces of adjacent tiles then meet end to start at the
 * tile edge instead of overlapping in the buffer, so they can be joined.
 */
function withinTile(line: readonly [number, number][]): [number, number][][] {
  const pieces: [number, number][][] = [];
  let piece: [number, number][] = [];
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1]!;
    const [bx, by] = line[i]!;
    // Liang–Barsky: the part of segment a→b inside [0, TILE_SIZE]².
    let t0 = 0;
    let t1 = 1;
    const dx = bx - ax;
    const dy = by - ay;
    for (const [p, q] of [
      [-dx, ax],
      [dx, TILE_SIZE - ax],
      [-dy, ay],
      [dy, TILE_SIZE - ay],
    ] as const) {
      if (p === 0) {
        if (q < 0) t0 = 2;
      } else if (p < 0) t0 = Math.max(t0, q / p);
      else t1 = Math.min(t1, q / p);
    }
    if (t0 > t1) {
      if (piece.length > 1) pieces.push(piece);
      piece = [];
      continue;
    }
    const start: [number, number] = [ax + t0 * dx, ay + t0 * dy];
    const end: [number, number] = [ax + t1 * dx, ay + t1 * dy];
    if (!piece.length) piece.push(start);
    piece.push(end);
    if (t1 < 1) {
      pieces.push(piece);
      piece = [];
    }
  }
  if (piece.length > 1) pieces.push(piece);
  return pieces;
}

function namedShapes(sources: readonly LabelSource[], layer: 'rivers' | 'water', type: 2 | 3) {
  const byName = new Map<string, { lines: PicturePoint[][]; rank: number }>();
  for (const { layers, toPicture } of sources) {
    for (const feature of featuresOf(layers, layer)) {
      const name = textTag(feature, 'name');
      if (feature.type !== type || !name) continue;
      const entry = byName.get(name) ?? { lines: [], rank: Number(feature.tags?.rank ?? 12) };
      const lines = type === 2 ? feature.geometry.flatMap(withinTile) : feature.geometry;
      entry.lines.push(...lines.map((line) => line.map(toPicture)));
      byName.set(name, entry);
    }
  }
  return byName;
}

/** The `<g>` of every label that found room, in the style's order of priority. */
export function placeLabels(sources: readonly LabelSource[], options: LabelOptions): string {
  const placer = new Placer(options);
  const c = BASEMAP_COLORS;

  const towns = pointsOf(sources, 'places').sort(
    (a, b) => Number(b.feature.tags?.population ?? 0) - Number(a.feature.tags?.population ?? 0),
  );
  for (const { feature, at } of towns) {
    const population = Number(feature.tags?.population ?? 0);
    placer.point('place-label', textTag(feature, 'name'), at, {
      size: placeSize(population),
      color: c.placeText,
      bold: population >= 100_000,
      padding: 4,
    });
  }

  const areaLabels = pointsOf(sources, 'labels');
  for (const { feature, at } of areaLabels) {
    const kind = textTag(feature, 'kind');
    if (kind !== 'park' && kind !== 'forest') continue;
    placer.point(`${kind}-label`, textTag(feature, 'name'), at, {
      size: kind === 'park' ? 12 : 11,
      color: c.greenText,
      italic: true,
      padding: 6,
    });
  }

  if (options.zoom >= 6) {
    const rivers = [...namedShapes(sources, 'rivers', 2)].sort((a, b) => a[1].rank - b[1].rank);
    const size = Math.min(13, 10.5 + ((options.zoom - 6) * 2.5) / 6);
    for (const [name, { lines }] of rivers) {
      placeRiver(placer, name, lines, options, {
        size,
        color: c.riverText,
        italic: true,
        padding: 2,
        letterSpacing: 0.05,
      });
    }
    for (const [name, { lines }] of namedShapes(sources, 'water', 3)) {
      const largest = lines.map(ringCentre).sort((a, b) => b.area - a.area)[0];
      // A lake smaller than its own name is left unnamed, as MapLibre leaves it.
      if (largest && largest.area > 400) {
        placer.point('water-label', name, largest.at, { size: 12, color: c.riverText, italic: true, padding: 2 });
      }
    }
  }

  if (options.zoom < 7) {
    for (const { feature, at } of areaLabels) {
      if (textTag(feature, 'kind') !== 'state') continue;
      placer.point('state-label', textTag(feature, 'name').toUpperCase(), at, {
        size: Math.min(13, Math.max(10, 10 + (options.zoom - 3))),
        color: c.stateText,
        padding: 2,
        letterSpacing: 0.12,
      });
    }
  }
  return `<g data-layer="labels">${placer.texts.join('')}</g>`;
}
