// sort=popular (ADR 0029): reviews, saves, completeness and federal reservable sites, never the
// name; saves counted per camper by migration 0023's trigger, through the saved-lists API.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campgrounds, type NewCampgroundRow } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/accounts.ts';
import { campgroundNames } from '../../test/campground-names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const ids = new Map<string, number>();

// West Colorado, away from the shared fixtures: a bbox holding only these five. Names are in the
// opposite order to their popularity, so a list ordered by name cannot pass.
const AREA = 'filter[bbox]=-108.6,38,-108,38.6';

function row(n: number, name: string, overrides: Partial<NewCampgroundRow>): NewCampgroundRow {
  return {
    externalKey: `test:popular-${n}`,
    slug: `popular-${n}`,
    regionCode: 'CO',
    name,
    latitude: 38.1 + n / 100,
    longitude: -108.1 - n / 100,
    agency: 'other',
    sources: [{ source: 'osm', id: String(9000 + n) }],
    contentHash: `popular-${n}`,
    quality: 40,
    ...overrides,
  };
}

const ROWS = [
  // Complete but nothing else: 0.3 x 100 = 30 points.
  row(1, 'Aspen Alpha', { quality: 100 }),
  // Just as complete, ten 1-star reviews count against it: 30 - 3.2.
  row(2, 'Basin Bad Reviews', { quality: 100, ratingAverage: 1, ratingCount: 10 }),
  // 21 points until campers save it.
  row(3, 'Juniper Saved', { quality: 70 }),
  // 25 reviews averaging 4.8: 12 + 32.6.
  row(4, 'Mesa Reviewed', { ratingAverage: 4.8, ratingCount: 25 }),
  // A Forest Service campground with 400 sites on Recreation.gov: 18 + 24.
  row(5, 'Zephyr Federal', { quality: 60, agency: 'usfs', reservable: true, numSites: 400 }),
];

let campers: TestUser[];

beforeAll(async () => {
  t = await createTestApp();
  const inserted = await t.database.db
    .insert(campgrounds)
    .values(ROWS)
    .returning({ id: campgrounds.id, name: campgrounds.name });
  for (const { id, name } of inserted) ids.set(name, id);
  campers = await Promise.all(['Ann', 'Ben', 'Cy'].map((fullName) => createUser(t, { fullName })));
});
afterAll(async () => {
  await t?.close();
});

function save(camper: TestUser, campgroundId: number, listId?: string) {
  const attributes: Record<string, string> = { 'campground-id': String(campgroundId) };
  if (listId) attributes['list-id'] = listId;
  return t.request({
    method: 'POST',
    url: '/api/v6/saved-campgrounds',
    headers: { ...camper.headers, 'content-type': 'application/vnd.api+json' },
    payload: JSON.stringify({ data: { type: 'saved-campgrounds', attributes } }),
  });
}

async function savesOf(name: string): Promise<number> {
  const [found] = await t.database.db
    .select({ saves: campgrounds.savesCount })
    .from(campgrounds)
    .where(eq(campgrounds.id, ids.get(name)!));
  return found!.saves;
}

describe('sort=popular', () => {
  it('ranks reviews, federal reservable sites and completeness above the alphabet', async () => {
    expect((await campgroundNames(t, `${AREA}&sort=popular`)).names).toEqual([
      'Mesa Reviewed',
      'Zephyr Federal',
      'Aspen Alpha',
      'Basin Bad Reviews',
      'Juniper Saved',
    ]);
  });

  it('counts each camper who saved a campground once, and lifts it', async () => {
    const juniper = ids.get('Juniper Saved')!;
    for (const camper of campers) expect((await save(camper, juniper)).status).toBe(200);
    // The same camper keeping it in a second list is still one save.
    const list = await t.request({
      method: 'POST',
      url: '/api/v6/saved-lists',
      headers: { ...campers[0]!.headers, 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({ data: { type: 'saved-lists', attributes: { name: 'Summer' } } }),
    });
    expect(list.status).toBe(201);
    expect((await save(campers[0]!, juniper, list.body.data.id)).status).toBe(200);
    expect(await savesOf('Juniper Saved')).toBe(3);

    // 21 + 8 x ln(4) = 32.1: past Aspen Alpha's 30.
    expect((await campgroundNames(t, `${AREA}&sort=popular`)).names).toEqual([
      'Mesa Reviewed',
      'Zephyr Federal',
      'Juniper Saved',
      'Aspen Alpha',
      'Basin Bad Reviews',
    ]);
  });

  it('forgets a save when the camper takes it out of their lists', async () => {
    const juniper = ids.get('Juniper Saved')!;
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v6/saved-campgrounds/${juniper}`,
      headers: campers[1]!.headers,
    });
    expect(removed.status).toBe(204);
    expect(await savesOf('Juniper Saved')).toBe(2);
  });

  it('orders the prepared list (no filter, a state) the same way, never by name', async () => {
    const all = await campgroundNames(t, 'sort=popular&page[size]=3');
    expect(all.names).toEqual(['Mesa Reviewed', 'Zephyr Federal', 'Aspen Meadow']);
    const colorado = await campgroundNames(t, 'filter[region]=colorado&sort=popular&page[size]=4');
    expect(colorado.names).toEqual(['Mesa Reviewed', 'Zephyr Federal', 'Aspen Meadow', 'Aspen Alpha']);
    expect(colorado.names).not.toEqual([...colorado.names].sort());
  });

  it('pages on without repeating a campground', async () => {
    const first = await campgroundNames(t, `${AREA}&sort=popular&page[size]=2`);
    const second = await campgroundNames(t, `${AREA}&sort=popular&page[size]=2&page[number]=2`);
    expect(first.total).toBe(5);
    expect([...first.names, ...second.names]).toEqual([
      'Mesa Reviewed',
      'Zephyr Federal',
      'Aspen Alpha',
      'Juniper Saved',
    ]);
  });

  it('is listed with its label', async () => {
    const { body } = await t.get('/api/v6/campgrounds?page[size]=1');
    expect(body.meta['available-sort-options']).toContainEqual({ value: 'popular', label: 'Popular' });
  });

  it('answers an unknown sort with a 400 naming the parameter', async () => {
    const { status, body } = await t.get('/api/v6/campgrounds?sort=populr');
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ status: '400', source: { parameter: 'sort' } });
  });
});
