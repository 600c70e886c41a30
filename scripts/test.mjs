// `npm test`: the whole suite: typecheck, lint, format, unit tests, API tests on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), then browser tests against the built app.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './lib/build-web.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { runSteps } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const env = (extra) => ({ cwd: root, env: { ...process.env, ...extra } });

await ensureDependencies(root);

const steps = [
  { name: 'typecheck', cmd: 'node', args: ['scripts/typecheck.mjs'], options: env({}) },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'], options: env({}) },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'], options: env({}) },
  { name: 'unit tests', cmd: 'npx', args: ['vitest', 'run', '--project', 'unit'], options: env({}) },
  {
    name: 'API tests on PGlite',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'db'],
    options: env({ TEST_DB: 'pglite' }),
  },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'API tests on PostgreSQL',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'db'],
    options: env({ TEST_DB: 'postgres' }),
  });
} else {
  console.log('(TEST_DATABASE_URL is not set: API tests run on PGlite only)');
}
await runSteps(steps);

let chromium;
try {
  chromium = await ensureChromium();
  await buildWebIfStale(root);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
await runSteps([
  {
    name: 'browser tests',
    cmd: 'npx',
    args: ['vitest', 'run', '--config', 'e2e/vitest.config.ts'],
    options: env({ CHROMIUM_PATH: chromium }),
  },
]);

console.log(`\n✔ all tests passed in ${Math.round((Date.now() - started) / 1000)}s`);
