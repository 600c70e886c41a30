// Finds Debian's Chromium for the browser tests, installing it with apt when we may.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export async function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version') && !process.env.CHROMIUM_PATH) {
    console.log(
      "▶ Chromium not found at /usr/bin/chromium: installing Debian's chromium package with apt-get (running as root)…",
    );
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(wanted)) return wanted;
  }
  throw new Error(
    `Chromium is needed for the browser tests but was not found at ${wanted}.\n` +
      '  Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
  );
}
