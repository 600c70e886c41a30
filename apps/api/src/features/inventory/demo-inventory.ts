// The local demo inventory (docs/api-bookings.md "Local demo inventory"): `npm start` has no
// campground managers yet, so bookable sites are seeded at real, reservable campgrounds across
// several states, owned by the demo manager demo-manager@campwise.test (no password: nobody
// signs in as it). Idempotent: a campground that has booking settings is left as it is, and one
// set up by anyone else (settings not marked demo, or another manager) is never chosen.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingSettings, campgroundManagers, rates, sites, siteTypes, users } from '../../db/schema/index.ts';
import { planDemoInventory, type DemoCampground } from './demo-inventory-plan.ts';

export const DEMO_MANAGER_EMAIL = 'demo-manager@campwise.test';

/** Moab, Utah: the demo includes campgrounds near it (Arches, Canyonlands). */
const MOAB = { lat: 38.5733, lon: -109.5498, km: 60 };

/** States the demo spreads over first; others follow by code when these do not reach the target. */
export const DEMO_STATES = [
  'UT',
  'CO',
  'CA',
  'AZ',
  'WA',
  'OR',
  'MT',
  'WY',
  'ID',
  'NM',
  'NV',
  'TX',
  'NC',
  'TN',
  'FL',
  'ME',
];

export interface DemoInventoryOptions {
  /** At least this many campgrounds (fewer only when the data has fewer eligible ones). */
  minCampgrounds?: number;
  /** …spread over at least this many states. */
  minStates?: number;
  /** The best this many reservable campgrounds of each state. */
  perState?: number;
  now: Date;
}

export interface DemoInventoryResult {
  campgrounds: number;
  states: number;
  added: number;
  sites: number;
}

interface Candidate extends DemoCampground {
  seeded: boolean;
  rank: number;
}

async function ensureDemoManager(db: Db, now: Date): Promise<number> {
  await db
    .insert(users)
    .values({ email: DEMO_MANAGER_EMAIL, fullName: 'Demo campground manager', createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_MANAGER_EMAIL}`)
    .limit(1);
  return row!.id;
}

/**
 * The best `perState` eligible campgrounds of every state: reservable, not set up by anyone but
 * the demo, ones already seeded first (so the set stays put), then near Moab, then by quality.
 */
async function candidates(db: Db, demoManagerId: number, perState: number): Promise<Candidate[]> {
  const result = await db.execute(sql`
    select * from (
      select c.id, c.region_code as "regionCode", c.site_types as "siteTypes", c.amenities,
             c.max_rv_length as "maxRvLength", c.price_cents as "priceCents", c.is_free as "isFree",
             c.num_sites as "numSites", (b.campground_id is not null) as seeded,
             (row_number() over (
               partition by c.region_code
               order by (b.campground_id is not null) desc,
                        (c.latitude between ${MOAB.lat - MOAB.km / 111}::float8 and ${MOAB.lat + MOAB.km / 111}::float8
                         and c.longitude between ${MOAB.lon - MOAB.km / 87}::float8 and ${MOAB.lon + MOAB.km / 87}::float8) desc,
                        c.quality desc, c.name, c.id))::int as rank
      from campgrounds c
      left join ${bookingSettings} b on b.campground_id = c.id
      where c.reservable = true
        and (b.campground_id is null or b.is_demo)
        and not exists (select 1 from ${campgroundManagers} m
                        where m.campground_id = c.id and m.user_id <> ${demoManagerId})
    ) ranked
    where rank <= ${perState}
    order by "regionCode", rank`);
  return (result as unknown as { rows: Candidate[] }).rows;
}

/** States in the demo's order, taking each state's best until both minimums are met. */
export function chooseDemoCampgrounds(
  all: readonly Candidate[],
  minCampgrounds: number,
  minStates: number,
): Candidate[] {
  const byState = new Map<string, Candidate[]>();
  for (const candidate of all) {
    const list = byState.get(candidate.regionCode) ?? [];
    list.push(candidate);
    byState.set(candidate.regionCode, list);
  }
  const preferred = DEMO_STATES.filter((code) => byState.has(code));
  const others = [...byState.keys()].filter((code) => !DEMO_STATES.includes(code)).sort();
  const chosen: Candidate[] = [];
  let states = 0;
  for (const code of [...preferred, ...others]) {
    if (chosen.length >= minCampgrounds && states >= minStates) break;
    chosen.push(...byState.get(code)!);
    states += 1;
  }
  // Ones seeded by an earlier run stay demo inventory even when no longer needed to reach the target.
  for (const candidate of all) if (candidate.seeded && !chosen.includes(candidate)) chosen.push(candidate);
  return chosen;
}

/** Writes one campground's plan in one transaction; false when someone set it up meanwhile. */
async function seedCampground(db: Db, campground: Candidate, demoManagerId: number, now: Date): Promise<number | null> {
  const year = now.getUTCFullYear();
  const plan = planDemoInventory(campground, [year, year + 1]);
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .insert(bookingSettings)
      .values({ ...plan.settings, campgroundId: campground.id, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: bookingSettings.campgroundId });
    if (!settings) return null;
    await tx
      .insert(campgroundManagers)
      .values({ campgroundId: campground.id, userId: demoManagerId, role: 'owner', createdAt: now })
      .onConflictDoNothing();
    let count = 0;
    for (const type of plan.siteTypes) {
      const [typeRow] = await tx
        .insert(siteTypes)
        .values({
          campgroundId: campground.id,
          name: type.name,
          kind: type.kind,
          description: type.description,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: siteTypes.id });
      const siteTypeId = typeRow!.id;
      await tx.insert(sites).values(
        type.sites.map((site) => ({
          ...site,
          campgroundId: campground.id,
          siteTypeId,
          createdAt: now,
          updatedAt: now,
        })),
      );
      await tx.insert(rates).values(
        type.rates.map((rate) => ({
          ...rate,
          campgroundId: campground.id,
          siteTypeId,
          createdAt: now,
          updatedAt: now,
        })),
      );
      count += type.sites.length;
    }
    return count;
  });
}

/** Seeds what is missing and reports the demo inventory as it now stands. */
export async function seedDemoInventory(db: Db, options: DemoInventoryOptions): Promise<DemoInventoryResult> {
  const { now, minCampgrounds = 30, minStates = 10, perState = 3 } = options;
  const demoManagerId = await ensureDemoManager(db, now);
  const chosen = chooseDemoCampgrounds(await candidates(db, demoManagerId, perState), minCampgrounds, minStates);
  let added = 0;
  let siteCount = 0;
  let campgrounds = 0;
  const states = new Set<string>();
  for (const campground of chosen) {
    if (campground.seeded) {
      campgrounds += 1;
      states.add(campground.regionCode);
      continue;
    }
    const created = await seedCampground(db, campground, demoManagerId, now);
    if (created === null) continue;
    added += 1;
    siteCount += created;
    campgrounds += 1;
    states.add(campground.regionCode);
  }
  // PGlite has no autovacuum: without fresh statistics the availability search plans for empty
  // inventory tables and probes every site one by one.
  if (added > 0) {
    for (const table of ['booking_settings', 'site_types', 'sites', 'rates', 'site_occupancies']) {
      await db.execute(sql.raw(`analyze ${table}`));
    }
  }
  return { campgrounds, states: states.size, added, sites: siteCount };
}

export function describeDemoInventory(result: DemoInventoryResult): string {
  if (result.added === 0) {
    return `Demo inventory: ${result.campgrounds} campgrounds in ${result.states} states already seeded (DEMO_INVENTORY=off skips it).`;
  }
  return (
    `Demo inventory: seeded ${result.added} campgrounds (${result.sites} sites); ${result.campgrounds} in ` +
    `${result.states} states are bookable with test cards, managed by ${DEMO_MANAGER_EMAIL} (DEMO_INVENTORY=off skips it).`
  );
}
