// Reading a tile's z/x/y and a glyph range from the path. Text that is not a whole number, or a
// number outside the tile grid, is the caller's mistake (400); a zoom past the tiles we cut is a
// tile that does not exist (404), as tile servers answer.
import { AppError } from '../../errors/app-error.ts';
import { BASEMAP_MAX_ZOOM } from './basemap-tiles.ts';

/** MapLibre never asks past 24; anything above is not a zoom at all. */
const HIGHEST_ZOOM = 24;

function invalid(parameter: string, detail: string): AppError {
  return new AppError({
    status: 400,
    code: 'invalid_tile',
    title: 'Invalid tile address',
    detail,
    source: { parameter },
  });
}

function wholeNumber(value: string, parameter: string): number {
  if (!/^\d{1,8}$/.test(value)) throw invalid(parameter, `${parameter} must be a whole number, not "${value}".`);
  return Number(value);
}

export function parseTileAddress(raw: { z: string; x: string; y: string }): { z: number; x: number; y: number } {
  const z = wholeNumber(raw.z, 'z');
  const x = wholeNumber(raw.x, 'x');
  const y = wholeNumber(raw.y, 'y');
  if (z > HIGHEST_ZOOM) throw invalid('z', `z must be between 0 and ${HIGHEST_ZOOM}.`);
  const size = 2 ** z;
  if (x >= size) throw invalid('x', `x must be below ${size} at zoom ${z}.`);
  if (y >= size) throw invalid('y', `y must be below ${size} at zoom ${z}.`);
  if (z > BASEMAP_MAX_ZOOM)
    throw AppError.notFound(`Basemap tiles go to zoom ${BASEMAP_MAX_ZOOM}; MapLibre overzooms them.`);
  return { z, x, y };
}

/** "0-255", "256-511" …: 256 code points starting on a multiple of 256, within Unicode's BMP. */
export function parseGlyphRange(range: string): number {
  const match = /^(\d{1,5})-(\d{1,5})$/.exec(range);
  const start = Number(match?.[1]);
  const end = Number(match?.[2]);
  if (!match || start % 256 !== 0 || end !== start + 255 || end > 65535) {
    throw new AppError({
      status: 400,
      code: 'invalid_glyph_range',
      title: 'Invalid glyph range',
      detail: `A glyph range is 256 code points such as "0-255" or "256-511", not "${range}".`,
      source: { parameter: 'range' },
    });
  }
  return start;
}
