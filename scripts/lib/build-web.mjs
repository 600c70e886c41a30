// Builds the web app unless the last build came from exactly the same sources.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

const INPUTS = [
  'apps/web/src',
  'apps/web/next.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'package-lock.json',
];

function hashTree(root, relative, hash) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) hashTree(root, path.join(relative, entry), hash);
    return;
  }
  hash.update(relative);
  hash.update(readFileSync(full));
}

/** Hash of the web app's sources plus the public (NEXT_PUBLIC_*) environment baked into the build. */
function sourceHash(root) {
  const hash = createHash('sha256');
  for (const input of INPUTS) hashTree(root, input, hash);
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith('NEXT_PUBLIC_')) hash.update(`${key}=${value}`);
  }
  return hash.digest('hex');
}

export async function buildWebIfStale(root) {
  const stamp = path.join(root, 'apps/web/.next/campwise-source-hash');
  const current = sourceHash(root);
  if (
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === current &&
    existsSync(path.join(root, 'apps/web/.next/BUILD_ID'))
  ) {
    console.log('▶ web app build is up to date');
    return;
  }
  console.log('▶ building the web app (next build)…');
  await run('npm', ['run', 'build', '-w', '@campwise/web'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(stamp, current);
}
