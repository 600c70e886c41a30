// Browser tests: one stack (API + built web app on a freshly imported database) for the run,
// Debian's Chromium driven by playwright-core.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser per file, files in sequence: two cores are shared with the servers under test.
    fileParallelism: false,
  },
});
