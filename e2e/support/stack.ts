// Starts the stack a browser drives: a fresh PGlite database filled from the real open data by
// the same prepare step `npm start` uses, the API, and the built web app. Used by the browser
// tests' global setup and by `npm run bench -- search-page`.
import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface Stack {
  webUrl: string;
  apiUrl: string;
  /** Created by the API at start (ADMIN_EMAIL/ADMIN_PASSWORD); tests read the local outbox with it. */
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

function start(args: string[], env: NodeJS.ProcessEnv, label: string): ChildProcess {
  const child = spawn('node', args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  // Server output only matters when something fails; keep it visible but labelled.
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${label}] ${chunk}`));
  return child;
}

function runToEnd(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

/** A VAPID pair for the run, as scripts/lib/local-secrets.mjs makes one for `npm start`. */
function vapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: publicKey.toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
  };
}

export async function startStack(): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campwise-e2e-'));
  const apiPort = await freePort();
  const webPort = await freePort();
  const webUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // Generated per run: nothing fixed to guess.
  const admin = { email: 'e2e-admin@campwise.test', password: randomBytes(18).toString('base64url') };
  const oauthClientSecret = randomBytes(32).toString('base64url');
  const env = {
    PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
    // Uploaded photos go with the run's database, not into the repository's .data/photos.
    PHOTO_DIR: path.join(dataDir, 'photos'),
    DATABASE_URL: '',
    API_PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    PUBLIC_WEB_URL: webUrl,
    OAUTH_CLIENT_SECRET: oauthClientSecret,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // Every test's accounts come from this machine's address; the per-address limit is the API tests'.
    SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000',
    // Every page's map pictures and tiles come from it too (127.0.0.1): limits no run can reach.
    BASEMAP_PICTURES_PER_ADDRESS_PER_MINUTE: '1000000',
    BASEMAP_TILES_PER_ADDRESS_PER_MINUTE: '1000000',
    // Calendar imports read feeds a test serves on 127.0.0.1 (refused everywhere else).
    CALENDAR_FETCH_ALLOW_PRIVATE: '1',
    // Web push is on, as after `npm start` (the browser itself reaches no push service offline).
    ...vapidKeys(),
  };

  console.log('importing the open data into a fresh database…');
  await runToEnd(['--import', 'tsx', 'apps/api/src/cli/prepare-cli.ts'], env);

  const api = start(['--import', 'tsx', 'apps/api/src/server.ts'], env, 'api');
  const web = start(
    ['apps/web/server.mjs'],
    {
      PORT: String(webPort),
      // The test runner on 127.0.0.1 plays the site's reverse proxy: its X-Forwarded-For is
      // believed. Requests from other loopback addresses (127.0.0.5 …) are direct visitors whose
      // X-Forwarded-For is ignored (sign-in-limits.e2e.ts).
      WEB_TRUST_PROXY: '127.0.0.1',
      API_URL: apiUrl,
      PUBLIC_WEB_URL: webUrl,
      NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
      OAUTH_CLIENT_SECRET: oauthClientSecret,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    'web',
  );

  const stop = async () => {
    for (const child of [web, api]) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      [web, api].map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve(),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitFor(`${apiUrl}/health`, api);
    await waitFor(`${webUrl}/`, web);
  } catch (error) {
    await stop();
    throw error;
  }
  return { webUrl, apiUrl, admin, stop };
}
