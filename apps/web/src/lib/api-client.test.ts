import { describe, expect, it } from 'vitest';
import { API_ERROR_TEXT, ApiError, createApiClient, errorMessages, toQueryString } from './api-client';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records calls and answers with the given status and body text. */
function fakeFetch(status: number, body: unknown = '') {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const userDocument = {
  data: { type: 'users', id: '42', attributes: { 'full-name': 'Ana Ortiz', 'email-notification': true } },
};

describe('toQueryString', () => {
  it('writes nested filters as bracketed keys and skips empty values', () => {
    expect(
      toQueryString({ filter: { current: 1, email: undefined }, include: 'campground', page: { size: 200 } }),
    ).toBe('?filter%5Bcurrent%5D=1&include=campground&page%5Bsize%5D=200');
    expect(toQueryString({})).toBe('');
  });
});

describe('createApiClient', () => {
  it('reads a record with camelCased attributes and sends the token both ways', async () => {
    const { calls, fetch } = fakeFetch(200, userDocument);
    const record = await createApiClient({ fetch, accessToken: 'token-1' }).findRecord('users', '42');
    expect(record).toEqual({ id: '42', type: 'users', fullName: 'Ana Ortiz', emailNotification: true });
    expect(calls[0]?.url).toBe('/api/v6/users/42');
    expect(calls[0]?.init.headers).toMatchObject({
      Accept: 'application/vnd.api+json',
      'x-access-token': 'token-1',
      Authorization: 'Bearer token-1',
    });
  });

  it('sends no token headers without a token', async () => {
    const { calls, fetch } = fakeFetch(200, userDocument);
    await createApiClient({ fetch }).findRecord('users', '42');
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
    expect(calls[0]?.init.headers).not.toHaveProperty('x-access-token');
  });

  it('creates a record with kebab-case attributes', async () => {
    const { calls, fetch } = fakeFetch(201, userDocument);
    await createApiClient({ fetch }).createRecord('users', { fullName: 'Ana', camperType: [], city: null });
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      data: { type: 'users', attributes: { 'full-name': 'Ana', 'camper-type': [], city: null } },
    });
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/vnd.api+json' });
  });

  it("shows each error's detail, else its title", async () => {
    const { fetch } = fakeFetch(422, {
      errors: [
        { status: '422', title: 'Invalid', detail: 'Please enter a name.' },
        { status: '422', title: 'Email taken' },
      ],
    });
    const error = await rejection(createApiClient({ fetch }).createRecord('users', {}));
    expect(error.status).toBe(422);
    expect(error.url).toBe('/api/v6/users');
    expect(errorMessages(error)).toEqual(['Please enter a name.', 'Email taken']);
  });

  it('makes up an error with the status as title when the failure has no readable body', async () => {
    const cases = [
      [(client: ReturnType<typeof createApiClient>) => client.findRecord('users', '1'), 'Error loading users'],
      [(client: ReturnType<typeof createApiClient>) => client.createRecord('users', {}), 'Error creating users'],
      [
        (client: ReturnType<typeof createApiClient>) => client.updateRecord('users', '1', { a: 1 }),
        'Error updating users',
      ],
    ] as const;
    for (const [call, detail] of cases) {
      const error = await rejection(call(createApiClient({ fetch: fakeFetch(502, '<html>Bad gateway</html>').fetch })));
      expect(error.errors).toEqual([{ status: '502', title: '502', detail }]);
    }
  });

  it('treats anything but 204 from a delete as a failure', async () => {
    await expect(createApiClient({ fetch: fakeFetch(204).fetch }).deleteRecord('users', '42')).resolves.toBeUndefined();
    const error = await rejection(
      createApiClient({ fetch: fakeFetch(200, userDocument).fetch }).deleteRecord('users', '42'),
    );
    expect(errorMessages(error)).toEqual(['Error deleting 42 from users. API returned a 200']);
  });

  it('reports missing and unexpected data', async () => {
    const noData = await rejection(
      createApiClient({ fetch: fakeFetch(200, { meta: {} }).fetch }).findRecord('users', '1'),
    );
    expect(errorMessages(noData)).toEqual([API_ERROR_TEXT.noData]);
    const notList = await rejection(createApiClient({ fetch: fakeFetch(200, userDocument).fetch }).findAll('users'));
    expect(errorMessages(notList)).toEqual([API_ERROR_TEXT.unexpectedData]);
  });

  it('reports a success body that is not JSON as a request that could not be processed', async () => {
    const error = await rejection(
      createApiClient({ fetch: fakeFetch(200, '{"data":').fetch }).findRecord('users', '1'),
    );
    expect(errorMessages(error)).toEqual(['Sorry, your request could not be processed']);
  });

  it('reads lists with included records and camelCased meta', async () => {
    const { fetch } = fakeFetch(200, {
      data: [userDocument.data],
      included: [{ type: 'regions', id: 'utah', attributes: { name: 'Utah' } }],
      meta: { 'available-sort-options': ['name'] },
    });
    const list = await createApiClient({ fetch }).findAll('users', { filter: { current: 1 } });
    expect(list.data.map((record) => record.id)).toEqual(['42']);
    expect(list.included).toEqual([{ id: 'utah', type: 'regions', name: 'Utah' }]);
    expect(list.meta).toEqual({ availableSortOptions: ['name'] });
  });

  it('skips the request for an empty update', async () => {
    const { calls, fetch } = fakeFetch(500);
    expect(await createApiClient({ fetch }).updateRecord('users', '42', {})).toEqual({ id: '42', type: 'users' });
    expect(calls).toHaveLength(0);
  });

  it('posts actions and answers null for an empty success', async () => {
    const { calls, fetch } = fakeFetch(204);
    const answer = await createApiClient({ fetch, accessToken: 't' }).postAction(
      '/users/42/password',
      'password-changes',
      {
        currentPassword: 'old-password',
        newPassword: 'new-password',
      },
    );
    expect(answer).toBeNull();
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      data: {
        type: 'password-changes',
        attributes: { 'current-password': 'old-password', 'new-password': 'new-password' },
      },
    });
  });
});

describe('errorMessages', () => {
  it('words JSON syntax errors and anything unknown', () => {
    expect(errorMessages(new SyntaxError('Unexpected token'))).toEqual([API_ERROR_TEXT.syntax]);
    expect(errorMessages(new TypeError('Failed to fetch'))).toEqual(['Unknown Error']);
    expect(errorMessages('nope')).toEqual(['Unknown Error']);
    expect(errorMessages(new ApiError(500, '/api/v6/x', []))).toEqual(['Unknown Error']);
  });
});
