// Bookable inventory for API tests, written straight to the tables (no routes): a campground
// with booking settings, site types, sites, rates and a manager. Inventory and reservation tests
// share it, so its signature stays stable; everything has a default.
import type { Db } from '../db/client.ts';
import { fixtureRegions } from './fixtures.ts';
import {
  bookingSettings,
  campgroundManagers,
  campgrounds,
  rates,
  regions,
  reservations,
  siteBlocks,
  siteOccupancies,
  sites,
  siteTypes,
  users,
} from '../db/schema/index.ts';

type BookingSettingsRow = typeof bookingSettings.$inferInsert;

export interface FixtureRate {
  name?: string;
  nightlyCents: number;
  weekendNightlyCents?: number | null;
  /** Both set: a season (inclusive nights); both absent: the base rate. */
  startDate?: string;
  endDate?: string;
}

export interface FixtureSite {
  name?: string;
  capacity?: number;
  accessible?: boolean;
  hookups?: string[];
  maxRvLengthFt?: number | null;
  active?: boolean;
}

export interface FixtureSiteType {
  name?: string;
  kind?: 'tent' | 'rv' | 'cabin' | 'group';
  /** How many default sites, or each site spelled out. */
  sites?: number | FixtureSite[];
  /** The type's rates; [] for a type nobody can book (no rate). */
  rates?: FixtureRate[];
}

export interface BookableCampgroundOptions {
  /** An existing campground; a new reservable one in Colorado is inserted when absent. */
  campgroundId?: number;
  /** This user becomes the manager (role owner); a password-less user is made when absent. */
  managerUserId?: number;
  /** false: no manager at all (managerUserId in the result is then null). */
  withManager?: boolean;
  /** Overrides of the booking settings row (defaults: the schema's). */
  settings?: Partial<Omit<BookingSettingsRow, 'campgroundId'>>;
  /** Default: a tent type (2 sites, $25, weekend $30) and an RV type (2 sites, $45). */
  siteTypes?: FixtureSiteType[];
}

export interface BookableCampground {
  campgroundId: number;
  managerUserId: number | null;
  /** In the order of options.siteTypes. */
  siteTypeIds: number[];
  /** Every site, type by type in order. */
  siteIds: number[];
  /** Site ids per type, in the order of options.siteTypes. */
  sitesByType: number[][];
  rateIds: number[];
}

export const DEFAULT_FIXTURE_SITE_TYPES: FixtureSiteType[] = [
  {
    name: 'Tent sites',
    kind: 'tent',
    sites: 2,
    rates: [{ name: 'Base', nightlyCents: 2500, weekendNightlyCents: 3000 }],
  },
  {
    name: 'RV sites',
    kind: 'rv',
    sites: [
      { hookups: ['electric-50', 'water', 'sewer'], maxRvLengthFt: 40 },
      { hookups: ['electric-30', 'water'], maxRvLengthFt: 30 },
    ],
    rates: [{ name: 'Base', nightlyCents: 4500 }],
  },
];

let counter = 0;

async function ensureRegion(db: Db): Promise<void> {
  await db.insert(regions).values(fixtureRegions[0]!).onConflictDoNothing();
}

async function insertCampground(db: Db, n: string): Promise<number> {
  await ensureRegion(db);
  const [row] = await db
    .insert(campgrounds)
    .values({
      externalKey: `test:bookable-${n}`,
      slug: `bookable-${n}`,
      regionCode: 'CO',
      name: `Bookable Campground ${n}`,
      latitude: 39.5,
      longitude: -106,
      agency: 'private',
      siteTypes: ['tent', 'rv'],
      amenities: ['toilets', 'electric_hookups'],
      reservable: true,
      isFree: false,
      priceCents: 3000,
      sources: [{ source: 'osm', id: `bookable-${n}` }],
      contentHash: `hash-bookable-${n}`,
      quality: 60,
    })
    .returning({ id: campgrounds.id });
  return row!.id;
}

async function insertManager(db: Db, n: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ email: `manager-${n}@example.com`, fullName: 'Campground Manager' })
    .returning({ id: users.id });
  return row!.id;
}

/** A campground anyone can book: settings, types, sites, rates and (by default) a manager. */
export async function createBookableCampground(
  db: Db,
  options: BookableCampgroundOptions = {},
): Promise<BookableCampground> {
  counter += 1;
  const n = `${process.pid}-${counter}`;
  const campgroundId = options.campgroundId ?? (await insertCampground(db, n));
  let managerUserId: number | null = null;
  if (options.withManager !== false) {
    managerUserId = options.managerUserId ?? (await insertManager(db, n));
    await db.insert(campgroundManagers).values({ campgroundId, userId: managerUserId, role: 'owner' });
  }
  await db.insert(bookingSettings).values({ ...options.settings, campgroundId });

  const result: BookableCampground = {
    campgroundId,
    managerUserId,
    siteTypeIds: [],
    siteIds: [],
    sitesByType: [],
    rateIds: [],
  };
  const types = options.siteTypes ?? DEFAULT_FIXTURE_SITE_TYPES;
  for (const [typeIndex, type] of types.entries()) {
    const kind = type.kind ?? 'tent';
    const [typeRow] = await db
      .insert(siteTypes)
      .values({ campgroundId, name: type.name ?? `Type ${typeIndex + 1}`, kind })
      .returning({ id: siteTypes.id });
    const siteTypeId = typeRow!.id;
    result.siteTypeIds.push(siteTypeId);

    const specs: FixtureSite[] =
      typeof type.sites === 'number' || type.sites === undefined
        ? Array.from({ length: type.sites ?? 2 }, () => ({}))
        : type.sites;
    const siteRows = specs.length
      ? await db
          .insert(sites)
          .values(
            specs.map((site, i) => ({
              campgroundId,
              siteTypeId,
              name: site.name ?? `${String.fromCharCode(65 + typeIndex)}${i + 1}`,
              capacity: site.capacity ?? 6,
              accessible: site.accessible ?? false,
              hookups: site.hookups ?? [],
              maxRvLengthFt: site.maxRvLengthFt ?? null,
              active: site.active ?? true,
            })),
          )
          .returning({ id: sites.id })
      : [];
    const ids = siteRows.map((row) => row.id).sort((a, b) => a - b);
    result.sitesByType.push(ids);
    result.siteIds.push(...ids);

    const rateSpecs = type.rates ?? [{ nightlyCents: 3000 }];
    if (rateSpecs.length) {
      const rateRows = await db
        .insert(rates)
        .values(
          rateSpecs.map((rate) => ({
            campgroundId,
            siteTypeId,
            name: rate.name ?? (rate.startDate ? 'Season' : 'Base'),
            nightlyCents: rate.nightlyCents,
            weekendNightlyCents: rate.weekendNightlyCents ?? null,
            startDate: rate.startDate ?? null,
            endDate: rate.endDate ?? null,
          })),
        )
        .returning({ id: rates.id });
      result.rateIds.push(...rateRows.map((row) => row.id));
    }
  }
  return result;
}

/** Closes a site's nights with a block and its occupancy row, as POST /site-blocks does. */
export async function blockSite(
  db: Db,
  values: { campgroundId: number; siteId: number; startDate: string; endDate: string; reason?: string },
): Promise<number> {
  const [block] = await db
    .insert(siteBlocks)
    .values({ ...values, reason: values.reason ?? 'test' })
    .returning({ id: siteBlocks.id });
  await db.insert(siteOccupancies).values({
    siteId: values.siteId,
    campgroundId: values.campgroundId,
    stay: `[${values.startDate},${values.endDate})`,
    blockId: block!.id,
  });
  return block!.id;
}

/**
 * A reservation holding a site's nights: a draft whose hold ends at `expiresAt`, or (status
 * pending/confirmed, no expiry) a stay. Returns the reservation id.
 */
export async function holdSite(
  db: Db,
  values: {
    campgroundId: number;
    siteId: number;
    userId: number;
    startDate: string;
    endDate: string;
    status?: 'draft' | 'pending' | 'confirmed';
    expiresAt?: Date | null;
  },
): Promise<string> {
  const status = values.status ?? 'draft';
  const expiresAt = status === 'draft' ? (values.expiresAt ?? new Date(Date.now() + 10 * 60_000)) : null;
  const [reservation] = await db
    .insert(reservations)
    .values({
      userId: values.userId,
      campgroundId: values.campgroundId,
      siteId: values.siteId,
      startDate: values.startDate,
      endDate: values.endDate,
      status,
      holdExpiresAt: expiresAt,
    })
    .returning({ id: reservations.id });
  await db.insert(siteOccupancies).values({
    siteId: values.siteId,
    campgroundId: values.campgroundId,
    stay: `[${values.startDate},${values.endDate})`,
    reservationId: reservation!.id,
    expiresAt,
  });
  return reservation!.id;
}
