// `npm run bench -- bookings [--bookings 300] [--concurrency 10] [--racers 50] [--size 40000]
//   [--targets pglite,postgres] [--keep]`
// Issue 13's figures, on PGlite and PostgreSQL, over real HTTP on loopback:
// - booking throughput: whole checkouts (draft → guest details → payment with the local test
//   processor → confirmed) per second at a given concurrency, and their p50/p99;
// - a race: `racers` campers booking the same site and nights at once (exactly one must win);
// - the availability search p50 at `size` campgrounds, every one with synthetic inventory and a
//   share of its sites blocked over the searched nights.
// The product's data is never written: PGlite runs on a copy of PGLITE_DATA_DIR (or a fresh
// import) in a temp directory, PostgreSQL on a campwise_bench_bookings database it drops after.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { addDays } from '@campwise/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { users } from '../db/schema/index.ts';
import { startSession } from '../features/auth/token-service.ts';
import { importAll, isDatabaseEmpty } from '../features/import/import-service.ts';
import { adminQuery, benchAdminUrl, pgliteCopy, withDatabase } from './bench-databases.ts';
import { topUpWithSyntheticCampgrounds } from './synthetic-campgrounds.ts';
import { addSyntheticInventory } from './synthetic-inventory.ts';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '10' },
    racers: { type: 'string', default: '50' },
    size: { type: 'string', default: '40000' },
    targets: { type: 'string', default: 'pglite,postgres' },
    keep: { type: 'boolean', default: false },
  },
});
const bookingCount = Number(values.bookings);
const concurrency = Number(values.concurrency);
const racers = Number(values.racers);
const size = Number(values.size);
const targets = values.targets.split(',').map((t) => t.trim());
if (![bookingCount, concurrency, racers, size].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('Usage: npm run bench -- bookings [--bookings 300] [--concurrency 10] [--racers 50] [--size 40000]');
  console.error('  [--targets pglite,postgres] [--keep]');
  process.exit(2);
}

const config = loadConfig();
const log = (line: string) => console.log(`  ${line}`);
const cleanups: (() => Promise<void> | void)[] = [];
const today = new Date().toISOString().slice(0, 10);
// The searched nights (a share of sites blocked) and the booked nights never meet.
const SEARCH_START = addDays(today, 60);
const SEARCH_END = addDays(today, 63);
const JSON_API = 'application/vnd.api+json';

interface Camper {
  id: number;
  headers: Record<string, string>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function makeCampers(database: Database, count: number, label: string): Promise<Camper[]> {
  const campers: Camper[] = [];
  for (let i = 0; i < count; i++) {
    const [row] = await database.db
      .insert(users)
      .values({ email: `bench-${label}-${i}-${process.pid}@example.com`, fullName: `Bench Camper ${i}` })
      .returning({ id: users.id });
    const session = await startSession(
      database.db,
      row!.id,
      { accessTokenTtlSeconds: 3600, refreshTokenTtlSeconds: 3600 },
      new Date(),
    );
    campers.push({
      id: row!.id,
      headers: { 'x-access-token': session.accessToken, authorization: `Bearer ${session.accessToken}` },
    });
  }
  return campers;
}

/** Milliseconds per request of a checkout, by step: where the time of a checkout goes. */
const stepTimes = new Map<string, number[]>();

async function timed<T>(step: string, work: Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work;
  const list = stepTimes.get(step) ?? [];
  list.push(performance.now() - started);
  stepTimes.set(step, list);
  return result;
}

async function call(
  base: string,
  method: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  json = false,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const type = json ? 'application/json' : JSON_API;
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { accept: type, ...(body === undefined ? {} : { 'content-type': type }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const dataOf = (body: Record<string, unknown>) => body.data as { id: string; attributes: Record<string, unknown> };

/** One whole checkout; answers its status at the end ("confirmed") and the time it took. */
async function checkout(
  base: string,
  camper: Camper,
  stay: { campgroundId: number; siteId: number; start: string; end: string },
): Promise<{ status: string; ms: number; httpStatus: number }> {
  const started = performance.now();
  const card = await timed(
    'payment method',
    call(
      base,
      'POST',
      '/api/local-payments/payment-methods',
      { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Bench Camper' },
      {},
      true,
    ),
  );
  const created = await timed(
    'POST reservation',
    call(
      base,
      'POST',
      '/api/v6/reservations',
      {
        data: {
          type: 'reservations',
          attributes: { 'start-date': stay.start, 'end-date': stay.end },
          relationships: {
            campground: { data: { type: 'campgrounds', id: String(stay.campgroundId) } },
            site: { data: { type: 'sites', id: String(stay.siteId) } },
          },
        },
      },
      camper.headers,
    ),
  );
  if (created.status !== 201) return { status: 'refused', ms: performance.now() - started, httpStatus: created.status };
  const id = dataOf(created.body).id;
  const details = await timed(
    'PATCH guest details',
    call(
      base,
      'PATCH',
      `/api/v6/reservations/${id}?include=reservation-items`,
      {
        data: {
          type: 'reservations',
          id,
          attributes: { name: 'Bench Camper', phone: '(555) 123-4567', adults: 2, 'policies-accepted': true },
        },
      },
      camper.headers,
    ),
  );
  if (details.status !== 200) throw new Error(`PATCH ${details.status} ${JSON.stringify(details.body)}`);
  const paid = await timed(
    'POST payment',
    call(
      base,
      'POST',
      `/api/v6/reservations/${id}/payment`,
      { data: { type: 'reservation-payments', attributes: { 'payment-method-id': (card.body as { id: string }).id } } },
      camper.headers,
    ),
  );
  if (paid.status !== 200) throw new Error(`payment ${paid.status} ${JSON.stringify(paid.body)}`);
  return { status: String(dataOf(paid.body).attributes.status), ms: performance.now() - started, httpStatus: 200 };
}

async function freeStays(database: Database, count: number): Promise<{ campgroundId: number; siteId: number }[]> {
  const result = await database.db.execute(sql`
    select s.campground_id as "campgroundId", s.id as "siteId" from sites s
    join booking_settings b on b.campground_id = s.campground_id and b.booking_policy = 'instant' and b.enabled
    join site_types t on t.id = s.site_type_id and t.kind = 'tent'
    order by s.id limit ${count}`);
  return (result as unknown as { rows: { campgroundId: number; siteId: number }[] }).rows;
}

async function benchThroughput(database: Database, base: string): Promise<string[]> {
  const stays = await freeStays(database, bookingCount);
  const campers = await makeCampers(database, concurrency, 'throughput');
  const start = addDays(today, 20);
  const end = addDays(today, 22);
  const took: number[] = [];
  stepTimes.clear();
  let confirmed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    campers.map(async (camper) => {
      while (next < stays.length) {
        const stay = stays[next++]!;
        const result = await checkout(base, camper, { ...stay, start, end });
        if (result.status === 'confirmed') confirmed += 1;
        took.push(result.ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  took.sort((a, b) => a - b);
  return [
    `checkouts to confirmed: ${confirmed}/${stays.length} in ${seconds.toFixed(1)} s at concurrency ${concurrency}`,
    `throughput: ${(confirmed / seconds).toFixed(1)} reservations/s confirmed`,
    `per checkout (4 requests): p50 ${percentile(took, 50).toFixed(0)} ms, p99 ${percentile(took, 99).toFixed(0)} ms`,
    ...[...stepTimes].map(([step, times]) => {
      const sorted = [...times].sort((x, y) => x - y);
      return `  ${step}: p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`;
    }),
  ];
}

async function benchRace(database: Database, base: string): Promise<string[]> {
  const [stay] = await freeStays(database, 1);
  const campers = await makeCampers(database, racers, 'race');
  const start = addDays(today, 40);
  const end = addDays(today, 43);
  const started = performance.now();
  const results = await Promise.all(campers.map((camper) => checkout(base, camper, { ...stay!, start, end })));
  const ms = performance.now() - started;
  const won = results.filter((r) => r.status === 'confirmed').length;
  const conflicts = results.filter((r) => r.httpStatus === 409).length;
  const other = results.length - won - conflicts;
  return [
    `race: ${racers} campers for one site and nights → ${won} confirmed, ${conflicts} × 409, ${other} other (${ms.toFixed(0)} ms)`,
  ];
}

async function benchSearch(base: string): Promise<string[]> {
  const availability = `filter[availability][start_date]=${SEARCH_START}&filter[availability][end_date]=${SEARCH_END}`;
  const cases = [
    {
      name: 'viewport, no dates (Colorado, 20)',
      path: '/api/v6/campgrounds?filter[bbox]=-109.05,36.99,-102.04,41&page[size]=20',
    },
    {
      name: 'viewport with dates (Colorado, 20)',
      path: `/api/v6/campgrounds?filter[bbox]=-109.05,36.99,-102.04,41&page[size]=20&${availability}`,
    },
    {
      name: 'viewport with dates (whole US, 20)',
      path: `/api/v6/campgrounds?filter[bbox]=-125,24,-66,50&page[size]=20&${availability}`,
    },
  ];
  const lines: string[] = [];
  for (const c of cases) {
    const first = await fetch(`${base}${c.path}`, { headers: { accept: JSON_API } });
    if (first.status !== 200) throw new Error(`${c.path}: ${first.status} ${await first.text()}`);
    const body = (await first.json()) as { data: unknown[]; meta?: Record<string, unknown> };
    const took: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      const response = await fetch(`${base}${c.path}`, { headers: { accept: JSON_API } });
      await response.arrayBuffer();
      took.push(performance.now() - t0);
    }
    took.sort((a, b) => a - b);
    const total = body.meta?.['total'] ?? body.meta?.['count'] ?? '?';
    lines.push(
      `${c.name}: p50 ${percentile(took, 50).toFixed(1)} ms, p99 ${percentile(took, 99).toFixed(1)} ms (${body.data.length} shown of ${String(total)})`,
    );
  }
  return lines;
}

async function benchDatabase(database: Database, label: string): Promise<void> {
  const added = await topUpWithSyntheticCampgrounds(database.db, size);
  if (added > 0) log(`added ${added} synthetic campgrounds`);
  const t0 = performance.now();
  const inventory = await addSyntheticInventory(database.db, {
    sitesPerCampground: 4,
    blockedShare: 0.5,
    blockStart: SEARCH_START,
    blockEnd: SEARCH_END,
  });
  log(
    `synthetic inventory: ${inventory.campgrounds} campgrounds, ${inventory.sites} sites, ${inventory.blocked} blocked over ${SEARCH_START}…${SEARCH_END} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  const app = await buildApp({ db: database.db });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const lines = [
      ...(await benchThroughput(database, base)),
      ...(await benchRace(database, base)),
      ...(await benchSearch(base)),
    ];
    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    console.log(`\n${label}: ${size} campgrounds with inventory (${os.cpus().length} CPUs, load ${load})`);
    for (const line of lines) console.log(`  ${line}`);
    console.log('');
  } finally {
    await app.close();
  }
}

async function importReal(database: Database): Promise<void> {
  log(`importing the real dataset from ${config.DATA_DIR}…`);
  await importAll(database.db, { dataDir: config.DATA_DIR, log });
}

async function benchPglite(): Promise<void> {
  const copy = pgliteCopy(config.PGLITE_DATA_DIR, 'bookings', values.keep);
  const dir = copy.dir;
  cleanups.push(() => copy.cleanup());
  console.log(`\n== PGlite (benchmark copy in ${dir})`);
  if (copy.copied) log(`copied ${config.PGLITE_DATA_DIR} (read only)`);
  const database = await openDatabase({ driver: 'pglite', dataDir: dir });
  try {
    await migrateDatabase(database);
    if (await isDatabaseEmpty(database.db)) await importReal(database);
    // A copy of the product's database (or of an earlier run) may hold bookings over the nights the
    // bench books: free them (blocks stay; they are the searched nights' sold-out campgrounds).
    await database.db.execute(sql`delete from site_occupancies where reservation_id is not null`);
    await benchDatabase(database, 'PGlite');
  } finally {
    await database.close();
  }
}

async function benchPostgres(): Promise<void> {
  const adminUrl = benchAdminUrl();
  try {
    await adminQuery(adminUrl, 'SELECT 1');
  } catch (error) {
    console.log(`\n== PostgreSQL skipped: unreachable (${error instanceof Error ? error.message : error}).`);
    return;
  }
  const name = 'campwise_bench_bookings';
  console.log(`\n== PostgreSQL (database ${name})`);
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    if (values.keep) console.log(`Kept the PostgreSQL database ${name}`);
    else await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  const database = await openDatabase({
    driver: 'postgres',
    url: withDatabase(adminUrl, name),
    poolSize: Math.max(10, concurrency),
  });
  try {
    await migrateDatabase(database);
    await importReal(database);
    await benchDatabase(database, 'PostgreSQL');
  } finally {
    await database.close();
  }
}

try {
  if (targets.includes('pglite')) await benchPglite();
  if (targets.includes('postgres')) await benchPostgres();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
