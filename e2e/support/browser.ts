// Launches Debian's Chromium through playwright-core with the flags this machine needs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export interface BrowserSession {
  browser: BrowserContext;
  close(): Promise<void>;
}

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(viewport = { width: 1280, height: 900 }): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'campwise-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ARGS,
    viewport,
  });
  return {
    browser: context,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export type { Browser };
