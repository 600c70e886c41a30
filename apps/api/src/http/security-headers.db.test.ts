import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestResponse } from '../test/test-app.ts';
import { HSTS_VALUE } from '@campwise/domain';

const LISTED_ORIGIN = 'https://partner.example';

let closed: TestApp;
let open: TestApp;
beforeAll(async () => {
  [closed, open] = await Promise.all([
    createTestApp(),
    createTestApp({ seed: false, config: { corsOrigins: [LISTED_ORIGIN] } }),
  ]);
});
afterAll(async () => {
  await Promise.all([closed?.close(), open?.close()]);
});

function expectSecurityHeaders(response: TestResponse): void {
  expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('come with a JSON:API answer', async () => {
    const response = await closed.get('/api/v6/regions');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it('come with an error answer, even one refused before any route ran', async () => {
    const malformed = await closed.request({
      method: 'POST',
      url: '/api/v6/users',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: '{"data":',
    });
    expect(malformed.status).toBe(400);
    expectSecurityHeaders(malformed);

    const notAcceptable = await closed.get('/api/v6/regions', { accept: 'application/vnd.api+json; ext="bulk"' });
    expect(notAcceptable.status).toBe(406);
    expectSecurityHeaders(notAcceptable);
  });

  it('come with a 404', async () => {
    const response = await closed.get('/api/v6/spaceships');
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });

  it('include HSTS only when the request came over https through a trusted proxy', async () => {
    const plain = await closed.get('/api/v6/regions');
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    // The web server on loopback is the trusted proxy (TRUST_PROXY's default).
    const secure = await closed.get('/api/v6/regions', { 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toBe(HSTS_VALUE);

    // Anyone else saying so is not believed.
    const spoofed = await closed.request({
      method: 'GET',
      url: '/api/v6/regions',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS', () => {
  const preflight = (app: TestApp, origin: string) =>
    app.request({
      method: 'OPTIONS',
      url: '/api/v6/regions',
      headers: { origin, 'access-control-request-method': 'GET' },
    });

  it('is closed when no origin is configured: no Access-Control-* header on any answer', async () => {
    const answer = await preflight(closed, LISTED_ORIGIN);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();

    const get = await closed.get('/api/v6/regions', { origin: LISTED_ORIGIN });
    expect(get.status).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a configured origin, and only that one', async () => {
    const listed = await preflight(open, LISTED_ORIGIN);
    expect(listed.status).toBe(204);
    expect(listed.headers['access-control-allow-origin']).toBe(LISTED_ORIGIN);
    expect(listed.headers['access-control-allow-methods']).toContain('PATCH');
    expect(listed.headers['access-control-allow-credentials']).toBeUndefined();
    expectSecurityHeaders(listed);

    const unlisted = await preflight(open, 'https://evil.example');
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();

    const get = await open.get('/api/v6/regions', { origin: LISTED_ORIGIN });
    expect(get.status).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBe(LISTED_ORIGIN);
    expect(get.headers['access-control-expose-headers']).toContain('Location');

    const getUnlisted = await open.get('/api/v6/regions', { origin: 'https://evil.example' });
    expect(getUnlisted.headers['access-control-allow-origin']).toBeUndefined();
  });
});
