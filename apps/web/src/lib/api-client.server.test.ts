import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, getCollection, getResource, sendServerRequest, type ServerApiTarget } from './api-client.server';

// A real HTTP server, so the server client is tested with Node's own fetch end to end.
let server: Server;
let target: ServerApiTarget;
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request);
    if (request.url?.startsWith('/api/v6/reviews')) {
      response.writeHead(200, { 'Content-Type': 'application/vnd.api+json' });
      response.end(JSON.stringify({ data: [], meta: { total: 0 } }));
    } else if (request.url === '/api/v6/regions/empty' || request.url === '/api/v6/regions') {
      response.writeHead(200, { 'Content-Type': 'application/vnd.api+json' });
      response.end(
        JSON.stringify(request.url === '/api/v6/regions' ? { data: { type: 'regions', id: 'utah' } } : { meta: {} }),
      );
    } else if (request.url === '/api/v6/regions/odd') {
      response.writeHead(200, { 'Content-Type': 'application/vnd.api+json' });
      response.end(JSON.stringify({ data: [{ type: 'regions', id: 'utah' }] }));
    } else if (request.url === '/api/v6/broken' || request.url?.startsWith('/api/v6/campgrounds/12/sites')) {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    } else {
      response.writeHead(404, { 'Content-Type': 'application/vnd.api+json' });
      response.end(JSON.stringify({ errors: [{ status: '404', code: 'not_found', detail: 'No such thing.' }] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  target = { apiUrl: `http://127.0.0.1:${port}`, fetch: (input, init) => fetch(input, init) };
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('sendServerRequest', () => {
  it('sends the query and the bearer token to API_URL and answers the document', async () => {
    const answer = await sendServerRequest(
      { path: '/api/v6/reviews', query: { 'filter[campground]': '12' }, accessToken: 'tok' },
      target,
    );
    expect(answer).toEqual({ status: 200, body: { data: [], meta: { total: 0 } } });
    const request = seen.at(-1);
    expect(request?.url).toBe('/api/v6/reviews?filter%5Bcampground%5D=12');
    expect(request?.headers.authorization).toBe('Bearer tok');
    expect(request?.headers['x-access-token']).toBe('tok');
    expect(request?.headers.accept).toBe('application/vnd.api+json');
  });

  it("fails with the API's errors, or with one made up for a body that is not JSON", async () => {
    const missing = await sendServerRequest({ path: '/api/v6/nothing' }, target).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, code: 'not_found', detail: 'No such thing.' });
    const broken = await sendServerRequest(
      { path: '/api/v6/broken', failureText: 'Error loading broken' },
      target,
    ).then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e as ApiError,
    );
    expect(broken.errors).toEqual([{ status: '502', title: '502', detail: 'Error loading broken' }]);
  });
});

describe('getResource and getCollection (spec section 8)', () => {
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
    return error;
  }

  it("answers 'API response contains no data' for a success without data", async () => {
    const error = await failure(getResource('/regions/empty', {}, { target }));
    expect(error).toMatchObject({ status: 200, url: '/api/v6/regions/empty' });
    expect(error.messages).toEqual(['API response contains no data']);
  });

  it("answers 'Unexpected API data' for a single resource where a list is expected, and the reverse", async () => {
    expect((await failure(getCollection('/regions', {}, { target }))).messages).toEqual(['Unexpected API data']);
    expect((await failure(getResource('/regions/odd', {}, { target }))).messages).toEqual(['Unexpected API data']);
  });

  it("words an unreadable failure 'Error loading {type}' with the status as title", async () => {
    const error = await failure(
      getCollection('/campgrounds/12/sites', { 'filter[start-date]': '2027-06-01' }, { target }),
    );
    expect(error.errors).toEqual([{ status: '502', title: '502', detail: 'Error loading sites' }]);
  });
});
