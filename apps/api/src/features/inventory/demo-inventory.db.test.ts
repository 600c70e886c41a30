import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingSettings,
  campgroundManagers,
  campgrounds,
  rates,
  regions,
  sites,
  siteTypes,
  users,
  type NewCampgroundRow,
} from '../../db/schema/index.ts';
import { createBookableCampground } from '../../test/inventory-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_MANAGER_EMAIL, seedDemoInventory } from './demo-inventory.ts';
import { planDemoInventory } from './demo-inventory-plan.ts';

let t: TestApp;
const now = new Date('2027-05-01T18:00:00Z');
// The test's minimums; the real data's (at least 25 in 8 states) are checked by `npm start`'s defaults.
const OPTIONS = { now, minCampgrounds: 7, minStates: 4, perState: 2 };
const ids = new Map<string, number>();

function square(code: string, minLon: number, minLat: number) {
  const [maxLon, maxLat] = [minLon + 5, minLat + 4];
  return {
    code,
    slug: code.toLowerCase(),
    name: code,
    minLon,
    minLat,
    maxLon,
    maxLat,
    labelLon: minLon + 2,
    labelLat: minLat + 2,
    outline: {
      type: 'Polygon' as const,
      coordinates: [
        [
          [minLon, minLat],
          [maxLon, minLat],
          [maxLon, maxLat],
          [minLon, maxLat],
          [minLon, minLat],
        ],
      ],
    },
  };
}

let n = 0;
function reservable(key: string, regionCode: string, overrides: Partial<NewCampgroundRow> = {}): NewCampgroundRow {
  n += 1;
  return {
    externalKey: `demo-test:${key}`,
    slug: `demo-${key}`,
    regionCode,
    name: `Demo test ${key}`,
    latitude: 35 + n / 10,
    longitude: -115 + n / 10,
    agency: 'usfs',
    siteTypes: ['tent'],
    amenities: ['toilets'],
    sources: [{ source: 'ridb', id: String(5000 + n) }],
    contentHash: `demo-${key}`,
    quality: 60,
    reservable: true,
    priceCents: 2200,
    isFree: false,
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(regions).values([square('AZ', -115, 31), square('CA', -124, 33), square('WA', -124, 45)]);
  const rows = [
    reservable('moab', 'UT', { latitude: 38.6, longitude: -109.6, quality: 20, siteTypes: ['tent', 'rv'] }),
    reservable('ut-best', 'UT', { latitude: 40.6, longitude: -111.6, quality: 95 }),
    reservable('ut-second', 'UT', { latitude: 40.7, longitude: -111.7, quality: 90 }),
    reservable('co-rv', 'CO', {
      quality: 85,
      siteTypes: ['rv'],
      maxRvLength: 40,
      amenities: ['electric_hookups', 'water_hookups', 'sewer_hookups'],
      priceCents: 4000,
    }),
    reservable('az-1', 'AZ'),
    reservable('az-2', 'AZ', { siteTypes: ['tent', 'cabin'] }),
    reservable('ca-1', 'CA'),
    reservable('ca-2', 'CA'),
    reservable('wa-1', 'WA'),
    // Would rank first in their states, but are someone else's.
    reservable('co-claimed', 'CO', { quality: 99 }),
    reservable('co-real-settings', 'CO', { quality: 98 }),
    reservable('ca-real', 'CA', { quality: 99 }),
    reservable('not-reservable', 'AZ', { quality: 99, reservable: false }),
  ];
  const inserted = await db
    .insert(campgrounds)
    .values(rows)
    .returning({ id: campgrounds.id, key: campgrounds.externalKey });
  for (const row of inserted) ids.set(row.key.replace('demo-test:', ''), row.id);

  const [owner] = await db.insert(users).values({ email: 'owner@example.com' }).returning({ id: users.id });
  await db.insert(campgroundManagers).values({ campgroundId: ids.get('co-claimed')!, userId: owner!.id });
  await db.insert(bookingSettings).values({ campgroundId: ids.get('co-real-settings')! });
  await createBookableCampground(db, { campgroundId: ids.get('ca-real')!, managerUserId: owner!.id });
});
afterAll(async () => {
  await t?.close();
});

async function demoCampgroundIds(): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: bookingSettings.campgroundId })
    .from(bookingSettings)
    .where(eq(bookingSettings.isDemo, true));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function counts() {
  const db = t.database.db;
  const count = async (table: typeof sites | typeof rates | typeof siteTypes | typeof campgroundManagers) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    sites: await count(sites),
    rates: await count(rates),
    types: await count(siteTypes),
    managers: await count(campgroundManagers),
  };
}

describe('demo inventory seed', () => {
  it('seeds the minimum over several states, owned by the password-less demo manager', async () => {
    const result = await seedDemoInventory(t.database.db, OPTIONS);
    expect(result.campgrounds).toBeGreaterThanOrEqual(OPTIONS.minCampgrounds);
    expect(result.states).toBeGreaterThanOrEqual(OPTIONS.minStates);
    expect(result.added).toBe(result.campgrounds);

    const demo = await demoCampgroundIds();
    expect(demo).toHaveLength(result.campgrounds);
    const states = await t.database.db
      .selectDistinct({ code: campgrounds.regionCode })
      .from(campgrounds)
      .where(inArray(campgrounds.id, demo));
    expect(states.length).toBeGreaterThanOrEqual(OPTIONS.minStates);
    // Near Moab beats a better-rated Utah campground elsewhere.
    expect(demo).toContain(ids.get('moab'));

    const [manager] = await t.database.db.select().from(users).where(eq(users.email, DEMO_MANAGER_EMAIL));
    expect(manager!.passwordHash).toBeNull();
    const owned = await t.database.db
      .select({ id: campgroundManagers.campgroundId })
      .from(campgroundManagers)
      .where(and(eq(campgroundManagers.userId, manager!.id), eq(campgroundManagers.role, 'owner')));
    expect(owned.map((row) => row.id).sort((a, b) => a - b)).toEqual(demo);
  });

  it('never touches a campground with another manager, real settings or no reservations', async () => {
    const demo = await demoCampgroundIds();
    for (const key of ['co-claimed', 'co-real-settings', 'ca-real', 'not-reservable']) {
      expect(demo, key).not.toContain(ids.get(key));
    }
    const [real] = await t.database.db
      .select()
      .from(bookingSettings)
      .where(eq(bookingSettings.campgroundId, ids.get('co-real-settings')!));
    expect(real!.isDemo).toBe(false);
    const realSites = await t.database.db
      .select()
      .from(sites)
      .where(eq(sites.campgroundId, ids.get('co-real-settings')!));
    expect(realSites).toEqual([]);
  });

  it('fits each campground: RV sites with its hookups and length, tents where it takes tents', async () => {
    const types = await t.database.db
      .select()
      .from(siteTypes)
      .where(eq(siteTypes.campgroundId, ids.get('co-rv')!));
    const rv = types.find((type) => type.kind === 'rv')!;
    expect(rv.name).toBe('Full-hookup RV sites');
    expect(types.some((type) => type.kind === 'tent')).toBe(false);
    const rvSites = await t.database.db.select().from(sites).where(eq(sites.siteTypeId, rv.id));
    expect(rvSites.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...rvSites.map((site) => site.maxRvLengthFt ?? 0))).toBe(40);
    expect(rvSites.some((site) => ['electric-50', 'water', 'sewer'].every((h) => site.hookups.includes(h)))).toBe(true);
    const rvRates = await t.database.db.select().from(rates).where(eq(rates.siteTypeId, rv.id));
    const standard = rvRates.find((rate) => rate.startDate === null)!;
    expect(standard.nightlyCents).toBeGreaterThan(4000); // its known $40, plus hookups
    expect(rvRates.some((rate) => rate.startDate === '2027-06-15' && rate.nightlyCents > standard.nightlyCents)).toBe(
      true,
    );

    const tentTypes = await t.database.db
      .select()
      .from(siteTypes)
      .where(eq(siteTypes.campgroundId, ids.get('ca-1')!));
    expect(tentTypes.map((type) => type.kind)).toContain('tent');
    expect(tentTypes.map((type) => type.kind)).not.toContain('rv');
  });

  it('makes campgrounds bookable through the API', async () => {
    const id = ids.get('az-1')!;
    const campground = await t.get(`/api/v6/campgrounds/${id}`);
    expect(campground.body.data.attributes).toMatchObject({ bookable: true, 'demo-inventory': true });
    const settings = await t.get(`/api/v6/booking-settings/${id}`);
    expect(settings.body.data.attributes).toMatchObject({ 'is-demo': true, 'time-zone': 'America/Phoenix' });
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = { ids: await demoCampgroundIds(), ...(await counts()) };
    const again = await seedDemoInventory(t.database.db, OPTIONS);
    expect(again.added).toBe(0);
    expect({ ids: await demoCampgroundIds(), ...(await counts()) }).toEqual(before);
  });

  it('plans the same inventory for the same campground every time', () => {
    const campground = {
      id: 42,
      regionCode: 'UT',
      siteTypes: ['tent', 'rv', 'group'],
      amenities: ['electric_hookups'],
      maxRvLength: 35,
      priceCents: 2000,
      isFree: false,
      numSites: 50,
    };
    const plan = planDemoInventory(campground, [2027, 2028]);
    expect(planDemoInventory(campground, [2027, 2028])).toEqual(plan);
    expect(plan.siteTypes.map((type) => type.kind)).toEqual(expect.arrayContaining(['tent', 'rv', 'group']));
    const names = plan.siteTypes.flatMap((type) => type.sites.map((site) => site.name.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
  });
});
