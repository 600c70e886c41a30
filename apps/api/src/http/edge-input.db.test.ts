// What the edge refuses before any route sees it: NUL characters and unpaired surrogates in any
// body, query string or path (PostgreSQL cannot store them: a 500 before), and bodies that are
// not JSON sent to JSON:API routes (415).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, jsonApi, signUpRequest, uniqueEmail, type TestUser } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const MESSAGE = 'Text may not contain NUL characters or unpaired surrogates.';

let t: TestApp;
let ada: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await createUser(t);
});
afterAll(async () => {
  await t?.close();
});

function invalidBody(pointer: string) {
  return { status: '400', code: 'invalid_body', detail: MESSAGE, source: { pointer } };
}

describe('NUL characters and unpaired surrogates', () => {
  it('refuses them in a body string with 400 naming the member', async () => {
    const nulName = await signUpRequest(t, { email: uniqueEmail(), password: 'long enough', 'full-name': 'A\u0000B' });
    expect(nulName.status).toBe(400);
    expect(nulName.body.errors).toEqual([expect.objectContaining(invalidBody('/data/attributes/full-name'))]);

    const surrogateEmail = await signUpRequest(t, {
      email: `x\ud800${uniqueEmail()}`,
      password: 'long enough',
      'full-name': 'Ada',
    });
    expect(surrogateEmail.status).toBe(400);
    expect(surrogateEmail.body.errors[0]).toMatchObject(invalidBody('/data/attributes/email'));

    const lowSurrogate = await t.request(
      jsonApi(
        'PATCH',
        `/api/v6/users/${ada.id}`,
        'users',
        { city: 'Moab\udc00' },
        { id: ada.id, headers: ada.headers },
      ),
    );
    expect(lowSurrogate.status).toBe(400);
    expect(lowSurrogate.body.errors[0]).toMatchObject(invalidBody('/data/attributes/city'));
  });

  it('accepts paired surrogates (emoji) as they are', async () => {
    const response = await t.request(
      jsonApi('PATCH', `/api/v6/users/${ada.id}`, 'users', { city: 'Moab 🏕️' }, { id: ada.id, headers: ada.headers }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data.attributes.city).toBe('Moab 🏕️');
  });

  it('refuses them deep in a body and in member names', async () => {
    const deep = await t.request(
      jsonApi(
        'POST',
        '/api/v6/saved-lists',
        'saved-lists',
        { name: 'Trips', extra: [{ a: ['ok', 'n\u0000'] }] },
        {
          headers: ada.headers,
        },
      ),
    );
    expect(deep.status).toBe(400);
    expect(deep.body.errors[0]).toMatchObject(invalidBody('/data/attributes/extra/0/a/1'));

    const memberName = await t.request(
      jsonApi('POST', '/api/v6/saved-lists', 'saved-lists', { 'na\u0000me': 'Trips' }, { headers: ada.headers }),
    );
    expect(memberName.status).toBe(400);
    expect(memberName.body.errors[0]).toMatchObject(invalidBody('/data/attributes/na\uFFFDme'));
  });

  it('refuses them in a path parameter and in the query string with 400 naming the parameter', async () => {
    const path = await t.get('/api/v6/discount-codes/a%00b');
    expect(path.status).toBe(400);
    expect(path.body.errors[0]).toMatchObject({
      code: 'invalid_parameter',
      detail: MESSAGE,
      source: { parameter: 'code' },
    });

    const query = await t.get('/api/v6/campgrounds?filter[name]=a%00b');
    expect(query.status).toBe(400);
    expect(query.body.errors[0]).toMatchObject({
      code: 'invalid_parameter',
      detail: MESSAGE,
      source: { parameter: 'filter[name]' },
    });

    const surrogate = await t.get('/api/v6/campgrounds?sort=%ED%A0%80');
    expect(surrogate.status).toBeLessThan(500);
  });

  it('answers the token endpoint in its own format (invalid_request)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'a\u0000@example.com',
        password: 'x',
      }).toString(),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'invalid_request', error_description: MESSAGE });
  });

  it('walks a deeply nested body without failing', async () => {
    const depth = 100_000;
    const response = await t.request({
      method: 'POST',
      url: '/api/v6/saved-lists',
      headers: { 'content-type': 'application/vnd.api+json', ...ada.headers },
      payload: `${'['.repeat(depth)}"\u0000"${']'.repeat(depth)}`,
    });
    expect(response.status).toBe(400);
  });
});

describe('a body sent as text/plain', () => {
  it('is 415 on JSON:API routes', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v6/saved-lists',
      headers: { 'content-type': 'text/plain', ...ada.headers },
      payload: JSON.stringify({ data: { type: 'saved-lists', attributes: { name: 'Trips' } } }),
    });
    expect(response.status).toBe(415);
    expect(response.body.errors[0]).toMatchObject({ status: '415', code: 'unsupported_media_type' });
  });
});

describe('personal answers', () => {
  it('are sent with Cache-Control: private, no-store', async () => {
    const personal = [
      `/api/v6/users?filter[current]=1`,
      `/api/v6/users/${ada.id}`,
      `/api/v6/users/${ada.id}/saved-lists`,
      `/api/v6/users/${ada.id}/list-items/campground-ids`,
      `/api/v6/subscriptions?filter[user]=${ada.id}`,
      `/api/v6/pro-gifts`,
    ];
    for (const url of personal) {
      const response = await t.get(url, ada.headers);
      expect(response.status, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    const list = await t.request(
      jsonApi('POST', '/api/v6/saved-lists', 'saved-lists', { name: 'Desert loops' }, { headers: ada.headers }),
    );
    expect(list.status).toBe(201);
    expect(list.headers['cache-control']).toBe('private, no-store');
  });

  it('are not claimed for public answers', async () => {
    const response = await t.get('/api/v6/campgrounds?filter[slug]=none');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).not.toBe('private, no-store');
  });
});
