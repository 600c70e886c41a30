// The route catalog as the HTTP edge: closed query strings (ADR 0003) on every route, and the
// optional sign-in that hands public routes their viewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestUser } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let admin: TestUser;
let camper: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  camper = await createUser(t);
});
afterAll(async () => {
  await t?.close();
});

function expectUnknownParameter(response: Awaited<ReturnType<TestApp['get']>>, parameter: string): void {
  expect(response.status).toBe(400);
  expect(response.type).toContain('application/vnd.api+json');
  expect(response.body.errors).toEqual([
    {
      status: '400',
      code: 'invalid_parameter',
      title: 'Invalid query parameter',
      detail: `Unknown query parameter "${parameter}".`,
      source: { parameter },
    },
  ]);
}

describe('closed query strings', () => {
  it('refuses a parameter on routes that declare no query', async () => {
    expectUnknownParameter(await t.get('/api/v6/payment-settings/current?foo=1'), 'foo');
    expectUnknownParameter(await t.get('/api/v6/map-layers?bbox=1'), 'bbox');
    expectUnknownParameter(await t.get('/health?verbose=true'), 'verbose');
    expectUnknownParameter(
      await t.get(`/api/v6/users/${camper.id}/saved-lists?page[size]=5`, camper.headers),
      'page[size]',
    );
  });

  it('checks the query after the sign-in: an anonymous caller is still told 401 first', async () => {
    expect((await t.get('/api/v6/pro-gifts?foo=1')).status).toBe(401);
    expectUnknownParameter(await t.get('/api/v6/pro-gifts?foo=1', camper.headers), 'foo');
  });

  it('still answers the same routes without a query', async () => {
    const settings = await t.get('/api/v6/payment-settings/current');
    expect(settings.status).toBe(200);
    expect(settings.body.data.attributes).toEqual({ provider: 'local', 'publishable-key': null });
    expect((await t.get('/api/v6/map-layers')).status).toBe(200);
  });

  it('keeps accepting what a route declares, and refuses anything beside it', async () => {
    const plans = await t.get('/api/v6/platform-subscriptions?filter[platform]=stripe');
    expect(plans.status).toBe(200);
    expectUnknownParameter(await t.get('/api/v6/platform-subscriptions?filter[platform]=stripe&sort=name'), 'sort');

    const page = await t.get('/api/v6/campgrounds?filter[region]=utah&sort=name&page[size]=2');
    expect(page.status).toBe(200);
    expectUnknownParameter(await t.get('/api/v6/campgrounds?filter[region]=utah&colour=blue'), 'colour');

    expect((await t.get('/api/v6/regions/utah?include=')).status).toBe(200);
    expectUnknownParameter(await t.get('/api/v6/regions/utah?fields[regions]=name'), 'fields[regions]');
  });

  it('leaves routes with their own query contract to read it (autocomplete answers [] to anything)', async () => {
    const unknown = await t.get('/api/autocomplete?q=ut&whatever=1');
    expect(unknown.status).toBe(200);
    expect(Array.isArray(unknown.body)).toBe(true);
  });

  it('documents the parameters of routes that read their own query', async () => {
    const doc = (await t.get('/api/v6/openapi.json')).body;
    const names = (doc.paths['/api/autocomplete'].get.parameters as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(['q', 'limit', 'region', 'types']);
  });
});

describe('optional sign-in', () => {
  it('hands a public route its viewer when a valid token is sent', async () => {
    // Listing inactive plans is for admins: the route only knows who asks through optional sign-in
    // (anonymous: 401, sign in first; a signed-in camper: 403).
    expect((await t.get('/api/v6/platform-subscriptions?filter[active]=all')).status).toBe(401);
    expect((await t.get('/api/v6/platform-subscriptions?filter[active]=all', camper.headers)).status).toBe(403);
    expect((await t.get('/api/v6/platform-subscriptions?filter[active]=all', admin.headers)).status).toBe(200);
  });

  it('reads a bad or expired token as an anonymous caller, never as a 401', async () => {
    const bad = { authorization: 'Bearer not-a-token' };
    const anonymous = await t.get('/api/v6/platform-subscriptions', bad);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers['www-authenticate']).toBeUndefined();
    // Read as anonymous: the route's own answer to an anonymous caller (401), not the token's.
    expect((await t.get('/api/v6/platform-subscriptions?filter[active]=all', bad)).status).toBe(401);
    expect((await t.get(`/api/v6/campgrounds/${t.ids.get('test:1')}/reviews`, bad)).status).toBe(200);
  });

  it('marks optional sign-in in the OpenAPI document: anonymous or a token', async () => {
    const doc = (await t.get('/api/v6/openapi.json')).body;
    expect(doc.paths['/api/v6/platform-subscriptions'].get.security).toEqual([
      {},
      { bearerAuth: [] },
      { accessTokenHeader: [] },
    ]);
  });
});
