// Precomputed map clusters for the unfiltered map (table campground_map_cells): one row per
// occupied grid cell per zoom below MAP_POINTS_ZOOM, with the member count, coordinate sums (for
// the centroid) and the members' bounding box. Rebuilt from campgrounds by refreshMapCells, which
// the import calls after writing campgrounds; the map reads it instead of grouping ~40k rows.
import type { Bounds } from '@campwise/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgroundMapCells, campgrounds } from '../../db/schema/index.ts';
import { visibleCampgroundAs } from './visible-campground.ts';

/** At or above this zoom, always points. */
export const MAP_POINTS_ZOOM = 9;
/** The finest precomputed zoom: used to refine the viewport total near the viewport's edges. */
const FINE_ZOOM = MAP_POINTS_ZOOM - 1;

/** Grid cell edge in degrees: a quarter of a web-map tile at this zoom. */
export function cellSizeDegrees(zoom: number): number {
  return 360 / 2 ** zoom / 4;
}

/** The grid cell of a coordinate: the same expression in the live GROUP BY and in the refresh. */
export function cellColumnSql(cell: number) {
  return sql<number>`floor(${campgrounds.longitude} / ${cell}::float8)::int`;
}
export function cellRowSql(cell: number) {
  return sql<number>`floor(${campgrounds.latitude} / ${cell}::float8)::int`;
}

let generation = 0;
/** Bumped by every refresh: response caches built on the cells drop what they hold. */
export function mapCellsGeneration(): number {
  return generation;
}

/**
 * For writes that change cells or campgrounds outside refreshMapCells (the listing editor): call
 * once they have committed, so no map answer read before the commit outlives it.
 */
export function markMapCellsChanged(): void {
  generation += 1;
}

/**
 * Rebuilds campground_map_cells from the campgrounds table, every zoom from 0 to
 * MAP_POINTS_ZOOM - 1: delete, one INSERT … SELECT … GROUP BY, then ANALYZE. Works on
 * a transaction handle: the import calls it inside its transaction, so readers see the old cells
 * until the new campgrounds commit.
 */
export async function refreshMapCells(db: Db): Promise<void> {
  const zooms = Array.from({ length: MAP_POINTS_ZOOM }, (_, zoom) => zoom);
  const grid = sql.join(
    zooms.map((zoom) => sql`(${zoom}::int, ${cellSizeDegrees(zoom)}::float8)`),
    sql`, `,
  );
  await db.delete(campgroundMapCells);
  await db.execute(sql`
    insert into ${campgroundMapCells} (zoom, col, row, count, lon_sum, lat_sum, west, south, east, north)
    select g.zoom,
           floor(c.longitude / g.cell)::int,
           floor(c.latitude / g.cell)::int,
           count(*)::int,
           sum(c.longitude), sum(c.latitude),
           min(c.longitude), min(c.latitude), max(c.longitude), max(c.latitude)
    from ${campgrounds} c cross join (values ${grid}) as g(zoom, cell)
    where ${visibleCampgroundAs('c')}
    group by 1, 2, 3`);
  // Fresh statistics for the planner (PGlite has no autovacuum); allowed inside a transaction.
  await db.execute(sql`analyze ${campgroundMapCells}`);
  generation += 1;
}

export interface MapCell {
  column: number;
  row: number;
  count: number;
  /** Centroid of the members. */
  longitude: number;
  latitude: number;
  /** The members' bounding box. */
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * The unfiltered clusters of a viewport and the exact number of campgrounds inside it, in one
 * statement.
 *
 * Clusters: every cell of `zoom` whose members' box intersects the viewport, with the whole cell's
 * count and centroid (a cell straddling the viewport's edge also counts its members just outside,
 * so a cluster keeps its count and position while the map pans).
 *
 * Total: exact. Cells whose member box lies inside the viewport add their counts; each cell
 * straddling an edge is refined into its FINE_ZOOM cells (inside ones add their counts), and only
 * the FINE_ZOOM cells still straddling are counted live, each an index range scan of its small
 * box on campgrounds (latitude, longitude). When those boxes' heights add up to more than the
 * viewport's height (dense edges at mid zoom), one plain count over the viewport is cheaper and
 * is used instead: the (latitude, longitude) index scans a latitude band whatever the longitudes.
 */
export async function mapCellsInViewport(
  db: Db,
  bbox: Bounds,
  zoom: number,
): Promise<{ cells: MapCell[]; total: number }> {
  if (!(zoom >= 0 && zoom < MAP_POINTS_ZOOM && Number.isInteger(zoom))) throw new Error(`no map cells at zoom ${zoom}`);
  const { west: w, south: s, east: e, north: n } = bbox;
  const size = cellSizeDegrees(zoom);
  const fine = cellSizeDegrees(FINE_ZOOM);
  const k = 2 ** (FINE_ZOOM - zoom);
  const W = sql`${w}::float8`;
  const S = sql`${s}::float8`;
  const E = sql`${e}::float8`;
  const N = sql`${n}::float8`;
  const intersects = (alias: string) => {
    const t = sql.raw(alias);
    return sql`${t}.west <= ${E} and ${t}.east >= ${W} and ${t}.south <= ${N} and ${t}.north >= ${S}`;
  };
  const within = (alias: string) => {
    const t = sql.raw(alias);
    return sql`${t}.west >= ${W} and ${t}.east <= ${E} and ${t}.south >= ${S} and ${t}.north <= ${N}`;
  };
  const result = await db.execute(sql`
    with v as (
      select m.col, m.row, m.count, m.lon_sum, m.lat_sum, m.west, m.south, m.east, m.north,
             (${within('m')}) as inside
      from ${campgroundMapCells} m
      where m.zoom = ${zoom}::int
        and m.col between ${Math.floor(w / size)}::int and ${Math.floor(e / size)}::int
        and m.row between ${Math.floor(s / size)}::int and ${Math.floor(n / size)}::int
        and ${intersects('m')}
    ),
    f as (
      select f.count, f.west, f.south, f.east, f.north, (${within('f')}) as inside
      from v join ${campgroundMapCells} f
        on f.zoom = ${FINE_ZOOM}::int
       and f.col between greatest(v.col * ${k}::int, ${Math.floor(w / fine)}::int)
                     and least(v.col * ${k}::int + ${k - 1}::int, ${Math.floor(e / fine)}::int)
       and f.row between greatest(v.row * ${k}::int, ${Math.floor(s / fine)}::int)
                     and least(v.row * ${k}::int + ${k - 1}::int, ${Math.floor(n / fine)}::int)
      where not v.inside and ${intersects('f')}
    ),
    t as (
      select case
        when (select coalesce(sum(least(f.north, ${N}) - greatest(f.south, ${S})), 0) from f where not f.inside)
             <= ${N} - ${S}
        then coalesce((select sum(v.count) from v where v.inside), 0)
           + coalesce((select sum(f.count) from f where f.inside), 0)
           + coalesce((select sum((
               select count(*) from ${campgrounds} c
               where ${visibleCampgroundAs('c')}
                 and c.latitude between greatest(f.south, ${S}) and least(f.north, ${N})
                 and c.longitude between greatest(f.west, ${W}) and least(f.east, ${E})
             )) from f where not f.inside), 0)
        else (select count(*) from ${campgrounds} c
              where ${visibleCampgroundAs('c')}
                and c.latitude between ${S} and ${N} and c.longitude between ${W} and ${E})
      end::int as total
    )
    select v.col as "column", v.row, v.count,
           v.lon_sum / v.count as longitude, v.lat_sum / v.count as latitude,
           v.west, v.south, v.east, v.north, t.total
    from t left join v on true
    order by v.col, v.row`);
  const rows = (result as unknown as { rows: (Omit<MapCell, 'column'> & { column: number | null; total: number })[] })
    .rows;
  const total = Number(rows[0]?.total ?? 0);
  const cells = rows
    .filter((row) => row.column !== null)
    .map((row) => ({
      column: row.column as number,
      row: row.row,
      count: row.count,
      longitude: row.longitude,
      latitude: row.latitude,
      west: row.west,
      south: row.south,
      east: row.east,
      north: row.north,
    }));
  return { cells, total };
}
