// Per-file browser session with the stack's base URL; pages fail the test on uncaught errors.
import { afterAll, beforeAll, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession, type LaunchOptions } from './browser.ts';

/**
 * Waits until React has hydrated the page (its DOM nodes carry React's fiber keys). Before that,
 * server-rendered fields look ready but focus, blur and change handlers are not attached yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

export function useBrowser(viewport?: { width: number; height: number }, options?: LaunchOptions) {
  let session: BrowserSession | undefined;
  const webUrl = inject('webUrl');
  const pageErrors: string[] = [];
  // Lets the steps of one journey hand a page to the next test in the file.
  const state: { page?: Page } = {};

  beforeAll(async () => {
    session = await launchBrowser(viewport, options);
  });
  afterAll(async () => {
    await session?.close();
  });

  return {
    webUrl,
    pageErrors,
    state,
    async open(path: string): Promise<{ page: Page; status: number | undefined }> {
      if (!session) throw new Error('browser not started');
      const page = await session.browser.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const response = await page.goto(`${webUrl}${path}`, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      return { page, status: response?.status() };
    },
  };
}
