import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, sql } from 'drizzle-orm';
import { campgrounds, dataImports } from '../../db/schema/index.ts';
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

  it('after an import, counts as added only campgrounds created since the first import finished', async () => {
    const { db } = t.database;
    // The fixtures are "the import"; it finished half a day after writing them, before the two
    // campgrounds given later times were added. A second import later does not move the line.
    const [first] = await db
      .insert(dataImports)
      .values({ formatVersion: 1, report: {}, finishedAt: sql`now() + interval '12 hours'` })
      .returning({ finishedAt: dataImports.finishedAt });
    await db.insert(dataImports).values({ formatVersion: 1, report: {}, finishedAt: sql`now() + interval '3 days'` });
    try {
      const response = await t.get('/api/v6/whats-new/campgrounds');
      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual([String(cottonwood), String(aspen)]);
      expect(response.body.meta).toMatchObject({ total: 2, 'added-since': first!.finishedAt.toISOString() });
      // "Updated" is not about the import line.
      const updated = await t.get('/api/v6/whats-new/campgrounds?filter[change]=updated');
      expect(updated.body.meta['added-since']).toBeUndefined();
    } finally {
      await db.delete(dataImports);
    }
    const withoutImport = await t.get('/api/v6/whats-new/campgrounds?page[size]=1');
    expect(withoutImport.body.meta['added-since']).toBeNull();
  });

  it('breaks ties in the added time by the newest id, so pages never overlap', async () => {
    const firstPage = await t.get('/api/v6/whats-new/campgrounds?page[size]=3');
    const secondPage = await t.get('/api/v6/whats-new/campgrounds?page[size]=3&page[number]=2');
    const listed = [...ids(firstPage.body), ...ids(secondPage.body)];
    expect(new Set(listed).size).toBe(listed.length);
    // After the two added later, the rest share the fixtures' one time: highest id first.
    const sameTime = listed.slice(2).map(Number);
    expect(sameTime).toEqual([...sameTime].sort((a, b) => b - a));
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

describe('the indexes of the lists', () => {
  // Three fixture rows are cheaper to scan than any index, so the planner is told not to scan:
  // what is left is whether an index can give the lists' order (and their filters) at all.
  async function plan(query: string): Promise<string> {
    const { db } = t.database;
    return db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      const result = (await tx.execute(sql.raw(`EXPLAIN ${query}`))) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it('reads each list in its order from an index instead of sorting the table', async () => {
    expect(await plan('SELECT id FROM campgrounds ORDER BY created_at DESC, id DESC LIMIT 6')).toContain(
      'campgrounds_created_idx',
    );
    expect(
      await plan('SELECT id FROM campgrounds WHERE updated_at > created_at ORDER BY updated_at DESC, id DESC LIMIT 6'),
    ).toContain('campgrounds_updated_after_added_idx');
    expect(
      await plan('SELECT id FROM reviews WHERE hidden_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 6'),
    ).toContain('reviews_visible_created_idx');
    expect(
      await plan('SELECT id FROM field_reports WHERE hidden_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 6'),
    ).toContain('field_reports_visible_created_idx');
  });
});
