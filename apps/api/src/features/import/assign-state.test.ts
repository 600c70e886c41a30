import { describe, expect, it } from 'vitest';
import { createStateLocator, type StateShape } from './assign-state.ts';

const box = (west: number, south: number, east: number, north: number) => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

const states: StateShape[] = [
  { code: 'CO', outline: { type: 'Polygon', coordinates: [box(-109.05, 37, -102.05, 41)] } },
  { code: 'UT', outline: { type: 'Polygon', coordinates: [box(-114.05, 37, -109.05, 42)] } },
  // An "island state" whose only polygon is small, with a lake (hole) in it.
  {
    code: 'HI',
    outline: { type: 'MultiPolygon', coordinates: [[box(-156, 19, -155, 20), box(-155.6, 19.4, -155.4, 19.6)]] },
  },
];

const locate = createStateLocator(states);

describe('createStateLocator', () => {
  it('assigns points inside an outline', () => {
    expect(locate(39.74, -104.99)).toEqual({ code: 'CO', offshore: false });
    expect(locate(38.57, -109.55)).toEqual({ code: 'UT', offshore: false });
  });

  it('uses the nearest state within 25 km for points just outside every outline', () => {
    // 0.1° (about 9 km) off Hawaii's west coast.
    expect(locate(19.5, -156.1)).toEqual({ code: 'HI', offshore: true });
    // In the lake hole: inside no polygon, but 10 km from its shore.
    expect(locate(19.5, -155.5)).toEqual({ code: 'HI', offshore: true });
  });

  it('drops points farther out', () => {
    expect(locate(19.5, -156.4)).toBeNull();
    expect(locate(50, -110)).toBeNull();
  });

  it('takes a smaller tolerance when asked', () => {
    expect(locate(19.5, -156.1, 5_000)).toBeNull();
    expect(locate(19.5, -156.04, 5_000)).toEqual({ code: 'HI', offshore: true });
  });

  it('picks the closer state when two are within range', () => {
    expect(locate(42.05, -109.2)).toEqual({ code: 'UT', offshore: true });
    expect(locate(41.05, -104)).toEqual({ code: 'CO', offshore: true });
  });
});
