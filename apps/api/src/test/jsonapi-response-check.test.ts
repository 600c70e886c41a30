// The check every db test runs on its responses: it must reject what a strict JSON:API client
// would, and let valid documents and non-JSON:API answers through.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkJsonApiResponses, jsonApiViolations } from './jsonapi-response-check.ts';

const campground = (relationships: Record<string, unknown>) => ({
  data: {
    type: 'campgrounds',
    id: '1',
    attributes: { name: 'Devils Garden', 'num-sites': 51 },
    relationships,
    links: { self: '/api/v6/campgrounds/1' },
  },
  jsonapi: { version: '1.0' },
});

describe('jsonApiViolations', () => {
  it('accepts resource, list and error documents', () => {
    expect(jsonApiViolations(campground({ region: { data: { type: 'regions', id: 'utah' } } }))).toEqual([]);
    expect(
      jsonApiViolations({
        data: [],
        meta: { total: 0 },
        links: { self: '/api/v6/campgrounds?page%5Bnumber%5D=1', first: '/api/v6/campgrounds?page%5Bnumber%5D=1' },
      }),
    ).toEqual([]);
    expect(
      jsonApiViolations({ errors: [{ status: '400', title: 'Bad request', source: { parameter: 'sort' } }] }),
    ).toEqual([]);
  });

  it('rejects a relationship with none of data, links or meta', () => {
    expect(jsonApiViolations(campground({ nearby: {} }))).not.toEqual([]);
  });

  it('rejects a numeric error status and an id that is not a string', () => {
    expect(jsonApiViolations({ errors: [{ status: 400, title: 'Bad request' }] })).not.toEqual([]);
    expect(jsonApiViolations({ data: { type: 'campgrounds', id: 1 } })).not.toEqual([]);
  });
});

describe('checkJsonApiResponses', () => {
  async function appWith(body: unknown, type: string) {
    const app = Fastify();
    app.get('/thing', async (_request, reply) => reply.type(type).send(JSON.stringify(body)));
    await app.ready();
    return checkJsonApiResponses(app);
  }

  it('fails the request that received an invalid JSON:API document, naming it and the member', async () => {
    const app = await appWith(campground({ nearby: {} }), 'application/vnd.api+json');
    await expect(app.inject({ method: 'GET', url: '/thing' })).rejects.toThrow(
      /GET \/thing answered 200 .*JSON:API 1\.0 schema rejects:\n\/data\/relationships\/nearby/,
    );
  });

  it('passes valid documents and other media types through untouched', async () => {
    const valid = await appWith(campground({}), 'application/vnd.api+json');
    expect((await valid.inject({ method: 'GET', url: '/thing' })).json().data.id).toBe('1');
    const plain = await appWith({ nearby: {} }, 'application/json');
    expect((await plain.inject('/thing')).statusCode).toBe(200);
  });
});
