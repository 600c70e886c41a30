// Asking for a reset link must not tell by its timing whether the address has an account: the
// request runs the same database statements either way. Checked statement by statement through a
// logging Drizzle instance over the test database's own connection, not with a stopwatch.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCheckedApp } from '../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { emailOutbox, passwordResetTokens, users } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { jsonApi } from '../../test/accounts.ts';

let database: TestDatabase;
let statements: string[] = [];

/** The same database, every statement's SQL text recorded (parameters left out). */
function loggingDb(): Db {
  const logger = { logQuery: (query: string) => statements.push(query.replace(/\s+/g, ' ').trim()) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  return (database.driver === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Db;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(users)
    .values([
      { email: 'Known.One@example.com' },
      { email: 'known.two@example.com' },
      { email: 'known.three@example.com' },
      { email: 'known.four@example.com' },
    ]);
});
afterAll(async () => {
  await database?.destroy();
});

let client = 0;
/** The statements one reset request ran (from its own client address, so no limit is near). */
async function statementsOf(app: Awaited<ReturnType<typeof buildCheckedApp>>, email: string): Promise<string[]> {
  statements = [];
  client += 1;
  const response = await app.inject({
    ...jsonApi('POST', '/api/v6/password-resets', 'password-resets', { email }),
    remoteAddress: `203.0.113.${client}`,
  });
  expect(response.statusCode).toBe(202);
  return statements;
}

describe('POST /api/v6/password-resets runs the same statements for known and unknown addresses', () => {
  it('when email is queued for the runner (SMTP): the very same statements', async () => {
    const app = await buildCheckedApp({ db: loggingDb(), config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      const known = await statementsOf(app, 'known.one@example.com');
      const unknown = await statementsOf(app, 'nobody.one@example.net');
      expect(unknown).toEqual(known);
      expect(known.length).toBeGreaterThan(0);

      // And it did its job: a token and a queued email for the account only.
      const tokens = await database.db.select().from(passwordResetTokens);
      expect(tokens).toHaveLength(1);
      const queued = await database.db.select().from(schema.jobs);
      expect(queued.map((job) => (job.payload as { to: string }).to)).toEqual(['Known.One@example.com']);
    } finally {
      await app.close();
    }
  });

  it('with the local outbox: the same statements, then the delivery of the one queued email', async () => {
    const app = await buildCheckedApp({ db: loggingDb() });
    try {
      const known = await statementsOf(app, 'known.two@example.com');
      const unknown = await statementsOf(app, 'nobody.two@example.net');
      expect(known.slice(0, unknown.length)).toEqual(unknown);
      // What follows is the in-request delivery only: it writes the outbox row.
      expect(known.slice(unknown.length).some((sql) => sql.includes('"email_outbox"'))).toBe(true);
      expect(unknown.some((sql) => sql.includes('"email_outbox"'))).toBe(false);
      const outbox = await database.db.select().from(emailOutbox);
      expect(outbox.map((row) => row.toAddress)).toEqual(['known.two@example.com']);
    } finally {
      await app.close();
    }
  });
});
