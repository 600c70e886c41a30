// Synthetic campgrounds for the benchmarks only: tops a *benchmark* database up to a target size.
// Every row is clearly marked (external_key "synthetic:…", name "Synthetic campground …", no
// sources) and placed inside a real region's bounding box, regions drawn in proportion to their real
// campgrounds. The rows are made by the database itself (generate_series, pseudo-random values
// hashed from the row number, so the same size gives the same rows): a million rows never pass
// through JavaScript. Never run this against the product's database.
import { sql } from 'drizzle-orm';
import { AGENCY_IDS } from '@campwise/domain';
import type { Db } from '../db/client.ts';
import { campgrounds } from '../db/schema/index.ts';
import { deferMapCells } from '../features/campgrounds/map-cells.ts';
import { refreshCampgroundCounts } from '../features/import/campground-writer.ts';

export const SYNTHETIC_KEY_PREFIX = 'synthetic:';
export const SYNTHETIC_NAME_PREFIX = 'Synthetic campground';

const SITE_TYPES = ['tent', 'rv', 'cabin', 'group'];
const AMENITIES = ['toilets', 'water', 'showers', 'electric', 'dump_station', 'fire_rings'];
/** Rows per INSERT … SELECT: progress to print, and no single statement holds the whole top-up. */
const BATCH = 100_000;

/** Uniform in [0, 1) from the row number n and a salt: the first 32 bits of md5(n || salt). */
function uniform(salt: string) {
  return sql.raw(`(('x' || substr(md5(g.n::text || '${salt}'), 1, 8))::bit(32)::bigint / 4294967296.0)`);
}

/** The items of `items` each kept with probability 0.4, one hashed byte per item. */
function subset(items: readonly string[], salt: string) {
  const list = items.map((item) => `'${item}'`).join(', ');
  return sql.raw(
    `array(select t from unnest(array[${list}]::text[]) with ordinality as a(t, i)
      where get_byte(decode(md5(g.n::text || '${salt}'), 'hex'), i::int - 1) < 102)`,
  );
}

/** Inserts the synthetic rows numbered first..last, drawn over the regions with a bounding box. */
async function insertSynthetic(db: Db, first: number, last: number): Promise<void> {
  const agencies = sql.raw(`array[${AGENCY_IDS.map((id) => `'${id}'`).join(', ')}]::text[]`);
  await db.execute(sql`
    with boxes as (
      select code, min_lon, min_lat, max_lon, max_lat,
             sum(greatest(campground_count, 1)) over (order by code) - greatest(campground_count, 1) as lo,
             sum(greatest(campground_count, 1)) over (order by code) as hi,
             sum(greatest(campground_count, 1)) over () as total
      from regions
    ),
    numbered as (
      select g.n, ${uniform('region')} * (select max(total) from boxes) as pick,
             ${uniform('lat')} as u_lat, ${uniform('lon')} as u_lon,
             ${uniform('agency')} as u_agency, ${uniform('sites')} as u_sites,
             ${uniform('free')} as u_free, ${uniform('reservable')} as u_reservable,
             ${uniform('quality')} as u_quality,
             ${subset(SITE_TYPES, 'site-types')} as site_types,
             ${subset(AMENITIES, 'amenities')} as amenities
      from generate_series(${first}::int, ${last}::int) as g(n)
    )
    insert into ${campgrounds} (external_key, slug, region_code, name, latitude, longitude, agency,
      site_types, amenities, num_sites, is_free, reservable, quality, description, sources, content_hash)
    select ${SYNTHETIC_KEY_PREFIX}::text || x.n::text, 'synthetic-campground-' || x.n::text, b.code,
           ${SYNTHETIC_NAME_PREFIX}::text || ' ' || x.n::text,
           b.min_lat + x.u_lat * (b.max_lat - b.min_lat), b.min_lon + x.u_lon * (b.max_lon - b.min_lon),
           (${agencies})[1 + floor(x.u_agency * ${AGENCY_IDS.length})::int],
           x.site_types, x.amenities, 1 + floor(x.u_sites * 200)::int, x.u_free < 0.3, x.u_reservable < 0.5,
           floor(x.u_quality * 60)::int, 'Synthetic benchmark row: not a real campground.', '[]'::jsonb,
           md5('synthetic:' || x.n::text)
    from numbered x
    join boxes b on x.pick >= b.lo and x.pick < b.hi
    order by x.n`);
}

/** The highest n of the synthetic rows already there (0: none), so a further top-up goes on from it. */
async function lastSyntheticNumber(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select max(substr(external_key, ${SYNTHETIC_KEY_PREFIX.length + 1}::int)::int) as last
    from ${campgrounds} where external_key like ${`${SYNTHETIC_KEY_PREFIX}%`}`);
  // Both drivers answer { rows }.
  return Number((result as unknown as { rows: { last: number | null }[] }).rows[0]?.last ?? 0);
}

/**
 * Inserts synthetic rows until the benchmark database holds `size` campgrounds, refreshes the region
 * counts (as the import does) and runs VACUUM ANALYZE. Returns how many rows were added. The map
 * cells are the caller's to refresh (refreshMapCells), once, after the last top-up.
 */
export async function topUpWithSyntheticCampgrounds(
  db: Db,
  size: number,
  log: (line: string) => void = () => {},
): Promise<number> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(campgrounds);
  const missing = size - (existing?.count ?? 0);
  if (missing <= 0) return 0;
  const start = (await lastSyntheticNumber(db)) + 1;
  const end = start + missing - 1;
  const started = performance.now();
  for (let first = start; first <= end; first += BATCH) {
    const last = Math.min(end, first + BATCH - 1);
    // The map cells' triggers skip the batch: the caller rebuilds the cells once (refreshMapCells).
    await db.transaction(async (tx) => {
      await deferMapCells(tx);
      await insertSynthetic(tx, first, last);
    });
    if (missing > BATCH) {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      log(`  synthetic rows ${last - start + 1}/${missing} (${seconds} s)`);
    }
  }
  await refreshCampgroundCounts(db);
  await db.execute(sql`VACUUM ANALYZE campgrounds, regions`);
  const [after] = await db.select({ count: sql<number>`count(*)::int` }).from(campgrounds);
  return (after?.count ?? 0) - (existing?.count ?? 0);
}
