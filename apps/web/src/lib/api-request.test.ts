import { describe, expect, it } from 'vitest';
import { type ApiRecord, createApiClient } from './api-client';
import { ApiError, errorMessages, pointerField, readErrors } from './api-error';
import { type FetchLike, sendRequest, toBody } from './api-request';

describe('toBody', () => {
  it('kebab-cases attributes, nested ones too, and wraps relationships in data', () => {
    const body = JSON.parse(
      toBody({
        type: 'field-reports',
        attributes: { visitedOn: '2026-06-01', signals: [{ carrier: 'att', signal: 'fair', downloadMbps: 4 }] },
        relationships: { campground: { type: 'campgrounds', id: '12' }, review: { type: 'reviews', id: '3' } },
      }),
    );
    expect(body).toEqual({
      data: {
        type: 'field-reports',
        attributes: { 'visited-on': '2026-06-01', signals: [{ carrier: 'att', signal: 'fair', 'download-mbps': 4 }] },
        relationships: {
          campground: { data: { type: 'campgrounds', id: '12' } },
          review: { data: { type: 'reviews', id: '3' } },
        },
      },
    });
  });

  it('sends the id on updates and leaves relationships out when there are none', () => {
    expect(JSON.parse(toBody({ type: 'reviews', id: '3', attributes: { rating: 5 } }))).toEqual({
      data: { id: '3', type: 'reviews', attributes: { rating: 5 } },
    });
  });
});

describe('readErrors', () => {
  it("reads the API's errors, or makes one up from the status", () => {
    const errors = [{ status: '409', detail: 'Already reviewed.' }];
    expect(readErrors(JSON.stringify({ errors }), 409, 'x')).toEqual(errors);
    expect(readErrors('<html>Bad gateway</html>', 502, 'Error creating reviews')).toEqual([
      { status: '502', title: '502', detail: 'Error creating reviews' },
    ]);
  });
});

describe('pointerField', () => {
  it('names the form field an error points at', () => {
    expect(pointerField({ source: { pointer: '/data/attributes/stayed-on' } })).toBe('stayedOn');
    expect(pointerField({ source: { pointer: '/data/relationships/campground' } })).toBeNull();
    expect(pointerField({})).toBeNull();
  });
});

describe('sendRequest', () => {
  /** A fetch that records the request and answers `text` with `status`. */
  function answering(status: number, text: string) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return new Response(status === 204 ? null : text, { status });
    };
    return { calls, fetch };
  }

  it('sends the token as both headers, the JSON:API media type and the query', async () => {
    const { calls, fetch } = answering(200, '{"data":[]}');
    const answer = await sendRequest(fetch, {
      url: '/api/v6/reviews',
      query: { filter: { campground: '12' }, page: { size: 5 } },
      accessToken: 'tok',
    });
    expect(answer).toEqual({ status: 200, body: { data: [] } });
    expect(calls[0]?.url).toBe('/api/v6/reviews?filter%5Bcampground%5D=12&page%5Bsize%5D=5');
    expect(calls[0]?.init.headers).toEqual({
      Accept: 'application/vnd.api+json',
      'x-access-token': 'tok',
      Authorization: 'Bearer tok',
    });
  });

  it('speaks plain JSON and form bodies where asked', async () => {
    const { calls, fetch } = answering(200, '[]');
    await sendRequest(fetch, {
      url: '/oauth/token',
      method: 'POST',
      format: 'json',
      form: new URLSearchParams({ a: 'b' }),
    });
    expect(calls[0]?.init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(String(calls[0]?.init.body)).toBe('a=b');
  });

  it("throws ApiError with the API's errors[], their code, detail and pointer", async () => {
    const errors = [
      { status: '422', code: 'invalid', detail: 'Pick a date.', source: { pointer: '/data/attributes/stayed-on' } },
      { status: '422', title: 'Too long' },
    ];
    const { fetch } = answering(422, JSON.stringify({ errors }));
    const error = await sendRequest(fetch, { url: '/api/v6/reviews', method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, url: '/api/v6/reviews', errors });
    const apiError = error as ApiError;
    expect([apiError.code, apiError.detail, apiError.pointer]).toEqual([
      'invalid',
      'Pick a date.',
      '/data/attributes/stayed-on',
    ]);
    expect(apiError.messages).toEqual(['Pick a date.', 'Too long']);
    expect(errorMessages(apiError)).toEqual(apiError.messages);
  });

  it('makes an error up from the status when the body is not JSON:API, and reads OAuth2 and card errors', async () => {
    const html = await sendRequest(answering(502, '<html>Bad gateway</html>').fetch, {
      url: '/api/v6/x',
      failureText: 'Error loading x',
    }).then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e as ApiError,
    );
    expect(html.errors).toEqual([{ status: '502', title: '502', detail: 'Error loading x' }]);
    expect(html.code).toBeUndefined();
    const oauth = JSON.stringify({ error: 'invalid_grant', error_description: 'Wrong password' });
    expect(readErrors(oauth, 400, 'x')).toEqual([{ status: '400', code: 'invalid_grant', detail: 'Wrong password' }]);
    const card = JSON.stringify({ error: { type: 'card_error', code: 'card_declined', message: 'Declined.' } });
    expect(readErrors(card, 402, 'x')).toEqual([{ status: '402', code: 'card_declined', detail: 'Declined.' }]);
    expect(new ApiError(500, '/x', []).messages).toEqual(['Unknown Error']);
  });

  it('answers null for an empty success and the spec text for a success that is not JSON', async () => {
    expect(await sendRequest(answering(204, '').fetch, { url: '/x', method: 'DELETE' })).toEqual({
      status: 204,
      body: null,
    });
    const broken = await sendRequest(answering(200, '{"data":').fetch, { url: '/x' }).then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e as ApiError,
    );
    expect(broken.messages).toEqual(['Sorry, your request could not be processed']);
  });
});

describe('the browser client on the core', () => {
  it("resolves a collection's relationships against its included records", async () => {
    const body = {
      data: [
        {
          type: 'saved-list-items',
          id: '1',
          attributes: {},
          relationships: {
            campground: { data: { type: 'campgrounds', id: '12' } },
            photos: {
              data: [
                { type: 'photos', id: 'b' },
                { type: 'photos', id: 'gone' },
                { type: 'photos', id: 'a' },
              ],
            },
          },
        },
      ],
      included: [
        { type: 'campgrounds', id: '12', attributes: { name: 'Steel Creek' } },
        { type: 'photos', id: 'a', attributes: {} },
        { type: 'photos', id: 'b', attributes: {} },
      ],
    };
    const fetch = (async () => new Response(JSON.stringify(body))) as typeof globalThis.fetch;
    const list = await createApiClient({ fetch }).findAll('saved-list-items');
    const [item] = list.data as [ApiRecord];
    expect(list.related(item, 'campground')).toEqual([{ type: 'campgrounds', id: '12', name: 'Steel Creek' }]);
    expect(list.related(item, 'photos').map((photo) => photo.id)).toEqual(['b', 'a']);
    expect(list.related(item, 'author')).toEqual([]);
  });

  it('writes documents with relationships and reads plain JSON endpoints', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return url.startsWith('/api/autocomplete')
        ? new Response('[{"name":"Moab"}]', { status: 200 })
        : new Response(null, { status: 204 });
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ fetch, accessToken: 't' });
    const written = await client.write('POST', '/reviews', {
      type: 'reviews',
      attributes: { stayedOn: '2026-06' },
      relationships: { campground: { type: 'campgrounds', id: '12' } },
    });
    expect(written).toBeNull();
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      data: {
        type: 'reviews',
        attributes: { 'stayed-on': '2026-06' },
        relationships: { campground: { data: { type: 'campgrounds', id: '12' } } },
      },
    });
    expect(await client.getJson('/api/autocomplete', { q: 'mo ab' })).toEqual([{ name: 'Moab' }]);
    expect(calls[1]?.url).toBe('/api/autocomplete?q=mo+ab');
    expect(calls[1]?.init.headers).toMatchObject({ Accept: 'application/json', Authorization: 'Bearer t' });
  });
});
