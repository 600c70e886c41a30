import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/accounts.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { eq } from 'drizzle-orm';
import { campgroundConnectivity } from '../../db/schema/index.ts';
import { recomputeStoredConnectivity } from './connectivity-repository.ts';
import { setFieldReportHidden } from './field-report-repository.ts';
import { postFieldReport, send } from './field-report-test-helpers.ts';

let t: TestApp;
let clock: TestClock;
const campers: TestUser[] = [];

beforeAll(async () => {
  clock = createTestClock(new Date('2030-06-01T12:00:00Z'));
  t = await createTestApp({ clock: clock.now });
  // Several campers, so no one reaches the hourly limit.
  for (let i = 0; i < 4; i++) campers.push(await createUser(t));
});
afterAll(async () => {
  await t?.close();
});

async function report(campgroundId: number, camper: number, signals: unknown[], visitedOn = '2030-05-20') {
  const response = await postFieldReport(t, campers[camper]!, campgroundId, { 'visited-on': visitedOn, signals });
  if (response.status !== 201) throw new Error(response.text);
  return response.body.data.id as string;
}

async function ratings(campgroundId: number): Promise<Record<string, string>> {
  const response = await send(t, 'GET', `/api/v6/campgrounds/${campgroundId}/connectivity`, null);
  expect(response.status).toBe(200);
  return Object.fromEntries(
    response.body.data.map((r: { attributes: { carrier: string; rating: string } }) => [
      r.attributes.carrier,
      r.attributes.rating,
    ]),
  );
}

describe('GET /campgrounds/{id}/connectivity', () => {
  it('answers every carrier, Unknown without reports', async () => {
    const id = t.ids.get('test:5')!;
    const response = await send(t, 'GET', `/api/v6/campgrounds/${id}/connectivity`, null);
    expect(response.body.data).toHaveLength(4);
    expect(response.body.data[1]).toEqual({
      type: 'connectivity',
      id: `${id}-tmobile`,
      attributes: {
        carrier: 'tmobile',
        'carrier-label': 'T-Mobile',
        rating: 'Unknown',
        'report-count': 0,
        'median-download-mbps': null,
        'median-upload-mbps': null,
        'updated-at': null,
      },
      relationships: { campground: { data: { type: 'campgrounds', id: String(id) } } },
      links: { self: `/api/v6/campgrounds/${id}/connectivity` },
    });
    expect((await send(t, 'GET', '/api/v6/campgrounds/999999/connectivity', null)).status).toBe(404);
    expect((await send(t, 'GET', `/api/v6/campgrounds/${id}/connectivity?x=1`, null)).status).toBe(400);
  });

  it('rates each carrier as reports arrive, reaching every rating', async () => {
    const id = t.ids.get('test:1')!;
    await report(id, 0, [
      { carrier: 'att', signal: 'strong', 'download-mbps': 25, 'upload-mbps': 5 },
      { carrier: 'tmobile', signal: 'fair', 'download-mbps': 4 },
      { carrier: 'verizon', signal: 'weak', 'download-mbps': 1 },
      { carrier: 'other', signal: 'fair' },
    ]);
    // One camper's 'fair' bars read Fair, as the report says (ADR 0031), not Available.
    expect(await ratings(id)).toEqual({ att: 'Good', tmobile: 'Fair', verizon: 'Poor', other: 'Fair' });

    await report(id, 1, [{ carrier: 'other', signal: 'none' }]);
    expect((await ratings(id)).other).toBe('Available');
    await report(id, 2, [{ carrier: 'other', signal: 'fair' }]);
    expect((await ratings(id)).other).toBe('Fair');

    const response = await send(t, 'GET', `/api/v6/campgrounds/${id}/connectivity`, null);
    expect(response.body.data[0].attributes).toMatchObject({
      'report-count': 1,
      'median-download-mbps': 25,
      'median-upload-mbps': 5,
      'updated-at': '2030-06-01T12:00:00.000Z',
    });
  });

  it('follows deletes and moderation, and ignores visits older than a year', async () => {
    const id = t.ids.get('test:2')!;
    await report(id, 0, [{ carrier: 'verizon', signal: 'strong', 'download-mbps': 80 }], '2029-05-01');
    expect((await ratings(id)).verizon).toBe('Unknown');

    const slow = await report(id, 1, [{ carrier: 'verizon', signal: 'weak', 'download-mbps': 0.5 }]);
    expect((await ratings(id)).verizon).toBe('Poor');
    const fast = await report(id, 2, [{ carrier: 'verizon', signal: 'strong', 'download-mbps': 30 }]);
    expect((await ratings(id)).verizon).toBe('Good'); // median 15.25
    await report(id, 3, [{ carrier: 'verizon', signal: 'fair', 'download-mbps': 5 }]);
    expect((await ratings(id)).verizon).toBe('Fair'); // median 5

    expect(await setFieldReportHidden(t.database.db, Number(fast), true, clock.now())).toBe(true);
    expect((await ratings(id)).verizon).toBe('Poor'); // median 2.75
    await setFieldReportHidden(t.database.db, Number(fast), false, clock.now());
    expect((await ratings(id)).verizon).toBe('Fair');
    expect((await send(t, 'DELETE', `/api/v6/field-reports/${slow}`, campers[1]!)).status).toBe(204);
    expect((await ratings(id)).verizon).toBe('Good'); // median 17.5

    const onlyNone = await report(id, 0, [{ carrier: 'att', signal: 'none' }]);
    expect((await ratings(id)).att).toBe('Poor');
    await send(t, 'DELETE', `/api/v6/field-reports/${onlyNone}`, campers[0]!);
    expect((await ratings(id)).att).toBe('Unknown');
  });

  it('re-rates ratings stored under an older rule, and drops rows left without reports', async () => {
    const db = t.database.db;
    const id = t.ids.get('test:3')!;
    await report(id, 0, [{ carrier: 'att', signal: 'fair' }]);
    // As ADR 0008's rule stored one 'fair' report, and a row whose reports are gone.
    await db
      .update(campgroundConnectivity)
      .set({ rating: 'Available' })
      .where(eq(campgroundConnectivity.campgroundId, id));
    const stale = t.ids.get('test:4')!;
    await db.insert(campgroundConnectivity).values({
      campgroundId: stale,
      carrier: 'verizon',
      rating: 'Good',
      reportCount: 1,
      medianDownloadMbps: null,
      medianUploadMbps: null,
      updatedAt: clock.now(),
    });
    expect((await ratings(id)).att).toBe('Available');

    const recomputed = await db.transaction((tx) =>
      recomputeStoredConnectivity(tx as unknown as typeof db, clock.now()),
    );
    expect(recomputed).toBeGreaterThanOrEqual(2);
    expect((await ratings(id)).att).toBe('Fair');
    expect((await ratings(stale)).verizon).toBe('Unknown');
  });
});
