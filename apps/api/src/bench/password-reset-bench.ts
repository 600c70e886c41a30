// `npm run bench -- password-reset [--requests 50] [--smtp]`
// Times POST /password-resets for addresses with and without an account (alternating, each
// request from its own client address and for its own email, so no limit is reached) and prints
// the medians: the answer must not tell the two apart (docs/api-accounts.md). Runs in memory on
// PGlite (TEST_DB=postgres and TEST_DATABASE_URL for PostgreSQL); --smtp only queues the email
// as a deployment with SMTP_URL does, instead of delivering it to the local outbox in the request.
import { parseArgs } from 'node:util';
import { buildApp } from '../app.ts';
import { users } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/test-database.ts';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '50' }, smtp: { type: 'boolean', default: false } },
});
const count = Number(values.requests);
const database = await createTestDatabase();
const app = await buildApp({
  db: database.db,
  config: values.smtp ? { smtpUrl: 'smtp://127.0.0.1:9' } : {},
});

const known = Array.from({ length: count + 5 }, (_, i) => `known${i}@example.com`);
await database.db.insert(users).values(known.map((email) => ({ email })));

let client = 0;
async function timeRequest(email: string): Promise<number> {
  client += 1;
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v6/password-resets',
    remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    headers: { 'content-type': 'application/vnd.api+json' },
    payload: JSON.stringify({ data: { type: 'password-resets', attributes: { email } } }),
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.statusCode !== 202) throw new Error(`${email}: ${response.statusCode} ${response.body}`);
  return ms;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// Warm-up (JIT, prepared plans), not counted.
for (let i = 0; i < 5; i += 1) {
  await timeRequest(known[count + i]!);
  await timeRequest(`warmup${i}@example.net`);
}
const knownTimes: number[] = [];
const unknownTimes: number[] = [];
for (let i = 0; i < count; i += 1) {
  knownTimes.push(await timeRequest(known[i]!));
  unknownTimes.push(await timeRequest(`nobody${i}@example.net`));
}
const mode = values.smtp ? 'email queued (SMTP)' : 'email delivered to the local outbox';
console.log(`POST /password-resets, ${count} + ${count} requests, ${database.driver}, ${mode}`);
console.log(`  known address:   median ${median(knownTimes).toFixed(2)} ms`);
console.log(`  unknown address: median ${median(unknownTimes).toFixed(2)} ms`);
await app.close();
await database.destroy();
