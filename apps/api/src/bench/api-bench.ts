// `npm run bench -- api [--duration 10] [--connections 10]`
// Load-tests GET campgrounds/{id} and a list query on the imported dataset, next to the same
// server answering a static JSON body of the same size, and prints req/s, p50/p99 and the ratio.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, targetFromConfig } from '../db/client.ts';
import { isDatabaseEmpty } from '../features/import/import-service.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
}

async function load(url: string): Promise<Figures> {
  const result = await autocannon({ url, duration, connections, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}

const config = loadConfig();
const database = await openDatabase(targetFromConfig(config));
if (await isDatabaseEmpty(database.db)) {
  console.error('The database has no campgrounds: run `npm start` or `npm run import` first.');
  process.exit(1);
}
const app = await buildApp({ db: database.db });
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const first = await app.inject({ method: 'GET', url: '/api/v6/campgrounds?page[size]=1' });
const id = first.json().data[0].id as string;
const cases = [
  { name: `GET campgrounds/${id}`, path: `/api/v6/campgrounds/${id}` },
  {
    name: 'GET campgrounds?filter[region]=colorado (20, recommended)',
    path: '/api/v6/campgrounds?filter[region]=colorado&page[size]=20',
  },
];

// The baseline: the same HTTP stack answering a precomputed body of identical size.
const staticServer = Fastify();
const bodies = new Map<string, string>();
staticServer.get('/static/:n', async (request, reply) => {
  reply.type(JSON_API_MEDIA_TYPE);
  return bodies.get((request.params as { n: string }).n);
});
const staticUrl = await staticServer.listen({ port: 0, host: '127.0.0.1' });

console.log(`Driver: ${database.driver}; ${connections} connections, ${duration}s per run.\n`);
const rows: string[][] = [];
for (const [index, c] of cases.entries()) {
  const response = await app.inject({ method: 'GET', url: c.path });
  bodies.set(String(index), response.body);
  const real = await load(`${apiUrl}${c.path}`);
  const baseline = await load(`${staticUrl}/static/${index}`);
  rows.push([
    c.name,
    `${response.body.length} B`,
    real.rps.toFixed(0),
    `${real.p50} / ${real.p99} ms`,
    baseline.rps.toFixed(0),
    `${baseline.p50} / ${baseline.p99} ms`,
    `${((real.rps / baseline.rps) * 100).toFixed(1)} %`,
  ]);
}

const header = ['query', 'body', 'req/s', 'p50 / p99', 'static req/s', 'static p50 / p99', 'ratio'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));

await staticServer.close();
await app.close();
await database.close();
