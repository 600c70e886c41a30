// A glyph outline turned into the signed distance field MapLibre draws text from: the same size
// (24 px), border (3 px), radius (8 px) and edge value (192 of 255) as the fontnik glyphs MapLibre
// styles usually load, so labels render as sharp as with a hosted glyph server. The distance is
// measured exactly to the flattened outline rather than estimated from a rasterised bitmap,
// which needs no canvas and is fast enough for a 256-glyph range (tens of ms).
import type { PathCommand } from 'opentype.js';

export const GLYPH_SIZE = 24;
export const GLYPH_BORDER = 3;
const RADIUS = 8;
const CUTOFF = 0.25;
/**
 * Glyph PBF "top" is measured from an origin above the em box, not from the baseline; MapLibre
 * calibrates its own local glyphs with 27.5 (render/glyph_manager.ts), so ours line up the same.
 */
const TOP_ORIGIN = 27;

export interface SdfGlyph {
  id: number;
  bitmap: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}

/** The outline as straight segments [x0, y0, x1, y1, ...], curves split into short pieces. */
export function flattenPath(commands: readonly PathCommand[]): number[] {
  const segments: number[] = [];
  let startX = 0;
  let startY = 0;
  let x = 0;
  let y = 0;
  const lineTo = (toX: number, toY: number) => {
    if (toX !== x || toY !== y) segments.push(x, y, toX, toY);
    x = toX;
    y = toY;
  };
  for (const command of commands) {
    switch (command.type) {
      case 'M':
        if (x !== startX || y !== startY) lineTo(startX, startY);
        x = startX = command.x;
        y = startY = command.y;
        break;
      case 'L':
        lineTo(command.x, command.y);
        break;
      case 'Q': {
        const [fromX, fromY] = [x, y];
        for (let step = 1; step <= 6; step++) {
          const t = step / 6;
          const u = 1 - t;
          lineTo(
            u * u * fromX + 2 * u * t * command.x1 + t * t * command.x,
            u * u * fromY + 2 * u * t * command.y1 + t * t * command.y,
          );
        }
        break;
      }
      case 'C': {
        const [fromX, fromY] = [x, y];
        for (let step = 1; step <= 8; step++) {
          const t = step / 8;
          const u = 1 - t;
          lineTo(
            u * u * u * fromX + 3 * u * u * t * command.x1 + 3 * u * t * t * command.x2 + t * t * t * command.x,
            u * u * u * fromY + 3 * u * u * t * command.y1 + 3 * u * t * t * command.y2 + t * t * t * command.y,
          );
        }
        break;
      }
      case 'Z':
        lineTo(startX, startY);
        break;
    }
  }
  if (x !== startX || y !== startY) lineTo(startX, startY);
  return segments;
}

function distanceSquaredToSegment(px: number, py: number, x0: number, y0: number, x1: number, y1: number) {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared ? Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / lengthSquared)) : 0;
  const ex = x0 + t * dx - px;
  const ey = y0 + t * dy - py;
  return ex * ex + ey * ey;
}

/**
 * Where a row's horizontal line crosses the outline, and which way the contour runs there. A
 * point is inside when the crossings to its right add up to non-zero (fonts mark the hole of an
 * "o" by running its contour the other way).
 */
function rowCrossings(py: number, segments: readonly number[]): [number, number][] {
  const crossings: [number, number][] = [];
  for (let i = 0; i < segments.length; i += 4) {
    const x0 = segments[i]!;
    const y0 = segments[i + 1]!;
    const x1 = segments[i + 2]!;
    const y1 = segments[i + 3]!;
    if ((y0 <= py && y1 > py) || (y1 <= py && y0 > py)) {
      crossings.push([x0 + ((py - y0) / (y1 - y0)) * (x1 - x0), y1 > y0 ? 1 : -1]);
    }
  }
  return crossings;
}

function isInside(px: number, crossings: readonly [number, number][]): boolean {
  let total = 0;
  for (const crossing of crossings) if (crossing[0] > px) total += crossing[1];
  return total !== 0;
}

/**
 * The SDF glyph of an outline drawn at GLYPH_SIZE px (baseline at y = 0, y down, as opentype.js
 * paths are). `advance` is in px.
 */
export function sdfGlyph(id: number, commands: readonly PathCommand[], advance: number): SdfGlyph {
  const segments = flattenPath(commands);
  const empty = { id, bitmap: new Uint8Array(0), width: 0, height: 0, left: 0, top: -TOP_ORIGIN, advance };
  if (!segments.length) return empty;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < segments.length; i += 2) {
    minX = Math.min(minX, segments[i]!);
    maxX = Math.max(maxX, segments[i]!);
    minY = Math.min(minY, segments[i + 1]!);
    maxY = Math.max(maxY, segments[i + 1]!);
  }
  const left = Math.floor(minX);
  const glyphTop = Math.floor(minY);
  const width = Math.max(1, Math.ceil(maxX) - left);
  const height = Math.max(1, Math.ceil(maxY) - glyphTop);
  const columns = width + 2 * GLYPH_BORDER;
  const rows = height + 2 * GLYPH_BORDER;
  const bitmap = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row++) {
    const py = glyphTop - GLYPH_BORDER + row + 0.5;
    const crossings = rowCrossings(py, segments);
    for (let column = 0; column < columns; column++) {
      const px = left - GLYPH_BORDER + column + 0.5;
      // Beyond RADIUS every value clamps to 0 or 255, so farther segments need no exact distance.
      let nearest = RADIUS * RADIUS;
      for (let i = 0; i < segments.length; i += 4) {
        const x0 = segments[i]!;
        const y0 = segments[i + 1]!;
        const x1 = segments[i + 2]!;
        const y1 = segments[i + 3]!;
        const dx = Math.max(Math.min(x0, x1) - px, 0, px - Math.max(x0, x1));
        const dy = Math.max(Math.min(y0, y1) - py, 0, py - Math.max(y0, y1));
        if (dx * dx + dy * dy >= nearest) continue;
        const d = distanceSquaredToSegment(px, py, x0, y0, x1, y1);
        if (d < nearest) nearest = d;
      }
      const distance = Math.sqrt(nearest) * (isInside(px, crossings) ? -1 : 1);
      const value = Math.round(255 - 255 * (distance / RADIUS + CUTOFF));
      bitmap[row * columns + column] = Math.max(0, Math.min(255, value));
    }
  }
  return { id, bitmap, width, height, left, top: -glyphTop - TOP_ORIGIN, advance };
}
