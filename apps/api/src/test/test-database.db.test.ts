// The test databases every API test runs on: copies of a migrated template (decision 0026) must be
// exactly what running the migrations gives, and each copy its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../db/migrate.ts';
import { schemaSnapshot, type SchemaSnapshot } from './schema-snapshot.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

let fromTemplate: TestDatabase;
let migrated: TestDatabase;
let templateSnapshot: SchemaSnapshot;
let migratedSnapshot: SchemaSnapshot;

beforeAll(async () => {
  fromTemplate = await createTestDatabase();
  migrated = await createTestDatabase({ migrate: 'fresh' });
  templateSnapshot = await schemaSnapshot(fromTemplate.db);
  migratedSnapshot = await schemaSnapshot(migrated.db);
});
afterAll(async () => {
  await fromTemplate?.destroy();
  await migrated?.destroy();
});

async function count(database: TestDatabase, table: string): Promise<number> {
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('a test database made from the template', () => {
  it('sees what the migrations made (the comparison below is not of two empty lists)', () => {
    const sections = ['schemas', 'extensions', 'relations', 'columns', 'constraints', 'indexes', 'triggers'] as const;
    for (const section of [...sections, 'functions', 'sequences', 'rows'] as const) {
      expect(migratedSnapshot[section].length, section).toBeGreaterThan(0);
    }
    // A function a late migration replaces, what both extensions back, and one journal row a migration.
    expect(migratedSnapshot.functions.join('\n')).toContain('campwise_release_nights');
    expect(migratedSnapshot.constraints.join('\n')).toContain('EXCLUDE USING gist');
    expect(migratedSnapshot.indexes.join('\n')).toContain('gin_trgm_ops');
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = migratedSnapshot.rows.find((line) => line.startsWith('"drizzle"."__drizzle_migrations" |'));
    expect(applied).toMatch(new RegExp(`\\| ${journal.entries.length} `));
  });

  it('has the same tables, columns, constraints, indexes, triggers, functions, types and rows as a fresh migration', () => {
    expect(templateSnapshot).toEqual(migratedSnapshot);
  });

  it('is its own copy: a row written in one is not in another', async () => {
    const other = await createTestDatabase();
    try {
      const before = await count(other, 'platform_subscriptions');
      await fromTemplate.db.execute(sql`delete from platform_subscriptions`);
      expect(await count(fromTemplate, 'platform_subscriptions')).toBe(0);
      expect(before).toBeGreaterThan(0);
      expect(await count(other, 'platform_subscriptions')).toBe(before);
    } finally {
      await other.destroy();
    }
  });
});
