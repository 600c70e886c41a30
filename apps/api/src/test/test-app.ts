// A built app on a fresh, seeded test database, for one test file.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { seedFixtures } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestResponse {
  status: number;
  type: string | undefined;
  // Response documents are checked field by field in the tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  ids: Map<string, number>;
  /** GET through app.inject(), with the JSON body parsed. */
  get(url: string): Promise<TestResponse>;
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
    async get(url) {
      const response = await app.inject({ method: 'GET', url });
      return { status: response.statusCode, type: response.headers['content-type']?.toString(), body: response.json() };
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
