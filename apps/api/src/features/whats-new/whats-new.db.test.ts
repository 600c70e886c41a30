import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, sql } from 'drizzle-orm';
import { campgrounds } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postFieldReport } from '../field-reports/field-report-test-helpers.ts';
import { setReviewHidden } from '../reviews/review-repository.ts';
import { postReview } from '../reviews/review-test-helpers.ts';

let t: TestApp;
let camper: TestUser;
let aspen: number;
let cottonwood: number;
let deerCreek: number;
let utahBearLake: number;

// Within 50 km of the Colorado fixtures (39.0x, -105.0x); Utah's Bear Lake is ~550 km away.
const NEAR_COLORADO = 'filter[around]=-105.02,39.02,50';

type Resource = { type: string; id: string; attributes: Record<string, unknown>; relationships?: never };

function ids(body: { data: Resource[] }): string[] {
  return body.data.map((resource) => resource.id);
}

beforeAll(async () => {
  t = await createTestApp();
  camper = await createUser(t, { fullName: 'Rae Rambler' });
  aspen = t.ids.get('test:1')!;
  cottonwood = t.ids.get('test:3')!;
  deerCreek = t.ids.get('test:4')!;
  utahBearLake = t.ids.get('test:6')!;
  // The fixtures are written in one statement: give two of them later "added" times.
  const { db } = t.database;
  await db
    .update(campgrounds)
    .set({ createdAt: sql`now() + interval '2 days'`, updatedAt: sql`now() + interval '2 days'` })
    .where(eq(campgrounds.id, cottonwood));
  await db
    .update(campgrounds)
    .set({ createdAt: sql`now() + interval '1 day'`, updatedAt: sql`now() + interval '1 day'` })
    .where(eq(campgrounds.id, aspen));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /whats-new/campgrounds', () => {
  it('lists campgrounds newest added first, paged, with the total of visible ones', async () => {
    const response = await t.get('/api/v6/whats-new/campgrounds?page[size]=2');
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([String(cottonwood), String(aspen)]);
    expect(response.body.data[0].attributes.name).toBe('Cottonwood Flats');
    const [visible] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(campgrounds)
      .where(isNull(campgrounds.hiddenAt));
    expect(response.body.meta.total).toBe(visible?.n);
    expect(response.body.links.next).toContain('page%5Bnumber%5D=2');
  });

  it('lists as updated only campgrounds changed after they were added, latest change first', async () => {
    const before = await t.get('/api/v6/whats-new/campgrounds?filter[change]=updated');
    expect(before.status).toBe(200);
    expect(before.body.meta.total).toBe(0);

    await t.database.db
      .update(campgrounds)
      .set({ updatedAt: sql`created_at + interval '3 days'` })
      .where(eq(campgrounds.id, deerCreek));
    const after = await t.get('/api/v6/whats-new/campgrounds?filter[change]=updated');
    expect(ids(after.body)).toEqual([String(deerCreek)]);
  });

  it('keeps to the circle and leaves hidden campgrounds out', async () => {
    const near = await t.get(`/api/v6/whats-new/campgrounds?${NEAR_COLORADO}&page[size]=200`);
    expect(ids(near.body)).toContain(String(aspen));
    expect(ids(near.body)).not.toContain(String(utahBearLake));

    await t.database.db.update(campgrounds).set({ hiddenAt: new Date() }).where(eq(campgrounds.id, cottonwood));
    const shown = await t.get('/api/v6/whats-new/campgrounds?page[size]=1');
    expect(ids(shown.body)).toEqual([String(aspen)]);
    await t.database.db.update(campgrounds).set({ hiddenAt: null }).where(eq(campgrounds.id, cottonwood));
  });

  it('answers bad filters with a 400 naming the parameter', async () => {
    for (const query of ['filter[change]=removed', 'filter[around]=north', 'filter[colour]=green', 'sort=name']) {
      const response = await t.get(`/api/v6/whats-new/campgrounds?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0].source.parameter, query).toBeTruthy();
    }
  });
});

describe('GET /whats-new/reviews and /whats-new/field-reports', () => {
  let coloradoReview: string;
  let utahReview: string;

  beforeAll(async () => {
    coloradoReview = (await postReview(t, camper, aspen, { title: 'Aspens turning gold' })).body.data.id;
    utahReview = (await postReview(t, camper, utahBearLake, { title: 'Windy but worth it' })).body.data.id;
    const reports = [
      { campground: aspen, signals: [{ carrier: 'verizon', signal: 'strong', 'download-mbps': 31.5 }] },
      { campground: utahBearLake, signals: [{ carrier: 'att', signal: 'weak' }] },
    ];
    for (const report of reports) {
      const response = await postFieldReport(t, camper, report.campground, {
        'visited-on': '2024-06-01',
        'road-notes': 'Graded gravel, fine for cars',
        signals: report.signals,
      });
      expect(response.status).toBe(201);
    }
  });

  it('lists the newest reviews first, each with its campground when asked to include it', async () => {
    const response = await t.get('/api/v6/whats-new/reviews?include=campground');
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([utahReview, coloradoReview]);
    expect(response.body.data[0].attributes).toMatchObject({
      title: 'Windy but worth it',
      'author-name': 'Rae Rambler',
    });
    expect(response.body.data[0].relationships.campground.data).toEqual({
      type: 'campgrounds',
      id: String(utahBearLake),
    });
    const included = response.body.included.map((resource: Resource) => `${resource.type}:${resource.id}`).sort();
    expect(included).toEqual([`campgrounds:${aspen}`, `campgrounds:${utahBearLake}`].sort());

    const bare = await t.get('/api/v6/whats-new/reviews');
    expect(bare.body.included).toBeUndefined();
  });

  it('keeps reviews to the circle and leaves hidden ones out', async () => {
    const near = await t.get(`/api/v6/whats-new/reviews?${NEAR_COLORADO}`);
    expect(ids(near.body)).toEqual([coloradoReview]);
    expect(near.body.meta.total).toBe(1);

    await setReviewHidden(t.database.db, Number(utahReview), true);
    const all = await t.get('/api/v6/whats-new/reviews');
    expect(ids(all.body)).toEqual([coloradoReview]);
    await setReviewHidden(t.database.db, Number(utahReview), false);
  });

  it('lists the newest field reports with their signals, in the circle when one is given', async () => {
    const all = await t.get('/api/v6/whats-new/field-reports?include=campground');
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBe(2);
    expect(all.body.data[0].relationships.campground.data.id).toBe(String(utahBearLake));

    const near = await t.get(`/api/v6/whats-new/field-reports?${NEAR_COLORADO}&include=campground`);
    expect(near.body.data).toHaveLength(1);
    expect(near.body.data[0].attributes.signals).toEqual([
      { carrier: 'verizon', 'carrier-label': 'Verizon', signal: 'strong', 'download-mbps': 31.5, 'upload-mbps': null },
    ]);
    expect(near.body.included.map((resource: Resource) => resource.attributes.name)).toEqual(['Aspen Meadow']);
  });

  it('refuses includes it does not have', async () => {
    const response = await t.get('/api/v6/whats-new/field-reports?include=author');
    expect(response.status).toBe(400);
  });
});
