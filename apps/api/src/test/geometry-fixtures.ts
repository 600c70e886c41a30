// Shapes for geometry tests, in longitude/latitude.

/** A closed square ring from its south-west corner, counter-clockwise. */
export function squareRing(west: number, south: number, size: number): [number, number][] {
  return [
    [west, south],
    [west + size, south],
    [west + size, south + size],
    [west, south + size],
    [west, south],
  ];
}
