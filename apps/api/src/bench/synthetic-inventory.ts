// Synthetic bookable inventory for the bookings benchmark only: every campground of a *benchmark*
// database gets booking settings, two site types (tent, RV), sites and base rates, and a share of
// its sites is blocked over the searched nights so the availability filter has work to do. Rows
// are marked (site type names "Synthetic …", block reason "synthetic"). Set-based SQL: 40,000
// campgrounds take seconds, not a loop of inserts. Never run this against the product's database.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export const SYNTHETIC_BLOCK_REASON = 'synthetic';

export interface SyntheticInventoryCounts {
  campgrounds: number;
  sites: number;
  blocked: number;
}

function count(result: unknown): number {
  return Number((result as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
}

/**
 * Gives every campground without booking settings a synthetic inventory of `sitesPerCampground`
 * sites (half tent, half RV), and blocks every site of about `blockedShare` of the campgrounds
 * for [blockStart, blockEnd) (deterministic: by campground id), so those are sold out then.
 */
export async function addSyntheticInventory(
  db: Db,
  options: { sitesPerCampground: number; blockedShare: number; blockStart: string; blockEnd: string },
): Promise<SyntheticInventoryCounts> {
  // The triggers that tell alerts about new bookable inventory (migrations 0014, 0015) would queue
  // one matcher job per synthetic site: hundreds of thousands of jobs nobody watches. Synthetic
  // inventory is bench scaffolding on a throwaway database, so they are off while it is written.
  const triggers = [
    ['sites', 'sites_opened'],
    ['rates', 'rates_added'],
    ['booking_settings', 'booking_settings_opened'],
  ];
  for (const [table, trigger] of triggers) await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  try {
    return await insertSyntheticInventory(db, options);
  } finally {
    for (const [table, trigger] of triggers)
      await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  }
}

async function insertSyntheticInventory(
  db: Db,
  options: { sitesPerCampground: number; blockedShare: number; blockStart: string; blockEnd: string },
): Promise<SyntheticInventoryCounts> {
  const { sitesPerCampground, blockedShare, blockStart, blockEnd } = options;
  const settings = await db.execute(sql`
    with added as (
      insert into booking_settings (campground_id, booking_policy, min_nights, max_nights, booking_window_days)
      select c.id, 'instant', 1, 14, 730 from campgrounds c
      where not exists (select 1 from booking_settings b where b.campground_id = c.id)
      returning campground_id)
    select count(*) as n from added`);
  await db.execute(sql`
    insert into site_types (campground_id, name, kind)
    select b.campground_id, k.name, k.kind
    from booking_settings b
    cross join (values ('Synthetic tent sites', 'tent'), ('Synthetic RV sites', 'rv')) as k(name, kind)
    where not exists (select 1 from site_types t where t.campground_id = b.campground_id)`);
  await db.execute(sql`
    insert into rates (campground_id, site_type_id, name, nightly_cents, weekend_nightly_cents)
    select t.campground_id, t.id, 'Synthetic base rate',
      case when t.kind = 'rv' then 4500 else 2500 end, case when t.kind = 'rv' then 5500 else 3000 end
    from site_types t
    where t.name like 'Synthetic %' and not exists (select 1 from rates r where r.site_type_id = t.id)`);
  const sites = await db.execute(sql`
    with added as (
      insert into sites (campground_id, site_type_id, name, capacity, hookups, max_rv_length_ft)
      select t.campground_id, t.id, 'Site ' || (n + case when t.kind = 'rv' then ${Math.ceil(sitesPerCampground / 2)} else 0 end),
        6, case when t.kind = 'rv' then array['electric-30', 'water'] else '{}'::text[] end,
        case when t.kind = 'rv' then 35 else null end
      from site_types t
      cross join generate_series(1, ${Math.ceil(sitesPerCampground / 2)}) as n
      where t.name like 'Synthetic %' and not exists (select 1 from sites s where s.site_type_id = t.id)
      returning id)
    select count(*) as n from added`);
  // One block per chosen site, and its occupancy row: the searched nights are taken there.
  const modulo = Math.max(1, Math.round(1 / Math.max(blockedShare, 0.0001)));
  const blocked = await db.execute(sql`
    with chosen as (
      select s.id, s.campground_id from sites s
      join site_types t on t.id = s.site_type_id and t.name like 'Synthetic %'
      where s.campground_id % ${modulo} = 0
        and not exists (select 1 from site_blocks b where b.site_id = s.id and b.reason = ${SYNTHETIC_BLOCK_REASON})),
    blocks as (
      insert into site_blocks (campground_id, site_id, start_date, end_date, reason)
      select campground_id, id, ${blockStart}::date, ${blockEnd}::date, ${SYNTHETIC_BLOCK_REASON} from chosen
      returning id, site_id, campground_id, start_date, end_date),
    held as (
      insert into site_occupancies (site_id, campground_id, stay, block_id)
      select site_id, campground_id, daterange(start_date, end_date, '[)'), id from blocks
      returning id)
    select count(*) as n from held`);
  // Fresh statistics, as autovacuum would give PostgreSQL (PGlite has none): without them the
  // planner guesses a few hundred rates and probes sites one by one.
  for (const table of ['booking_settings', 'site_types', 'sites', 'rates', 'site_blocks', 'site_occupancies']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  return { campgrounds: count(settings), sites: count(sites), blocked: count(blocked) };
}
