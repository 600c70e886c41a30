// Re-imports keep managers' edits (docs/api-manager.md "Re-imports keep managers' edits"): the
// listing fields a manager edited stay as written when the open-data sources change the same
// fields, while the fields nobody edited, other fields and unmanaged campgrounds follow the sources.
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { campgroundManagers, campgrounds } from '../../db/schema/index.ts';
import { createUser, jsonApi, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { defaultFixture, writeImportFixture, type ImportFixture } from '../import/import-fixture.ts';
import { importAll } from '../import/import-service.ts';

let t: TestApp;
let db: Db;
let manager: TestUser;
const dirs: string[] = [];

async function runImport(fixture: ImportFixture = defaultFixture()) {
  const dir = writeImportFixture(fixture);
  dirs.push(dir);
  return importAll(db, { dataDir: dir });
}

async function byKey(externalKey: string) {
  const [row] = await db.select().from(campgrounds).where(eq(campgrounds.externalKey, externalKey));
  if (!row) throw new Error(`no campground ${externalKey}`);
  return row;
}

/** The sources after a season of changes: Halfmoon's listing fields and Devils Garden's phone. */
function changedSources(): ImportFixture {
  const fixture = defaultFixture();
  const ridb = fixture.ridb[0]!;
  ridb.FacilityName = 'HALFMOON CAMPGROUND (USFS)';
  ridb.FacilityPhone = '(719) 555-0100';
  ridb.FacilityDescription = '<p>Halfmoon has vault toilets.</p>';
  ridb.FacilityEmail = 'leadville@usda.gov';
  const usc = fixture.uscampgrounds[0]!;
  usc.num_sites = '30';
  usc.dates_open = 'jun-aug';
  usc.elevation = '9950';
  fixture.uscampgrounds[1]!.phone = '435.555.0123';
  return fixture;
}

const EDIT = {
  name: 'Halfmoon Lakeside Camp',
  description: 'Creekside sites under the pines.',
  phone: '(719) 555-0199',
  website: 'https://halfmoon-camp.example.com',
  email: 'hello@halfmoon-camp.example.com',
  season: 'June to September',
  'price-cents': 2800,
  'num-sites': 24,
  latitude: 39.17,
  longitude: -106.38,
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.database.db;
  await runImport();
  manager = await createUser(t);
  const halfmoon = await byKey('ridb:1001');
  await db.insert(campgroundManagers).values({ campgroundId: halfmoon.id, userId: Number(manager.id), role: 'owner' });
});

afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a re-import of a managed campground', () => {
  it('keeps the manager’s listing while its other fields and unmanaged campgrounds follow the sources', async () => {
    const before = await byKey('ridb:1001');
    const devilsBefore = (await db.select().from(campgrounds)).find((row) => row.name.startsWith('Devils Garden'))!;
    const edited = await t.request(
      jsonApi('PATCH', `/api/v6/campgrounds/${before.id}`, 'campgrounds', EDIT, { headers: manager.headers }),
    );
    expect(edited.status, edited.text).toBe(200);

    const report = await runImport(changedSources());
    expect(report.campgrounds).toMatchObject({ inserted: 0, notInSources: 0 });

    const after = await byKey('ridb:1001');
    expect(after).toMatchObject({
      name: EDIT.name,
      description: `<p>${EDIT.description}</p>`,
      phone: EDIT.phone,
      website: EDIT.website,
      email: EDIT.email,
      season: EDIT.season,
      priceCents: 2800,
      isFree: false,
      numSites: 24,
      latitude: 39.17,
      longitude: -106.38,
      regionCode: 'CO',
      // The page URL never moves with a rename.
      slug: before.slug,
    });
    // Not a listing field: the sources still say it.
    expect(after.elevationFt).toBe(9950);
    const page = await t.get(`/api/v6/campgrounds/${before.id}`);
    expect(page.body.data.attributes).toMatchObject({ name: EDIT.name, phone: EDIT.phone, 'num-sites': 24 });

    // Nobody manages Devils Garden: its phone follows the sources as before.
    const devils = await byKey(devilsBefore.externalKey);
    expect(devilsBefore.phone).not.toBe(devils.phone);
    expect(devils.phone).toMatch(/555.0123/);
  });

  it('a manager’s edit survives the next import of unchanged sources too', async () => {
    const before = await byKey('ridb:1001');
    const report = await runImport(changedSources());
    expect(report.campgrounds).toMatchObject({ inserted: 0, updated: 0 });
    expect(await byKey('ridb:1001')).toEqual(before);
  });
});

/** The sources with Sand Flats RV Park (OSM 503, both copies) saying `tags` besides its own. */
function sandFlatsSays(tags: Record<string, string>): ImportFixture {
  const fixture = changedSources();
  for (const feature of fixture.osm) if (feature.tags.osm_id === 503) Object.assign(feature.tags, tags);
  return fixture;
}

describe('a re-import of a campground whose manager edited some fields', () => {
  it('keeps only the edited fields; the others, the name included, follow the sources', async () => {
    await runImport(sandFlatsSays({ phone: '435-555-0140', description: 'Sites on the slickrock.' }));
    const before = await byKey('osm:503');
    expect(before).toMatchObject({ phone: '435-555-0140', managerEditedFields: [] });
    await db.insert(campgroundManagers).values({ campgroundId: before.id, userId: Number(manager.id), role: 'owner' });

    // The name is sent as it is: a value that does not change is not an edit.
    const edited = await t.request(
      jsonApi(
        'PATCH',
        `/api/v6/campgrounds/${before.id}`,
        'campgrounds',
        { name: before.name, phone: '(435) 555-0199' },
        { headers: manager.headers },
      ),
    );
    expect(edited.status, edited.text).toBe(200);
    expect((await byKey('osm:503')).managerEditedFields).toEqual(['phone']);

    const changed = sandFlatsSays({
      name: 'Sand Flats RV Resort',
      phone: '435-555-0150',
      description: 'Sites on the slickrock, now with power at every pad.',
    });
    const report = await runImport(changed);
    expect(report.campgrounds).toMatchObject({ inserted: 0, notInSources: 0 });
    const after = await byKey('osm:503');
    expect(after).toMatchObject({
      phone: '(435) 555-0199',
      description: '<p>Sites on the slickrock, now with power at every pad.</p>',
      name: 'Sand Flats RV Resort',
      slug: before.slug,
      managerEditedFields: ['phone'],
    });

    // The same sources again: nothing to write, the edit included.
    const again = await runImport(changed);
    expect(again.campgrounds).toMatchObject({ inserted: 0, updated: 0 });
    expect(await byKey('osm:503')).toEqual(after);
  });
});
