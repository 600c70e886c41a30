// Opens the database: PGlite in-process by default, a PostgreSQL server when a URL is given.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { loadDatabaseConfig } from '../config.ts';
import { listenOnPglite, listenOnPostgres, type Listen } from './listen.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** LISTEN on a channel (the job runner's wake-up); NOTIFYs arrive when their transaction commits. */
  listen: Listen;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { driver: 'postgres'; url: string; poolSize?: number }
  // dataDir null: in memory. loadDataDir: a dumpDataDir() tarball to start from instead of initdb
  // (the tests' migrated template, decision 0026).
  | { driver: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle client losing its server must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      driver: 'postgres',
      listen: listenOnPostgres(target.url),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // pg_trgm backs the autocomplete's typo-tolerant search (migration 0003 creates it); btree_gist
  // backs the exclusion constraint that keeps a site from being booked twice (migration 0009).
  const options = { extensions: { pg_trgm, btree_gist }, loadDataDir: target.loadDataDir };
  const client = target.dataDir ? new PGlite(target.dataDir, options) : new PGlite(options);
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    driver: 'pglite',
    listen: listenOnPglite(client),
    close: () => client.close(),
  };
}

export function targetFromConfig(config: {
  DATABASE_URL?: string | undefined;
  PGLITE_DATA_DIR: string;
}): DatabaseTarget {
  return config.DATABASE_URL
    ? { driver: 'postgres', url: config.DATABASE_URL }
    : { driver: 'pglite', dataDir: config.PGLITE_DATA_DIR };
}

/** The configured database, reading only its own settings (command-line tasks). */
export function configuredDatabaseTarget(): DatabaseTarget {
  return targetFromConfig(loadDatabaseConfig());
}
