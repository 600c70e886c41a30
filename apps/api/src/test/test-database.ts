// A fresh, migrated database for one test file: in-memory PGlite by default, or a new
// PostgreSQL database when TEST_DB=postgres (created from TEST_DATABASE_URL, dropped after).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseTarget } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

export interface TestDatabase extends Database {
  /** Where it is: on PostgreSQL, a second pool on the same database (two API processes). */
  target: DatabaseTarget;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

function isLocal(url: URL): boolean {
  return ['localhost', '127.0.0.1', '::1', '[::1]'].includes(url.hostname) || url.hostname === '';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const target: DatabaseTarget = { driver: 'pglite', dataDir: null };
    const database = await openDatabase(target);
    await migrateDatabase(database);
    return { ...database, target, destroy: () => database.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const url = new URL(adminUrl);
  // Tests create and drop databases: refuse anything that is not on this machine.
  if (!isLocal(url)) throw new Error(`Refusing to run tests against non-local database host ${url.hostname}`);

  const name = `campwise_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  url.pathname = `/${name}`;
  const target: DatabaseTarget = { driver: 'postgres', url: url.toString(), poolSize: 4 };
  const database = await openDatabase(target);
  await migrateDatabase(database);
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
