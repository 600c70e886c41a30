// Launches Debian's Chromium through playwright-core with the flags this machine needs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export interface BrowserSession {
  browser: BrowserContext;
  close(): Promise<void>;
}

/** The flags this machine's Chromium needs; also used by `npm run bench -- pages` (Lighthouse). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchOptions {
  /** Let the phone-width app prompts (interstitial, see-in-app) show; other tests keep them hidden. */
  appPrompts?: boolean;
  /**
   * Let experiments deal this visitor a random variant. Other tests get the control variant of
   * each experiment (pro-upgrade-modal: a, the checkout at once), so what they click is what they get.
   */
  experiments?: boolean;
  /** Let the join gate ask this signed-out visitor to sign up; other tests keep it hidden. */
  joinGate?: boolean;
}

export async function launchBrowser(
  viewport = { width: 1280, height: 900 },
  options: LaunchOptions = {},
): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'campwise-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport,
  });
  if (!options.appPrompts) {
    // As a visitor who saw them a moment ago: they would cover what a phone-width test looks at.
    await context.addInitScript(() => {
      const later = String(Date.now() + 24 * 60 * 60 * 1000);
      try {
        window.localStorage.setItem('hide-until:interstitial', later);
        window.localStorage.setItem('hide-until:see-in-app', later);
      } catch {
        // about:blank and other opaque origins have no storage, and no prompts either.
      }
    });
  }
  if (options.appPrompts) {
    // Chromium may judge the site installable and offer its install prompt, which nobody can
    // answer headless: kept from the page, 'Continue in App' shows the steps to add it by hand.
    await context.addInitScript(() => {
      window.addEventListener('beforeinstallprompt', (event) => event.stopImmediatePropagation(), true);
    });
  }
  if (!options.joinGate) {
    // As a visitor who saw it a moment ago: tests that browse several campgrounds go on unasked.
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem('hide-until:join-gate', String(Date.now() + 24 * 60 * 60 * 1000));
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    });
  }
  if (!options.experiments) {
    // Before any page script reads it, and again on every page: tests that clear cookies stay in control.
    await context.addInitScript(() => {
      const control = {
        'pro-upgrade-modal': {
          name: 'pro-upgrade-modal',
          variant: 'a',
          id: `pro-upgrade-modal_${Date.now()}00000000`,
          header: 'Straight to checkout (the current upsell)',
        },
      };
      if (/(^|[?&])experiment-/.test(window.location.search)) return;
      try {
        document.cookie = `ab-test-info=${encodeURIComponent(JSON.stringify(control))}; Path=/; SameSite=Lax`;
      } catch {
        // about:blank and other opaque origins have no cookies.
      }
    });
  }
  return {
    browser: context,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export type { Browser };
