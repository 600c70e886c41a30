import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestResponse } from '../../test/test-app.ts';
import {
  authHeaders,
  createAdmin,
  createUser,
  jsonApi,
  PASSWORD,
  passwordGrant,
  signIn,
  type TestUser,
} from '../../test/accounts.ts';

let t: TestApp;
let ada: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  ada = await createUser(t, { fullName: 'Ada' });
  bob = await createUser(t, { fullName: 'Bob' });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

type Caller = 'anonymous' | 'self' | 'other user' | 'admin';

function headersOf(caller: Caller): Record<string, string> {
  if (caller === 'anonymous') return {};
  return (caller === 'self' ? ada : caller === 'other user' ? bob : admin).headers;
}

function send(caller: Caller, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, body?: unknown) {
  const headers: Record<string, string> = { ...headersOf(caller) };
  if (body !== undefined) headers['content-type'] = 'application/vnd.api+json';
  return t.request({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
}

function expectError(response: TestResponse, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.type).toContain('application/vnd.api+json');
  expect(response.body.errors[0]).toMatchObject({ status: String(status), code });
}

describe('permission matrix', () => {
  // "self" is Ada acting on Ada's record; "other user" is Bob acting on it.
  const patch = { data: { type: 'users', attributes: { city: 'Moab' } } };
  const passwordChange = {
    data: { type: 'password-changes', attributes: { 'current-password': PASSWORD, 'new-password': PASSWORD } },
  };

  const cases: [string, Caller, () => Promise<TestResponse>, number][] = [];
  const matrix: Record<string, Record<Caller, number>> = {
    'GET ?filter[current]=1': { anonymous: 401, self: 200, 'other user': 200, admin: 200 },
    'GET list': { anonymous: 401, self: 403, 'other user': 403, admin: 200 },
    'GET one': { anonymous: 401, self: 200, 'other user': 403, admin: 200 },
    PATCH: { anonymous: 401, self: 200, 'other user': 403, admin: 200 },
    'POST password': { anonymous: 401, self: 204, 'other user': 403, admin: 403 },
    'GET outbox': { anonymous: 401, self: 403, 'other user': 403, admin: 200 },
  };
  const requests: Record<string, (caller: Caller) => Promise<TestResponse>> = {
    'GET ?filter[current]=1': (caller) => send(caller, 'GET', '/api/v6/users?filter[current]=1'),
    'GET list': (caller) => send(caller, 'GET', '/api/v6/users'),
    'GET one': (caller) => send(caller, 'GET', `/api/v6/users/${ada.id}`),
    PATCH: (caller) => send(caller, 'PATCH', `/api/v6/users/${ada.id}`, patch),
    'POST password': (caller) => send(caller, 'POST', `/api/v6/users/${ada.id}/password`, passwordChange),
    'GET outbox': (caller) => send(caller, 'GET', '/api/v6/outbox-emails'),
  };
  for (const [route, expected] of Object.entries(matrix)) {
    for (const [caller, status] of Object.entries(expected) as [Caller, number][]) {
      cases.push([route, caller, () => requests[route]!(caller), status]);
    }
  }

  it.each(cases)('%s as %s', async (_route, _caller, run, status) => {
    const response = await run();
    expect(response.status).toBe(status);
    if (status === 401) {
      expect(response.body.errors).toEqual([
        { status: '401', code: 'unauthorized', title: 'Unauthorized', detail: 'Sign in to continue.' },
      ]);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
    if (status === 403) expectError(response, 403, 'forbidden');
  });

  it('DELETE as anonymous, other user, self and admin', async () => {
    const carol = await createUser(t);
    const dave = await createUser(t);
    const del = (headers: Record<string, string>, id: string) =>
      t.request({ method: 'DELETE', url: `/api/v6/users/${id}`, headers });
    expectError(await del({}, carol.id), 401, 'unauthorized');
    expectError(await del(bob.headers, carol.id), 403, 'forbidden');
    const own = await del(carol.headers, carol.id);
    expect(own.status).toBe(204);
    expect(own.text).toBe('');
    expect((await del(admin.headers, dave.id)).status).toBe(204);
    expectError(await t.get(`/api/v6/users/${dave.id}`, admin.headers), 404, 'not_found');
  });

  it('answers 403 for ids of nobody to non-admins, so ids cannot be probed; admins get 404', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const url = '/api/v6/users/999999';
      const body = method === 'PATCH' ? patch : undefined;
      expectError(await send('other user', method, url, body), 403, 'forbidden');
      if (method !== 'DELETE') expectError(await send('admin', method, url, body), 404, 'not_found');
    }
    expectError(await send('admin', 'DELETE', '/api/v6/users/999999'), 404, 'not_found');
  });

  it('checks permission before the body: a forbidden PATCH with a bad body is still 403', async () => {
    expectError(await send('other user', 'PATCH', `/api/v6/users/${ada.id}`, { nonsense: true }), 403, 'forbidden');
  });

  it('answers 404 for ids that cannot exist', async () => {
    expectError(await send('admin', 'GET', '/api/v6/users/abc'), 404, 'not_found');
    expectError(await send('admin', 'GET', '/api/v6/users/0'), 404, 'not_found');
  });
});

describe('secrets', () => {
  it('no user response contains the password or its stored hash', async () => {
    const [stored] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, Number(ada.id)));
    expect(stored?.hash).toMatch(/^\$argon2id\$/);
    const responses = [
      await t.get('/api/v6/users?filter[current]=1', ada.headers),
      await t.get(`/api/v6/users/${ada.id}`, ada.headers),
      await t.get('/api/v6/users?page[size]=200', admin.headers),
      await t.request(jsonApi('PATCH', `/api/v6/users/${ada.id}`, 'users', {}, { headers: ada.headers })),
    ];
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.text).not.toContain(stored!.hash!);
      expect(response.text).not.toContain(PASSWORD);
      expect(response.text).not.toContain('"password"');
    }
  });
});

describe('authentication', () => {
  it('accepts the token in either header alone', async () => {
    const url = '/api/v6/users?filter[current]=1';
    expect((await t.get(url, { 'x-access-token': ada.accessToken })).status).toBe(200);
    expect((await t.get(url, { authorization: `Bearer ${ada.accessToken}` })).status).toBe(200);
  });

  it('refuses unknown tokens and refresh tokens used as access tokens', async () => {
    const url = '/api/v6/users?filter[current]=1';
    expectError(await t.get(url, authHeaders('not-a-token')), 401, 'unauthorized');
    expectError(await t.get(url, authHeaders(ada.refreshToken)), 401, 'unauthorized');
    expectError(await t.get(url, { authorization: `Basic ${ada.accessToken}` }), 401, 'unauthorized');
  });
});

describe('GET /api/v6/users', () => {
  it('filter[current]=1 answers a list of exactly the signed-in user', async () => {
    const { status, body } = await t.get('/api/v6/users?filter[current]=1', bob.headers);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ type: 'users', id: bob.id, attributes: { email: bob.email } });
    expect(body.meta.total).toBe(1);
  });

  it('lists everyone for admins, newest first, paginated, filtered by email in any case', async () => {
    const page = await t.get('/api/v6/users?page[size]=2', admin.headers);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta.total).toBeGreaterThanOrEqual(3);
    expect(page.body.links.next).toContain('page%5Bnumber%5D=2');

    const filtered = await t.get(
      `/api/v6/users?filter[email]=${encodeURIComponent(ada.email.toUpperCase())}`,
      admin.headers,
    );
    expect(filtered.body.data.map((user: { id: string }) => user.id)).toEqual([ada.id]);

    const sorted = await t.get('/api/v6/users?sort=email&page[size]=200', admin.headers);
    const emails = sorted.body.data.map((user: { attributes: { email: string } }) =>
      user.attributes.email.toLowerCase(),
    );
    expect(emails).toEqual([...emails].sort());
  });

  it('rejects unknown filters and bad filter values', async () => {
    expectError(await t.get('/api/v6/users?filter[name]=x', admin.headers), 400, 'invalid_parameter');
    expectError(await t.get('/api/v6/users?filter[current]=yes', ada.headers), 400, 'invalid_parameter');
  });
});

describe('PATCH /api/v6/users/{id}', () => {
  const update = (user: TestUser, id: string, attributes: Record<string, unknown>) =>
    t.request(jsonApi('PATCH', `/api/v6/users/${id}`, 'users', attributes, { id, headers: user.headers }));

  it('updates profile and notification settings', async () => {
    const response = await update(ada, ada.id, {
      'full-name': ' Ada King ',
      phone: '970.555.0100',
      city: 'Moab',
      'camper-type': ['tent'],
      'email-notification': true,
      'phone-notification': true,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({
      'full-name': 'Ada King',
      phone: '970.555.0100',
      city: 'Moab',
      'camper-type': ['tent'],
      'email-notification': true,
      'phone-notification': true,
    });
    const reread = await t.get(`/api/v6/users/${ada.id}`, ada.headers);
    expect(reread.body.data.attributes['full-name']).toBe('Ada King');
  });

  it('clears phone and city with null or blank', async () => {
    const response = await update(ada, ada.id, { phone: null, city: '  ' });
    expect(response.body.data.attributes).toMatchObject({ phone: null, city: null });
  });

  it('answers the record unchanged for empty attributes', async () => {
    const before = await t.get(`/api/v6/users/${ada.id}`, ada.headers);
    const response = await update(ada, ada.id, {});
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(before.body.data);
  });

  it('validates with the spec messages, one error per attribute', async () => {
    const response = await update(ada, ada.id, { phone: '12345', 'full-name': '' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      {
        status: '422',
        code: 'validation_failed',
        title: 'Invalid attribute',
        detail: 'Please enter a name.',
        source: { pointer: '/data/attributes/full-name' },
      },
      {
        status: '422',
        code: 'validation_failed',
        title: 'Invalid attribute',
        detail: 'Please enter a valid phone number.',
        source: { pointer: '/data/attributes/phone' },
      },
    ]);
  });

  it.each(['email', 'password', 'pro', 'verified', 'confirmed-email', 'has-password', 'created-at', 'color'])(
    'refuses %s with a 422 naming it, for users and admins alike',
    async (name) => {
      for (const user of [ada, admin]) {
        const response = await update(user, ada.id, { [name]: true });
        expect(response.status).toBe(422);
        expect(response.body.errors).toEqual([
          expect.objectContaining({
            code: 'validation_failed',
            detail: `"${name}" is not an attribute you can set.`,
            source: { pointer: `/data/attributes/${name}` },
          }),
        ]);
      }
    },
  );

  it('refuses admin and manager from a non-admin with a 422 naming them, changing nothing', async () => {
    const response = await update(ada, ada.id, { admin: true, manager: true, city: 'Sneaky' });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/data/attributes/admin',
      '/data/attributes/manager',
    ]);
    const reread = await t.get(`/api/v6/users/${ada.id}`, ada.headers);
    expect(reread.body.data.attributes).toMatchObject({ admin: false, manager: false });
    expect(reread.body.data.attributes.city).not.toBe('Sneaky');
  });

  it('lets an admin grant and take back admin and manager', async () => {
    const granted = await update(admin, bob.id, { admin: true, manager: true });
    expect(granted.body.data.attributes).toMatchObject({ admin: true, manager: true });
    expect((await t.get('/api/v6/users', bob.headers)).status).toBe(200);
    const revoked = await update(admin, bob.id, { admin: false, manager: false });
    expect(revoked.body.data.attributes).toMatchObject({ admin: false, manager: false });
    expect((await t.get('/api/v6/users', bob.headers)).status).toBe(403);
  });

  it('refuses an id in the document that is not the one in the URL', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: `/api/v6/users/${ada.id}`,
      headers: { 'content-type': 'application/vnd.api+json', ...ada.headers },
      payload: JSON.stringify({ data: { type: 'users', id: bob.id, attributes: { city: 'X' } } }),
    });
    expectError(response, 400, 'invalid_body');
    expect(response.body.errors[0].source).toEqual({ pointer: '/data/id' });
  });
});

describe('POST /api/v6/users/{id}/password', () => {
  const change = (user: TestUser, attributes: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: `/api/v6/users/${user.id}/password`,
      headers: { 'content-type': 'application/vnd.api+json', ...user.headers },
      payload: JSON.stringify({ data: { type: 'password-changes', attributes } }),
    });

  it('refuses a wrong current password with the contract message', async () => {
    const user = await createUser(t);
    const response = await change(user, { 'current-password': 'wrong password', 'new-password': 'a new password' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        detail: 'Your current password is incorrect.',
        source: { pointer: '/data/attributes/current-password' },
      }),
    ]);
    expect((await passwordGrant(t, user.email, PASSWORD)).status).toBe(200);
  });

  it('validates the new password with the sign-up rule and needs the current one', async () => {
    const user = await createUser(t);
    const short = await change(user, { 'current-password': PASSWORD, 'new-password': 'short' });
    expect(short.status).toBe(422);
    expect(short.body.errors[0]).toMatchObject({
      detail: 'Please enter a password at least 8 characters long.',
      source: { pointer: '/data/attributes/new-password' },
    });
    const missing = await change(user, { 'new-password': 'a new password' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({
      detail: 'Please enter a password.',
      source: { pointer: '/data/attributes/current-password' },
    });
  });

  it('sets the password, ends the other sessions and keeps the calling one', async () => {
    const user = await createUser(t);
    const otherSession = await signIn(t, user.email);
    const response = await change(user, { 'current-password': PASSWORD, 'new-password': 'a brand new password' });
    expect(response.status).toBe(204);

    const current = '/api/v6/users?filter[current]=1';
    expect((await t.get(current, user.headers)).status).toBe(200);
    expect((await t.get(current, authHeaders(otherSession.accessToken))).status).toBe(401);
    const refreshOther = await t.request({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'refresh_token', refresh_token: otherSession.refreshToken }),
    });
    expect(refreshOther.status).toBe(400);
    const refreshOwn = await t.request({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'refresh_token', refresh_token: user.refreshToken }),
    });
    expect(refreshOwn.status).toBe(200);

    expect((await passwordGrant(t, user.email, PASSWORD)).status).toBe(400);
    expect((await passwordGrant(t, user.email, 'a brand new password')).status).toBe(200);
  });
});

describe('DELETE /api/v6/users/{id}', () => {
  it('deletes the account and every token with it', async () => {
    const user = await createUser(t);
    const second = await signIn(t, user.email);
    expect((await t.request({ method: 'DELETE', url: `/api/v6/users/${user.id}`, headers: user.headers })).status).toBe(
      204,
    );
    for (const token of [user.accessToken, second.accessToken]) {
      expectError(await t.get('/api/v6/users?filter[current]=1', authHeaders(token)), 401, 'unauthorized');
    }
    const refresh = await t.request({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&refresh_token=${second.refreshToken}`,
    });
    expect(refresh.status).toBe(400);
    expect(refresh.body.error).toBe('invalid_grant');
    expect((await passwordGrant(t, user.email, PASSWORD)).status).toBe(400);
    expectError(await t.get(`/api/v6/users/${user.id}`, admin.headers), 404, 'not_found');
  });
});
