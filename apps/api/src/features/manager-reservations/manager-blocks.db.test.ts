// Blocked dates, the manager's additions (docs/api-manager.md "Blocked dates"): a whole
// campground blocked all or nothing, blocks moved in one transaction, calendar blocks read-only,
// and the stays in the way named in meta.conflicts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteBlocks, siteOccupancies } from '../../db/schema/index.ts';
import { blockSite, createBookableCampground, holdSite } from '../../test/inventory-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeCampers, sessionFor, settableClock, startDraft } from '../reservations/reservation-test-helpers.ts';
import { doc, expectError, rel, send } from './manager-test-helpers.ts';

const clock = settableClock('2030-06-03T18:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now });
});
afterAll(async () => {
  await t?.close();
});

async function setUp() {
  const campground = await createBookableCampground(t.database.db);
  const manager = await sessionFor(t.database.db, campground.managerUserId!, clock.now());
  const [camper] = await makeCampers(t.database.db, 1, clock.now());
  return { campground, manager, camper: camper! };
}

const blockBody = (relationships: Record<string, unknown>, attributes: Record<string, unknown> = {}) =>
  doc(
    'site-blocks',
    { 'start-date': '2030-07-01', 'end-date': '2030-07-04', reason: 'Maintenance', ...attributes },
    relationships,
  );

async function blockCount(campgroundId: number) {
  return (await t.database.db.select().from(siteBlocks).where(eq(siteBlocks.campgroundId, campgroundId))).length;
}

describe('POST /site-blocks with a campground', () => {
  it('blocks every active site at once; availability is gone for campers', async () => {
    const { campground, manager, camper } = await setUp();
    const made = await send(
      t,
      manager,
      'POST',
      '/api/v6/site-blocks',
      blockBody({ campground: rel('campgrounds', campground.campgroundId) }),
    );
    expect(made.status, made.text).toBe(201);
    expect(made.body.meta.total).toBe(4);
    expect(
      made.body.data.map((b: { attributes: { 'site-id': string } }) => Number(b.attributes['site-id'])).sort(),
    ).toEqual([...campground.siteIds].sort());
    expect(made.body.data[0].attributes).toMatchObject({
      source: 'manager',
      'calendar-import-id': null,
      reason: 'Maintenance',
    });
    const draft = await startDraft(t, camper, {
      campgroundId: campground.campgroundId,
      siteId: campground.siteIds[2]!,
      startDate: '2030-07-02',
      endDate: '2030-07-03',
    });
    expectError(draft, 409, 'site-unavailable');
  });

  it('blocks nothing when one site is taken, naming the site and the stay in the way', async () => {
    const { campground, manager, camper } = await setUp();
    const stay = await holdSite(t.database.db, {
      campgroundId: campground.campgroundId,
      siteId: campground.siteIds[3]!,
      userId: camper.id,
      startDate: '2030-07-03',
      endDate: '2030-07-06',
      status: 'confirmed',
    });
    const refused = await send(
      t,
      manager,
      'POST',
      '/api/v6/site-blocks',
      blockBody({ campground: rel('campgrounds', campground.campgroundId) }),
    );
    expectError(refused, 409, 'site-unavailable');
    expect(refused.body.errors[0].detail).toBe('B2 is already taken for some of those nights: nothing was blocked.');
    expect(refused.body.errors[0].meta.conflicts).toEqual([
      { 'reservation-id': stay, 'guest-name': '', 'start-date': '2030-07-03', 'end-date': '2030-07-06' },
    ]);
    expect(await blockCount(campground.campgroundId)).toBe(0);
    // Both a site and a campground, or neither: 422.
    const both = await send(
      t,
      manager,
      'POST',
      '/api/v6/site-blocks',
      blockBody({
        campground: rel('campgrounds', campground.campgroundId),
        site: rel('sites', campground.siteIds[0]!),
      }),
    );
    expect(both.status).toBe(422);
    // One site over the stay: the same conflicts.
    const one = await send(
      t,
      manager,
      'POST',
      '/api/v6/site-blocks',
      blockBody({ site: rel('sites', campground.siteIds[3]!) }),
    );
    expectError(one, 409, 'site-unavailable');
    expect(one.body.errors[0].meta.conflicts).toHaveLength(1);
  });
});

describe('PATCH /site-blocks/{id}', () => {
  it('moves the block’s nights in one transaction; onto a stay is 409 and leaves it as it was', async () => {
    const { campground, manager, camper } = await setUp();
    const siteId = campground.siteIds[0]!;
    const id = await blockSite(t.database.db, {
      campgroundId: campground.campgroundId,
      siteId,
      startDate: '2030-07-01',
      endDate: '2030-07-04',
    });
    const url = `/api/v6/site-blocks/${id}`;
    const moved = await send(t, manager, 'PATCH', url, {
      data: {
        type: 'site-blocks',
        id: String(id),
        attributes: { 'start-date': '2030-07-10', 'end-date': '2030-07-12', reason: 'Moved' },
      },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.attributes).toMatchObject({
      'start-date': '2030-07-10',
      'end-date': '2030-07-12',
      reason: 'Moved',
    });
    // The old nights are free again, the new ones taken.
    expect(
      (
        await startDraft(t, camper, {
          campgroundId: campground.campgroundId,
          siteId,
          startDate: '2030-07-01',
          endDate: '2030-07-04',
        })
      ).status,
    ).toBe(201);
    const [occupancy] = await t.database.db.select().from(siteOccupancies).where(eq(siteOccupancies.blockId, id));
    expect(occupancy!.stay).toBe('[2030-07-10,2030-07-12)');

    const refused = await send(t, manager, 'PATCH', url, {
      data: { type: 'site-blocks', attributes: { 'start-date': '2030-07-02' } },
    });
    expectError(refused, 409, 'site-unavailable');
    expect(refused.body.errors[0].meta.conflicts).toMatchObject([
      { 'start-date': '2030-07-01', 'end-date': '2030-07-04' },
    ]);
    const [after] = await t.database.db.select().from(siteBlocks).where(eq(siteBlocks.id, id));
    expect([after!.startDate, after!.endDate]).toEqual(['2030-07-10', '2030-07-12']);
    expectError(
      await send(t, camper, 'PATCH', url, { data: { type: 'site-blocks', attributes: { reason: 'mine' } } }),
      403,
      'not-a-manager',
    );
  });

  it('refuses to change a block held by an imported calendar (409 calendar-block)', async () => {
    const { campground, manager } = await setUp();
    const id = await blockSite(t.database.db, {
      campgroundId: campground.campgroundId,
      siteId: campground.siteIds[1]!,
      startDate: '2030-07-01',
      endDate: '2030-07-04',
    });
    await t.database.db.update(siteBlocks).set({ source: 'calendar' }).where(eq(siteBlocks.id, id));
    const refused = await send(t, manager, 'PATCH', `/api/v6/site-blocks/${id}`, {
      data: { type: 'site-blocks', attributes: { reason: 'x' } },
    });
    expectError(refused, 409, 'calendar-block');
  });
});
