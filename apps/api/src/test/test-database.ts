// A fresh, migrated database for one test file: in-memory PGlite by default, or a new
// PostgreSQL database when TEST_DB=postgres (created from TEST_DATABASE_URL, dropped after).
// Both start as a copy of a template migrated once per schema (decision 0026); { migrate: 'fresh' }
// runs the real migrations instead, for tests of the migrations themselves.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseTarget } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { loadPgliteTemplate } from './pglite-template.ts';
import { createFromPostgresTemplate } from './postgres-template.ts';

export interface TestDatabase extends Database {
  /** Where it is: on PostgreSQL, a second pool on the same database (two API processes). */
  target: DatabaseTarget;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** 'template' (default): a copy of the migrated template; 'fresh': an empty database migrated now. */
  migrate?: 'template' | 'fresh';
}

function isLocal(hostname: string): boolean {
  return ['localhost', '127.0.0.1', '::1', '[::1]'].includes(hostname) || hostname === '';
}

/** TEST_DATABASE_URL, checked: tests create and drop databases, so only on this machine. */
export function testServerUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const { hostname } = new URL(adminUrl);
  if (!isLocal(hostname)) throw new Error(`Refusing to run tests against non-local database host ${hostname}`);
  return adminUrl;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const fresh = options.migrate === 'fresh';
  if (process.env.TEST_DB !== 'postgres') {
    const target: DatabaseTarget = { driver: 'pglite', dataDir: null };
    const loadDataDir = fresh ? undefined : await loadPgliteTemplate();
    const database = await openDatabase({ ...target, loadDataDir });
    if (fresh) await migrateDatabase(database);
    return { ...database, target, destroy: () => database.close() };
  }

  const adminUrl = testServerUrl();
  const url = new URL(adminUrl);

  const name = `campwise_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (fresh) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  } else {
    await createFromPostgresTemplate(adminUrl, name);
  }

  url.pathname = `/${name}`;
  const target: DatabaseTarget = { driver: 'postgres', url: url.toString(), poolSize: 4 };
  const database = await openDatabase(target);
  if (fresh) await migrateDatabase(database);
  return {
    ...database,
    target,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
