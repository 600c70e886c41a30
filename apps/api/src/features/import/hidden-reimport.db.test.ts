// A re-import counts what the public sees (issue 14): a campground an admin hid stays out of the
// places' near, state and area counts the import recomputes, as hiding left them, and keeps its
// admin-area memberships, so showing it again counts it back in.
import { rmSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { adminAreaCampgrounds, campgrounds, places } from '../../db/schema/index.ts';
import { createAdmin, jsonApi, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { defaultFixture, writeImportFixture } from './import-fixture.ts';
import { importAll } from './import-service.ts';

let t: TestApp;
let db: Db;
let admin: TestUser;
const dirs: string[] = [];

async function runImport() {
  const dir = writeImportFixture(defaultFixture());
  dirs.push(dir);
  return importAll(db, { dataDir: dir });
}

async function counts() {
  return db
    .select({ place: places.sourceId, nearCount: places.nearCount, areaCount: places.areaCount })
    .from(places)
    .orderBy(asc(places.kind), asc(places.sourceId));
}

async function membershipsOf(campgroundId: number) {
  const rows = await db
    .select({ placeId: adminAreaCampgrounds.placeId })
    .from(adminAreaCampgrounds)
    .where(eq(adminAreaCampgrounds.campgroundId, campgroundId));
  return rows.map((row) => row.placeId).sort();
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.database.db;
  await runImport();
  admin = await createAdmin(t);
});

afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a re-import with a hidden campground', () => {
  it('leaves it out of every count it recomputes, keeps its memberships, and showing it counts it again', async () => {
    const shown = await counts();
    const [devils] = await db
      .select()
      .from(campgrounds)
      .where(eq(campgrounds.externalKey, 'usc:UT:DEVI:38.78,-109.57'));
    const areas = await membershipsOf(devils!.id);
    expect(areas.length).toBeGreaterThan(0);

    const hidden = await t.request(
      jsonApi(
        'POST',
        `/api/v6/campgrounds/${devils!.id}/hiding`,
        'campground-hidings',
        { reason: 'Closed' },
        {
          headers: admin.headers,
        },
      ),
    );
    expect(hidden.status, hidden.text).toBe(200);
    const afterHiding = await counts();
    // Utah, Moab, Arches (near and inside) each count one campground fewer.
    expect(afterHiding).not.toEqual(shown);

    await runImport();
    expect(await counts()).toEqual(afterHiding);
    expect(await membershipsOf(devils!.id)).toEqual(areas);

    const unhidden = await t.request({
      method: 'DELETE',
      url: `/api/v6/campgrounds/${devils!.id}/hiding`,
      headers: admin.headers,
    });
    expect(unhidden.status, unhidden.text).toBe(200);
    expect(await counts()).toEqual(shown);
    await runImport();
    expect(await counts()).toEqual(shown);
  });
});
