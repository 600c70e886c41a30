// `npm run bench -- <name>`: runs a benchmark that prints the figures an issue asks for.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvFile } from './lib/env-file.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benches = {
  api: 'apps/api/src/bench/api-bench.ts',
  search: 'apps/api/src/bench/search-bench.ts',
};
const [name, ...rest] = process.argv.slice(2);
if (!benches[name]) {
  console.error(`Usage: npm run bench -- <${Object.keys(benches).join('|')}> [options]`);
  process.exit(2);
}
loadEnvFile(root);
try {
  await run('node', ['--import', 'tsx', benches[name], ...rest], { cwd: root });
} catch {
  process.exit(1);
}
