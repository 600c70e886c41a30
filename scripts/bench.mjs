// `npm run bench -- <name>`: runs a benchmark that prints the figures an issue asks for.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './lib/build-web.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { loadEnvFile } from './lib/env-file.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benches = {
  api: { script: 'apps/api/src/bench/api-bench.ts' },
  search: { script: 'apps/api/src/bench/search-bench.ts' },
  // Known and unknown addresses answered alike (issue 12); in memory, TEST_DB=postgres for PostgreSQL.
  'password-reset': { script: 'apps/api/src/bench/password-reset-bench.ts' },
  // Checkout throughput, a race for one site, and the availability search at 40k campgrounds (issue 13).
  bookings: { script: 'apps/api/src/bench/bookings-bench.ts' },
  // Commit of a cancellation → the last of its 100 matching alerts' notifications, 10,000 alerts stored (issue 15).
  alerts: { script: 'apps/api/src/bench/alerts-bench.ts' },
  // The API SIGKILLed mid-stream of sign-ups, reviews, saves and purchases on PostgreSQL (issue 17).
  crash: { script: 'apps/api/src/bench/crash-bench.ts' },
  // A real browser against the built web app: needs Chromium and a current build.
  'search-page': { script: 'e2e/bench/search-page-bench.ts', browser: true },
  // Lighthouse (mobile) on /, a state page, a campground page, /search and /pro: JS, perf, LCP, TBT (issue 17).
  pages: { script: 'e2e/bench/pages-bench.ts', browser: true },
};
const [name, ...rest] = process.argv.slice(2);
if (!benches[name]) {
  console.error(`Usage: npm run bench -- <${Object.keys(benches).join('|')}> [options]`);
  process.exit(2);
}
loadEnvFile(root);
try {
  const env = { ...process.env };
  if (benches[name].browser) {
    env.CHROMIUM_PATH = await ensureChromium();
    await buildWebIfStale(root);
  }
  await run('node', ['--import', 'tsx', benches[name].script, ...rest], { cwd: root, env });
} catch (error) {
  if (error instanceof Error && error.message) console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
