// A built app on a fresh, seeded test database, for one test file.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { seedFixtures } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  ids: Map<string, number>;
  close(): Promise<void>;
}

export async function createTestApp(options: { seed?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const ids = options.seed === false ? new Map<string, number>() : await seedFixtures(database.db);
  const app = await buildApp({ db: database.db });
  return {
    app,
    database,
    ids,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
