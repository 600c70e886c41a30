import { describe, expect, it } from 'vitest';
import {
  fetchCurrentUser,
  requestTokens,
  revokeTokens,
  TokenRequestError,
  tokensFromResponse,
} from './accounts-api.server';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeApi(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  return { calls, deps: { apiUrl: 'http://api.test', fetch } };
}

describe('tokensFromResponse', () => {
  it('schedules the refresh five minutes before expiry, or half-way for short tokens', () => {
    const body = { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 3600 };
    expect(tokensFromResponse(body, 0)).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      accessTokenExpires: 3_600_000,
      refreshAt: 3_300_000,
    });
    expect(tokensFromResponse({ ...body, expires_in: 60 }, 0).refreshAt).toBe(30_000);
  });

  it('rejects a body without tokens', () => {
    expect(() => tokensFromResponse({ access_token: 'a' }, 0)).toThrow(/Unexpected token response/);
  });
});

describe('requestTokens', () => {
  it("posts the grant form-encoded with the browser's address", async () => {
    const { calls, deps } = fakeApi(200, { access_token: 'a', refresh_token: 'r', expires_in: 3600 });
    const tokens = await requestTokens(
      { grant_type: 'password', username: 'ana@example.org', password: 'secret words' },
      { forwardedFor: '203.0.113.9' },
      deps,
    );
    expect(tokens.accessToken).toBe('a');
    expect(calls[0]?.url).toBe('http://api.test/oauth/token');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': '203.0.113.9',
    });
    expect(String(calls[0]?.init.body)).toBe('grant_type=password&username=ana%40example.org&password=secret+words');
  });

  it('turns an OAuth error into a TokenRequestError without the request in its message', async () => {
    const { deps } = fakeApi(429, { error: 'too_many_requests', error_description: 'Too many sign-in attempts.' });
    const error = await requestTokens({ grant_type: 'refresh_token', refresh_token: 'r-secret' }, {}, deps).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(TokenRequestError);
    expect(error).toMatchObject({ status: 429, code: 'too_many_requests', description: 'Too many sign-in attempts.' });
    expect((error as Error).message).not.toContain('r-secret');
  });
});

describe('fetchCurrentUser', () => {
  it('asks for filter[current]=1 with both token headers', async () => {
    const { calls, deps } = fakeApi(200, {
      data: [{ type: 'users', id: '42', attributes: { email: 'ana@example.org', 'full-name': 'Ana', pro: true } }],
    });
    const user = await fetchCurrentUser('access-1', deps);
    expect(user).toMatchObject({ id: '42', email: 'ana@example.org', fullName: 'Ana', pro: true, admin: false });
    expect(calls[0]?.url).toBe('http://api.test/api/v6/users?filter%5Bcurrent%5D=1');
    expect(calls[0]?.init.headers).toMatchObject({ 'x-access-token': 'access-1', Authorization: 'Bearer access-1' });
  });

  it('fails when the API sends no user', async () => {
    await expect(fetchCurrentUser('a', fakeApi(200, { data: [] }).deps)).rejects.toThrow(/no current user/);
    await expect(fetchCurrentUser('a', fakeApi(401, {}).deps)).rejects.toThrow(/HTTP 401/);
  });
});

describe('revokeTokens', () => {
  it('revokes each token and never throws', async () => {
    const { calls, deps } = fakeApi(200, {});
    await revokeTokens(['r', 'a'], deps);
    expect(calls.map((call) => String(call.init.body))).toEqual(['token=r', 'token=a']);
    const failing = {
      apiUrl: 'http://api.test',
      fetch: (async () => Promise.reject(new TypeError('down'))) as typeof fetch,
    };
    const warn = console.warn;
    console.warn = () => {};
    await expect(revokeTokens(['r'], failing)).resolves.toBeUndefined();
    console.warn = warn;
  });
});
