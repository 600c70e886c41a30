import type { Account } from 'next-auth';
import { describe, expect, it, vi } from 'vitest';
import { type ApiTokens, TokenRequestError } from './accounts-api.server';
import { type AuthCallbackDeps, createAuthCallbacks } from './auth-callbacks.server';
import type { SessionUser } from './session-user';

const user: SessionUser = {
  id: '42',
  admin: false,
  manager: false,
  pro: true,
  email: 'ana@example.org',
  phone: null,
  fullName: 'Ana Ortiz',
};
const NOW = 1_000_000;
const tokens = (suffix: string, refreshAt = NOW + 60_000, expires = NOW + 120_000): ApiTokens => ({
  accessToken: `access-${suffix}`,
  refreshToken: `refresh-${suffix}`,
  accessTokenExpires: expires,
  refreshAt,
});

function setup(overrides: Partial<AuthCallbackDeps> = {}) {
  const deps: AuthCallbackDeps = {
    requestTokens: vi.fn(async () => tokens('new')),
    fetchCurrentUser: vi.fn(async () => user),
    revokeTokens: vi.fn(async () => {}),
    now: () => NOW,
    oauthClientSecret: 'shared-secret',
    ...overrides,
  };
  return { deps, callbacks: createAuthCallbacks(deps) };
}

const credentialsAccount: Account = { type: 'credentials', provider: 'credentials', providerAccountId: '42' };

describe('jwt callback', () => {
  it('stores the user and tokens from a credentials sign-in', async () => {
    const { callbacks } = setup();
    const token = await callbacks.jwt({
      token: {},
      user: { id: '42', apiUser: user, apiTokens: tokens('a') },
      account: credentialsAccount,
      trigger: 'signIn',
    });
    expect(token).toMatchObject({ sub: '42', user, accessToken: 'access-a', refreshToken: 'refresh-a' });
  });

  it('exchanges an OAuth identity with the external_identity grant', async () => {
    const { callbacks, deps } = setup();
    const token = await callbacks.jwt({
      token: { name: 'Ana', email: 'ana@example.org' },
      user: { id: 'google-sub', name: 'Ana Ortiz', email: 'ana@example.org' },
      account: { type: 'oauth', provider: 'google', providerAccountId: 'google-sub' },
    });
    expect(deps.requestTokens).toHaveBeenCalledWith({
      grant_type: 'external_identity',
      client_id: 'web',
      client_secret: 'shared-secret',
      provider: 'google',
      provider_account_id: 'google-sub',
      email: 'ana@example.org',
      name: 'Ana Ortiz',
    });
    expect(token).toMatchObject({ user, accessToken: 'access-new' });
  });

  it('keeps a fresh token and refreshes one that is due', async () => {
    const { callbacks, deps } = setup();
    const fresh = { user, ...tokens('a') };
    expect(await callbacks.jwt({ token: fresh })).toBe(fresh);
    expect(deps.requestTokens).not.toHaveBeenCalled();

    const due = { user, ...tokens('a', NOW - 1) };
    expect(await callbacks.jwt({ token: due })).toMatchObject({
      accessToken: 'access-new',
      refreshToken: 'refresh-new',
    });
    expect(deps.requestTokens).toHaveBeenCalledWith({ grant_type: 'refresh_token', refresh_token: 'refresh-a' });
  });

  it('shares one refresh between concurrent requests with the same token', async () => {
    const { callbacks, deps } = setup();
    const due = { user, ...tokens('a', NOW - 1) };
    const [first, second] = await Promise.all([callbacks.jwt({ token: due }), callbacks.jwt({ token: due })]);
    expect(deps.requestTokens).toHaveBeenCalledTimes(1);
    expect(first.refreshToken).toBe('refresh-new');
    expect(second.refreshToken).toBe('refresh-new');
  });

  it('ends the session when the API refuses the refresh token', async () => {
    const { callbacks } = setup({
      requestTokens: vi.fn(async () => {
        throw new TokenRequestError(400, 'invalid_grant', null);
      }),
    });
    await expect(callbacks.jwt({ token: { user, ...tokens('a', NOW - 1) } })).rejects.toThrow(/renewed/);
  });

  it('rides out an unreachable API while the access token is still valid', async () => {
    const { callbacks } = setup({
      requestTokens: vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    });
    const due = { user, ...tokens('a', NOW - 1, NOW + 10_000) };
    expect(await callbacks.jwt({ token: due })).toBe(due);
    await expect(callbacks.jwt({ token: { user, ...tokens('a', NOW - 2, NOW - 1) } })).rejects.toThrow();
  });

  it('reads the user again on update', async () => {
    const renamed = { ...user, fullName: 'Ana O.' };
    const { callbacks } = setup({ fetchCurrentUser: vi.fn(async () => renamed) });
    const token = await callbacks.jwt({ token: { user, ...tokens('a') }, trigger: 'update' });
    expect(token.user).toEqual(renamed);
  });
});

describe('session callback', () => {
  it('exposes the user and access token, never the refresh token', () => {
    const { callbacks } = setup();
    const session = callbacks.session({
      session: { expires: '2030-01-01T00:00:00.000Z' } as never,
      token: { user, ...tokens('a') },
    });
    expect(session).toEqual({ expires: '2030-01-01T00:00:00.000Z', user, accessToken: 'access-a' });
  });
});

describe('signOut event', () => {
  it('revokes both tokens', async () => {
    const { callbacks, deps } = setup();
    await callbacks.signOut({ token: { user, ...tokens('a') } });
    expect(deps.revokeTokens).toHaveBeenCalledWith(['refresh-a', 'access-a']);
  });
});
