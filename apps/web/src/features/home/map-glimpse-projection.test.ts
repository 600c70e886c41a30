import { describe, expect, it } from 'vitest';
import { fitDots, GLIMPSE_WIDTH } from './map-glimpse-projection';

const SEATTLE = { longitude: -122.33, latitude: 47.61, count: 3 };
const MIAMI = { longitude: -80.19, latitude: 25.76, count: 1 };
const MAINE = { longitude: -68.5, latitude: 45.5, count: 40 };
const SAN_DIEGO = { longitude: -117.16, latitude: 32.72, count: 2 };

describe('fitDots', () => {
  it('fits the outermost dots to the picture, west left and north up', () => {
    const { width, height, dots } = fitDots([SEATTLE, MIAMI, MAINE, SAN_DIEGO]);
    expect(width).toBe(GLIMPSE_WIDTH);
    const [seattle, miami, maine, sanDiego] = dots;
    expect(Math.min(...dots.map((dot) => dot.x))).toBeCloseTo(6, 0);
    expect(Math.max(...dots.map((dot) => dot.x))).toBeCloseTo(GLIMPSE_WIDTH - 6, 0);
    expect(seattle!.x).toBeLessThan(maine!.x);
    expect(sanDiego!.x).toBeLessThan(miami!.x);
    expect(seattle!.y).toBeLessThan(sanDiego!.y);
    expect(maine!.y).toBeLessThan(miami!.y);
    for (const dot of dots) expect(dot.y).toBeGreaterThanOrEqual(0);
    expect(Math.max(...dots.map((dot) => dot.y))).toBeLessThanOrEqual(height);
    // The lower 48 is wider than tall, as on any map of it.
    expect(height).toBeGreaterThan(GLIMPSE_WIDTH * 0.45);
    expect(height).toBeLessThan(GLIMPSE_WIDTH * 0.75);
    expect(dots.map((dot) => dot.count)).toEqual([3, 1, 40, 2]);
  });

  it('draws nothing without clusters', () => {
    expect(fitDots([]).dots).toEqual([]);
  });
});
