// JSON:API 1.0 names its media type without parameters: every JSON:API answer, success or
// error, is sent as exactly `application/vnd.api+json` (no `; charset=utf-8`).
import { JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, jsonApi, signUpRequest, uniqueEmail, PASSWORD, type TestUser } from '../test/accounts.ts';
import { createTestApp, type TestApp, type TestResponse } from '../test/test-app.ts';

let t: TestApp;
let camper: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  camper = await createUser(t);
});
afterAll(async () => {
  await t?.close();
});

function expectBareJsonApi(response: TestResponse, status: number): void {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toBe(JSON_API_MEDIA_TYPE);
}

describe('the JSON:API media type, without parameters', () => {
  it('on a list and on a single resource (200)', async () => {
    expectBareJsonApi(await t.get('/api/v6/campgrounds?page[size]=2'), 200);
    expectBareJsonApi(await t.get(`/api/v6/campgrounds/${t.ids.get('test:1')}`), 200);
    expectBareJsonApi(await t.get(`/api/v6/users/${camper.id}`, camper.headers), 200);
  });

  it('on a created resource (201)', async () => {
    const response = await signUpRequest(t, { email: uniqueEmail(), password: PASSWORD, 'full-name': 'Media Type' });
    expectBareJsonApi(response, 201);
  });

  it('on errors: 400, 401, 404 (route and record), 406, 422', async () => {
    expectBareJsonApi(await t.get('/api/v6/campgrounds?bogus=1'), 400);
    expectBareJsonApi(await t.get(`/api/v6/users/${camper.id}`), 401);
    expectBareJsonApi(await t.get('/api/v6/spaceships'), 404);
    expectBareJsonApi(await t.get('/api/v6/campgrounds/999999999'), 404);
    expectBareJsonApi(await t.get('/api/v6/regions', { accept: `${JSON_API_MEDIA_TYPE}; ext="bulk"` }), 406);
    expectBareJsonApi(
      await t.request(
        jsonApi(
          'PATCH',
          `/api/v6/users/${camper.id}`,
          'users',
          { email: 'not an address' },
          {
            id: camper.id,
            headers: camper.headers,
          },
        ),
      ),
      422,
    );
  });

  it('leaves plain JSON answers as they were', async () => {
    const response = await t.get('/api/v6/openapi.json');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
