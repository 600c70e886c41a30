// `npm run import`, `migrate`, `create-admin`: run an API task (TypeScript via tsx) with .env loaded.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvFile } from './lib/env-file.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tasks = {
  import: 'apps/api/src/cli/import-cli.ts',
  migrate: 'apps/api/src/cli/migrate-cli.ts',
  'create-admin': 'apps/api/src/cli/create-admin-cli.ts',
};
const [task, ...rest] = process.argv.slice(2);
if (!tasks[task]) {
  console.error(`Unknown task "${task}". Known: ${Object.keys(tasks).join(', ')}`);
  process.exit(2);
}
loadEnvFile(root);
try {
  await run('node', ['--import', 'tsx', tasks[task], ...rest], { cwd: root });
} catch {
  process.exit(1);
}
