// Moves one campground between the precomputed map clusters (campground_map_cells) when its
// location is edited, inside the edit's transaction: the cells it leaves lose its count and
// coordinate sums, the cells it enters gain them. Rebuilding every cell (refreshMapCells, ~40k
// campgrounds × 9 zooms) is the import's job; an edit touches at most two cells per zoom.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgroundMapCells, campgrounds } from '../../db/schema/index.ts';
import { cellColumnSql, cellRowSql, cellSizeDegrees, MAP_POINTS_ZOOM } from '../campgrounds/map-cells.ts';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

interface CellChange {
  zoom: number;
  column: number;
  row: number;
  leaving: MapPoint | null;
  entering: MapPoint | null;
}

/** The cells a move touches, in key order: two moves crossing each other lock rows alike (no deadlock). */
function cellChanges(from: MapPoint, to: MapPoint): CellChange[] {
  const changes: CellChange[] = [];
  for (let zoom = 0; zoom < MAP_POINTS_ZOOM; zoom++) {
    const size = cellSizeDegrees(zoom);
    const cellOf = (p: MapPoint) => ({ column: Math.floor(p.longitude / size), row: Math.floor(p.latitude / size) });
    const a = cellOf(from);
    const b = cellOf(to);
    if (a.column === b.column && a.row === b.row) {
      changes.push({ zoom, ...a, leaving: from, entering: to });
    } else {
      changes.push({ zoom, ...a, leaving: from, entering: null }, { zoom, ...b, leaving: null, entering: to });
    }
  }
  return changes.sort((x, y) => x.zoom - y.zoom || x.column - y.column || x.row - y.row);
}

/**
 * Call after the campground row holds its new point. A cell whose members' box the campground
 * leaves from its edge gets its box measured again from its members (the one read that scans a
 * cell, and only when the point was on the box).
 */
export async function moveInMapCells(tx: Db, from: MapPoint, to: MapPoint): Promise<void> {
  for (const change of cellChanges(from, to)) {
    const { zoom, column, row, leaving, entering } = change;
    const key = sql`${campgroundMapCells.zoom} = ${zoom}::int and ${campgroundMapCells.column} = ${column}::int
      and ${campgroundMapCells.row} = ${row}::int`;
    const lonOut = leaving?.longitude ?? 0;
    const latOut = leaving?.latitude ?? 0;
    if (entering) {
      const { longitude: lon, latitude: lat } = entering;
      await tx.execute(sql`
        insert into ${campgroundMapCells} (zoom, col, row, count, lon_sum, lat_sum, west, south, east, north)
        values (${zoom}::int, ${column}::int, ${row}::int, 1, ${lon}::float8, ${lat}::float8,
                ${lon}::float8, ${lat}::float8, ${lon}::float8, ${lat}::float8)
        on conflict (zoom, col, row) do update set
          count = ${campgroundMapCells}.count + 1 - ${leaving ? 1 : 0}::int,
          lon_sum = ${campgroundMapCells}.lon_sum + ${lon}::float8 - ${lonOut}::float8,
          lat_sum = ${campgroundMapCells}.lat_sum + ${lat}::float8 - ${latOut}::float8,
          west = least(${campgroundMapCells}.west, ${lon}::float8),
          south = least(${campgroundMapCells}.south, ${lat}::float8),
          east = greatest(${campgroundMapCells}.east, ${lon}::float8),
          north = greatest(${campgroundMapCells}.north, ${lat}::float8)`);
    } else {
      await tx.execute(sql`
        update ${campgroundMapCells}
        set count = count - 1, lon_sum = lon_sum - ${lonOut}::float8, lat_sum = lat_sum - ${latOut}::float8
        where ${key}`);
      await tx.execute(sql`delete from ${campgroundMapCells} where ${key} and count <= 0`);
    }
    if (leaving) await remeasureBoxIfOnEdge(tx, change, leaving);
  }
}

async function remeasureBoxIfOnEdge(tx: Db, cell: CellChange, left: MapPoint): Promise<void> {
  const size = cellSizeDegrees(cell.zoom);
  // The range lets the (latitude, longitude) index find the members; the floor() expressions are
  // the ones the refresh groups by, so a point on a cell border counts exactly where it did there.
  const members = sql`${campgrounds.latitude} between ${cell.row * size - size}::float8 and ${(cell.row + 2) * size}::float8
    and ${campgrounds.longitude} between ${cell.column * size - size}::float8 and ${(cell.column + 2) * size}::float8
    and ${cellColumnSql(size)} = ${cell.column}::int and ${cellRowSql(size)} = ${cell.row}::int`;
  await tx.execute(sql`
    update ${campgroundMapCells} m
    set west = b.west, south = b.south, east = b.east, north = b.north
    from (select min(${campgrounds.longitude}) as west, min(${campgrounds.latitude}) as south,
                 max(${campgrounds.longitude}) as east, max(${campgrounds.latitude}) as north
          from ${campgrounds} where ${members}) b
    where m.zoom = ${cell.zoom}::int and m.col = ${cell.column}::int and m.row = ${cell.row}::int
      and b.west is not null
      and (m.west = ${left.longitude}::float8 or m.east = ${left.longitude}::float8
           or m.south = ${left.latitude}::float8 or m.north = ${left.latitude}::float8)`);
}
