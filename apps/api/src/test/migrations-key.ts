// A short key naming the migrated test template: it changes whenever a migration file does, so a
// template is never reused across a schema change (decision 0026).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { migrationsFolder } from '../db/migrate.ts';

// Bump when the way templates are made changes, so old ones are not picked up.
const TEMPLATE_FORMAT = 1;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function packageVersion(name: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, string>;
      if (manifest.name === name) return manifest.version ?? '';
    } catch {
      // no package.json at this level
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json found for ${name}`);
    dir = parent;
  }
}

// A PGlite data directory is only readable by the PGlite build that wrote it; Drizzle's migrator
// decides how the applied migrations are recorded.
const TOOLS = ['@electric-sql/pglite', 'drizzle-orm'];

export function migrationsKey(folder: string = migrationsFolder): string {
  const hash = createHash('sha256').update(`format ${TEMPLATE_FORMAT}\0`);
  for (const tool of TOOLS) hash.update(`${tool} ${packageVersion(tool)}\0`);
  for (const file of filesUnder(folder)) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(folder, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
