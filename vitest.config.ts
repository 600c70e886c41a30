// Two projects: "unit" (pure logic, no database) and "db" (API and repository tests against
// a real database; scripts/test.mjs runs it once on PGlite and again on PostgreSQL).
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The web app's "@/..." imports (apps/web/tsconfig.json paths), for its unit tests.
const webAlias = [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'apps/web/src')}/` }];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          alias: webAlias,
          include: ['packages/**/src/**/*.test.ts', 'apps/**/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'db',
          include: ['apps/api/src/**/*.db.test.ts'],
          environment: 'node',
          // Migrates a template once; each test file gets a copy of it (decision 0026).
          globalSetup: ['apps/api/src/test/db-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is single-threaded wasm: a couple of workers keeps 2 cores busy without thrashing.
          maxWorkers: 2,
        },
      },
    ],
  },
});
