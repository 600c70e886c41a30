import { describe, expect, it } from 'vitest';
import { fitWithin, variantSizes } from './photo-variants.ts';

describe('fitWithin', () => {
  it('brings the longest side down to the limit, keeping the aspect ratio', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 320)).toEqual({ width: 320, height: 240 });
    expect(fitWithin({ width: 3000, height: 4000 }, 960)).toEqual({ width: 720, height: 960 });
    expect(fitWithin({ width: 5000, height: 5000 }, 2048)).toEqual({ width: 2048, height: 2048 });
    expect(fitWithin({ width: 1001, height: 333 }, 320)).toEqual({ width: 320, height: 106 });
  });

  it('never enlarges', () => {
    expect(fitWithin({ width: 800, height: 600 }, 960)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 960, height: 10 }, 960)).toEqual({ width: 960, height: 10 });
  });

  it('keeps at least one pixel on a very thin photo', () => {
    expect(fitWithin({ width: 10_000, height: 2 }, 320)).toEqual({ width: 320, height: 1 });
  });
});

describe('variantSizes', () => {
  it('gives thumb 320, medium 960 and large 2048 on the longest side', () => {
    expect(variantSizes({ width: 3000, height: 2000 })).toEqual({
      thumb: { width: 320, height: 213 },
      medium: { width: 960, height: 640 },
      large: { width: 2048, height: 1365 },
    });
    expect(variantSizes({ width: 600, height: 400 })).toEqual({
      thumb: { width: 320, height: 213 },
      medium: { width: 600, height: 400 },
      large: { width: 600, height: 400 },
    });
  });
});
