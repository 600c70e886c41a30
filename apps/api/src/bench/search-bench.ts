// `npm run bench -- search [--duration 5] [--connections 10] [--targets pglite,postgres]
//   [--sizes real,70000] [--keep]`
// Load-tests the search paths (a viewport search, the map, autocomplete) on PGlite and PostgreSQL,
// at the real dataset and topped up with synthetic rows, and prints req/s and p50/p99 under load
// plus p50/p99 of sequential requests on a single connection. Sizes over PGLITE_MAX_SIZE (e.g.
// `--sizes 1000000`, issue 17) run on PostgreSQL only unless --targets names pglite. The map's in-process response cache is off for
// every case except the one named "cached" (the same URL again and again: all hits after the first).
// The product's data is never written: PGlite runs on a copy of PGLITE_DATA_DIR in a temp directory,
// PostgreSQL on campwise_bench_<size> databases created (and dropped) next to the admin URL's.
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database, type DatabaseTarget } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { campgrounds } from '../db/schema/index.ts';
import { configureMapCache, MAP_CACHE_TTL_MS } from '../features/campgrounds/campground-map.ts';
import { refreshMapCells } from '../features/campgrounds/map-cells.ts';
import { importAll, isDatabaseEmpty } from '../features/import/import-service.ts';
import { adminQuery, benchAdminUrl, pgliteCopy, shownUrl, withDatabase } from './bench-databases.ts';
import { SYNTHETIC_KEY_PREFIX, topUpWithSyntheticCampgrounds } from './synthetic-campgrounds.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    targets: { type: 'string' },
    sizes: { type: 'string', default: 'real,70000' },
    keep: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const sizes = values.sizes.split(',').map((s) => s.trim());
/** PGlite (single-threaded wasm, in this process's memory) is not asked to hold more by default. */
const PGLITE_MAX_SIZE = 200_000;
const largest = Math.max(0, ...sizes.map((s) => (s === 'real' ? 0 : Number(s))));
const targets = (values.targets ?? (largest > PGLITE_MAX_SIZE ? 'postgres' : 'pglite,postgres'))
  .split(',')
  .map((t) => t.trim());
for (const target of targets) if (target !== 'pglite' && target !== 'postgres') usage(`unknown target "${target}"`);
for (const size of sizes) if (size !== 'real' && !(Number(size) > 0)) usage(`bad size "${size}"`);
if (!(duration > 0) || !(connections > 0)) usage('--duration and --connections must be positive numbers');
// "real" first, then ascending: every size tops up the database the previous size left.
sizes.sort((a, b) => (a === 'real' ? 0 : Number(a)) - (b === 'real' ? 0 : Number(b)));

function usage(problem: string): never {
  console.error(`${problem}\nUsage: npm run bench -- search [--duration 5] [--connections 10] `);
  console.error('  [--targets pglite,postgres] [--sizes real,70000] [--keep]');
  process.exit(2);
}

/** Issue 4's aim: p50 under load (10 connections). */
const AIM_MS = 10;
/** Issue 17's aim at a million campgrounds: p50 of single-connection requests. */
const SINGLE_AIM_MS = 20;
const SINGLE_REQUESTS = 100;
const cases = [
  {
    name: 'viewport search (Moab, 20)',
    path: '/api/v6/campgrounds?filter[bbox]=-109.8,38.4,-109.3,38.8&page[size]=20',
  },
  { name: 'map clusters (whole US, z4)', path: '/api/v6/campgrounds/map?bbox=-125,24,-66,50&zoom=4' },
  {
    name: 'map clusters (whole US, z4), cached',
    path: '/api/v6/campgrounds/map?bbox=-125,24,-66,50&zoom=4',
    cached: true,
  },
  { name: 'map clusters (Colorado, z6)', path: '/api/v6/campgrounds/map?bbox=-109.05,36.99,-102.04,41&zoom=6' },
  {
    name: 'map clusters (whole US, z4, rv)',
    path: '/api/v6/campgrounds/map?bbox=-125,24,-66,50&zoom=4&filter[site-types]=rv',
  },
  { name: 'autocomplete q=yosem', path: '/api/autocomplete?q=yosem' },
  { name: 'autocomplete q=bouldr (typo)', path: '/api/autocomplete?q=bouldr' },
];

interface Row {
  name: string;
  bytes: number;
  /** p50 and p99 of sequential requests on one connection, one at a time. */
  single: number;
  singleP99: number;
  rps: number;
  p50: number;
  p99: number;
}

interface Result {
  target: 'pglite' | 'postgres';
  size: string;
  rows: Row[];
}

const config = loadConfig();
const log = (line: string) => console.log(`  ${line}`);
const results: Result[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

async function count(database: Database): Promise<{ total: number; synthetic: number }> {
  const [row] = await database.db
    .select({
      total: sql<number>`count(*)::int`,
      synthetic: sql<number>`(count(*) FILTER (WHERE ${campgrounds.externalKey} LIKE ${`${SYNTHETIC_KEY_PREFIX}%`}))::int`,
    })
    .from(campgrounds);
  return row ?? { total: 0, synthetic: 0 };
}

async function importReal(database: Database): Promise<void> {
  await migrateDatabase(database);
  log(`importing the real dataset from ${config.DATA_DIR}…`);
  await importAll(database.db, { dataDir: config.DATA_DIR, log });
}

async function single(url: string, times = SINGLE_REQUESTS): Promise<{ single: number; singleP99: number }> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const at = (q: number) => took[Math.min(times - 1, Math.floor(times * q))]!;
  return { single: at(0.5), singleP99: at(0.99) };
}

async function load(url: string): Promise<Omit<Row, 'name' | 'bytes' | 'single' | 'singleP99'>> {
  const result = await autocannon({ url, duration, connections, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function benchDatabase(database: Database, target: Result['target'], size: string): Promise<void> {
  if (size !== 'real') {
    const started = performance.now();
    const added = await topUpWithSyntheticCampgrounds(database.db, Number(size), log);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (added > 0)
      log(`added ${added} synthetic campgrounds (external_key "${SYNTHETIC_KEY_PREFIX}…") in ${seconds} s`);
  }
  // The map's clusters come from campground_map_cells: rebuild them for the data as it is now (a
  // copied or imported database may predate them; the top-up added rows).
  const started = performance.now();
  await refreshMapCells(database.db);
  await database.db.execute(sql`VACUUM ANALYZE campground_map_cells`);
  log(`refreshed the map cells in ${(performance.now() - started).toFixed(0)} ms`);
  const { total, synthetic } = await count(database);
  const app = await buildApp({ db: database.db });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const rows: Row[] = [];
    for (const c of cases) {
      configureMapCache({ ttlMs: 'cached' in c && c.cached ? MAP_CACHE_TTL_MS : 0 });
      // Warm-up, and the body size; a failing case stops the run rather than measuring errors.
      const response = await app.inject({ method: 'GET', url: c.path });
      if (response.statusCode !== 200) throw new Error(`${c.path}: ${response.statusCode} ${response.body}`);
      const alone = await single(`${url}${c.path}`);
      rows.push({ name: c.name, bytes: response.body.length, ...alone, ...(await load(`${url}${c.path}`)) });
    }
    results.push({ target, size, rows });
    printTable(target, size, total, synthetic, rows);
  } finally {
    configureMapCache({ ttlMs: MAP_CACHE_TTL_MS });
    await app.close();
  }
}

function label(target: Result['target']): string {
  return target === 'pglite' ? 'PGlite' : 'PostgreSQL';
}

function printTable(target: Result['target'], size: string, total: number, synthetic: number, rows: Row[]): void {
  const what = synthetic > 0 ? `${total} campgrounds, ${synthetic} of them synthetic` : `${total} campgrounds`;
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(`\n${label(target)}, size ${size} (${what}); ${connections} connections, ${duration}s per case`);
  console.log(`(${os.cpus().length} CPUs, load average after the run ${load})`);
  const header = ['case', 'body', '1-conn p50', '1-conn p99', 'req/s', 'p50 ms', 'p99 ms'];
  const cells = rows.map((r) => [
    r.name,
    `${r.bytes} B`,
    r.single.toFixed(1),
    r.singleP99.toFixed(1),
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]!.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
  console.log('');
}

async function benchPglite(): Promise<void> {
  const copy = pgliteCopy(config.PGLITE_DATA_DIR, 'pglite', values.keep);
  const dir = copy.dir;
  cleanups.push(() => copy.cleanup());
  console.log(`\n== PGlite (benchmark copy in ${dir})`);
  if (copy.copied) log(`copied ${config.PGLITE_DATA_DIR} (read only)`);
  const database = await openDatabase({ driver: 'pglite', dataDir: dir });
  try {
    await migrateDatabase(database);
    if (await isDatabaseEmpty(database.db)) await importReal(database);
    for (const size of sizes) await benchDatabase(database, 'pglite', size);
  } finally {
    await database.close();
  }
}

async function benchPostgres(): Promise<void> {
  const adminUrl = benchAdminUrl();
  const shown = shownUrl(adminUrl);
  try {
    await adminQuery(adminUrl, 'SELECT 1');
  } catch (error) {
    console.log(
      `\n== PostgreSQL skipped: ${shown} is unreachable (${error instanceof Error ? error.message : error}).`,
    );
    console.log('   Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where CREATE DATABASE is allowed.');
    return;
  }
  console.log(`\n== PostgreSQL (benchmark databases next to ${shown})`);
  let previous: string | null = null;
  for (const size of sizes) {
    const name = `campwise_bench_${size}`;
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    // A larger size starts from a copy of the previous size's database rather than a new import.
    await adminQuery(adminUrl, `CREATE DATABASE ${name}${previous ? ` TEMPLATE ${previous}` : ''}`);
    log(previous ? `created ${name} from ${previous}` : `created ${name}`);
    cleanups.push(async () => {
      if (values.keep) console.log(`Kept the PostgreSQL database ${name}`);
      else await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
    const target: DatabaseTarget = { driver: 'postgres', url: withDatabase(adminUrl, name), poolSize: connections };
    const database = await openDatabase(target);
    try {
      if (!previous) await importReal(database);
      await benchDatabase(database, 'postgres', size);
    } finally {
      await database.close();
    }
    previous = name;
  }
}

try {
  for (const target of targets) await (target === 'pglite' ? benchPglite() : benchPostgres());
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

const postgres = results.filter((r) => r.target === 'postgres');
if (postgres.length === 0) {
  console.log(`\nAim (p50 under ${AIM_MS} ms on PostgreSQL): not measured, PostgreSQL did not run.`);
} else {
  const all = postgres.flatMap((r) => r.rows.map((row) => ({ ...row, size: r.size })));
  const worst = all.reduce((a, b) => (b.p50 > a.p50 ? b : a));
  const over = all.filter((row) => row.p50 >= AIM_MS);
  const slowest = all.reduce((a, b) => (b.single > a.single ? b : a));
  const slow = all.filter((row) => row.single > SINGLE_AIM_MS);
  console.log(
    slow.length === 0
      ? `\nSingle-connection aim met: every PostgreSQL p50 is ${SINGLE_AIM_MS} ms or less ` +
          `(worst ${slowest.single.toFixed(1)} ms: ${slowest.name}, size ${slowest.size}).`
      : `\nSingle-connection aim missed: ${slow.length} of ${all.length} PostgreSQL p50s are over ${SINGLE_AIM_MS} ms: ` +
          slow.map((row) => `${row.name} at ${row.size} (${row.single.toFixed(1)} ms)`).join('; ') +
          '.',
  );
  console.log(
    over.length === 0
      ? `Aim under load met: every PostgreSQL p50 is under ${AIM_MS} ms (worst ${worst.p50} ms: ${worst.name}, size ${worst.size}).`
      : `Aim under load missed: ${over.length} of ${all.length} PostgreSQL p50s are ${AIM_MS} ms or more: ` +
          over.map((row) => `${row.name} at ${row.size} (${row.p50} ms)`).join('; ') +
          '.',
  );
}
