// Re-running the import recases names stored by an older import (ADR 0031), on any campground
// whose name nobody edited; a name edited by hand stays as written, managed campground or not.
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campgrounds } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { defaultFixture, writeImportFixture } from './import-fixture.ts';
import { importAll } from './import-service.ts';

let database: TestDatabase;
const dirs: string[] = [];

function sources() {
  const fixture = defaultFixture();
  for (const feature of fixture.osm) {
    if (feature.tags.osm_id === 503) feature.tags.name = 'Sand Flats Of The Moab RV Park';
  }
  return fixture;
}

async function runImport() {
  const dir = writeImportFixture(sources());
  dirs.push(dir);
  return importAll(database.db, { dataDir: dir });
}

async function byKey(externalKey: string) {
  const [row] = await database.db.select().from(campgrounds).where(eq(campgrounds.externalKey, externalKey));
  if (!row) throw new Error(`no campground ${externalKey}`);
  return row;
}

/** The row as an import before ADR 0031 left it: the source's casing, and that content's hash. */
async function asOlderImportWrote(externalKey: string, name: string, editedFields: string[] = []) {
  await database.db
    .update(campgrounds)
    .set({ name, contentHash: 'older-import', managerEditedFields: editedFields })
    .where(eq(campgrounds.externalKey, externalKey));
}

beforeAll(async () => {
  database = await createTestDatabase();
  await runImport();
});

afterAll(async () => {
  await database.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('names on import', () => {
  it('stores names cased by the rules: ALL CAPS and capitalised small words fixed', async () => {
    expect((await byKey('osm:503')).name).toBe('Sand Flats of the Moab RV Park');
    expect((await byKey('ridb:1001')).name).toBe('Halfmoon Campground');
  });

  it('recases rows an older import stored, keeping their slugs, but never a name edited by hand', async () => {
    const sandFlats = await byKey('osm:503');
    const halfmoon = await byKey('ridb:1001');
    await asOlderImportWrote('osm:503', 'Sand Flats Of The Moab RV Park');
    // An admin's correction of an unmanaged campground: recorded by the listing editor.
    await asOlderImportWrote('ridb:1001', 'HALFMOON Lakeside Camp', ['name']);

    const report = await runImport();
    expect(report.campgrounds).toMatchObject({ inserted: 0, updated: 2 });
    expect(await byKey('osm:503')).toMatchObject({ name: 'Sand Flats of the Moab RV Park', slug: sandFlats.slug });
    expect(await byKey('ridb:1001')).toMatchObject({ name: 'HALFMOON Lakeside Camp', slug: halfmoon.slug });

    // And the next run of unchanged sources is a no-op.
    expect((await runImport()).campgrounds).toMatchObject({ inserted: 0, updated: 0 });
  });
});
