// Where the benchmarks run: a private copy of the product's PGlite directory (opening one writes
// to it, and the product's must stay untouched) and throwaway PostgreSQL databases created next
// to an admin URL. Shared by the search and bookings benchmarks.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The server where benchmark databases are created: BENCH_DATABASE_URL, else the tests'. */
export function benchAdminUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
}

/** The admin URL with its password hidden, for printing. */
export function shownUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//…@');
}

/** The same server, another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One statement on a short-lived connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A temp directory holding a copy of `source` when it has data (else empty, to import into).
 * `cleanup` removes it unless `keep` (then it says where it is).
 */
export function pgliteCopy(
  source: string,
  label: string,
  keep: boolean,
): { dir: string; copied: boolean; cleanup(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `campwise-bench-${label}-`));
  const copied = existsSync(source) && readdirSync(source).length > 0;
  if (copied) {
    cpSync(source, dir, { recursive: true });
    rmSync(path.join(dir, 'postmaster.pid'), { force: true });
  }
  return {
    dir,
    copied,
    cleanup() {
      if (keep) console.log(`Kept the PGlite benchmark copy in ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}
