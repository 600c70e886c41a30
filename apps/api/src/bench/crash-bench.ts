// `npm run bench -- crash [--kills 5] [--duration 40] [--workers 6] [--keep]`
// Crash safety (issue 17): the API runs as a real child process on a throwaway PostgreSQL database
// (created next to BENCH_DATABASE_URL / TEST_DATABASE_URL, dropped after) while campers sign up,
// review, save and buy PRO over HTTP; the process is SIGKILLed `kills` times mid-stream and started
// again. Then the API's own sweeps run (the membership sweep every few seconds settles purchases a
// crash left pending once their in-flight window, 2 minutes, is over) and the benchmark prints the
// writes acknowledged, the acknowledged writes missing (must be 0) and the stuck partial state
// (must be 0). Exits 1 when either is not 0.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { IN_FLIGHT_MS } from '../features/subscriptions/purchase-recovery.ts';
import { seedFixtures } from '../test/fixtures.ts';
import { findMissing, findStuck, pendingPurchaseIds, sweptOutcomes, type Stuck } from './crash-audit.ts';
import { ApiProcess, freePort } from './crash-api-process.ts';
import { startWorkload } from './crash-workload.ts';
import { adminQuery, benchAdminUrl, shownUrl, withDatabase } from './bench-databases.ts';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '5' },
    duration: { type: 'string', default: '40' },
    workers: { type: 'string', default: '6' },
    keep: { type: 'boolean', default: false },
  },
});
const kills = Number(values.kills);
const durationMs = Number(values.duration) * 1000;
const workers = Number(values.workers);
if (!Number.isInteger(kills) || kills < 1 || !(durationMs > 0) || !Number.isInteger(workers) || workers < 1) {
  console.error('Usage: npm run bench -- crash [--kills 5] [--duration 40] [--workers 6] [--keep]');
  process.exit(2);
}
const SWEEP_SECONDS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const adminUrl = benchAdminUrl();
// The benchmark creates and drops a database: only on this machine.
if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(new URL(adminUrl).hostname)) {
  console.error(`Refusing to run the crash benchmark against a non-local server (${shownUrl(adminUrl)}).`);
  process.exit(2);
}
const name = `campwise_crash_${process.pid}`;
const url = withDatabase(adminUrl, name);
await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
console.log(
  `crash bench on PostgreSQL ${shownUrl(url)}: ${workers} campers at a time, ${kills} SIGKILLs in ${durationMs / 1000} s`,
);

const api = new ApiProcess(url, await freePort(), SWEEP_SECONDS);
const client = new pg.Client({ connectionString: url });
let failed = true;
try {
  const setup = await openDatabase({ driver: 'postgres', url, poolSize: 2 });
  let campgroundIds: number[];
  try {
    await migrateDatabase(setup);
    campgroundIds = [...(await seedFixtures(setup.db)).values()];
  } finally {
    await setup.close();
  }
  await client.connect();
  console.log(`  API started in ${(await api.start()).toFixed(0)} ms`);

  let stop!: () => void;
  const until = new Promise<void>((resolve) => (stop = resolve));
  const runId = `${process.pid}-${Date.now().toString(36)}`;
  const { stats, done } = startWorkload({ baseUrl: api.baseUrl, campgroundIds, workers, runId, until });
  const streamStart = performance.now();
  let lastKill = Date.now();
  for (let i = 0; i < kills; i += 1) {
    const at = (durationMs * (i + 0.5)) / kills;
    await sleep(Math.max(0, at - (performance.now() - streamStart)));
    // Aim the kill at a purchase under way when there is one (within half a second).
    for (let waited = 0; stats.purchasesInFlight === 0 && waited < 500; waited += 5) await sleep(5);
    const inFlight = stats.purchasesInFlight;
    await api.kill();
    lastKill = Date.now();
    const restart = await api.start();
    console.log(
      `  kill ${i + 1} at ${((performance.now() - streamStart) / 1000).toFixed(1)} s ` +
        `(${inFlight} purchases in flight, ${stats.acks.length} writes acknowledged so far); back in ${restart.toFixed(0)} ms`,
    );
  }
  await sleep(Math.max(0, durationMs - (performance.now() - streamStart)));
  stop();
  await done;

  const byKind = new Map<string, number>();
  for (const ack of stats.acks) byKind.set(ack.kind, (byKind.get(ack.kind) ?? 0) + 1);
  console.log(
    `\nWrites acknowledged: ${stats.acks.length} (${[...byKind].map(([kind, n]) => `${n} ${kind}s`).join(', ')}); ` +
      `${stats.cutOff} requests cut off by the kills`,
  );
  for (const [what, n] of stats.unexpected) console.log(`  unexpected answer: ${what} ×${n}`);

  const pendingAfterStream = await pendingPurchaseIds(client);
  const before = await findStuck(client);
  printStuck('Partial state right after the stream (before the sweeps):', before);

  // The API's membership sweep settles a pending purchase once its heartbeat has been quiet for
  // the in-flight window: wait for that window after the last kill, plus two sweep runs.
  const deadline = lastKill + IN_FLIGHT_MS + 2 * SWEEP_SECONDS * 1000 + 15_000;
  let after: Stuck[] = before;
  if (total(before) > 0) {
    console.log(`\nWaiting for the sweeps (up to ${((deadline - Date.now()) / 1000).toFixed(0)} s)…`);
    while (Date.now() < deadline) {
      await sleep(2000);
      after = await findStuck(client);
      if (total(after) === 0) break;
    }
  }
  if (pendingAfterStream.length > 0) {
    const outcomes = await sweptOutcomes(client, pendingAfterStream);
    console.log(
      `Swept: ${pendingAfterStream.length} interrupted purchases → ` +
        [...outcomes].map(([outcome, n]) => `${n} ${outcome}`).join(', '),
    );
  }
  printStuck('Stuck partial state after the sweeps:', after);

  const missing = await findMissing(client, stats.acks);
  const missingTotal = missing.reduce((sum, row) => sum + row.missing, 0);
  console.log(
    `\nAcknowledged writes missing afterwards: ${missingTotal} ` +
      `(${missing.map((row) => `${row.kind} ${row.missing}/${row.of}`).join(', ')})`,
  );
  console.log(`Stuck partial state after the sweeps: ${total(after)}`);
  failed = missingTotal > 0 || total(after) > 0;
  console.log(failed ? '\n✖ Crash safety: FAILED' : '\n✓ Crash safety: no acknowledged write lost, nothing stuck');
} finally {
  await api.stop();
  await client.end().catch(() => {});
  if (values.keep) console.log(`Kept the PostgreSQL database ${name}`);
  else await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
process.exit(failed ? 1 : 0);

function total(stuck: Stuck[]): number {
  return stuck.reduce((sum, row) => sum + row.count, 0);
}

function printStuck(title: string, stuck: Stuck[]): void {
  console.log(`\n${title} ${total(stuck)}`);
  for (const row of stuck) console.log(`  ${String(row.count).padStart(5)}  ${row.what}`);
}
