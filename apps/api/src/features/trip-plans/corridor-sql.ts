// The corridor search in SQL: campgrounds within the detour of a line, and where each lies along
// it. The line's segments travel as arrays (a few parameters, whatever the line's length); each
// segment's box, widened by the detour, narrows campgrounds on the lat/lon index, then the exact
// distance to that segment decides. No campground is read into the application to be measured.
import { sql, type SQL } from 'drizzle-orm';
import { campgrounds } from '../../db/schema/index.ts';
import { EARTH_RADIUS_M } from './geo.ts';
import type { Corridor } from './trip-route-filter.ts';

const METERS_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

const array = (values: number[], type: 'int' | 'float8') => sql`${`{${values.join(',')}}`}::${sql.raw(type)}[]`;

/** The line's segments as a set: index, ends, meters along the line at both ends, widened box. */
function segmentsSql(corridor: Corridor): SQL {
  const { points, cumulative, detourMeters } = corridor;
  const names = ['ax', 'ay', 'bx', 'by', 'am', 'bm', 's', 'n', 'w', 'e'] as const;
  const columns = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<
    (typeof names)[number],
    number[]
  >;
  const index: number[] = [];
  const dLat = detourMeters / METERS_PER_DEGREE;
  for (let i = 0; i + 1 < points.length; i++) {
    const [ax, ay] = points[i]!;
    const [bx, by] = points[i + 1]!;
    // The box's edge nearest a pole decides how narrow a degree of longitude gets.
    const maxAbsLat = Math.min(89.9, Math.max(Math.abs(ay), Math.abs(by)) + dLat);
    const dLng = Math.min(360, detourMeters / (METERS_PER_DEGREE * Math.cos((maxAbsLat * Math.PI) / 180)));
    const row = {
      ax,
      ay,
      bx,
      by,
      am: cumulative[i]!,
      bm: cumulative[i + 1]!,
      s: Math.min(ay, by) - dLat,
      n: Math.max(ay, by) + dLat,
      w: Math.min(ax, bx) - dLng,
      e: Math.max(ax, bx) + dLng,
    };
    index.push(i);
    for (const name of names) columns[name].push(row[name]);
  }
  const arrays = names.map((name) => array(columns[name], 'float8'));
  return sql`unnest(${array(index, 'int')}, ${sql.join(arrays, sql`, `)})
    as seg(i, ${sql.raw(names.join(', '))})`;
}

/**
 * For the point (lat, lng) against each segment of `seg`: `f` the fraction along the segment of
 * the nearest point and `off` the meters to it, on a flat projection centred on the point (the
 * same formula as geo.ts projectOnSegment).
 */
function projectionSql(lat: SQL, lng: SQL): SQL {
  return sql`cross join lateral (select
      (seg.ax - ${lng}) * cos(radians(${lat})) * ${METERS_PER_DEGREE}::float8 as px,
      (seg.ay - ${lat}) * ${METERS_PER_DEGREE}::float8 as py,
      (seg.bx - seg.ax) * cos(radians(${lat})) * ${METERS_PER_DEGREE}::float8 as dx,
      (seg.by - seg.ay) * ${METERS_PER_DEGREE}::float8 as dy) as flat
    cross join lateral (select case when flat.dx * flat.dx + flat.dy * flat.dy = 0 then 0::float8
      else greatest(0::float8, least(1::float8,
        -(flat.px * flat.dx + flat.py * flat.dy) / (flat.dx * flat.dx + flat.dy * flat.dy))) end as f) as along
    cross join lateral (select sqrt(power(flat.px + along.f * flat.dx, 2) + power(flat.py + along.f * flat.dy, 2))
      as off) as near`;
}

/** Segment boxes that hold the point: an index range on the campground side, a cheap test here. */
function inBoxSql(lat: SQL, lng: SQL): SQL {
  return sql`${lat} between seg.s and seg.n and ${lng} between seg.w and seg.e`;
}

function withinSql(corridor: Corridor): SQL {
  const lat = sql`cg.latitude`;
  const lng = sql`cg.longitude`;
  return sql`from ${segmentsSql(corridor)}
    join ${campgrounds} as cg on ${inBoxSql(lat, lng)}
    ${projectionSql(lat, lng)}
    where near.off <= ${corridor.detourMeters}::float8`;
}

/** Each corridor campground once, with its nearest segment and the meters along the line there. */
function nearestSql(corridor: Corridor): SQL {
  return sql`select distinct on (cg.id) cg.id, seg.i, seg.am + along.f * (seg.bm - seg.am) as along
    ${withinSql(corridor)} order by cg.id, near.off, seg.i`;
}

/**
 * The campgrounds of the corridor; with a segment range, only those whose nearest segment is in
 * it. Uncorrelated: computed once per query, driven by the segments (a nested loop of index
 * range scans on campgrounds_lat_lon_idx).
 */
export function corridorConditionSql(corridor: Corridor): SQL {
  if (!corridor.segments) return sql`${campgrounds.id} in (select cg.id ${withinSql(corridor)})`;
  const { first, last } = corridor.segments;
  return sql`${campgrounds.id} in (select nearest.id from (${nearestSql(corridor)}) as nearest
    where nearest.i between ${first}::int and ${last}::int)`;
}

/**
 * The corridor as a table to join (`corridor.id`, `corridor.along`), the segment range applied:
 * it both filters and orders, so the query joining it needs no corridor condition of its own.
 */
export function corridorTableSql(corridor: Corridor): { table: SQL; on: SQL; along: SQL } {
  const range = corridor.segments
    ? sql`where nearest.i between ${corridor.segments.first}::int and ${corridor.segments.last}::int`
    : sql``;
  return {
    table: sql`(select nearest.id, nearest.along from (${nearestSql(corridor)}) as nearest ${range}) as corridor`,
    on: sql`corridor.id = ${campgrounds.id}`,
    along: sql`corridor.along`,
  };
}
