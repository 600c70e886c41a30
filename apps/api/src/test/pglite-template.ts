// The migrated PGlite template: a dumpDataDir() tarball in the temp dir, made once per schema and
// loaded by every test file instead of running initdb and the migrations again (decision 0026).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { migrationsKey } from './migrations-key.ts';

const cacheDir = path.join(tmpdir(), 'campwise-test-db');

async function buildTarball(): Promise<Buffer> {
  const database = await openDatabase({ driver: 'pglite', dataDir: null });
  try {
    await migrateDatabase(database);
    // drizzle keeps the PGlite instance it wraps as $client.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Flushed to the data files, so a loaded copy starts without replaying WAL.
    await client.exec('CHECKPOINT');
    return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** The template's path, made if missing. Safe to race: each maker writes aside, then renames. */
export async function ensurePgliteTemplate(): Promise<string> {
  const name = `pglite-${migrationsKey()}.tgz`;
  const file = path.join(cacheDir, name);
  if (existsSync(file)) return file;
  mkdirSync(cacheDir, { recursive: true });
  const tarball = await buildTarball();
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.part`;
  writeFileSync(aside, tarball);
  renameSync(aside, file);
  // Templates of older schemas are no longer wanted; a run still using one remakes it.
  for (const other of readdirSync(cacheDir)) {
    if (other.startsWith('pglite-') && other.endsWith('.tgz') && other !== name) {
      rmSync(path.join(cacheDir, other), { force: true });
    }
  }
  return file;
}

export async function loadPgliteTemplate(): Promise<Blob> {
  try {
    return new Blob([readFileSync(await ensurePgliteTemplate())]);
  } catch (error) {
    // Removed in between by a run on another schema (a migration changed mid-run): make it again.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return new Blob([readFileSync(await ensurePgliteTemplate())]);
  }
}
