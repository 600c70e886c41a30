// Precomputed map clusters (table campground_map_cells, ADR 0034): one row per occupied grid cell
// per zoom below MAP_POINTS_ZOOM per facet ('' = every visible campground, else the ones matching
// one common filter value, map-facets.ts), with the member count, coordinate sums (for the
// centroid) and the members' bounding box. Statement triggers on campgrounds keep them current
// (migration 0022); bulk loads defer the triggers and call refreshMapCells once. The map reads
// them instead of grouping the matching rows.
import type { Bounds } from '@campwise/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgroundMapCells, campgrounds } from '../../db/schema/index.ts';
import { visibleCampground } from './visible-campground.ts';

/** At or above this zoom, always points. */
export const MAP_POINTS_ZOOM = 9;
/** The finest precomputed zoom: used to refine the viewport total near the viewport's edges. */
const FINE_ZOOM = MAP_POINTS_ZOOM - 1;
/**
 * A campground's FINE_ZOOM row, written as the expression of campgrounds_visible_lat_band_idx
 * (migration 0022): a literal, since the planner matches an index expression only to the same
 * expression, never to one with a bound parameter. 0.3515625 = cellSizeDegrees(FINE_ZOOM).
 */
const LAT_BAND = sql`(floor(${campgrounds.latitude} / 0.3515625::float8)::int)`;

/** A box this many bands tall or less is read band by band (below), taller ones as one range. */
const MAX_BOX_BANDS = 8;

/**
 * For a search box (bbox, map points): the latitude bands it spans, so the index on (band,
 * longitude) reads each band's longitude range only, where (latitude, longitude) reads the whole
 * latitude range across the country (a Moab viewport at a million campgrounds: 2.4 → 1.2 ms). Implied
 * by the box's latitude range, so it changes no answer. Null for tall boxes: one range then.
 */
export function latitudeBandsSql(south: number, north: number): SQL | null {
  const first = Math.floor(south / cellSizeDegrees(FINE_ZOOM));
  const last = Math.floor(north / cellSizeDegrees(FINE_ZOOM));
  if (last - first + 1 > MAX_BOX_BANDS) return null;
  const bands = Array.from({ length: last - first + 1 }, (_, i) => sql`${first + i}::int`);
  return sql`${LAT_BAND} = any(array[${sql.join(bands, sql`, `)}])`;
}

/** Grid cell edge in degrees: a quarter of a web-map tile at this zoom (campwise_map_zooms in SQL). */
export function cellSizeDegrees(zoom: number): number {
  return 360 / 2 ** zoom / 4;
}

/** The grid cell of a coordinate: the same expression in the live GROUP BY and in the cells. */
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
 * For writes to campgrounds outside refreshMapCells (the listing editor, hiding, a submission):
 * the triggers changed the cells in the write's transaction; call once it has committed, so no map
 * answer read before the commit outlives it.
 */
export function markMapCellsChanged(): void {
  generation += 1;
}

/**
 * For a bulk write (the import, the benchmark's synthetic rows): the cell triggers skip the rest of
 * this transaction, whose caller must call refreshMapCells before it commits. Row by row, a
 * million inserts would update every zoom's cells a million times; one rebuild groups them once.
 */
export async function deferMapCells(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('campwise.map_cells', 'deferred', true)`);
}

/**
 * Rebuilds campground_map_cells from the campgrounds table, every facet and zoom from 0 to
 * MAP_POINTS_ZOOM - 1 (campwise_map_cells_rebuild: the finest zoom grouped from the campgrounds,
 * each coarser one from its children), then ANALYZE. Works on a transaction handle: the import
 * calls it inside its transaction, so readers see the old cells until the new campgrounds commit.
 */
export async function refreshMapCells(db: Db): Promise<void> {
  await db.execute(sql`select campwise_map_cells_rebuild()`);
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
 * The clusters of a viewport and the exact number of campgrounds inside it, in one statement, from
 * one facet's cells: '' (unfiltered) or the facet of a one-filter search (mapFacetOf), whose
 * conditions `matching` states for the live counts at the edges (searchConditions).
 *
 * Clusters: every cell of `zoom` whose members' box intersects the viewport, with the whole cell's
 * count and centroid (a cell straddling the viewport's edge also counts its members just outside,
 * so a cluster keeps its count and position while the map pans).
 *
 * Total: exact. Cells whose member box lies inside the viewport add their counts; each cell
 * straddling an edge is refined into its FINE_ZOOM cells (inside ones add their counts), and only
 * the FINE_ZOOM cells still straddling are counted live: each one short range of the index on
 * (latitude band, longitude) (campgrounds_visible_lat_band_idx, a band being one FINE_ZOOM row), so
 * the cost follows the campgrounds at the edges, not every campground in the edges' latitudes.
 */
export async function mapCellsInViewport(
  db: Db,
  bbox: Bounds,
  zoom: number,
  facet = '',
  matching: SQL = visibleCampground,
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
      where m.zoom = ${zoom}::int and m.facet = ${facet}
        and m.col between ${Math.floor(w / size)}::int and ${Math.floor(e / size)}::int
        and m.row between ${Math.floor(s / size)}::int and ${Math.floor(n / size)}::int
        and ${intersects('m')}
    ),
    f as (
      select f.row, f.count, f.west, f.south, f.east, f.north, (${within('f')}) as inside
      from v join ${campgroundMapCells} f
        on f.zoom = ${FINE_ZOOM}::int and f.facet = ${facet}
       and f.col between greatest(v.col * ${k}::int, ${Math.floor(w / fine)}::int)
                     and least(v.col * ${k}::int + ${k - 1}::int, ${Math.floor(e / fine)}::int)
       and f.row between greatest(v.row * ${k}::int, ${Math.floor(s / fine)}::int)
                     and least(v.row * ${k}::int + ${k - 1}::int, ${Math.floor(n / fine)}::int)
      where not v.inside and ${intersects('f')}
    ),
    t as (
      select (coalesce((select sum(v.count) from v where v.inside), 0)
            + coalesce((select sum(f.count) from f where f.inside), 0)
            + coalesce((select sum((
                select count(*) from ${campgrounds}
                where ${matching}
                  and ${LAT_BAND} = f.row
                  and ${campgrounds.longitude} between greatest(f.west, ${W}) and least(f.east, ${E})
                  and ${campgrounds.latitude} between greatest(f.south, ${S}) and least(f.north, ${N})
              )) from f where not f.inside), 0))::int as total
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
