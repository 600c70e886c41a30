// Secrets a local `npm start` needs but nobody should have to invent: generated once,
// kept in .data/ (git-ignored) so sessions survive restarts. Real deployments set them.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const GENERATED = ['NEXTAUTH_SECRET', 'OAUTH_CLIENT_SECRET'];

export function ensureLocalSecrets(root) {
  const file = path.join(root, '.data', 'local-secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  for (const name of GENERATED) {
    if (process.env[name]) continue;
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString('base64url');
      changed = true;
    }
    process.env[name] = stored[name];
  }
  if (changed) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
}
