import { describe, expect, it } from 'vitest';
import type { PathCommand } from 'opentype.js';
import { flattenPath, GLYPH_BORDER, sdfGlyph } from './glyph-sdf.ts';

/** A square ring from (x, y) to (x + size, y - size), y down as opentype.js draws, in `direction`. */
function square(x: number, y: number, size: number, clockwise = true): PathCommand[] {
  const corners: [number, number][] = clockwise
    ? [
        [x + size, y],
        [x + size, y - size],
        [x, y - size],
      ]
    : [
        [x, y - size],
        [x + size, y - size],
        [x + size, y],
      ];
  return [{ type: 'M', x, y }, ...corners.map(([cx, cy]) => ({ type: 'L' as const, x: cx, y: cy })), { type: 'Z' }];
}

describe('SDF glyphs', () => {
  it('flattens curves into segments that end where the curve does', () => {
    const segments = flattenPath([
      { type: 'M', x: 0, y: 0 },
      { type: 'Q', x1: 5, y1: -10, x: 10, y: 0 },
      { type: 'Z' },
    ]);
    expect(segments.length / 4).toBe(7); // 6 pieces of the curve and the closing line
    expect(segments.slice(20, 24)).toEqual([expect.any(Number), expect.any(Number), 10, 0]);
  });

  it('is 192 or more inside the outline, below it outside and in a hole, with the metrics of its box', () => {
    // A 12 px square with a 4 px hole: the hole runs the other way, as in a font's "o".
    const glyph = sdfGlyph(111, [...square(2, 0, 12), ...square(6, -4, 4, false)], 15);
    expect(glyph).toMatchObject({ id: 111, width: 12, height: 12, left: 2, advance: 15 });
    const columns = glyph.width + 2 * GLYPH_BORDER;
    expect(glyph.bitmap.length).toBe(columns * (glyph.height + 2 * GLYPH_BORDER));
    const at = (x: number, yAboveBaseline: number) => {
      const column = x - glyph.left + GLYPH_BORDER;
      const row = 12 - yAboveBaseline + GLYPH_BORDER;
      return glyph.bitmap[row * columns + column]!;
    };
    expect(at(3, 1)).toBeGreaterThanOrEqual(192); // in the ring
    expect(at(7, 5)).toBeLessThan(192); // in the hole
    expect(at(0, 0)).toBeLessThan(192); // outside
  });

  it('gives a blank glyph (a space) its advance and no bitmap', () => {
    expect(sdfGlyph(32, [], 6)).toMatchObject({ width: 0, height: 0, advance: 6, bitmap: new Uint8Array(0) });
  });
});
