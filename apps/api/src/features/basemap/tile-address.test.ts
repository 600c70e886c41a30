import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { parseGlyphRange, parseTileAddress } from './tile-address.ts';

function failure(run: () => unknown): { status: number; parameter?: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) {
      const source = error.source;
      return { status: error.status, parameter: source && 'parameter' in source ? source.parameter : undefined };
    }
    throw error;
  }
  throw new Error('expected a failure');
}

describe('tile addresses', () => {
  it('reads whole numbers on the grid', () => {
    expect(parseTileAddress({ z: '10', x: '200', y: '392' })).toEqual({ z: 10, x: 200, y: 392 });
    expect(parseTileAddress({ z: '0', x: '0', y: '0' })).toEqual({ z: 0, x: 0, y: 0 });
  });

  it('answers 400 naming the part that is wrong, and 404 past the last zoom cut', () => {
    expect(failure(() => parseTileAddress({ z: '1.5', x: '0', y: '0' }))).toEqual({ status: 400, parameter: 'z' });
    expect(failure(() => parseTileAddress({ z: '2', x: '4', y: '0' }))).toEqual({ status: 400, parameter: 'x' });
    expect(failure(() => parseTileAddress({ z: '2', x: '0', y: '-1' }))).toEqual({ status: 400, parameter: 'y' });
    expect(failure(() => parseTileAddress({ z: '99', x: '0', y: '0' }))).toEqual({ status: 400, parameter: 'z' });
    expect(failure(() => parseTileAddress({ z: '11', x: '0', y: '0' })).status).toBe(404);
  });
});

describe('glyph ranges', () => {
  it('takes 256 code points from a multiple of 256', () => {
    expect(parseGlyphRange('0-255')).toBe(0);
    expect(parseGlyphRange('65280-65535')).toBe(65280);
    for (const bad of ['0-256', '1-256', '65536-65791', '0_255', '']) {
      expect(
        failure(() => parseGlyphRange(bad)),
        bad,
      ).toEqual({ status: 400, parameter: 'range' });
    }
  });
});
