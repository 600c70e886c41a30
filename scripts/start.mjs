// `npm start`: install if needed, build the web app if stale, migrate, import the open data
// into an empty database, then serve the API and the web app until Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './lib/build-web.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { loadEnvFile } from './lib/env-file.mjs';
import { ensureLocalSecrets } from './lib/local-secrets.mjs';
import { run } from './lib/run.mjs';
import { waitForUrl } from './lib/wait-for.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
loadEnvFile(root);
ensureLocalSecrets(root);

function port(name, fallback) {
  const raw = process.env[name] ?? String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`Invalid configuration:\n  ${name}: must be a port number (1-65535), got "${raw}"`);
    process.exit(1);
  }
  return value;
}

const webPort = port('PORT', 3000);
const apiPort = port('API_PORT', 4000);
const apiUrl = `http://127.0.0.1:${apiPort}`;
// Links in emails and next-auth callbacks must point at the port the site really runs on.
process.env.PUBLIC_WEB_URL ??= `http://localhost:${webPort}`;

try {
  await ensureDependencies(root);
  await buildWebIfStale(root);
  console.log('▶ preparing the database (migrate, import if empty)…');
  await run('node', ['--import', 'tsx', 'apps/api/src/cli/prepare-cli.ts'], { cwd: root });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

const children = [];
function serve(name, args, env) {
  const child = spawn('node', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n✖ ${name} stopped (${signal ?? `exit ${code}`}); shutting down.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const exitWhenDone = () => {
    if (children.every((child) => child.exitCode !== null || child.signalCode !== null)) process.exit(code);
  };
  for (const child of children) child.on('exit', exitWhenDone);
  exitWhenDone();
  setTimeout(() => process.exit(code), 10_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const api = serve('API', ['--import', 'tsx', 'apps/api/src/server.ts'], { API_PORT: String(apiPort) });
// Through apps/web/server.mjs rather than `next start`: it listens on WEB_HOST (loopback by
// default) and decides the client address itself (WEB_TRUST_PROXY) before Next sees a request.
const web = serve('web app', ['apps/web/server.mjs'], {
  PORT: String(webPort),
  API_URL: process.env.API_URL ?? apiUrl,
  NEXT_TELEMETRY_DISABLED: '1',
});

try {
  await waitForUrl(`${apiUrl}/health`, { child: api });
  await waitForUrl(`http://127.0.0.1:${webPort}/`, { child: web });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  stop(1);
}
if (!stopping) {
  console.log(
    `\n  Campwise is running:\n    web  http://localhost:${webPort}\n    API  http://localhost:${apiPort}/api/v6  (health: /health)\n\n  Ctrl-C stops both.\n`,
  );
}
