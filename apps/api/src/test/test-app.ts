// A built app on a fresh, seeded test database, for one test file.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { seedFixtures } from './fixtures.ts';
import { checkJsonApiResponses } from './jsonapi-response-check.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestResponse {
  status: number;
  type: string | undefined;
  headers: Record<string, string | string[] | number | undefined>;
  /** The raw body, for checks that something never appears in it. */
  text: string;
  // Response documents are checked field by field in the tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  ids: Map<string, number>;
  /** GET through app.inject(), with the JSON body parsed. */
  get(url: string, headers?: Record<string, string>): Promise<TestResponse>;
  /** Any request through app.inject(), with the JSON body parsed (null when empty). */
  request(options: InjectOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

export type TestAppOptions = { seed?: boolean } & Omit<AppOptions, 'db'>;

// No response may ever carry a password hash; every test request checks it.
const HASH_MARKERS = ['$argon2', 'password_hash', 'passwordHash', 'password-hash'];

/** buildApp() for tests: every response is checked against the JSON:API 1.0 schema. */
export async function buildCheckedApp(options: AppOptions): Promise<FastifyInstance> {
  return checkJsonApiResponses(await buildApp(options));
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { seed, ...appOptions } = options;
  const database = await createTestDatabase();
  const ids = seed === false ? new Map<string, number>() : await seedFixtures(database.db);
  const app = await buildCheckedApp({ db: database.db, ...appOptions });

  async function request(injectOptions: InjectOptions): Promise<TestResponse> {
    const response = await app.inject(injectOptions);
    const text = response.body;
    const leaked = HASH_MARKERS.find((marker) => text.includes(marker));
    if (leaked) throw new Error(`response to ${injectOptions.url} contains "${leaked}"`);
    return {
      status: response.statusCode,
      type: response.headers['content-type']?.toString(),
      headers: response.headers,
      text,
      body: text ? JSON.parse(text) : null,
    };
  }

  return {
    app,
    database,
    ids,
    request,
    get: (url, headers) => request({ method: 'GET', url, headers }),
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
