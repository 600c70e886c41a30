// Secrets a local `npm start` needs but nobody should have to invent: generated once,
// kept in .data/ (git-ignored) so sessions survive restarts. Real deployments set them.
import { createECDH, randomBytes } from 'node:crypto';
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
  // Web push's VAPID pair, kept together; a pair set in the environment wins whole.
  if (!process.env.VAPID_PUBLIC_KEY && !process.env.VAPID_PRIVATE_KEY) {
    if (!stored.VAPID_PUBLIC_KEY || !stored.VAPID_PRIVATE_KEY) {
      Object.assign(stored, generateVapidKeys());
      changed = true;
    }
    process.env.VAPID_PUBLIC_KEY = stored.VAPID_PUBLIC_KEY;
    process.env.VAPID_PRIVATE_KEY = stored.VAPID_PRIVATE_KEY;
  }
  if (changed) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
}

/**
 * A P-256 key pair in base64url, as web-push's generateVAPIDKeys() makes it (the public key
 * uncompressed, 65 bytes; the private key padded to 32). Made with node:crypto because this runs
 * before `npm start` has installed the dependencies.
 */
export function generateVapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
  };
}
