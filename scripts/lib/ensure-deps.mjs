// Installs dependencies when node_modules is missing or older than package-lock.json.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

export async function ensureDependencies(root) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  console.log('▶ installing dependencies (npm install)…');
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
}
