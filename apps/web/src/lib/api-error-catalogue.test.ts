// The error catalogue of spec section 8, case by case, through the web's one JSON:API resource
// layer (createApiClient) with a fake fetch.
import { describe, expect, it } from 'vitest';
import { API_ERROR_TEXT, ApiError, type ApiClient, createApiClient, errorMessages } from './api-client';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch answering each call with the next [status, body text] (the last one repeats). */
function fakeFetch(...answers: [number, string | null][]) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const [status, text] = answers[Math.min(calls.length - 1, answers.length - 1)] ?? [500, null];
    return new Response(status === 204 ? null : text, { status });
  };
  return { calls, client: createApiClient({ fetch: fetch as typeof globalThis.fetch }) };
}

const json = (value: unknown) => JSON.stringify(value);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const reservation = {
  type: 'reservations',
  id: '7',
  attributes: { status: 'draft', 'total-cents': 11393 },
  relationships: {
    'reservation-items': {
      data: [
        { type: 'reservation-items', id: '2' },
        { type: 'reservation-items', id: '1' },
      ],
    },
  },
};
const items = [
  { type: 'reservation-items', id: '1', attributes: { kind: 'lodging', 'amount-cents': 7500 } },
  { type: 'reservation-items', id: '2', attributes: { kind: 'service-fee', 'amount-cents': 784 } },
];

describe('an error object with status, url and errors', () => {
  it("keeps the API's status, the request's URL and its errors as sent, meta included", async () => {
    const errors = [
      {
        status: '409',
        code: 'draft-exists',
        title: 'Conflict',
        detail: 'You already have a draft here.',
        meta: { 'reservation-id': '7' },
      },
    ];
    const { client } = fakeFetch([409, json({ errors })]);
    const error = await failure(client.createRecord('reservations', {}, { query: { include: 'reservation-items' } }));
    expect(error).toMatchObject({ status: 409, url: '/api/v6/reservations?include=reservation-items', errors });
    expect([error.code, error.meta]).toEqual(['draft-exists', { 'reservation-id': '7' }]);
  });
});

describe("shown text: each error's detail, else its title", () => {
  it('shows details, titles where there is no detail, and skips errors with neither', async () => {
    const { client } = fakeFetch([
      422,
      json({
        errors: [
          { detail: 'Stays here are at least 2 nights.', title: 'Invalid' },
          { title: 'Site unavailable' },
          { status: '422' },
        ],
      }),
    ]);
    const error = await failure(client.updateRecord('reservations', '7', { endDate: '2027-06-02' }));
    expect(errorMessages(error)).toEqual(['Stays here are at least 2 nights.', 'Site unavailable']);
    expect(error.message).toBe('Stays here are at least 2 nights. Site unavailable');
  });
});

describe('an unparseable failure: title the status code, detail what was being done', () => {
  const cases: [string, (client: ApiClient) => Promise<unknown>, string][] = [
    ['findRecord', (client) => client.findRecord('reservations', '7'), 'Error loading reservations'],
    ['findDocument', (client) => client.findDocument('reservations', '7'), 'Error loading reservations'],
    ['findAll', (client) => client.findAll('reservations'), 'Error loading reservations'],
    ['findAll of a nested path', (client) => client.findAll('campgrounds/12/sites'), 'Error loading sites'],
    [
      'createRecord',
      (client) => client.createRecord('reservations', { startDate: '2027-06-01' }),
      'Error creating reservations',
    ],
    [
      'updateRecord',
      (client) => client.updateRecord('reservations', '7', { adults: 2 }),
      'Error updating reservations',
    ],
    [
      'postActionDocument',
      (client) =>
        client.postActionDocument('/reservations/7/payment', { type: 'reservation-payments', attributes: {} }),
      'Error creating reservation-payments',
    ],
  ];
  for (const [name, call, detail] of cases) {
    it(`${name}: "${detail}"`, async () => {
      for (const body of ['<html>Bad gateway</html>', '', '{"errors":[]}', 'null']) {
        const error = await failure(call(fakeFetch([502, body]).client));
        expect(error.status).toBe(502);
        expect(error.errors).toEqual([{ status: '502', title: '502', detail }]);
        expect(errorMessages(error)).toEqual([detail]);
      }
    });
  }
});

describe("no data: 'API response contains no data'", () => {
  const cases: [string, (client: ApiClient) => Promise<unknown>, number, string | null][] = [
    ['findRecord without data', (client) => client.findRecord('reservations', '7'), 200, json({ meta: {} })],
    ['findRecord with data null', (client) => client.findRecord('reservations', '7'), 200, json({ data: null })],
    ['findRecord with an empty body', (client) => client.findRecord('reservations', '7'), 200, ''],
    ['findAll without data', (client) => client.findAll('reservations'), 200, json({ meta: { total: 0 } })],
    ['createRecord answered 204', (client) => client.createRecord('reservations', {}), 204, null],
    [
      'updateDocument without data',
      (client) => client.updateDocument('reservations', '7', { adults: 2 }),
      200,
      json({}),
    ],
  ];
  for (const [name, call, status, body] of cases) {
    it(name, async () => {
      const error = await failure(call(fakeFetch([status, body]).client));
      expect(error.status).toBe(status);
      expect(errorMessages(error)).toEqual([API_ERROR_TEXT.noData]);
    });
  }
});

describe("unexpected data: 'Unexpected API data'", () => {
  it('a single resource where a list is expected', async () => {
    const { client } = fakeFetch([200, json({ data: reservation })]);
    const error = await failure(client.findAll('reservations', { filter: { when: 'upcoming' } }));
    expect(error.url).toBe('/api/v6/reservations?filter%5Bwhen%5D=upcoming');
    expect(errorMessages(error)).toEqual([API_ERROR_TEXT.unexpectedData]);
  });

  it('a list of things that are not resources, and a list where one resource is expected', async () => {
    expect(
      errorMessages(await failure(fakeFetch([200, json({ data: [{ id: 7 }] })]).client.findAll('reservations'))),
    ).toEqual([API_ERROR_TEXT.unexpectedData]);
    expect(
      errorMessages(
        await failure(fakeFetch([200, json({ data: [reservation] })]).client.findRecord('reservations', '7')),
      ),
    ).toEqual([API_ERROR_TEXT.unexpectedData]);
  });
});

describe("a delete answering other than 204: 'Error deleting {id} from {type}. API returned a {status}'", () => {
  it('succeeds on 204 only', async () => {
    const { calls, client } = fakeFetch([204, null]);
    await expect(client.deleteRecord('saved-lists', '9')).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ url: '/api/v6/saved-lists/9', init: { method: 'DELETE' } });
  });

  for (const [status, body] of [
    [200, json({ data: null })],
    [404, json({ errors: [{ status: '404', detail: 'Not found.' }] })],
    [500, '<html>oops</html>'],
  ] as const) {
    it(`words a ${status} the spec's way, whatever the body says`, async () => {
      const error = await failure(fakeFetch([status, body]).client.deleteRecord('saved-lists', '9'));
      expect(error.status).toBe(status);
      expect(errorMessages(error)).toEqual([`Error deleting 9 from saved-lists. API returned a ${status}`]);
    });
  }
});

describe("JSON syntax errors: 'Sorry, your request could not be processed'", () => {
  it('a success whose body is not JSON', async () => {
    const error = await failure(fakeFetch([200, '{"data":']).client.findRecord('reservations', '7'));
    expect(errorMessages(error)).toEqual([API_ERROR_TEXT.syntax]);
  });

  it('a SyntaxError thrown anywhere else', () => {
    expect(errorMessages(new SyntaxError('Unexpected token < in JSON'))).toEqual([
      'Sorry, your request could not be processed',
    ]);
  });
});

describe("unknown: 'Unknown Error'", () => {
  it('a network failure, and an API error with no words of its own', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const offline = await createApiClient({ fetch })
      .findRecord('reservations', '7')
      .catch((e: unknown) => e);
    expect(errorMessages(offline)).toEqual(['Unknown Error']);
    const wordless = await failure(
      fakeFetch([500, json({ errors: [{ status: '500' }] })]).client.findRecord('reservations', '7'),
    );
    expect(errorMessages(wordless)).toEqual(['Unknown Error']);
    expect(errorMessages(undefined)).toEqual(['Unknown Error']);
  });
});

describe('an empty update payload is a no-op returning an empty record', () => {
  it('sends nothing for no attributes and no relationships', async () => {
    const { calls, client } = fakeFetch([500, null]);
    expect(await client.updateRecord('reservations', '7', {})).toEqual({ id: '7', type: 'reservations' });
    const document = await client.updateDocument(
      'reservations',
      '7',
      {},
      { relationships: {}, query: { include: 'reservation-items' } },
    );
    expect(document.data).toEqual({ id: '7', type: 'reservations' });
    expect(document.included).toEqual([]);
    expect(document.related(document.data, 'reservation-items')).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('sends a change of relationship alone', async () => {
    const { calls, client } = fakeFetch([200, json({ data: reservation })]);
    await client.updateRecord('reservations', '7', {}, { relationships: { site: { type: 'sites', id: '17' } } });
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      data: {
        id: '7',
        type: 'reservations',
        attributes: {},
        relationships: { site: { data: { type: 'sites', id: '17' } } },
      },
    });
  });
});

describe('documents with included records (reservations and their price lines)', () => {
  it('reads a record with its included records in relationship order', async () => {
    const { calls, client } = fakeFetch([
      200,
      json({ data: reservation, included: items, meta: { 'hold-minutes': 10 } }),
    ]);
    const document = await client.findDocument('reservations', '7', { include: 'reservation-items' });
    expect(calls[0]?.url).toBe('/api/v6/reservations/7?include=reservation-items');
    expect(document.data).toEqual({ id: '7', type: 'reservations', status: 'draft', totalCents: 11393 });
    expect(document.meta).toEqual({ holdMinutes: 10 });
    expect(document.related(document.data, 'reservation-items').map((item) => item.id)).toEqual(['2', '1']);
  });

  it('creates with relationships, the query and an idempotency key, and answers the included records', async () => {
    const { calls, client } = fakeFetch([201, json({ data: reservation, included: items })]);
    const document = await client.createDocument(
      'reservations',
      { startDate: '2027-06-01', endDate: '2027-06-04' },
      {
        relationships: { campground: { type: 'campgrounds', id: '12' }, site: { type: 'sites', id: '17' } },
        query: { include: 'reservation-items' },
        idempotencyKey: 'attempt-1',
      },
    );
    expect(calls[0]?.url).toBe('/api/v6/reservations?include=reservation-items');
    expect(calls[0]?.init.headers).toMatchObject({ 'Idempotency-Key': 'attempt-1' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      data: {
        type: 'reservations',
        attributes: { 'start-date': '2027-06-01', 'end-date': '2027-06-04' },
        relationships: {
          campground: { data: { type: 'campgrounds', id: '12' } },
          site: { data: { type: 'sites', id: '17' } },
        },
      },
    });
    expect(document.related(document.data, 'reservation-items')).toHaveLength(2);
  });

  it('updates and posts actions with the query, answering the included records', async () => {
    const { calls, client } = fakeFetch([200, json({ data: reservation, included: items })]);
    const updated = await client.updateDocument(
      'reservations',
      '7',
      { adults: 2 },
      { query: { include: 'reservation-items' } },
    );
    expect(calls[0]).toMatchObject({
      url: '/api/v6/reservations/7?include=reservation-items',
      init: { method: 'PATCH' },
    });
    expect(updated.related(updated.data, 'reservation-items')).toHaveLength(2);
    const paid = await client.postActionDocument(
      '/reservations/7/payment',
      { type: 'reservation-payments', attributes: { paymentMethodId: 'pm_1' } },
      { include: 'reservation-items' },
    );
    expect(calls[1]?.url).toBe('/api/v6/reservations/7/payment?include=reservation-items');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      data: { type: 'reservation-payments', attributes: { 'payment-method-id': 'pm_1' } },
    });
    expect(paid.data.id).toBe('7');
  });
});
