// The migrated PostgreSQL template database: made once per schema on the test server, copied with
// CREATE DATABASE ... TEMPLATE for each test file instead of running the migrations (decision 0026).
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { migrationsKey } from './migrations-key.ts';

const PREFIX = 'campwise_template_';
// One advisory lock for every test process on the server (parallel workers, parallel runs): the
// template is made, replaced and copied by one of them at a time.
const LOCK_TEMPLATE = "SELECT pg_advisory_lock(hashtext('campwise test template'))";

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function makeTemplate(admin: pg.Client, adminUrl: string, name: string): Promise<void> {
  await admin.query(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  // Copying fails while anyone is connected to the template, so from now on nobody may.
  await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
}

/** The template's name, made if missing; call holding the template lock. */
async function ensureTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const wanted = `${PREFIX}${migrationsKey()}`;
  const { rows } = await admin.query<{ datname: string; datistemplate: boolean }>(
    'SELECT datname, datistemplate FROM pg_database WHERE starts_with(datname, $1)',
    [PREFIX],
  );
  let ready = false;
  for (const row of rows) {
    // A finished template of this schema is marked IS_TEMPLATE last; anything else is an older
    // schema's, or one whose maker died half-way.
    if (row.datname === wanted && row.datistemplate) {
      ready = true;
      continue;
    }
    await admin.query(`ALTER DATABASE ${row.datname} WITH IS_TEMPLATE false`);
    await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  }
  if (!ready) await makeTemplate(admin, adminUrl, wanted);
  return wanted;
}

async function withTemplateLock<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(LOCK_TEMPLATE);
    return await work(admin);
  } finally {
    // Ending the session releases the lock too, even when a query above failed.
    await admin.end();
  }
}

/** Makes the template if missing (the db project's global setup, before its workers start). */
export async function ensurePostgresTemplate(adminUrl: string): Promise<void> {
  await withTemplateLock(adminUrl, (admin) => ensureTemplate(admin, adminUrl));
}

/** Creates database `name` as a copy of the migrated template, making the template first if needed. */
export async function createFromPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  await withTemplateLock(adminUrl, async (admin) => {
    const template = await ensureTemplate(admin, adminUrl);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
}
