// A uniform lat/lon grid: neighbour look-ups touch a few cells instead of every point (O(n) overall).

const METRES_PER_DEGREE = 111_320;

export class SpatialGrid<T> {
  private readonly cells = new Map<number, T[]>();

  constructor(private readonly cellDegrees: number) {}

  /** One number per cell (cheaper than string keys); unique for cells down to 0.0001°. */
  private key(row: number, column: number): number {
    return (row + 1_000_000) * 4_000_000 + (column + 2_000_000);
  }

  add(latitude: number, longitude: number, item: T): void {
    const key = this.key(Math.floor(latitude / this.cellDegrees), Math.floor(longitude / this.cellDegrees));
    const cell = this.cells.get(key);
    if (cell) cell.push(item);
    else this.cells.set(key, [item]);
  }

  /** Items in every cell that may hold a point within radiusMeters; callers check the exact distance. */
  *near(latitude: number, longitude: number, radiusMeters: number): Generator<T> {
    const row = Math.floor(latitude / this.cellDegrees);
    const column = Math.floor(longitude / this.cellDegrees);
    const rows = Math.ceil(radiusMeters / METRES_PER_DEGREE / this.cellDegrees);
    const cosine = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
    const columns = Math.ceil(radiusMeters / (METRES_PER_DEGREE * cosine) / this.cellDegrees);
    for (let r = row - rows; r <= row + rows; r++) {
      for (let c = column - columns; c <= column + columns; c++) {
        const cell = this.cells.get(this.key(r, c));
        if (cell) yield* cell;
      }
    }
  }

  /** Items in every cell the box touches; callers check the exact position. */
  *inBox(west: number, south: number, east: number, north: number): Generator<T> {
    for (let r = Math.floor(south / this.cellDegrees); r <= Math.floor(north / this.cellDegrees); r++) {
      for (let c = Math.floor(west / this.cellDegrees); c <= Math.floor(east / this.cellDegrees); c++) {
        const cell = this.cells.get(this.key(r, c));
        if (cell) yield* cell;
      }
    }
  }
}
